import type { StorageDatabase } from '@bankdir/core/driver';
import { type CompiledQuery, type Kysely, type Migration, sql } from 'kysely';
import { type WindowState, windowOf } from './fixed-window.ts';

type RateLimitTables = {
  rate_limit_windows: {
    /** The credential counted (an API key id, else the account). */
    key: string;
    /** The start of the clock minute `count` belongs to, ms since the epoch. */
    windowStart: number;
    count: number;
  };
};

/** The plugin's one table: a row per credential, reused minute after minute. */
export const rateLimitMigrations: Readonly<Record<string, Migration>> = {
  '0001-windows': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_windows')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('windowStart', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
    },
  },
};

/** Stand-ins the upsert is compiled with, replaced by each request's values. */
const KEY = '\u0000rate-limit key';
const WINDOW_START = -1.5;

/**
 * Fixed windows of one clock minute counted in the storage's database, so every node (and every process on one
 * SQLite file) shares one count per key. One statement a request: an upsert that starts the key's count afresh when
 * its row belongs to an earlier minute, and answers the new count. The statement is built and compiled once (for
 * the database's own SQL dialect); each request only fills in its key and minute.
 */
export class DatabaseWindowCounter {
  readonly #limit: number;
  readonly #db: Kysely<RateLimitTables>;
  readonly #upsert: CompiledQuery<{ count: number }>;

  private constructor(limit: number, db: Kysely<RateLimitTables>) {
    this.#limit = limit;
    this.#db = db;
    this.#upsert = db
      .insertInto('rate_limit_windows')
      .values({ key: KEY, windowStart: WINDOW_START, count: 1 })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql<number>`case when ${sql.ref('rate_limit_windows.windowStart')} = ${sql.ref('excluded.windowStart')} then ${sql.ref('rate_limit_windows.count')} + 1 else 1 end`,
          windowStart: sql<number>`${sql.ref('excluded.windowStart')}`,
        }),
      )
      .returning('count')
      .compile();
  }

  static async open(database: StorageDatabase, limit: number): Promise<DatabaseWindowCounter> {
    await database.migrate('rate_limit', rateLimitMigrations);
    return new DatabaseWindowCounter(limit, database.kysely.withTables<RateLimitTables>());
  }

  async hit(key: string, now: number): Promise<WindowState> {
    const window = windowOf(now);
    const parameters = this.#upsert.parameters.map((value) =>
      value === KEY ? key : value === WINDOW_START ? window.start : value,
    );
    const { rows } = await this.#db.executeQuery<{ count: number }>({ ...this.#upsert, parameters });
    if (!rows[0]) throw new Error('the rate-limit upsert answered no row');
    return window.state(this.#limit, Number(rows[0].count));
  }
}
