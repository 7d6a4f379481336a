import { unavailableAware } from '@bankdir/kysely';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PostgresDialect,
  type PostgresDialectConfig,
  PostgresDriver,
  type TransactionSettings,
} from 'kysely';
import { postgresUnavailableReason } from './unavailable.ts';

// An arbitrary constant, the first half of the lock's key; the second is the hash of the directory's schema.
const LOCK_CLASS = 0x62616e6b; // 'bank'

/** The call that takes the write lock of the directory in the schema `schema` (an SQL expression), until commit. */
export function writeLockCall(schema: string): string {
  return `pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${schema}))`;
}

/** The statement every write transaction starts with: one lock per directory (per schema), held until commit. */
export const WRITE_LOCK_SQL = `select ${writeLockCall("coalesce(current_schema(), '')")}`;

/**
 * Kysely's PostgresDialect, except that every transaction first takes the directory's transaction-level advisory
 * lock: write transactions run one at a time across every node, as SQLite runs them in one file (BEGIN IMMEDIATE).
 * A vote moves the ranks of every bank between its old and new place, so two votes on any two banks can touch the
 * same rows; one lock keeps each transaction's read-compute-write exact without retries, and reads never wait for it.
 * A lost connection or a restarting server throws StorageUnavailableError (unavailable.ts).
 */
export class WriteLockPostgresDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;

  constructor(config: PostgresDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return unavailableAware(new WriteLockDriver(this.#config), postgresUnavailableReason);
  }
}

class WriteLockDriver extends PostgresDriver {
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (settings.isolationLevel !== undefined || settings.accessMode !== undefined) {
      await super.beginTransaction(connection, settings);
      await connection.executeQuery(CompiledQuery.raw(WRITE_LOCK_SQL));
      return;
    }
    // Both in one round trip: a query without parameters goes as a simple query, which may hold several statements.
    await connection.executeQuery(CompiledQuery.raw(`begin; ${WRITE_LOCK_SQL}`));
  }
}
