import {
  computeRanks,
  emptyTally,
  type MaintenanceStore,
  rankKeyOf,
  scoresFromTally,
  type VoteCategory,
  type VoteTally,
} from '@bankdir/core';
import { sql } from 'kysely';
import { rebuildCountryScores } from '../queries/country-scores.ts';
import type { Scope } from '../queries/scope.ts';
import { recountStories } from '../queries/story-counts.ts';
import { changedScoreColumns, SCORE_COLUMNS, type ScoreValues, scoreColumnsOf } from '../schema/score-columns.ts';

export function maintenanceStore(scope: Scope): MaintenanceStore {
  return {
    rebuildScoresAndRanks: () =>
      scope.atomic(async (tx) => {
        const counts = await tx
          .selectFrom('votes')
          .select(['bankId', 'category'])
          .select(sql<number>`sum(case when ${sql.ref('isUp')} then 1 else 0 end)`.as('up'))
          .select(sql<number>`sum(case when ${sql.ref('isUp')} then 0 else 1 end)`.as('down'))
          .groupBy(['bankId', 'category'])
          .execute();
        const tallies = new Map<string, VoteTally>();
        for (const row of counts) {
          const tally = tallies.get(row.bankId) ?? emptyTally();
          tally[row.category as VoteCategory] = { up: Number(row.up), down: Number(row.down) };
          tallies.set(row.bankId, tally);
        }
        const banks = await tx
          .selectFrom('banks')
          .select(['id', 'countryId', 'rank', 'countryRank', 'rankKey', ...SCORE_COLUMNS])
          .execute();
        const scoresById = new Map(
          banks.map((bank) => [bank.id, scoresFromTally(tallies.get(bank.id) ?? emptyTally())]),
        );
        const ranks = computeRanks(
          banks.map((bank) => {
            const overall = scoresById.get(bank.id)!.overall;
            return { id: bank.id, countryId: bank.countryId, overallScore: overall.score, overallTotal: overall.total };
          }),
        );
        for (const bank of banks) {
          const scores = scoresById.get(bank.id)!;
          const changes: Record<string, number | null> = changedScoreColumns(
            bank as unknown as ScoreValues,
            scoreColumnsOf(scores),
          );
          const place = ranks.get(bank.id)!;
          const rankKey = rankKeyOf(scores.overall.score, scores.overall.total);
          if (place.rank !== nullable(bank.rank)) changes.rank = place.rank;
          if (place.countryRank !== nullable(bank.countryRank)) changes.countryRank = place.countryRank;
          if (rankKey !== nullable(bank.rankKey)) changes.rankKey = rankKey;
          if (Object.keys(changes).length > 0)
            await tx.updateTable('banks').set(changes).where('id', '=', bank.id).execute();
        }
        await rebuildCountryScores(tx);
      }),
    recountStories: () => scope.atomic((tx) => recountStories(tx)),
  };
}

function nullable(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
