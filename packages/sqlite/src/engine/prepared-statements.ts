import { LruCache } from '@bankdir/core/driver';
import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * The better-sqlite3 database as Kysely's SqliteDialect sees it, with two SQLite-only details: prepared statements are
 * reused (planning a query over a table with 130 indexes is not free), and booleans are bound as 1 and 0, which is
 * how SQLite stores them, so the shared queries can pass plain booleans.
 */
export function preparedStatements(database: BetterSqlite3.Database, capacity = 1000): SqliteDatabase {
  const cache = new LruCache<string, SqliteStatement>(capacity);
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached !== undefined) return cached;
      const statement = withSqliteParameters(database.prepare(sql));
      cache.set(sql, statement);
      return statement;
    },
  };
}

function withSqliteParameters(statement: BetterSqlite3.Statement): SqliteStatement {
  if (!statement.reader) {
    return {
      reader: false,
      all: (parameters) => statement.all(...bindable(parameters)),
      run: (parameters) => statement.run(...bindable(parameters)),
      iterate: (parameters) => statement.iterate(...bindable(parameters)),
    };
  }
  // Rows come back as arrays and become objects through a mapper made for this statement's columns: a bank row has
  // 75 columns, and building it as an object literal of a fixed shape takes half the time better-sqlite3's own does.
  statement.raw(true);
  const toObject = rowMapper(statement.columns().map((column) => column.name));
  return {
    reader: true,
    all: (parameters) => (statement.all(...bindable(parameters)) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(...bindable(parameters)),
    *iterate(parameters) {
      for (const row of statement.iterate(...bindable(parameters)) as IterableIterator<unknown[]>) yield toObject(row);
    },
  };
}

/** A function from a row array to an object with these keys (a later duplicate name wins, as in an object row). */
function rowMapper(names: readonly string[]): (row: unknown[]) => Record<string, unknown> {
  const fields = names.map((name, index) => `${JSON.stringify(name)}: row[${index}]`).join(', ');
  return new Function('row', `return { ${fields} };`) as (row: unknown[]) => Record<string, unknown>;
}

function bindable(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}
