import type { StorageDatabase } from '@bankdir/core/driver';
import { type Kysely, sql } from 'kysely';

export interface CopyTablesOptions {
  /** Tables not to copy (an engine's own semantic index, which the target rebuilds from the embedding cache). */
  skip?: (table: string) => boolean;
  /** Told after each table with how many rows it copied. */
  onTable?: (table: string, rows: number) => void;
}

export interface CopyReport {
  /** Rows copied, per table. */
  copied: Record<string, number>;
  /** Tables of the source that the target does not have (a plugin it never ran), left behind. */
  missing: string[];
}

const ROWS_PER_READ = 2000;

/**
 * Copies every row of every table the two databases share (both migrated to the same schema; the target's tables
 * empty), in one transaction on the target: parents before children, booleans stored as the target stores them.
 * Migration records stay each database's own.
 */
export async function copyTables(
  from: StorageDatabase,
  to: StorageDatabase,
  options: CopyTablesOptions = {},
): Promise<CopyReport> {
  const isCopied = (table: string) => !/migrations(_lock)?$/.test(table) && !(options.skip?.(table) ?? false);
  const sourceTables = (await from.kysely.introspection.getTables()).filter((table) => isCopied(table.name));
  const targetTables = new Map(
    (await to.kysely.introspection.getTables()).filter((table) => isCopied(table.name)).map((t) => [t.name, t]),
  );
  const shared = sourceTables.filter((table) => targetTables.has(table.name));
  const order = await parentsFirst(
    to,
    shared.map((table) => table.name),
  );
  const copied: Record<string, number> = {};
  await to.kysely.transaction().execute(async (target) => {
    for (const name of order) {
      const columns = targetTables.get(name)!.columns;
      const booleans = new Set(columns.filter((c) => /^bool/i.test(c.dataType)).map((c) => c.name));
      const names = columns.map((column) => column.name);
      const rowsPerInsert = Math.max(1, Math.floor(30_000 / names.length));
      const insert = (batch: Record<string, unknown>[]) =>
        (target as Kysely<Record<string, Record<string, unknown>>>).insertInto(name).values(batch).execute();
      let count = 0;
      let batch: Record<string, unknown>[] = [];
      // Streamed: a table of millions of votes never sits in memory whole.
      const rows = (from.kysely as Kysely<Record<string, Record<string, unknown>>>)
        .selectFrom(name)
        .select(names)
        .stream(ROWS_PER_READ);
      for await (const row of rows) {
        const value: Record<string, unknown> = {};
        for (const column of names) value[column] = booleans.has(column) ? toBoolean(row[column]) : row[column];
        batch.push(value);
        count += 1;
        if (batch.length >= rowsPerInsert) {
          await insert(batch);
          batch = [];
        }
      }
      if (batch.length > 0) await insert(batch);
      copied[name] = count;
      options.onTable?.(name, count);
    }
    if (to.engine === 'postgres') await continueIdentities(target);
  });
  return { copied, missing: sourceTables.map((t) => t.name).filter((name) => !targetTables.has(name)) };
}

/**
 * Makes every identity column of the current schema hand out numbers after the largest copied: rows came with their
 * numbers (a bank's, a country's, an account's), which PostgreSQL's sequences did not see.
 */
async function continueIdentities(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  for (const { table, column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${sql.lit(`"${table}"`)}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false) from ${sql.table(table)}`.execute(
      db,
    );
  }
}

function toBoolean(value: unknown): unknown {
  return value === null || value === undefined ? value : value === true || value === 1 || value === 1n;
}

/** The tables in an order where each comes after the tables its foreign keys name (the target's constraints). */
async function parentsFirst(database: StorageDatabase, tables: readonly string[]): Promise<string[]> {
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  if (database.engine === 'postgres') {
    const { rows } = await sql<{ child: string; parent: string }>`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(
      database.kysely,
    );
    for (const row of rows) parents.get(unquote(row.child))?.add(unquote(row.parent));
  } else {
    for (const table of tables) {
      const { rows } = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(
        database.kysely,
      );
      for (const row of rows) parents.get(table)?.add(row.table);
    }
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) if (parents.has(parent)) visit(parent, path);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, new Set());
  return ordered;
}

function unquote(name: string): string {
  const bare = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name;
  return bare.startsWith('"') ? bare.slice(1, -1).replaceAll('""', '"') : bare;
}
