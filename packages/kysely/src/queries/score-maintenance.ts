import { rankKeyOf, SCORE_KEY_BY_CATEGORY, scoreOf, type VoteCategory } from '@bankdir/core';
import type { Kysely } from 'kysely';
import type { Database } from '../schema/database.ts';
import { moveInRanks } from './rank-maintenance.ts';

/** A change to one bank's counts in one category: +1/-1 up and down votes. */
export interface VoteDelta {
  bankId: string;
  category: VoteCategory;
  up: number;
  down: number;
}

/**
 * Applies a vote change to the bank's category and overall columns, and moves the bank in the rankings when its overall
 * standing changed. Only the columns whose value changes are written, so only their indexes are touched.
 */
export async function applyVoteDelta(db: Kysely<Database>, delta: VoteDelta): Promise<void> {
  if (delta.up === 0 && delta.down === 0) return;
  const key = SCORE_KEY_BY_CATEGORY[delta.category];
  const row = await db
    .selectFrom('banks')
    .select([
      'id',
      'countryId',
      'rank',
      'countryRank',
      'rankKey',
      `${key}_up`,
      `${key}_down`,
      'overall_up',
      'overall_down',
      'overall_score',
      'overall_total',
    ])
    .where('id', '=', delta.bankId)
    .executeTakeFirstOrThrow();
  const record = row as unknown as Record<string, number>;
  const categoryUp = Number(record[`${key}_up`]) + delta.up;
  const categoryDown = Number(record[`${key}_down`]) + delta.down;
  const overallUp = Number(row.overall_up) + delta.up;
  const overallDown = Number(row.overall_down) + delta.down;
  const overallScore = scoreOf(overallUp, overallDown);
  const overallTotal = overallUp + overallDown;
  const changes: Record<string, number> = {
    [`${key}_up`]: categoryUp,
    [`${key}_down`]: categoryDown,
    [`${key}_total`]: categoryUp + categoryDown,
    [`${key}_score`]: scoreOf(categoryUp, categoryDown),
    overall_up: overallUp,
    overall_down: overallDown,
    overall_total: overallTotal,
    overall_score: overallScore,
  };
  await db.updateTable('banks').set(changes).where('id', '=', delta.bankId).execute();
  const before = {
    id: row.id,
    countryId: row.countryId,
    rank: nullableNumber(row.rank),
    countryRank: nullableNumber(row.countryRank),
    rankKey: nullableNumber(row.rankKey),
  };
  const rankKey = rankKeyOf(overallScore, overallTotal);
  if (rankKey !== before.rankKey) await moveInRanks(db, before, { countryId: before.countryId, rankKey });
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
