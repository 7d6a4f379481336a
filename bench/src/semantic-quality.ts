import { useEmbedder } from '@bankdir/embedder-use';
// The ranker's internals, exported by no entry of @bankdir/core: the benchmark fits and measures them in place.
import { relevance } from '../../packages/core/src/semantic/ranking/scorer.ts';
import { type RankingScores, rankingScores } from './ranking-metrics.ts';
import { writeResultsSection } from './results-section.ts';
import { rankedBy } from './semantic-fit.ts';
import { type Half, type LabelledQuestion, loadQuestions } from './semantic-questions.ts';
import { rankingData, servedRankings } from './semantic-ranking-data.ts';
import { openDefaultDataDirectory, SEMANTIC_RESULTS } from './semantic-setup.ts';

// `npm run bench -- semantic-quality` (or `node --conditions=@bankdir/source --import tsx bench/src/semantic-quality.ts`): recall@1, recall@5 and
// MRR of semantic search on both halves of the labelled questions (bench/data/semantic-questions.json), in one run:
// keyword search alone, vector search alone, the previous answer (reciprocal rank fusion of both, ordered by cosine),
// and the fitted ranking as the API answers it. Writes its tables to bench/results/semantic.md (section "quality").

/** The previous search's constants: RRF k, its candidate depth for the default limit of 10, its keyword cut. */
const RRF_K = 60;
const PREVIOUS_DEPTH = 20;
const PREVIOUS_LIMIT = 10;
const KEYWORD_MIN_SHARE = 0.2;

function fuse(lists: readonly (readonly string[])[]): string[] {
  const scores = new Map<string, number>();
  for (const list of lists)
    for (const [index, id] of list.entries()) scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + index + 1));
  return [...scores].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([id]) => id);
}

interface Method {
  name: string;
  scores: Record<Half, RankingScores>;
}

export async function benchSemanticQuality(log: (line: string) => void = console.error): Promise<string> {
  const embedder = useEmbedder();
  const { directory, storage } = await openDefaultDataDirectory(embedder, { log });
  const questions = loadQuestions();
  const vectors = storage.vectors!;
  const data = await rankingData(storage, embedder, questions);
  const keyword: string[][] = [];
  const vector: string[][] = [];
  const previous: string[][] = [];
  for (const [index, question] of questions.entries()) {
    const vectorHits = await vectors.search(data[index]!.vector, { limit: 50 });
    const keywordHits = await vectors.keywordSearch!(question.question, { limit: 50 });
    vector.push(vectorHits.map((hit) => hit.bankId));
    keyword.push(keywordHits.map((hit) => hit.bankId));
    const strong = keywordHits.filter((hit) => hit.score >= KEYWORD_MIN_SHARE * (keywordHits[0]?.score ?? 0));
    const chosen = fuse([
      vectorHits.slice(0, PREVIOUS_DEPTH).map((hit) => hit.bankId),
      strong.slice(0, PREVIOUS_DEPTH).map((hit) => hit.bankId),
    ]).slice(0, PREVIOUS_LIMIT);
    const cosine = new Map(
      (await vectors.bestSections!(data[index]!.vector, chosen)).map((hit) => [hit.bankId, hit.similarity]),
    );
    const percent = (id: string) => Math.max(0, Math.round(100 * (cosine.get(id) ?? 0)));
    previous.push([...chosen].sort((a, b) => percent(b) - percent(a) || (a < b ? -1 : 1)));
  }
  const served = await servedRankings(directory, questions);
  const fitted = rankedBy(data, (features) => relevance(features));
  const byHalf = (rankings: readonly string[][]): Record<Half, RankingScores> => {
    const of = (half: Half) => {
      const indexes = questions.flatMap((question, index) => (question.half === half ? [index] : []));
      return rankingScores(
        indexes.map((index) => rankings[index]!),
        indexes.map((index) => questions[index]!.answers),
      );
    };
    return { development: of('development'), 'held-out': of('held-out') };
  };
  const methods: Method[] = [
    { name: 'keyword alone (FTS5 bm25 of the best section, with the bank context)', scores: byHalf(keyword) },
    { name: 'vectors alone (cosine of the best section)', scores: byHalf(vector) },
    {
      name: `previous answer: RRF of the top ${PREVIOUS_DEPTH} of each, ${PREVIOUS_LIMIT} kept, ordered by cosine`,
      scores: byHalf(previous),
    },
    { name: 'fitted ranker over the candidates (offline, same features)', scores: byHalf(fitted) },
    { name: '**the API now: fitted ranker, `similarity` order, limit=50**', scores: byHalf(served) },
  ];
  const perKind = perAsks(questions, served);
  await directory.close();
  return report(questions, methods, perKind, embedder.model);
}

function perAsks(questions: readonly LabelledQuestion[], served: readonly string[][]): string[] {
  const groups: [string, (question: LabelledQuestion) => boolean][] = [
    ...[...new Set(questions.map((question) => question.asks))].map(
      (asks): [string, (question: LabelledQuestion) => boolean] => [asks, (question) => question.asks === asks],
    ),
    ['**written from names and countries only**', (question) => question.blind === true],
    ['**all**', () => true],
  ];
  return groups.map(([name, belongs]) => {
    const rows = (half: Half) => {
      const indexes = questions.flatMap((question, index) =>
        belongs(question) && question.half === half ? [index] : [],
      );
      return rankingScores(
        indexes.map((index) => served[index]!),
        indexes.map((index) => questions[index]!.answers),
      );
    };
    const [dev, held] = [rows('development'), rows('held-out')];
    const cells = (s: RankingScores) => `${s.questions} | ${f(s.recall1)} | ${f(s.recall5)} | ${f(s.mrr)}`;
    return `| ${name} | ${cells(dev)} | ${cells(held)} |`;
  });
}

const f = (value: number) => value.toFixed(3);

function report(questions: readonly LabelledQuestion[], methods: readonly Method[], perKind: string[], model: string) {
  const count = (half: Half) => questions.filter((question) => question.half === half).length;
  const table = (half: Half) => [
    '| method | recall@1 | recall@5 | MRR |',
    '|---|---|---|---|',
    ...methods.map(({ name, scores }) => {
      const s = scores[half];
      return `| ${name} | ${f(s.recall1)} | ${f(s.recall5)} | ${f(s.mrr)} |`;
    }),
  ];
  return [
    '### Quality on the labelled questions',
    '',
    `${questions.length} questions written from public knowledge of the banks (bench/README.md), against the default data set, embedder \`${model}\`. recall@k: share of questions with a right bank among the first k results; MRR: mean of 1 / rank of the first right bank (0 past 50). The ranker is fitted on the development half only.`,
    '',
    `**Held-out half** (${count('held-out')} questions, never used for fitting or tuning):`,
    '',
    ...table('held-out'),
    '',
    `Development half (${count('development')} questions, the ranker was fitted on these):`,
    '',
    ...table('development'),
    '',
    'The API by the way a question asks:',
    '',
    '| asks | development | recall@1 | recall@5 | MRR | held-out | recall@1 | recall@5 | MRR |',
    '|---|---|---|---|---|---|---|---|---|',
    ...perKind,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const started = performance.now();
  const markdown = await benchSemanticQuality();
  writeResultsSection(
    SEMANTIC_RESULTS,
    'quality',
    `${markdown}\n\nCommand: \`npm run bench -- semantic-quality\` (${((performance.now() - started) / 1000).toFixed(0)} s).`,
  );
  console.log(markdown);
}
