import { createHash } from 'node:crypto';
import type { StorageDatabase } from '@bankdir/core/driver';

/** Columns that change on reads by design: an API key's lastUsedAt (recorded at most once a minute per key). */
const TOUCHED_ON_READ: Record<string, readonly string[]> = { api_keys: ['lastUsedAt'] };

// Tables are named at run time, so the query builder is used untyped.
type Untyped = {
  selectFrom(table: string): { selectAll(): { execute(): Promise<Record<string, unknown>[]> } };
};

/**
 * A hash of every row of every table of the storage's database, on SQLite and PostgreSQL alike (SQLite's virtual
 * tables through their shadow tables), so that a refused write can be shown to have changed nothing.
 */
export async function tableChecksum(database: StorageDatabase): Promise<string> {
  const kysely = database.kysely as unknown as Untyped;
  const virtual =
    database.engine === 'sqlite'
      ? new Set(
          (await kysely.selectFrom('sqlite_master').selectAll().execute())
            .filter((row) => row.type === 'table' && /^CREATE VIRTUAL/i.test(String(row.sql)))
            .map((row) => String(row.name)),
        )
      : new Set<string>();
  const tables = (await database.kysely.introspection.getTables())
    .filter((table) => !table.isView && !table.name.startsWith('sqlite_') && !virtual.has(table.name))
    .map((table) => (table.schema ? `${table.schema}.${table.name}` : table.name))
    .sort();
  const hash = createHash('sha256');
  for (const table of tables) {
    const rows = await kysely.selectFrom(table).selectAll().execute();
    const skip = TOUCHED_ON_READ[table.split('.').at(-1)!] ?? [];
    const lines = rows.map((row) =>
      JSON.stringify(
        Object.entries(row).filter(([column]) => !skip.includes(column)),
        plain,
      ),
    );
    hash.update(`${table}\n${lines.sort().join('\n')}\n`);
  }
  return hash.digest('hex');
}

function plain(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('hex');
  if (value instanceof Date) return value.toISOString();
  return value;
}
