import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema/database.ts';

/** Where a bank stands in the rankings before a change. */
export interface RankPlace {
  id: string;
  countryId: string;
  rankKey: number | null;
  rank: number | null;
  countryRank: number | null;
}

type RankColumn = 'rank' | 'countryRank';

/**
 * Moves one bank to its place for `rankKey` in `countryId` (null: unranked) and shifts only the banks between its old
 * and new places by one, worldwide and in its country (both countries when it moved). Ranks stay gapless from 1 and
 * exact at every commit, and a page read never ranks the whole table. Run inside the transaction of the write.
 */
export async function moveInRanks(
  db: Kysely<Database>,
  before: RankPlace,
  after: { countryId: string; rankKey: number | null },
): Promise<void> {
  const rank = await shift(db, 'rank', before.id, before.rank, after.rankKey, undefined);
  let countryRank: number | null;
  if (after.countryId === before.countryId) {
    countryRank = await shift(db, 'countryRank', before.id, before.countryRank, after.rankKey, after.countryId);
  } else {
    await shift(db, 'countryRank', before.id, before.countryRank, null, before.countryId);
    countryRank = await shift(db, 'countryRank', before.id, null, after.rankKey, after.countryId);
  }
  await db
    .updateTable('banks')
    .set({ rank, countryRank, rankKey: after.rankKey })
    .where('id', '=', before.id)
    .execute();
}

/** Shifts the other banks for one ranking and answers the bank's new place in it. */
async function shift(
  db: Kysely<Database>,
  column: RankColumn,
  bankId: string,
  oldPlace: number | null,
  newKey: number | null,
  countryId: string | undefined,
): Promise<number | null> {
  const others = (delta: 1 | -1, from: number, to?: number) => {
    let update = db
      .updateTable('banks')
      .set(column, sql`${sql.ref(column)} + ${delta}`)
      .where(column, '>=', from)
      .where('id', '!=', bankId);
    if (to !== undefined) update = update.where(column, '<=', to);
    if (countryId !== undefined) update = update.where('countryId', '=', countryId);
    return update.execute();
  };
  if (newKey === null) {
    if (oldPlace !== null) await others(-1, oldPlace + 1);
    return null;
  }
  const ahead = await placeOfNearestAhead(db, column, bankId, newKey, countryId);
  if (oldPlace === null) {
    await others(1, ahead + 1);
    return ahead + 1;
  }
  if (ahead < oldPlace) {
    if (ahead + 1 < oldPlace) await others(1, ahead + 1, oldPlace - 1);
    return ahead + 1;
  }
  // The nearest bank ahead was behind this one before: it and those between move up one place.
  await others(-1, oldPlace + 1, ahead);
  return ahead;
}

/**
 * The place of the last other bank that ranks ahead of a bank with `rankKey` and `bankId` (larger key first, then
 * smaller id), or 0 when none does. Two seeks on the rank-order index: the bank's own key group, then the keys above.
 */
async function placeOfNearestAhead(
  db: Kysely<Database>,
  column: RankColumn,
  bankId: string,
  rankKey: number,
  countryId: string | undefined,
): Promise<number> {
  let base = db.selectFrom('banks').select(column).where('id', '!=', bankId);
  if (countryId !== undefined) base = base.where('countryId', '=', countryId);
  const sameKey = await base
    .where('rankKey', '=', rankKey)
    .where('id', '<', bankId)
    .orderBy('rankKey', 'desc')
    .orderBy('id', 'desc')
    .limit(sql.lit(1))
    .executeTakeFirst();
  const row =
    sameKey ??
    (await base
      .where('rankKey', '>', rankKey)
      .orderBy('rankKey', 'asc')
      .orderBy('id', 'desc')
      .limit(sql.lit(1))
      .executeTakeFirst());
  const place = row?.[column];
  return place === undefined || place === null ? 0 : Number(place);
}
