// Ranking, all of it: who is ranked (the vote threshold), the rank order, the rank key drivers index, the reference
// ranking the conformance suite checks drivers against.

/** Banks need at least this many votes in all to be ranked. */
export const RANK_VOTE_THRESHOLD = 10;

/** Countries need at least this many votes on their banks in all to be ranked. */
export const COUNTRY_RANK_VOTE_THRESHOLD = 25;

/** What the rank order needs to know of a bank or a country: its id and overall scores. */
export interface RankOrderable {
  id: string;
  overallScore: number;
  overallTotal: number;
}

/** What ranking needs to know of a bank. */
export interface Rankable extends RankOrderable {
  countryId: string;
}

/** Whether a bank (or, with the country threshold, a country) has enough votes to be ranked. */
export function isRanked(overallTotal: number, threshold: number = RANK_VOTE_THRESHOLD): boolean {
  return overallTotal >= threshold;
}

/** Rank order: overall score desc, then overall total desc, then id asc. Negative when `a` ranks before `b`. */
export function compareForRank(a: RankOrderable, b: RankOrderable): number {
  const byKey = orderKey(b.overallScore, b.overallTotal) - orderKey(a.overallScore, a.overallTotal);
  if (byKey !== 0) return byKey;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * What a rank key gives each score point: totals stay far below it, so (score + 100) * span + total is exact in a
 * double and in a 64-bit integer. Exported for drivers that compute rank keys inside the database.
 */
export const RANK_KEY_TOTAL_SPAN = 1_000_000_000_000;

/**
 * The rank order before the id (overall score desc, then overall total desc) folded into one number, larger first,
 * so a driver keeps one index on (rankKey desc, id) that walks banks in rank order; null while the bank has too few
 * votes to be ranked. compareForRank orders by it, so the two cannot disagree.
 */
export function rankKeyOf(
  overallScore: number,
  overallTotal: number,
  threshold: number = RANK_VOTE_THRESHOLD,
): number | null {
  return isRanked(overallTotal, threshold) ? orderKey(overallScore, overallTotal) : null;
}

/** A country's rank key: the banks' order (score desc, then total desc), ranked from 25 votes on its banks. */
export function countryRankKeyOf(overallScore: number, overallTotal: number): number | null {
  return rankKeyOf(overallScore, overallTotal, COUNTRY_RANK_VOTE_THRESHOLD);
}

function orderKey(overallScore: number, overallTotal: number): number {
  if (overallTotal >= RANK_KEY_TOTAL_SPAN)
    throw new RangeError(`A bank total of ${overallTotal} votes is beyond what ranks support.`);
  return (overallScore + 100) * RANK_KEY_TOTAL_SPAN + overallTotal;
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

/**
 * The reference country ranking, computed from scratch: countries with at least 25 votes numbered from 1 with no gaps
 * in the bank order (overall score desc, total desc, id asc); every other country gets null.
 */
export function computeCountryRanks(countries: readonly RankOrderable[]): Map<string, number | null> {
  const ranked = countries
    .filter((country) => isRanked(country.overallTotal, COUNTRY_RANK_VOTE_THRESHOLD))
    .sort(compareForRank);
  const result = new Map<string, number | null>(ranked.map((country, index) => [country.id, index + 1]));
  for (const country of countries) if (!result.has(country.id)) result.set(country.id, null);
  return result;
}
