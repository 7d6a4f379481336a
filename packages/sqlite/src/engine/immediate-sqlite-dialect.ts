import { unavailableAware } from '@bankdir/kysely';
import type { DatabaseConnection, Driver, SqliteDialectConfig } from 'kysely';
import { CompiledQuery, SqliteDialect, SqliteDriver } from 'kysely';
import { sqliteUnavailableReason } from './unavailable.ts';

/**
 * Kysely's SqliteDialect, except that transactions begin IMMEDIATE: a transaction takes the write lock when it starts,
 * so another process writing the same file makes it wait (busy_timeout) instead of failing halfway through. A full
 * disk, a read-only file or a failing disk throws StorageUnavailableError (unavailable.ts).
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return unavailableAware(new ImmediateTransactionDriver(this.#config), sqliteUnavailableReason);
  }
}

class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
