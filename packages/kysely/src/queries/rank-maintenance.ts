import { type Kysely, type SqlBool, sql } from 'kysely';
import type { BankRanksTable, Database } from '../schema/database.ts';
import { rankOrderOf } from './bank-ranks.ts';
import { preparedQuery } from './prepared-query.ts';

/** Where a bank stands in the rankings before a change; `seq` is its bank_stats row. */
export interface RankPlace {
  seq: number;
  countryNo: number;
  rankKey: number | null;
  rank: number | null;
  countryRank: number | null;
}

type Db = Kysely<Database>;
/** Above every place (ranks are 32-bit integers on PostgreSQL): a shift with no upper end. */
const MAX_PLACE = 2 ** 31 - 1;
type RankColumn = 'rank' | 'countryRank';

/**
 * Moves one bank to its place for `rankKey` in `countryNo` (null: unranked) and shifts only the banks between its old
 * and new places by one, worldwide and in its country (both countries when it moved). Ranks stay gapless from 1 and
 * exact at every commit, and a page read never ranks the whole table. Run inside the transaction of the write;
 * `keyWritten` when the caller already wrote the new key to bank_stats (a vote writes it with the counters).
 */
export async function moveInRanks(
  db: Db,
  before: RankPlace,
  after: { countryNo: number; rankKey: number | null },
  { keyWritten = false }: { keyWritten?: boolean } = {},
): Promise<void> {
  const { seq } = before;
  // The bank takes its new key first, so that the look-up below never finds it among the banks ahead of it (the
  // look-up joins bank_ranks on the key, and the bank's row there still holds the old one).
  if (after.rankKey !== before.rankKey && !keyWritten) await setKey.execute(db, { seq, rankKey: after.rankKey });
  const ahead = after.rankKey === null ? null : await placesAhead(db, seq, after.rankKey, after.countryNo);
  // Worldwide the banks to shift are found by their keys, so that no index holds the ranks a shift rewrites.
  const keys = { old: rankOrderOf(before.rankKey), new: rankOrderOf(after.rankKey) };
  const byKeys: Others = (delta, { behind, aheadOf }) =>
    shiftByKeys.execute(db, {
      delta,
      seq,
      behind: keys[behind],
      // Without `aheadOf`, every ranked bank: rank orders from 1 up, each seq (unranked banks are at 0).
      aheadOf: aheadOf === undefined ? rankOrderOf(null) + 1 : keys[aheadOf],
      aheadOfSeq: aheadOf === undefined ? Number.MAX_SAFE_INTEGER : seq,
    });
  const byPlaces =
    (countryNo: number): Others =>
    (delta, _bounds, from, to = MAX_PLACE) =>
      shiftCountryRanks.execute(db, { delta, from, to, seq, countryNo });
  const rank = await shift(byKeys, before.rank, ahead?.rank ?? null);
  let countryRank: number | null;
  if (after.countryNo === before.countryNo) {
    countryRank = await shift(byPlaces(after.countryNo), before.countryRank, ahead?.countryRank ?? null);
  } else {
    await shift(byPlaces(before.countryNo), before.countryRank, null);
    countryRank = await shift(byPlaces(after.countryNo), null, ahead?.countryRank ?? null);
  }
  await setPlace.execute(db, {
    seq,
    rankOrder: keys.old,
    newRankOrder: keys.new,
    countryNo: after.countryNo,
    rank,
    countryRank,
  });
}

const setKey = preparedQuery<{ seq: number; rankKey: number | null }, never>((db, param) =>
  db
    .updateTable('bank_stats')
    .set({ rankKey: param('rankKey') })
    .where('seq', '=', param('seq')),
);

// A type of its own (not the interface), so that it has the index signature parameters need.
type RankRow = Pick<BankRanksTable, keyof BankRanksTable>;

/** The bank's own row in bank_ranks: its new key (the row moves to its new place in rank order) and places. */
const setPlace = preparedQuery<RankRow & { newRankOrder: number }, never>((db, param) =>
  db
    .updateTable('bank_ranks')
    .set({
      rankOrder: param('newRankOrder'),
      countryNo: param('countryNo'),
      rank: param('rank'),
      countryRank: param('countryRank'),
    })
    .where('rankOrder', '=', param('rankOrder'))
    .where('seq', '=', param('seq')),
);

/**
 * Shifts the other banks of one ranking by one place: those from place `from` to `to`, which are those behind the
 * bank's old or new key (`behind`) and, when `aheadOf` is given, ahead of its other key.
 */
type Others = (
  delta: 1 | -1,
  bounds: { behind: 'old' | 'new'; aheadOf?: 'old' | 'new' },
  from: number,
  to?: number,
) => Promise<unknown>;

/**
 * Shifts the other banks for one ranking and answers the bank's new place in it. `ahead` is the place of the last
 * bank ahead of it at its new key (0: none), or null when it leaves the ranking.
 */
