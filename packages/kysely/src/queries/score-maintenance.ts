import { SCORE_KEY_BY_CATEGORY, type ScoreKey, type VoteCategory } from '@bankdir/core';
import { rankKeyOf } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import type { Database } from '../schema/database.ts';
import { RANK_PLACE_COLUMNS } from './bank-ranks.ts';
import { fromBankTables } from './bank-rows.ts';
import { counterChanges, updateCounters } from './counter-update.ts';
import { applyCountryVoteDelta, type CountryCounts } from './country-scores.ts';
import { type PreparedQuery, preparedQuery } from './prepared-query.ts';
import { moveInRanks, type RankPlace } from './rank-maintenance.ts';

type Db = Kysely<Database>;

/** A bank's standing in one vote category and overall, with its country's: what a vote changes. */
export interface BankCounts extends RankPlace {
  bankNo: number;
  up: number;
  down: number;
  overallUp: number;
  overallDown: number;
  country: CountryCounts;
}

/** A change to one bank's counts in one category: +1/-1 up and down votes. */
export interface VoteDelta {
  category: VoteCategory;
  up: number;
  down: number;
}

/**
 * Applies a vote change to the bank's category and overall counters and its country's, and moves each in its rankings
 * when its overall standing changed. Only the counters whose value changes are written, so only their indexes are
 * touched; the bank's rank key goes in the same statement as its counters.
 */
export async function applyVoteDelta(db: Db, counts: BankCounts, delta: VoteDelta): Promise<void> {
  if (delta.up === 0 && delta.down === 0) return;
  const changes = counterChanges(SCORE_KEY_BY_CATEGORY[delta.category], counts, delta);
  const rankKey = rankKeyOf(changes.overallScore, changes.overallTotal);
  const keyChanged = rankKey !== counts.rankKey;
  await updateCounters(db, 'bank_stats', counts.seq, { ...changes.columns, ...(keyChanged && { rankKey }) });
  if (keyChanged) await moveInRanks(db, counts, { countryNo: counts.countryNo, rankKey }, { keyWritten: true });
  await applyCountryVoteDelta(db, counts.country, delta);
}

/**
 * The counters of one category of a bank and of its country, read by the bank's id, with their numbers and places in
 * the rankings: one statement.
 */
export async function readBankCounts(db: Db, bankId: string, category: VoteCategory): Promise<BankCounts | undefined> {
  const row = await countsQuery(SCORE_KEY_BY_CATEGORY[category]).executeTakeFirst(db, { bankId });
  return row && countsOf(row);
}

/** The account casting a vote: its number, if it has one yet, and its earlier vote on the bank in the category. */
export interface Voter {
  accountNo: number | null;
  vote: { seq: number; id: string; isUp: boolean; createdAt: number } | null;
}

/** What a cast needs to know, in one statement: the bank's counts (as readBankCounts) and the voter. */
export async function readCastContext(
  db: Db,
  bankId: string,
  category: VoteCategory,
  categoryCode: number,
  accountId: string,
): Promise<{ counts: BankCounts; voter: Voter } | undefined> {
  const row = await castQuery(SCORE_KEY_BY_CATEGORY[category]).executeTakeFirst(db, {
    bankId,
    accountId,
    category: categoryCode,
  });
  if (row === undefined) return undefined;
  const vote =
    row.voteSeq === null
      ? null
      : {
          seq: Number(row.voteSeq),
          id: row.voteId!,
          isUp: Boolean(row.voteIsUp),
          createdAt: Number(row.voteCreatedAt),
        };
  return { counts: countsOf(row), voter: { accountNo: row.voterNo === null ? null : Number(row.voterNo), vote } };
}

type CountsRow = RankPlace & {
  bankNo: number;
  up: number;
  down: number;
  overallUp: number;
  overallDown: number;
  countryId: string;
  countryRankKey: number | null;
  countryOwnRank: number | null;
  countryUp: number;
  countryDown: number;
  countryOverallUp: number;
  countryOverallDown: number;
};

function countsOf(row: CountsRow): BankCounts {
  const nullable = (value: unknown) => (value === null ? null : Number(value));
  const countryNo = Number(row.countryNo);
  return {
    bankNo: Number(row.bankNo),
    seq: Number(row.seq),
    countryNo,
    rankKey: nullable(row.rankKey),
    rank: nullable(row.rank),
    countryRank: nullable(row.countryRank),
    up: Number(row.up),
    down: Number(row.down),
    overallUp: Number(row.overallUp),
    overallDown: Number(row.overallDown),
    country: {
      countryNo,
      countryId: row.countryId,
      rank: nullable(row.countryOwnRank),
      rankKey: nullable(row.countryRankKey),
      up: Number(row.countryUp),
      down: Number(row.countryDown),
      overallUp: Number(row.countryOverallUp),
      overallDown: Number(row.countryOverallDown),
    },
  };
}

type VoterRow = {
  voterNo: number | null;
  voteSeq: number | null;
  voteId: string | null;
  voteIsUp: unknown;
  voteCreatedAt: number | null;
};

const countsQueries = new Map<ScoreKey, PreparedQuery<{ bankId: string }, CountsRow>>();
const castQueries = new Map<
  ScoreKey,
  PreparedQuery<{ bankId: string; accountId: string; category: number }, CountsRow & VoterRow>
>();

function countsQuery(key: ScoreKey) {
  let query = countsQueries.get(key);
  if (query === undefined) {
    query = preparedQuery<{ bankId: string }, CountsRow>((db, param) =>
      selectCounts(db, key).where('banks.id', '=', param('bankId')),
    );
    countsQueries.set(key, query);
  }
  return query;
}

function castQuery(key: ScoreKey) {
  let query = castQueries.get(key);
  if (query === undefined) {
    query = preparedQuery<{ bankId: string; accountId: string; category: number }, CountsRow & VoterRow>((db, param) =>
      selectCounts(db, key)
        .leftJoin('accounts', (join) => join.on('accounts.id', '=', param('accountId')))
        .leftJoin('votes', (join) =>
          join
            .onRef('votes.accountNo', '=', 'accounts.accountNo')
            .onRef('votes.bankNo', '=', 'banks.bankNo')
            .on('votes.category', '=', param('category')),
        )
        .select([
          'accounts.accountNo as voterNo',
          'votes.seq as voteSeq',
          'votes.id as voteId',
          'votes.isUp as voteIsUp',
          'votes.createdAt as voteCreatedAt',
        ])
        .where('banks.id', '=', param('bankId')),
    );
    castQueries.set(key, query);
  }
  return query;
}

/** The bank's and its country's counters of one category with their numbers and places; the caller names the bank. */
function selectCounts(db: Kysely<Database>, key: ScoreKey) {
  return fromBankTables(db).select([
    'banks.bankNo',
    ...RANK_PLACE_COLUMNS,
    `bank_stats.${key}_up as up`,
    `bank_stats.${key}_down as down`,
    'bank_stats.overall_up as overallUp',
    'bank_stats.overall_down as overallDown',
    'countries.id as countryId',
    'countries.rankKey as countryRankKey',
    'countries.rank as countryOwnRank',
    `countries.${key}_up as countryUp`,
    `countries.${key}_down as countryDown`,
    'countries.overall_up as countryOverallUp',
    'countries.overall_down as countryOverallDown',
  ]);
}
