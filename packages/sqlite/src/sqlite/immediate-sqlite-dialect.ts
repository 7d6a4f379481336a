import type { DatabaseConnection, Driver, SqliteDialectConfig } from 'kysely';
import { CompiledQuery, SqliteDialect, SqliteDriver } from 'kysely';

/**
 * Kysely's SqliteDialect, except that transactions begin IMMEDIATE: a transaction takes the write lock when it starts,
 * so another process writing the same file makes it wait (busy_timeout) instead of failing halfway through.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config);
  }
}

class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
