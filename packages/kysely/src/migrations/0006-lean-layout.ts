import type { Kysely } from 'kysely';
import { copyLegacyRows } from './lean-layout/copy-legacy.ts';
import { createLeanIndexes } from './lean-layout/create-indexes.ts';
import { createLeanTables, LEAN_TABLES } from './lean-layout/create-tables.ts';

// The lean layout (packages/kysely/README.md): a bank's hot counters apart from its cold text, integers for entities,
// times and enums, and one index per list order instead of two. The data of the first layout moves over: the new
// tables are made under a prefix, filled, the old ones dropped, the new ones renamed, then indexed. Like every
// migration it runs in one transaction (migrateToLatest), so a file is either all first layout or all lean.

const PREFIX = 'lean_';

/** The first layout's tables, children before the tables their foreign keys name. */
const FIRST_LAYOUT_TABLES = [
  'story_thumbs',
  'stories',
  'representatives',
  'products',
  'votes',
  'stocks',
  'bank_hostnames',
  'bank_facts',
  'banks',
  'markets',
  'countries',
];

// biome-ignore lint/suspicious/noExplicitAny: a migration works below the typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await createLeanTables(db, PREFIX);
  await copyLegacyRows(db, PREFIX);
  for (const table of FIRST_LAYOUT_TABLES) await db.schema.dropTable(table).execute();
  for (const table of LEAN_TABLES) await db.schema.alterTable(`${PREFIX}${table}`).renameTo(table).execute();
  await createLeanIndexes(db);
}
