import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema/database.ts';

// A bank's and its country's storiesCount count their visible stories, kept by every write that changes them (a story
// created, deleted, hidden or shown again; a bank moved or deleted) inside that write's transaction.

/** Adds `delta` visible stories to the bank and to `countryId` (the bank's country). */
export async function countStories(
  db: Kysely<Database>,
  place: { bankId: string; countryId: string },
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  await db
    .updateTable('banks')
    .set('storiesCount', sql`${sql.ref('storiesCount')} + ${delta}`)
    .where('id', '=', place.bankId)
    .execute();
  await countCountryStories(db, place.countryId, delta);
}

/** Adds `delta` visible stories to a country alone (a bank's stories moving with it). */
export async function countCountryStories(db: Kysely<Database>, countryId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .updateTable('countries')
    .set('storiesCount', sql`${sql.ref('storiesCount')} + ${delta}`)
    .where('id', '=', countryId)
    .execute();
}

/** Recounts every story's thumbs-ups and every bank's and country's visible stories; only rows that differ are written. */
export async function recountStories(db: Kysely<Database>): Promise<void> {
  const thumbs = sql<number>`(select count(*) from story_thumbs where story_thumbs.${sql.ref('storyId')} = stories.id)`;
  await db.updateTable('stories').set('thumbsUpCount', thumbs).where('thumbsUpCount', '<>', thumbs).execute();
  for (const [table, column] of [
    ['banks', 'bankId'],
    ['countries', 'countryId'],
  ] as const) {
    const visible = sql<number>`(select count(*) from stories where stories.${sql.ref(column)} = ${sql.ref(`${table}.id`)} and stories.hidden = false)`;
    await db.updateTable(table).set('storiesCount', visible).where('storiesCount', '<>', visible).execute();
  }
}
