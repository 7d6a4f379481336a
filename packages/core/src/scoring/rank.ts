// Ranking, all of it: who is ranked (the vote threshold), the rank order, the rank key drivers index, the reference
// ranking the conformance suite checks drivers against.

/** Banks need at least this many votes in all to be ranked. */
export const RANK_VOTE_THRESHOLD = 10;

/** What ranking needs to know of a bank. */
export interface Rankable {
  id: string;
  countryId: string;
  overallScore: number;
  overallTotal: number;
}

export function isRanked(overallTotal: number): boolean {
  return overallTotal >= RANK_VOTE_THRESHOLD;
}

/** Rank order: overall score desc, then overall total desc, then id asc. Negative when `a` ranks before `b`. */
export function compareForRank(a: Rankable, b: Rankable): number {
  const byKey = orderKey(b.overallScore, b.overallTotal) - orderKey(a.overallScore, a.overallTotal);
  if (byKey !== 0) return byKey;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

// Totals stay far below this, so (score + 100) * span + total is exact in a double and in a 64-bit integer.
const TOTAL_SPAN = 1_000_000_000_000;

/**
 * The rank order before the id (overall score desc, then overall total desc) folded into one number, larger first,
 * so a driver keeps one index on (rankKey desc, id) that walks banks in rank order; null while the bank has too few
 * votes to be ranked. compareForRank orders by it, so the two cannot disagree.
 */
export function rankKeyOf(overallScore: number, overallTotal: number): number | null {
  return isRanked(overallTotal) ? orderKey(overallScore, overallTotal) : null;
}

function orderKey(overallScore: number, overallTotal: number): number {
  if (overallTotal >= TOTAL_SPAN)
    throw new RangeError(`A bank total of ${overallTotal} votes is beyond what ranks support.`);
  return (overallScore + 100) * TOTAL_SPAN + overallTotal;
}

export interface Ranks {
  rank: number | null;
  countryRank: number | null;
}

/**
 * The reference ranking, computed from scratch: ranked banks (at least 10 votes) numbered from 1 with no gaps,
 * worldwide and per country; every other bank gets nulls. Drivers keep ranks incrementally and are checked against this.
 */
export function computeRanks(banks: readonly Rankable[]): Map<string, Ranks> {
  const result = new Map<string, Ranks>();
  const ranked = banks.filter((bank) => isRanked(bank.overallTotal)).sort(compareForRank);
  const perCountry = new Map<string, number>();
  ranked.forEach((bank, index) => {
    const countryRank = (perCountry.get(bank.countryId) ?? 0) + 1;
    perCountry.set(bank.countryId, countryRank);
    result.set(bank.id, { rank: index + 1, countryRank });
  });
  for (const bank of banks) if (!result.has(bank.id)) result.set(bank.id, { rank: null, countryRank: null });
  return result;
}
