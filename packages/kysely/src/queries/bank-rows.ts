import { SCORE_KEYS, type ScoreKey, type ScoreSortKey, type Scores } from '@bankdir/core';
import { type BankRecord, scoreEntry } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import type { Database } from '../schema/database.ts';
import { isoOf, isoOrNull } from '../schema/time.ts';
import { onRanksOfBank } from './bank-ranks.ts';
import { preparedListQuery } from './prepared-query.ts';

/** The counters a bank row carries: up and down per score key; total and score follow from them. */
type CountColumn = `${ScoreKey}_${'up' | 'down'}`;
const COUNT_COLUMNS: readonly { key: ScoreKey; up: CountColumn; down: CountColumn }[] = SCORE_KEYS.map((key) => ({
  key,
  up: `${key}_up`,
  down: `${key}_down`,
}));

/** A bank as one row: its cold part, its hot part (up and down counters only) and its country's id. */
export interface BankRow extends Record<CountColumn, number> {
  id: string;
  name: string;
  url: string;
  description: string;
  claimedAt: number | null;
  createdAt: number;
  updatedAt: number;
  countryId: string;
  nameKey: string;
  storiesCount: number;
  /** The key of its row in bank_ranks: the worldwide rank order walks it (list-order.ts). */
  rankOrder: number;
  rank: number | null;
  countryRank: number | null;
  seq: number;
}

/** A bank's four rows joined: its counters (bank_stats), its text (banks), its country and its ranks. */
export function fromBankTables(db: Kysely<Database>) {
  return db
    .selectFrom('bank_stats')
    .innerJoin('banks', 'banks.bankNo', 'bank_stats.bankNo')
    .innerJoin('countries', 'countries.countryNo', 'bank_stats.countryNo')
    .innerJoin('bank_ranks', onRanksOfBank);
}

/** Selects bank rows: the caller narrows it (by id, by seq) and reads. */
export function selectBankRows(db: Kysely<Database>) {
  return fromBankTables(db).select([
    'banks.id',
    'banks.name',
    'banks.url',
    'banks.description',
    'banks.claimedAt',
    'banks.createdAt',
    'banks.updatedAt',
    'countries.id as countryId',
    'bank_stats.nameKey',
    'bank_stats.storiesCount',
    'bank_ranks.rankOrder',
    'bank_ranks.rank',
    'bank_ranks.countryRank',
    'bank_stats.seq',
    ...COUNT_COLUMNS.flatMap(({ up, down }) => [`bank_stats.${up}` as const, `bank_stats.${down}` as const]),
  ]);
}

// Read by seq with one prepared statement per size of list: a page's rows cost no query building or compiling.
const rowsBySeqs = preparedListQuery<number, BankRow>((db, seqs) =>
  selectBankRows(db).where('bank_stats.seq', 'in', seqs),
);

/** The rows of banks by seq, in no particular order. */
export function bankRowsBySeqs(db: Kysely<Database>, seqs: readonly number[]): Promise<BankRow[]> {
  return rowsBySeqs.execute(db, seqs);
}

/** The value of a score column (`overall_score`, `trust_total`...) of a bank row. */
export function scoreColumnOf(row: BankRow, column: ScoreSortKey): number {
  const at = column.lastIndexOf('_');
  const key = column.slice(0, at) as ScoreKey;
  const entry = scoreEntry(Number(row[`${key}_up`]), Number(row[`${key}_down`]));
  return entry[column.slice(at + 1) as keyof typeof entry];
}

/** The scores object of a bank row: the stored counters; total and score as every vote leaves them. */
function scoresOf(row: BankRow): Scores {
  const scores = {} as Scores;
  for (const { key, up, down } of COUNT_COLUMNS) scores[key] = scoreEntry(Number(row[up]), Number(row[down]));
  return scores;
}

/** The stored bank as the service sees it. */
export function bankRecordOf(row: BankRow): BankRecord {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    description: row.description,
    storiesCount: Number(row.storiesCount),
    claimedAt: isoOrNull(row.claimedAt),
    countryId: row.countryId,
    rank: row.rank === null ? null : Number(row.rank),
    countryRank: row.countryRank === null ? null : Number(row.countryRank),
    scores: scoresOf(row),
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}
