import { type JoinBuilder, type SqlBool, sql } from 'kysely';

/** A bank's row in bank_ranks is keyed by its rank key, 0 while it has none (ranked banks' keys are positive). */
export function rankOrderOf(rankKey: number | null): number {
  return rankKey ?? 0;
}

/** Joins a bank_stats row to its bank_ranks row: one seek on bank_ranks' key. */
export function onRanksOfBank<DB, TB extends keyof DB>(join: JoinBuilder<DB, TB>): JoinBuilder<DB, TB> {
  return join.on(
    sql<SqlBool>`${sql.ref('bank_ranks.rankOrder')} = coalesce(${sql.ref('bank_stats.rankKey')}, 0) and ${sql.ref('bank_ranks.seq')} = ${sql.ref('bank_stats.seq')}`,
  );
}

/** A bank's place in the rankings as RankPlace holds it, from bank_stats joined to bank_ranks (onRanksOfBank). */
export const RANK_PLACE_COLUMNS = [
  'bank_stats.seq',
  'bank_stats.countryNo',
  'bank_stats.rankKey',
  'bank_ranks.rank',
  'bank_ranks.countryRank',
] as const;
