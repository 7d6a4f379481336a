import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema/database.ts';

// A bank's and its country's storiesCount count their visible stories, kept by every write that changes them (a story
// created, deleted, hidden or shown again; a bank moved or deleted) inside that write's transaction.

/** Adds `delta` visible stories to the bank and to its country. */
export async function countStories(
  db: Kysely<Database>,
  place: { bankNo: number; countryNo: number },
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  await db
    .updateTable('bank_stats')
    .set('storiesCount', sql`${sql.ref('storiesCount')} + ${delta}`)
    .where('bankNo', '=', place.bankNo)
    .execute();
  await countCountryStories(db, place.countryNo, delta);
}

/** Adds `delta` visible stories to a country alone (a bank's stories moving with it). */
export async function countCountryStories(db: Kysely<Database>, countryNo: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .updateTable('countries')
    .set('storiesCount', sql`${sql.ref('storiesCount')} + ${delta}`)
    .where('countryNo', '=', countryNo)
    .execute();
}

/** Recounts every story's thumbs-ups and every bank's and country's visible stories; only rows that differ are written. */
export async function recountStories(db: Kysely<Database>): Promise<void> {
  const thumbs = sql<number>`(select count(*) from story_thumbs where story_thumbs.${sql.ref('storyId')} = stories.id)`;
  await db.updateTable('stories').set('thumbsUpCount', thumbs).where('thumbsUpCount', '<>', thumbs).execute();
  for (const [table, column] of [
    ['bank_stats', 'bankNo'],
    ['countries', 'countryNo'],
  ] as const) {
    const visible = sql<number>`(select count(*) from stories where stories.${sql.ref(column)} = ${sql.ref(`${table}.${column}`)} and stories.hidden = false)`;
    await db.updateTable(table).set('storiesCount', visible).where('storiesCount', '<>', visible).execute();
  }
}
