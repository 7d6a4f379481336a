import { createHash } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';

/** Columns that change on reads by design: an API key's lastUsedAt (recorded at most once a minute per key). */
const TOUCHED_ON_READ: Record<string, readonly string[]> = { api_keys: ['lastUsedAt'] };

/**
 * Watches a SQLite file from a connection of its own: `version()` changes whenever another connection commits
 * (PRAGMA data_version), and `checksum()` hashes every row of every table (virtual tables through their shadow
 * tables), so that a rejected write can be shown to have left the data byte for byte as it was.
 */
export function watchDatabase(file: string): { version(): number; checksum(): string; close(): void } {
  const database = new BetterSqlite3(file, { readonly: true });
  const tables = (
    database
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string; sql: string }[]
  )
    .filter((table) => !/^CREATE VIRTUAL/i.test(table.sql))
    .map((table) => table.name);
  return {
    version: () => database.pragma('data_version', { simple: true }) as number,
    checksum() {
      const hash = createHash('sha256');
      for (const table of tables) {
        const skip = TOUCHED_ON_READ[table] ?? [];
        const rows = (database.prepare(`SELECT * FROM "${table}"`).raw(false).all() as Record<string, unknown>[]).map(
          (row) =>
            JSON.stringify(
              Object.entries(row).filter(([column]) => !skip.includes(column)),
              bytes,
            ),
        );
        hash.update(`${table}\n${rows.sort().join('\n')}\n`);
      }
      return hash.digest('hex');
    },
    close: () => database.close(),
  };
}

function bytes(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
