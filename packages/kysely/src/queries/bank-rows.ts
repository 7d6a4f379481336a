import { type BankRecord, SCORE_SORT_KEYS } from '@bankdir/core';
import type { Kysely } from 'kysely';
import type { Database } from '../schema/database.ts';
import { type ScoreValues, scoresOfRow } from '../schema/score-columns.ts';
import { isoOf, isoOrNull } from '../schema/time.ts';
import { onRanksOfBank } from './bank-ranks.ts';

/** A bank as one row: its cold part, its hot part and its country's id. */
export interface BankRow extends ScoreValues {
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
  rank: number | null;
  countryRank: number | null;
  seq: number;
  countryNo: number;
  rankKey: number | null;
}

/** Selects bank rows: the caller narrows it (by id, by seq) and reads. */
export function selectBankRows(db: Kysely<Database>) {
  return db
    .selectFrom('bank_stats')
    .innerJoin('banks', 'banks.bankNo', 'bank_stats.bankNo')
    .innerJoin('countries', 'countries.countryNo', 'bank_stats.countryNo')
    .innerJoin('bank_ranks', onRanksOfBank)
    .select([
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
      'bank_ranks.rank',
      'bank_ranks.countryRank',
      'bank_stats.seq',
      'bank_stats.countryNo',
      'bank_stats.rankKey',
      ...SCORE_SORT_KEYS.map((column) => `bank_stats.${column}` as const),
    ]);
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
    scores: scoresOfRow(row),
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}
