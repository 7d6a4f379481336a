import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * The better-sqlite3 database as Kysely's SqliteDialect sees it, with two SQLite-only details: prepared statements are
 * reused (planning a query over a table with 130 indexes is not free), and booleans are bound as 1 and 0, which is
 * how SQLite stores them, so the shared queries can pass plain booleans.
 */
export function cachedStatements(database: BetterSqlite3.Database, capacity = 1000): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached !== undefined) {
        // Map keeps insertion order: re-inserting marks the statement as recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = withSqliteParameters(database.prepare(sql));
      cache.set(sql, statement);
      if (cache.size > capacity) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return statement;
    },
  };
}

function withSqliteParameters(statement: BetterSqlite3.Statement): SqliteStatement {
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(...bindable(parameters)),
    run: (parameters) => statement.run(...bindable(parameters)),
    iterate: (parameters) => statement.iterate(...bindable(parameters)),
  };
}

function bindable(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}
