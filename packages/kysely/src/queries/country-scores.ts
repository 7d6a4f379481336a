import { SCORE_KEY_BY_CATEGORY, SCORE_KEYS, type ScoreKey, VOTE_CATEGORIES, type VoteCategory } from '@bankdir/core';
import { computeCountryRanks, countryRankKeyOf, scoreEntry } from '@bankdir/core/driver';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema/database.ts';
import { nullableNumber } from '../schema/numbers.ts';
import { type CounterColumns, counterChanges, updateCounters } from './counter-update.ts';
import { preparedQuery } from './prepared-query.ts';

// A country's scores are the sums of its banks' votes, kept in the country's row by every write that changes them (a
// vote cast, recast or retracted; a bank moved to another country or deleted) inside that write's transaction, with
// the country's rank among countries. Reading a country never sums or ranks. Like a bank's, a country's updatedAt
// stays: it dates the country's own fields, not its counters.

type Db = Kysely<Database>;

/** Up and down votes to add to (or, negative, take from) a country, per vote category. */
export type CategoryDeltas = Partial<Record<VoteCategory, { up: number; down: number }>>;

/** A country's counters in one category and overall, and its place: what a vote changes. */
export interface CountryCounts {
  countryNo: number;
  countryId: string;
  up: number;
  down: number;
  overallUp: number;
  overallDown: number;
  rank: number | null;
  rankKey: number | null;
}

/** Adds one vote change of a bank to its country, from its counters as read with the bank's (score-maintenance.ts). */
export async function applyCountryVoteDelta(
  db: Db,
  country: CountryCounts,
  vote: { category: VoteCategory; up: number; down: number },
): Promise<void> {
  if (vote.up === 0 && vote.down === 0) return;
  const key = SCORE_KEY_BY_CATEGORY[vote.category];
  const changes = counterChanges(key, country, vote);
  await writeCountry(db, country, changes, countryRankKeyOf(changes.overallScore, changes.overallTotal));
}

/**
 * Moves a bank's votes from one country's sums to another's (a country move), or out of its country (`to` null: the
 * bank is deleted). `bank` holds the bank's up and down counters before the change.
 */
