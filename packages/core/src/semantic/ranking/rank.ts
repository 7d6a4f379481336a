import { type Candidate, candidateFeatures } from './features.ts';
import type { QueryIntent } from './query-understanding.ts';
import { relevance } from './scorer.ts';

export interface Ranked {
  bankId: string;
  /** The ranker's probability that the bank answers the query, 0 to 1. */
  relevance: number;
  /** `relevance` as a whole percentage: the API's `similarity`. */
  similarity: number;
}

/** Every candidate scored, in the contract's order: similarity (a whole percentage) desc, then bank id. */
export function rankCandidates(intent: QueryIntent, candidates: readonly Candidate[]): Ranked[] {
  if (candidates.length === 0) return [];
  const features = candidateFeatures(intent, candidates);
  return candidates
    .map((candidate, index) => {
      const score = relevance(features[index]!);
      return { bankId: candidate.bankId, relevance: score, similarity: Math.round(100 * score) };
    })
    .sort((a, b) => b.similarity - a.similarity || (a.bankId < b.bankId ? -1 : a.bankId > b.bankId ? 1 : 0));
}
