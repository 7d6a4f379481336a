import type { Kysely } from 'kysely';
import { SCORE_COLUMNS } from '../schema/score-columns.ts';
import { orderIndexes } from './0001-initial.ts';
import { rebuildFirstLayoutCountryScores } from './first-layout/rebuild-country-scores.ts';

// Countries get what banks have: the 60 score columns (sums over their banks), a rank with its rank key, and a count
// of stories; every new sort key gets its order indexes. An existing database is filled from its banks' scores.

/** The country sort keys this migration adds, as they were when it was written. */
const NEW_SORT_COLUMNS = ['rank', 'banksCount', 'storiesCount', ...SCORE_COLUMNS];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  for (const column of SCORE_COLUMNS)
    await db.schema
      .alterTable('countries')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await db.schema
    .alterTable('countries')
    .addColumn('storiesCount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('countries').addColumn('rank', 'integer').execute();
  await db.schema.alterTable('countries').addColumn('rankKey', 'bigint').execute();
  await orderIndexes(db, 'countries', NEW_SORT_COLUMNS, []);
  // Rank maintenance counts the countries ahead of a rank key on this index.
  await db.schema.createIndex('countries_rank_order').on('countries').columns(['rankKey desc', 'id']).execute();
  // Reads only banks' and countries' score columns, which exist from here on.
  await rebuildFirstLayoutCountryScores(db);
}
