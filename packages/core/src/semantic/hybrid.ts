/** The constant of reciprocal rank fusion; 60 is the usual value (Cormack, Clarke and Büttcher, 2009), not tuned here. */
export const HYBRID_RRF_K = 60;

/**
 * Keyword hits scoring below this share of the best keyword hit are left out of the fusion: a section matching only a
 * common word of the query ("buy" in "buy my first home") would otherwise count as much as a real match at its rank.
 * 0.2 changes nothing on the labelled set of bench/src/semantic-quality.ts; it matters in small or sparse indexes.
 */
export const KEYWORD_MIN_SHARE = 0.2;

/** How deep each ranking goes before fusing, for an answer of `limit` banks. */
export function hybridDepth(limit: number): number {
  return limit + 10;
}

/**
 * Reciprocal rank fusion: every ranking adds 1 / (k + rank) to each id it holds (rank from 1); ids by total, best
 * first, ties by id. An id high in one ranking and present in the other beats one that only one ranking knows.
 */
export function fuseRankings(rankings: readonly (readonly string[])[], k = HYBRID_RRF_K): string[] {
  const scores = new Map<string, number>();
  for (const ranking of rankings)
    ranking.forEach((id, index) => {
      scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1));
    });
  return [...scores].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([id]) => id);
}
