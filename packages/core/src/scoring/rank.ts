import { RANK_VOTE_THRESHOLD } from '../constants.ts';

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
  if (a.overallScore !== b.overallScore) return b.overallScore - a.overallScore;
  if (a.overallTotal !== b.overallTotal) return b.overallTotal - a.overallTotal;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
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