async function shift(others: Others, oldPlace: number | null, ahead: number | null): Promise<number | null> {
  if (ahead === null) {
    if (oldPlace !== null) await others(-1, { behind: 'old' }, oldPlace + 1);
    return null;
  }
  if (oldPlace === null) {
    await others(1, { behind: 'new' }, ahead + 1);
    return ahead + 1;
  }
  if (ahead < oldPlace) {
    if (ahead + 1 < oldPlace) await others(1, { behind: 'new', aheadOf: 'old' }, ahead + 1, oldPlace - 1);
    return ahead + 1;
  }
  // The nearest bank ahead was behind this one before: it and those between move up one place.
  await others(-1, { behind: 'old', aheadOf: 'new' }, oldPlace + 1, ahead);
  return ahead;
}

/**
 * Shifts the ranked banks behind the key (`behind`, the bank's seq) and ahead of the key (`aheadOf`, `aheadOfSeq`),
 * the bank itself left out. bank_ranks is in rank order by its key (a larger rank order first, then the smaller
 * seq): one range of its primary key.
 */
const shiftByKeys = preparedQuery<
  { delta: number; seq: number; behind: number; aheadOf: number; aheadOfSeq: number },
  never
>((db, param) =>
  db
    .updateTable('bank_ranks')
    .set('rank', sql`${sql.ref('rank')} + ${param('delta')}`)
    .where('rankOrder', '>=', param('aheadOf'))
    .where('rankOrder', '<=', param('behind'))
    .where(sql<SqlBool>`(${sql.ref('rankOrder')} < ${param('behind')} or ${sql.ref('seq')} > ${param('seq')})`)
    .where(sql<SqlBool>`(${sql.ref('rankOrder')} > ${param('aheadOf')} or ${sql.ref('seq')} < ${param('aheadOfSeq')})`)
    .where('seq', '!=', param('seq')),
);

/** Shifts the country ranks from `from` to `to` in one country, the bank itself left out. */
const shiftCountryRanks = preparedQuery<
  { delta: number; from: number; to: number; seq: number; countryNo: number },
  never
>((db, param) =>
  db
    .updateTable('bank_ranks')
    .set('countryRank', sql`${sql.ref('countryRank')} + ${param('delta')}`)
    .where('countryRank', '>=', param('from'))
    .where('countryRank', '<=', param('to'))
    .where('seq', '!=', param('seq'))
    .where('countryNo', '=', param('countryNo')),
);

/**
 * The places of the last other banks that rank ahead of a bank with `rankKey` and `seq` (larger key first, then
 * smaller seq), worldwide and in `countryNo`, 0 where none does. In each ranking: the last bank of the bank's own key
 * group before it, else the last of the group of the smallest key above; all four one seek on a rank-key index, in one
 * statement. The bank already holds `rankKey`, so none finds it.
 */
async function placesAhead(
  db: Db,
  seq: number,
  rankKey: number,
  countryNo: number,
): Promise<{ rank: number; countryRank: number }> {
  const found = new Map<number, number | null>();
  for (const row of await placesAheadQuery.execute(db, { seq, rankKey, countryNo }))
    found.set(Number(row.kind), row.place === null ? null : Number(row.place));
  const place = (sameKey: number, keyAbove: number) => found.get(sameKey) ?? found.get(keyAbove) ?? 0;
  return { rank: place(0, 1), countryRank: place(2, 3) };
}

/** How many of a country's ranked banks rank ahead of a bank with `rankKey` and `seq` (which need not be in it). */
export async function countryPlaceAhead(db: Db, seq: number, rankKey: number, countryNo: number): Promise<number> {
  return (await placesAhead(db, seq, rankKey, countryNo)).countryRank;
}

const placesAheadQuery = preparedQuery<
  { seq: number; rankKey: number; countryNo: number },
  { kind: number; place: number | null }
>((db, param) => {
  const lookUp = (kind: number, column: RankColumn, sameKey: boolean) => {
    const inCountry = column === 'countryRank';
    let smallestAbove = db
      .selectFrom('bank_stats')
      .select((eb) => eb.fn.min('rankKey').as('rankKey'))
      .where('rankKey', '>', param('rankKey'));
    if (inCountry) smallestAbove = smallestAbove.where('countryNo', '=', param('countryNo'));
    // The place itself is in bank_ranks, one seek by the key of the bank the rank-key index found.
    let query = db
      .selectFrom('bank_stats')
      .innerJoin('bank_ranks', (join) =>
        join.onRef('bank_ranks.rankOrder', '=', 'bank_stats.rankKey').onRef('bank_ranks.seq', '=', 'bank_stats.seq'),
      )
      .select([sql<number>`${sql.lit(kind)}`.as('kind'), `bank_ranks.${column} as place`]);
    query = sameKey
      ? query.where('bank_stats.rankKey', '=', param('rankKey')).where('bank_stats.seq', '<', param('seq'))
      : query.where('bank_stats.rankKey', '=', smallestAbove);
    if (inCountry) query = query.where('bank_stats.countryNo', '=', param('countryNo'));
    return db.selectFrom(query.orderBy('bank_stats.seq', 'desc').limit(sql.lit(1)).as(`ahead${kind}`)).selectAll();
  };
  return lookUp(0, 'rank', true)
    .unionAll(lookUp(1, 'rank', false))
    .unionAll(lookUp(2, 'countryRank', true))
    .unionAll(lookUp(3, 'countryRank', false));
});
