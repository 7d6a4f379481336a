import { isRanked } from '@bankdir/core';

// Totals stay far below this, so (score + 100) * span + total is exact in a double and in a 64-bit integer.
const TOTAL_SPAN = 1_000_000_000_000;

/**
 * The rank order (overall score desc, then overall total desc) folded into one number, larger first, so one index on
 * (rankKey, id) walks banks in rank order; null while the bank has too few votes to be ranked.
 */
export function rankKeyOf(overallScore: number, overallTotal: number): number | null {
  if (!isRanked(overallTotal)) return null;
  if (overallTotal >= TOTAL_SPAN)
    throw new RangeError(`A bank total of ${overallTotal} votes is beyond what ranks support.`);
  return (overallScore + 100) * TOTAL_SPAN + overallTotal;
}
