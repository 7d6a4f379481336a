import type { BankRecord } from '@bankdir/core';
import type { Selectable } from 'kysely';
import type { BanksTable } from '../schema/database.ts';
import { scoresOfRow } from '../schema/score-columns.ts';

export type BankRow = Selectable<BanksTable>;

/** The stored bank as the service sees it. */
export function bankRecordOf(row: BankRow): BankRecord {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    description: row.description,
    storiesCount: Number(row.storiesCount),
    claimedAt: row.claimedAt,
    countryId: row.countryId,
    rank: row.rank === null ? null : Number(row.rank),
    countryRank: row.countryRank === null ? null : Number(row.countryRank),
    scores: scoresOfRow(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
