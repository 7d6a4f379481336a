import {
  computeCountryRanks,
  countryRankKeyOf,
  SCORE_KEY_BY_CATEGORY,
  SCORE_KEYS,
  type ScoreKey,
  scoreEntry,
  VOTE_CATEGORIES,
  type VoteCategory,
} from '@bankdir/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema/database.ts';

// A country's scores are the sums of its banks' votes, kept in the country's row by every write that changes them (a
// vote cast, recast or retracted; a bank moved to another country or deleted) inside that write's transaction, with
// the country's rank among countries. Reading a country never sums or ranks. Like a bank's, a country's updatedAt
// stays: it dates the country's own fields, not its counters.

/** Up and down votes to add to (or, negative, take from) a country, per vote category. */
export type CategoryDeltas = Partial<Record<VoteCategory, { up: number; down: number }>>;

/** Adds one vote change of a bank to its country: the vote path calls this beside the bank's own counters. */
export function applyCountryVoteDelta(
  db: Kysely<Database>,
  vote: { countryId: string; category: VoteCategory; up: number; down: number },
): Promise<void> {
  return applyCountryDeltas(db, vote.countryId, { [vote.category]: { up: vote.up, down: vote.down } });
}

/**
 * Moves a bank's votes from one country's sums to another's (a country move), or out of its country (`to` null: the
 * bank is deleted). `bank` is the bank's row before the change.
 */
export async function moveBankScores(
  db: Kysely<Database>,
  bank: Readonly<Record<`${ScoreKey}_up` | `${ScoreKey}_down`, unknown>>,
  from: string,
  to: string | null,
): Promise<void> {
  const deltas = (sign: 1 | -1): CategoryDeltas =>
    Object.fromEntries(
      VOTE_CATEGORIES.map((category) => {
        const key = SCORE_KEY_BY_CATEGORY[category];
        return [category, { up: sign * Number(bank[`${key}_up`]), down: sign * Number(bank[`${key}_down`]) }];
      }),
    );
  await applyCountryDeltas(db, from, deltas(-1));
  if (to !== null) await applyCountryDeltas(db, to, deltas(1));
}

/**
 * Writes the changed category and overall columns of one country, and moves it in the country ranking when its rank
 * key changed. Only columns whose value changes are written, so only their indexes are touched.
 */
async function applyCountryDeltas(db: Kysely<Database>, countryId: string, deltas: CategoryDeltas): Promise<void> {
  const categories = (Object.keys(deltas) as VoteCategory[]).filter(
    (category) => deltas[category]!.up !== 0 || deltas[category]!.down !== 0,
  );
  if (categories.length === 0) return;
  const keys = categories.map((category) => SCORE_KEY_BY_CATEGORY[category]);
  const row = (await db
    .selectFrom('countries')
    .select(['rank', 'rankKey', 'overall_up', 'overall_down'])
    .select(keys.flatMap((key) => [`${key}_up` as const, `${key}_down` as const]))
    .where('id', '=', countryId)
    .executeTakeFirstOrThrow()) as unknown as Record<string, number | string | null>;
  const changes: Record<string, number> = {};
  let overallUp = Number(row.overall_up);
  let overallDown = Number(row.overall_down);
  categories.forEach((category, index) => {
    const key = keys[index]!;
    const entry = scoreEntry(
      Number(row[`${key}_up`]) + deltas[category]!.up,
      Number(row[`${key}_down`]) + deltas[category]!.down,
    );
    Object.assign(changes, entryColumns(key, entry));
    overallUp += deltas[category]!.up;
    overallDown += deltas[category]!.down;
  });
  const overall = scoreEntry(overallUp, overallDown);
  Object.assign(changes, entryColumns('overall', overall));
  await db.updateTable('countries').set(changes).where('id', '=', countryId).execute();
  const rankKey = countryRankKeyOf(overall.score, overall.total);
  const before = row.rankKey === null ? null : Number(row.rankKey);
  if (rankKey !== before) await moveCountryInRanks(db, countryId, row.rank === null ? null : Number(row.rank), rankKey);
}