export async function moveBankScores(
  db: Db,
  bank: Readonly<Record<`${ScoreKey}_up` | `${ScoreKey}_down`, unknown>>,
  from: number,
  to: number | null,
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

/** Writes the changed category and overall columns of one country for many categories at once (a bank moving). */
async function applyCountryDeltas(db: Db, countryNo: number, deltas: CategoryDeltas): Promise<void> {
  const categories = (Object.keys(deltas) as VoteCategory[]).filter(
    (category) => deltas[category]!.up !== 0 || deltas[category]!.down !== 0,
  );
  if (categories.length === 0) return;
  const row = (await db
    .selectFrom('countries')
    .selectAll()
    .where('countryNo', '=', countryNo)
    .executeTakeFirstOrThrow()) as unknown as Record<string, number | string | null>;
  const changes: CounterColumns = {};
  let overallUp = Number(row.overall_up);
  let overallDown = Number(row.overall_down);
  for (const category of categories) {
    const key = SCORE_KEY_BY_CATEGORY[category];
    const { up, down } = deltas[category]!;
    Object.assign(
      changes,
      entryColumns(key, scoreEntry(Number(row[`${key}_up`]) + up, Number(row[`${key}_down`]) + down)),
    );
    overallUp += up;
    overallDown += down;
  }
  const overall = scoreEntry(overallUp, overallDown);
  Object.assign(changes, entryColumns('overall', overall));
  const country = {
    countryNo,
    countryId: String(row.id),
    rank: nullableNumber(row.rank),
    rankKey: nullableNumber(row.rankKey),
  };
  await writeCountry(db, country, { columns: changes }, countryRankKeyOf(overall.score, overall.total));
}

/** Writes a country's counters and, when its rank key changed, moves it in the country ranking. */
async function writeCountry(
  db: Db,
  country: Pick<CountryCounts, 'countryNo' | 'countryId' | 'rank' | 'rankKey'>,
  changes: { columns: CounterColumns },
  rankKey: number | null,
): Promise<void> {
  const keyChanged = rankKey !== country.rankKey;
  await updateCounters(db, 'countries', country.countryNo, {
    ...changes.columns,
    ...(keyChanged && { rankKey }),
  });
  if (keyChanged) await moveCountryInRanks(db, country, rankKey);
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
 * Puts a country at its place for its new `rankKey` (already written; null: unranked) and shifts only the countries
 * between its old and new places by one, so ranks stay gapless from 1. Its place follows the last country ahead of it
 * (a larger key, or the same key and a smaller id): two seeks on the rank-key index, in one statement.
 */
async function moveCountryInRanks(
  db: Db,
  country: Pick<CountryCounts, 'countryNo' | 'countryId' | 'rank'>,
  rankKey: number | null,
): Promise<void> {
  const oldRank = country.rank;
  let newRank: number | null = null;
  if (rankKey !== null) {
    const rows = await countryAhead.execute(db, { rankKey, id: country.countryId });
    const place = (kind: number) => rows.find((row) => Number(row.kind) === kind)?.place;
    const ahead = place(0) ?? place(1);
    newRank = ahead === undefined || ahead === null ? 1 : Number(ahead) + 1;
    // Ahead of this country's old place means the country passed it: the places between close up.
    if (oldRank !== null && newRank > oldRank) newRank -= 1;
  }
  const shift = (delta: 1 | -1, from: number, to = MAX_PLACE) =>
    shiftCountries.execute(db, { delta, from, to, countryNo: country.countryNo });
  if (oldRank === null && newRank !== null) await shift(1, newRank);
  else if (oldRank !== null && newRank === null) await shift(-1, oldRank + 1);
  else if (oldRank !== null && newRank !== null && newRank < oldRank) await shift(1, newRank, oldRank - 1);
  else if (oldRank !== null && newRank !== null && newRank > oldRank) await shift(-1, oldRank + 1, newRank);
  if (newRank !== oldRank) await setCountryRank.execute(db, { rank: newRank, countryNo: country.countryNo });
}

/** Above every place (ranks are 32-bit integers on PostgreSQL): a shift with no upper end. */
const MAX_PLACE = 2 ** 31 - 1;

const countryAhead = preparedQuery<{ rankKey: number; id: string }, { kind: number; place: number | null }>(
  (db, param) => {
    const sameKey = db
      .selectFrom('countries')
      .select([sql<number>`0`.as('kind'), 'rank as place'])
      .where('rankKey', '=', param('rankKey'))
      .where('id', '<', param('id'))
      .orderBy('id', 'desc')
      .limit(sql.lit(1));
    const keyAbove = db
      .selectFrom('countries')
      .select([sql<number>`1`.as('kind'), 'rank as place'])
      .where(
        'rankKey',
        '=',
        db
          .selectFrom('countries')
          .select((eb) => eb.fn.min('rankKey').as('rankKey'))
          .where('rankKey', '>', param('rankKey')),
      )
      .orderBy('id', 'desc')
      .limit(sql.lit(1));
    return db
      .selectFrom(sameKey.as('same_key'))
      .selectAll()
      .unionAll(db.selectFrom(keyAbove.as('key_above')).selectAll());
  },
);

const shiftCountries = preparedQuery<{ delta: number; from: number; to: number; countryNo: number }, never>(
  (db, param) =>
    db
      .updateTable('countries')
      .set('rank', sql`${sql.ref('rank')} + ${param('delta')}`)
      .where('rank', '>=', param('from'))
      .where('rank', '<=', param('to'))
      .where('countryNo', '!=', param('countryNo')),
);

const setCountryRank = preparedQuery<{ rank: number | null; countryNo: number }, never>((db, param) =>
  db.updateTable('countries').set('rank', param('rank')).where('countryNo', '=', param('countryNo')),
);

/**
 * Recomputes every country's score columns from its banks' and every country rank (seeding and repair: the bulk vote
 * import leaves them stale). Only scores and ranks: stories are counted elsewhere.
 */
export async function rebuildCountryScores(db: Db): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: the sums are selected by computed column names
  const any = db as Kysely<any>;
  const sums = await any
    .selectFrom('bank_stats')
    .select('countryNo')
    .select(
      SCORE_KEYS.flatMap((key) => [
        sql<number>`sum(${sql.ref(`${key}_up`)})`.as(`${key}_up`),
        sql<number>`sum(${sql.ref(`${key}_down`)})`.as(`${key}_down`),
      ]),
    )
    .groupBy('countryNo')
    .execute();
  const byCountry = new Map<number, Record<string, number>>();
  for (const row of sums) {
    const columns: Record<string, number> = {};
    for (const key of SCORE_KEYS)
      Object.assign(columns, entryColumns(key, scoreEntry(Number(row[`${key}_up`]), Number(row[`${key}_down`]))));
    byCountry.set(Number(row.countryNo), columns);
  }
  const countries = await any.selectFrom('countries').selectAll().execute();
  const zero = Object.fromEntries(SCORE_KEYS.flatMap((key) => Object.entries(entryColumns(key, scoreEntry(0, 0)))));
  const target = (countryNo: unknown) => byCountry.get(Number(countryNo)) ?? zero;
  const ranks = computeCountryRanks(
    countries.map((country) => ({
      id: country.id as string,
      overallScore: target(country.countryNo).overall_score!,
      overallTotal: target(country.countryNo).overall_total!,
    })),
  );
  for (const country of countries) {
    const columns = target(country.countryNo);
    const wanted: Record<string, number | null> = {
      ...columns,
      rank: ranks.get(country.id) ?? null,
      rankKey: countryRankKeyOf(columns.overall_score!, columns.overall_total!),
    };
    const changed = Object.fromEntries(
      Object.entries(wanted).filter(([column, value]) => nullableNumber(country[column]) !== value),
    );
    await updateCounters(db, 'countries', Number(country.countryNo), changed);
  }
}
