import {
  computeRanks,
  emptyTally,
  type MaintenanceStore,
  rankKeyOf,
  scoresFromTally,
  type VoteTally,
} from '@bankdir/core/driver';
import { type Insertable, sql } from 'kysely';
import { rankOrderOf } from '../queries/bank-ranks.ts';
import { updateCounters } from '../queries/counter-update.ts';
import { rebuildCountryScores } from '../queries/country-scores.ts';
import { chunks } from '../queries/id-chunks.ts';
import type { StoreConnection } from '../queries/store-connection.ts';
import { recountStories } from '../queries/story-counts.ts';
import { voteCategories } from '../schema/codes.ts';
import type { BankRanksTable } from '../schema/database.ts';
import { changedScoreColumns, SCORE_COLUMNS, type ScoreValues, scoreColumnsOf } from '../schema/score-columns.ts';

export function maintenanceStore(connection: StoreConnection): MaintenanceStore {
  return {
    rebuildScoresAndRanks: () =>
      connection.atomic(async (tx) => {
        const counts = await tx
          .selectFrom('votes')
          .select(['bankNo', 'category'])
          .select(sql<number>`sum(case when ${sql.ref('isUp')} then 1 else 0 end)`.as('up'))
          .select(sql<number>`sum(case when ${sql.ref('isUp')} then 0 else 1 end)`.as('down'))
          .groupBy(['bankNo', 'category'])
          .execute();
        const tallies = new Map<number, VoteTally>();
        for (const row of counts) {
          const tally = tallies.get(Number(row.bankNo)) ?? emptyTally();
          tally[voteCategories.value(row.category)] = { up: Number(row.up), down: Number(row.down) };
          tallies.set(Number(row.bankNo), tally);
        }
        const banks = await tx
          .selectFrom('bank_stats')
          .innerJoin('banks', 'banks.bankNo', 'bank_stats.bankNo')
          .select(['banks.id', 'bank_stats.bankNo', 'seq', 'countryNo', 'rankKey', ...SCORE_COLUMNS])
          .execute();
        const scoresById = new Map(
          banks.map((bank) => [bank.id, scoresFromTally(tallies.get(Number(bank.bankNo)) ?? emptyTally())]),
        );
        const ranks = computeRanks(
          banks.map((bank) => {
            const overall = scoresById.get(bank.id)!.overall;
            return {
              id: bank.id,
              countryId: String(bank.countryNo),
              overallScore: overall.score,
              overallTotal: overall.total,
            };
          }),
        );
        const places: Insertable<BankRanksTable>[] = [];
        for (const bank of banks) {
          const scores = scoresById.get(bank.id)!;
          const changes: Record<string, number | null> = changedScoreColumns(
            bank as unknown as ScoreValues,
            scoreColumnsOf(scores),
          );
          const place = ranks.get(bank.id)!;
          const rankKey = rankKeyOf(scores.overall.score, scores.overall.total);
          if (rankKey !== nullable(bank.rankKey)) changes.rankKey = rankKey;
          await updateCounters(tx, 'bank_stats', Number(bank.seq), changes);
          places.push({
            rankOrder: rankOrderOf(rankKey),
            seq: Number(bank.seq),
            countryNo: Number(bank.countryNo),
            rank: place.rank,
            countryRank: place.countryRank,
          });
        }
        // Every place is computed anew: the rankings are written whole.
        await tx.deleteFrom('bank_ranks').execute();
        for (const part of chunks(places, 500)) await tx.insertInto('bank_ranks').values(part).execute();
        await rebuildCountryScores(tx);
      }),
    recountStories: () => connection.atomic((tx) => recountStories(tx)),
  };
}

function nullable(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