function entryColumns(key: ScoreKey, entry: ReturnType<typeof scoreEntry>): Record<string, number> {
  return {
    [`${key}_up`]: entry.up,
    [`${key}_down`]: entry.down,
    [`${key}_total`]: entry.total,
    [`${key}_score`]: entry.score,
  };
}

/**
 * Puts a country at its place for `rankKey` (null: unranked) and shifts only the countries between its old and new
 * places by one, so ranks stay gapless from 1. Its place is 1 + the countries ahead of it: a larger key, or the same
 * key and a smaller id, counted on the rank-order index.
 */
async function moveCountryInRanks(
  db: Kysely<Database>,
  countryId: string,
  oldRank: number | null,
  rankKey: number | null,
): Promise<void> {
  let newRank: number | null = null;
  if (rankKey !== null) {
    const { ahead } = await db
      .selectFrom('countries')
      .select((eb) => eb.fn.countAll<number>().as('ahead'))
      .where('id', '!=', countryId)
      .where((eb) =>
        eb.or([eb('rankKey', '>', rankKey), eb.and([eb('rankKey', '=', rankKey), eb('id', '<', countryId)])]),
      )
      .executeTakeFirstOrThrow();
    newRank = Number(ahead) + 1;
  }
  const shift = (delta: 1 | -1, from: number, to?: number) => {
    let update = db
      .updateTable('countries')
      .set('rank', sql`${sql.ref('rank')} + ${delta}`)
      .where('rank', '>=', from)
      .where('id', '!=', countryId);
    if (to !== undefined) update = update.where('rank', '<=', to);
    return update.execute();
  };
  if (oldRank === null && newRank !== null) await shift(1, newRank);
  else if (oldRank !== null && newRank === null) await shift(-1, oldRank + 1);
  else if (oldRank !== null && newRank !== null && newRank < oldRank) await shift(1, newRank, oldRank - 1);
  else if (oldRank !== null && newRank !== null && newRank > oldRank) await shift(-1, oldRank + 1, newRank);
  await db.updateTable('countries').set({ rank: newRank, rankKey }).where('id', '=', countryId).execute();
}

/**
 * Recomputes every country's score columns from its banks' and every country rank (seeding and repair: the bulk vote
 * import leaves them stale). Only scores and ranks: stories are counted elsewhere.
 */
export async function rebuildCountryScores(db: Kysely<Database>): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: the sums are selected by computed column names
  const any = db as Kysely<any>;
  const sums = await any
    .selectFrom('banks')
    .select('countryId')
    .select(
      SCORE_KEYS.flatMap((key) => [
        sql<number>`sum(${sql.ref(`${key}_up`)})`.as(`${key}_up`),
        sql<number>`sum(${sql.ref(`${key}_down`)})`.as(`${key}_down`),
      ]),
    )
    .groupBy('countryId')
    .execute();
  const byCountry = new Map<string, Record<string, number>>();
  for (const row of sums) {
    const columns: Record<string, number> = {};
    for (const key of SCORE_KEYS)
      Object.assign(columns, entryColumns(key, scoreEntry(Number(row[`${key}_up`]), Number(row[`${key}_down`]))));
    byCountry.set(row.countryId as string, columns);
  }
  const countries = await any.selectFrom('countries').selectAll().execute();
  const zero = Object.fromEntries(SCORE_KEYS.flatMap((key) => Object.entries(entryColumns(key, scoreEntry(0, 0)))));
  const target = (id: string) => byCountry.get(id) ?? zero;
  const ranks = computeCountryRanks(
    countries.map((country) => ({
      id: country.id as string,
      overallScore: target(country.id).overall_score!,
      overallTotal: target(country.id).overall_total!,
    })),
  );
  for (const country of countries) {
    const columns = target(country.id);
    const wanted: Record<string, number | null> = {
      ...columns,
      rank: ranks.get(country.id) ?? null,
      rankKey: countryRankKeyOf(columns.overall_score!, columns.overall_total!),
    };
    const changed = Object.fromEntries(
      Object.entries(wanted).filter(([column, value]) => nullableNumber(country[column]) !== value),
    );
    if (Object.keys(changed).length > 0)
      await any.updateTable('countries').set(changed).where('id', '=', country.id).execute();
  }
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
