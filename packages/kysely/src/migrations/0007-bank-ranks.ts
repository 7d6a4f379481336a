import { type Kysely, sql } from 'kysely';
import { isSqlite } from '../schema/engine.ts';

// Ranks leave the wide counters row for a narrow table of their own, kept in rank order (packages/kysely/README.md,
// "The vote transaction"). A vote that moves a bank past others renumbers their ranks; in bank_stats those were rows
// scattered over the table, each rewritten whole, and on PostgreSQL each a new entry in every one of its indexes. In
// bank_ranks they are neighbouring rows of a few columns with three indexes. Lists sorted by rank read bank_ranks'
// indexes; a country's rank order and its banks' order by rank are the same, so one index serves both.

const RANK_INDEXES_LEFT_BEHIND = [
  'bank_stats_by_rank',
  'bank_stats_in_country_by_rank',
  'bank_stats_by_countryRank',
  'bank_stats_in_country_by_countryRank',
];

// biome-ignore lint/suspicious/noExplicitAny: a migration works below the typed schema
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = isSqlite(db);
  let table = db.schema
    .createTable('bank_ranks')
    .addColumn('rankOrder', 'bigint', (c) => c.notNull())
    .addColumn('seq', sqlite ? 'integer' : 'bigint', (c) => c.notNull())
    .addColumn('countryNo', 'integer', (c) => c.notNull())
    .addColumn('rank', 'integer')
    .addColumn('countryRank', 'integer')
    .addPrimaryKeyConstraint('bank_ranks_key', ['rankOrder', 'seq']);
  // SQLite keeps a WITHOUT ROWID table in key order, so neighbours in rank order share pages.
  if (sqlite) table = table.modifyEnd(sql`without rowid`);
  await table.execute();
  await db
    .insertInto('bank_ranks')
    .columns(['rankOrder', 'seq', 'countryNo', 'rank', 'countryRank'])
    .expression(
      db
        .selectFrom('bank_stats')
        .select([
          sql<number>`coalesce(${sql.ref('rankKey')}, 0)`.as('rankOrder'),
          'seq',
          'countryNo',
          'rank',
          'countryRank',
        ]),
    )
    .execute();
  for (const index of RANK_INDEXES_LEFT_BEHIND) await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('bank_stats').dropColumn('rank').execute();
  await db.schema.alterTable('bank_stats').dropColumn('countryRank').execute();
  // Indexes name the seq on both engines: a WITHOUT ROWID table's index entries end in its key, rank order first.
  await db.schema.createIndex('bank_ranks_by_rank').on('bank_ranks').columns(['rank', 'seq']).execute();
  await db.schema.createIndex('bank_ranks_by_countryRank').on('bank_ranks').columns(['countryRank', 'seq']).execute();
  await db.schema
    .createIndex('bank_ranks_in_country_by_countryRank')
    .on('bank_ranks')
    .columns(['countryNo', 'countryRank', 'seq'])
    .execute();
}
