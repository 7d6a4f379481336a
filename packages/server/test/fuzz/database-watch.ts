import { createHash } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { tableChecksum } from '../helpers/table-checksum.ts';
import type { TestServer } from '../helpers/test-server.ts';

/** Columns that change on reads by design: an API key's lastUsedAt (recorded at most once a minute per key). */
const TOUCHED_ON_READ: Record<string, readonly string[]> = { api_keys: ['lastUsedAt'] };

/** Tells whether the test server's database changed: a cheap `version()` first, the whole `checksum()` when it did. */
export interface DatabaseWatch {
  /** Changes whenever another connection may have committed (it may also change when nothing did). */
  version(): Promise<string>;
  /** A hash of every row of every table. */
  checksum(): Promise<string>;
  close(): void;
}

/**
 * Watches the server's database: on SQLite from a connection of its own, with PRAGMA data_version as the version; on
 * PostgreSQL, where no such counter exists for one schema, the checksum is the version.
 */
export function watchDatabase(server: TestServer): DatabaseWatch {
  const database = server.directory.storage.database!;
  if (database.engine !== 'sqlite') {
    const checksum = () => tableChecksum(database);
    return { version: checksum, checksum, close() {} };
  }
  const file = watchSqliteFile(server.file);
  return {
    version: async () => String(file.version()),
    checksum: async () => file.checksum(),
    close: () => file.close(),
  };
}

/**
 * Watches a SQLite file from a connection of its own: `version()` changes whenever another connection commits
 * (PRAGMA data_version), and `checksum()` hashes every row of every table (virtual tables through their shadow
 * tables), so that a rejected write can be shown to have left the data byte for byte as it was.
 */
function watchSqliteFile(file: string): { version(): number; checksum(): string; close(): void } {
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
