import { FEATURE_NAMES } from './features.ts';
import weights from './ranker-weights.json' with { type: 'json' };

/**
 * The fitted ranker (ranker-weights.json, written by bench/src/semantic-fit.ts): a logistic regression over the
 * features, whose probability that a bank answers the query is the search's relevance score.
 */
export interface RankerWeights {
  features: string[];
  weights: number[];
  bias: number;
}

const RANKER: RankerWeights = weights;
if (RANKER.features.join() !== FEATURE_NAMES.join())
  throw new Error('ranker-weights.json was fitted on other features: run bench/src/semantic-fit.ts again');

/** The probability (0 to 1) that a bank with these features answers the query. */
export function relevance(features: readonly number[], ranker: RankerWeights = RANKER): number {
  let z = ranker.bias;
  for (let index = 0; index < features.length; index++) z += ranker.weights[index]! * features[index]!;
  return 1 / (1 + Math.exp(-z));
}
