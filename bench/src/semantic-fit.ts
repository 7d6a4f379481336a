import { writeFileSync } from 'node:fs';
import { useEmbedder } from '@bankdir/embedder-use';
// The ranker's internals, exported by no entry of @bankdir/core: the benchmark fits and measures them in place.
import { FEATURE_NAMES } from '../../packages/core/src/semantic/ranking/features.ts';
import { relevance } from '../../packages/core/src/semantic/ranking/scorer.ts';
import { fitListwise } from './logistic-regression.ts';
import { rankingScores } from './ranking-metrics.ts';
import { loadQuestions } from './semantic-questions.ts';
import { type QuestionData, rankingData } from './semantic-ranking-data.ts';
import { openDefaultDataDirectory } from './semantic-setup.ts';

// `node --conditions=@bankdir/source --import tsx bench/src/semantic-fit.ts`: fits the ranker of semantic search (a logistic regression over the
// features of packages/core/src/semantic/ranking/features.ts, its weights fitted listwise: fitListwise) on the DEVELOPMENT half of the labelled questions, and
// writes its weights to packages/core/src/semantic/ranking/ranker-weights.json. The held-out half is never read here.
// Run it again after changing the data set, the features, the vocabulary or the embedded text (docs/semantic-search.md).

export const WEIGHTS_FILE = new URL('../../packages/core/src/semantic/ranking/ranker-weights.json', import.meta.url);

/** The order the fitted scorer gives each question's candidates (by relevance, then bank id), as the API orders them. */
export function rankedBy(data: readonly QuestionData[], score: (features: readonly number[]) => number): string[][] {
  return data.map(({ candidates, features }) =>
    candidates
      .map((candidate, index) => ({ id: candidate.bankId, score: Math.round(100 * score(features[index]!)) }))
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
      .map(({ id }) => id),
  );
}

export async function fitRanker(log: (line: string) => void = console.log): Promise<void> {
  const embedder = useEmbedder();
  const { directory, storage } = await openDefaultDataDirectory(embedder, { log });
  const development = loadQuestions().filter((question) => question.half === 'development');
  const data = await rankingData(storage, embedder, development);
  const rows = data.flatMap((entry) => entry.features);
  const labels = data.flatMap((entry) => entry.labels);
  const { weights, bias } = fitListwise(data.map((entry) => ({ rows: entry.features, labels: entry.labels })));
  const fitted = {
    features: [...FEATURE_NAMES],
    weights: weights.map((weight) => Number(weight.toFixed(4))),
    bias: Number(bias.toFixed(4)),
    fitted: `logistic regression fitted listwise (softmax over each question's candidates, L2 0.01, 3000 gradient steps; then the bias by logistic loss) on the ${development.length} development questions of bench/data/semantic-questions.json, ${rows.length} candidates, ${labels.filter((label) => label === 1).length} of them right; by bench/src/semantic-fit.ts`,
  };
  writeFileSync(WEIGHTS_FILE, `${JSON.stringify(fitted, null, 2)}\n`);
  const scores = rankingScores(
    rankedBy(data, (features) => relevance(features, fitted)),
    data.map((entry) => entry.question.answers),
  );
  const covered = data.filter((entry) => entry.labels.includes(1)).length;
  log(FEATURE_NAMES.map((name, index) => `${name} ${fitted.weights[index]}`).join(', ') + `, bias ${fitted.bias}`);
  log(
    `development half: recall@1 ${scores.recall1.toFixed(3)}, recall@5 ${scores.recall5.toFixed(3)}, MRR ${scores.mrr.toFixed(3)}; a right bank among the candidates for ${covered} of ${data.length}`,
  );
  await directory.close();
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await fitRanker();
