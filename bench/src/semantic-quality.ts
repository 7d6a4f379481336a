import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type DescriptionSection,
  type Directory,
  type Embedder,
  embeddingText,
  splitSections,
  type VectorStore,
} from '@bankdir/core';
import { defaultDataSet } from '@bankdir/data';
import { progressLineWriter, useEmbedder } from '@bankdir/embedder-use';
import { openSqliteStorage } from '@bankdir/sqlite';
import { writeResultsSection } from './results-section.ts';
import { type LabelledQuery, SEMANTIC_QUERIES } from './semantic-queries.ts';
import { BENCH_ROOT, openDefaultDataDirectory, SEMANTIC_RESULTS } from './semantic-setup.ts';

// `node --import tsx bench/src/semantic-quality.ts`: recall@1, recall@5 and MRR of semantic search, of a keyword
// baseline (SQLite FTS5, bm25) over the same sections, and of their reciprocal rank fusion, on the labelled queries of
// semantic-queries.ts against the default data set, with the default embedder. Also compares ways of writing a
// section's context into the embedded text. Writes its tables to bench/results/semantic.md (section "quality").

/** Ranks taken from each list before fusing, and the depth the metrics look at. */
const DEPTH = 50;
/** The usual constant of reciprocal rank fusion (Cormack et al. 2009). */
const RRF_K = 60;
/** What the API answers by default: the served hybrid keeps this many banks, then orders them by similarity (docs/api-contract.md). */
const SERVED_LIMIT = 10;

type Ranking = string[];

interface Scores {
  recall1: number;
  recall5: number;
  recall10: number;
  mrr: number;
}

/** Share of the relevant banks found in the first k, out of those that fit in k (so a perfect ranking scores 1). */
function recallAt(ranking: Ranking, relevant: ReadonlySet<string>, k: number): number {
  const found = ranking.slice(0, k).filter((id) => relevant.has(id)).length;
  return found / Math.min(k, relevant.size);
}

function reciprocalRank(ranking: Ranking, relevant: ReadonlySet<string>): number {
  const index = ranking.findIndex((id) => relevant.has(id));
  return index === -1 ? 0 : 1 / (index + 1);
}

function score(rankings: readonly Ranking[], queries: readonly LabelledQuery[]): Scores {
  const sets = queries.map((query) => new Set(query.relevant));
  const mean = (metric: (ranking: Ranking, relevant: ReadonlySet<string>) => number) =>
    rankings.reduce((sum, ranking, index) => sum + metric(ranking, sets[index]!), 0) / rankings.length;
  return {
    recall1: mean((r, s) => recallAt(r, s, 1)),
    recall5: mean((r, s) => recallAt(r, s, 5)),
    recall10: mean((r, s) => recallAt(r, s, 10)),
    mrr: mean(reciprocalRank),
  };
}

/** Reciprocal rank fusion: each list adds 1 / (k + rank) to a bank; ties by bank id. */
export function fuse(lists: readonly Ranking[], k = RRF_K): Ranking {
  const scores = new Map<string, number>();
  for (const list of lists) {
    for (const [index, id] of list.entries()) scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1));
  }
  return [...scores].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([id]) => id);
}

const CONTEXT_FORMS: Record<string, (bankName: string, section: DescriptionSection) => string> = {
  'title: text (the default, core embeddingText)': embeddingText,
  'bank name. title. text': (bankName, section) => `${bankName}. ${section.title}. ${section.text}`,
  'title. text': (_, section) => `${section.title}. ${section.text}`,
  'text only': (_, section) => section.text,
};

/** Builds an index of the default data set with another way of writing the embedded text, in its own file (which keeps its embedding cache between runs). */
async function indexWithContextForm(
  embedder: Embedder,
  form: (bankName: string, section: DescriptionSection) => string,
  file: string,
): Promise<VectorStore> {
  const storage = await openSqliteStorage({ file });
  const vectors = storage.vectors!;
  const cacheFrom = vectors;
  const banks = defaultDataSet().banks;
  const pending = banks.flatMap((bank) =>
    splitSections(bank.name, bank.description).map((section) => ({ bank, section, text: form(bank.name, section) })),
  );
  const hashes = pending.map(({ text }) => createHash('sha256').update(text, 'utf8').digest('hex'));
  const known = await cacheFrom.cache!.get(embedder.model, hashes);
  const missing = pending.filter((_, index) => !known.has(hashes[index]!));
  const progress = progressLineWriter(process.stderr, { label: 'embedding a variant' });
  for (let start = 0; start < missing.length; start += 32) {
    const batch = missing.slice(start, start + 32);
    const embedded = await embedder.embed(batch.map(({ text }) => text));
    const entries = batch.map(({ text }, index) => ({
      hash: createHash('sha256').update(text, 'utf8').digest('hex'),
      vector: embedded[index]!,
    }));
    await cacheFrom.cache!.put(embedder.model, entries);
    for (const entry of entries) known.set(entry.hash, entry.vector);
    progress(start + batch.length, missing.length);
  }
  await vectors.resetIndex(
    { model: embedder.model, dimensions: embedder.dimensions },
    { sections: pending.length, countries: new Set(banks.map((bank) => bank.countryId)).size },
  );
  const byBank = new Map<
    string,
    { countryId: string; sections: { title: string; text: string; vector: Float32Array }[] }
  >();
  pending.forEach(({ bank, section }, index) => {
    const entry = byBank.get(bank.id) ?? { countryId: bank.countryId, sections: [] };
    entry.sections.push({ title: section.title, text: section.text, vector: known.get(hashes[index]!)! });
    byBank.set(bank.id, entry);
  });
  await storage.transaction(async (tx) => {
    for (const [bankId, { countryId, sections }] of byBank)
      await tx.vectors!.replaceBankSections(bankId, countryId, sections);
  });
  return vectors;
}

export interface QualityResult {
  queries: number;
  paraphrased: number;
  methods: { name: string; scores: Scores; direct: Scores; paraphrase: Scores }[];
  contextForms: { name: string; scores: Scores }[];
  perQuery: { query: LabelledQuery; semantic: number; keyword: number; hybrid: number }[];
}

export async function benchSemanticQuality(log: (line: string) => void = console.log): Promise<QualityResult> {
  const embedder = useEmbedder();
  const { directory, storage } = await openDefaultDataDirectory(embedder, { log });
  const vectors = storage.vectors!;
  await checkLabels(directory);
  const queryVectors = await embedder.embed(SEMANTIC_QUERIES.map((query) => query.query));

  const semantic: Ranking[] = [];
  const keyword: Ranking[] = [];
  const strongKeyword: Ranking[] = [];
  const hybridServed: Ranking[] = [];
  const cosine: Map<string, number>[] = [];
  for (const [index, labelled] of SEMANTIC_QUERIES.entries()) {
    const hits = await vectors.search(queryVectors[index]!, { limit: DEPTH });
    semantic.push(hits.map((hit) => hit.bankId));
    cosine.push(new Map(hits.map((hit) => [hit.bankId, hit.similarity])));
    const keywordHits = await vectors.keywordSearch!(labelled.query, { limit: DEPTH });
    keyword.push(keywordHits.map((hit) => hit.bankId));
    // As core does: keyword hits under a fifth of the best one's score do not take part in the fusion.
    strongKeyword.push(
      keywordHits.filter((hit) => hit.score >= 0.2 * (keywordHits[0]?.score ?? 0)).map((hit) => hit.bankId),
    );
    // The default search as the API answers it (hybrid, in the contract's order), through the Directory.
    hybridServed.push(
      (await directory.banks.semanticSearch({ query: labelled.query, limit: String(SERVED_LIMIT) })).data.map(
        (match) => match.bankId,
      ),
    );
  }
  const hybridAt = (depth: number) =>
    semantic.map((ranking, index) => fuse([ranking.slice(0, depth), strongKeyword[index]!.slice(0, depth)]));
  const hybrid = hybridAt(SERVED_LIMIT + 10);
  // The contract orders an answer by similarity as a whole percentage, then bank id.
  const contractOrder = (ids: Ranking, index: number) => {
    const percent = (id: string) => Math.max(0, Math.round(100 * (cosine[index]!.get(id) ?? 0)));
    return [...ids].sort((a, b) => percent(b) - percent(a) || (a < b ? -1 : 1));
  };
  const semanticServed = semantic.map((ranking, index) => contractOrder(ranking.slice(0, SERVED_LIMIT), index));

  const direct = SEMANTIC_QUERIES.map((query, index) => ({ query, index })).filter(
    ({ query }) => query.style !== 'paraphrase',
  );
  const paraphrased = SEMANTIC_QUERIES.map((query, index) => ({ query, index })).filter(
    ({ query }) => query.style === 'paraphrase',
  );
  const subset = (rankings: Ranking[], part: typeof direct) =>
    score(
      part.map(({ index }) => rankings[index]!),
      part.map(({ query }) => query),
    );
  const methods = [
    {
      name: "semantic: USE lite, cosine of each bank's best section",
      scores: score(semantic, SEMANTIC_QUERIES),
      rankings: semantic,
    },
    {
      name: "keyword: SQLite FTS5, bm25 of each bank's best section",
      scores: score(keyword, SEMANTIC_QUERIES),
      rankings: keyword,
    },
    {
      name: `hybrid: reciprocal rank fusion (k=${RRF_K}) of the two, top ${SERVED_LIMIT + 10} of each`,
      scores: score(hybrid, SEMANTIC_QUERIES),
      rankings: hybrid,
    },
    { name: `hybrid, top 50 of each`, scores: score(hybridAt(DEPTH), SEMANTIC_QUERIES), rankings: hybridAt(DEPTH) },
    {
      name: `semantic as the API would answer it (top ${SERVED_LIMIT}, contract order)`,
      scores: score(semanticServed, SEMANTIC_QUERIES),
      rankings: semanticServed,
    },
    {
      name: `**hybrid as the API answers it (the default; top ${SERVED_LIMIT}, contract order)**`,
      scores: score(hybridServed, SEMANTIC_QUERIES),
      rankings: hybridServed,
    },
  ].map(({ name, scores, rankings }) => ({
    name,
    scores,
    direct: subset(rankings, direct),
    paraphrase: subset(rankings, paraphrased),
  }));

  const contextForms: QualityResult['contextForms'] = [];
  const variantsFolder = join(BENCH_ROOT, '.cache', 'semantic-variants');
  mkdirSync(variantsFolder, { recursive: true });
  for (const [name, form] of Object.entries(CONTEXT_FORMS)) {
    log(`context form "${name}"`);
    const variant = await indexWithContextForm(
      embedder,
      form,
      join(variantsFolder, `${createHash('sha256').update(name).digest('hex').slice(0, 8)}.sqlite`),
    );
    const rankings: Ranking[] = [];
    for (const index of SEMANTIC_QUERIES.keys())
      rankings.push((await variant.search(queryVectors[index]!, { limit: DEPTH })).map((hit) => hit.bankId));
    contextForms.push({ name, scores: score(rankings, SEMANTIC_QUERIES) });
  }

  const rankOf = (ranking: Ranking, query: LabelledQuery) => {
    const index = ranking.findIndex((id) => query.relevant.includes(id));
    return index === -1 ? 0 : index + 1;
  };
  const perQuery = SEMANTIC_QUERIES.map((query, index) => ({
    query,
    semantic: rankOf(semantic[index]!, query),
    keyword: rankOf(keyword[index]!, query),
    hybrid: rankOf(hybrid[index]!, query),
  }));
  await directory.close();
  return { queries: SEMANTIC_QUERIES.length, paraphrased: paraphrased.length, methods, contextForms, perQuery };
}

async function checkLabels(directory: Directory): Promise<void> {
  const ids = new Set(defaultDataSet().banks.map((bank) => bank.id));
  const unknown = SEMANTIC_QUERIES.flatMap((query) => query.relevant.filter((id) => !ids.has(id)));
  if (unknown.length > 0)
    throw new Error(`the labelled set names banks the data set does not have: ${unknown.join(', ')}`);
  void directory;
}

const f = (value: number) => value.toFixed(3);

export function qualityReport(result: QualityResult, embedder: string): string {
  const lines = [
    `### Quality on the labelled set`,
    '',
    `${result.queries} descriptive queries (bench/src/semantic-queries.ts) against the default data set (${defaultDataSet().banks.length} banks), embedder \`${embedder}\`. recall@k: share of a query's relevant banks in the first k results, out of those that fit in k; MRR: mean of 1 / rank of the first relevant bank (0 when none in the first ${DEPTH}).`,
    '',
    '| method | recall@1 | recall@5 | recall@10 | MRR |',
    '|---|---|---|---|---|',
    ...result.methods.map(
      ({ name, scores }) =>
        `| ${name} | ${f(scores.recall1)} | ${f(scores.recall5)} | ${f(scores.recall10)} | ${f(scores.mrr)} |`,
    ),
    '',
    `The same, split: ${result.queries - result.paraphrased} queries that share some words with the descriptions that answer them, and ${result.paraphrased} paraphrases written to avoid those words.`,
    '',
    '| method | recall@1 shared words | MRR shared words | recall@1 paraphrases | MRR paraphrases |',
    '|---|---|---|---|---|',
    ...result.methods.map(
      ({ name, direct, paraphrase }) =>
        `| ${name} | ${f(direct.recall1)} | ${f(direct.mrr)} | ${f(paraphrase.recall1)} | ${f(paraphrase.mrr)} |`,
    ),
    '',
    'How a section is written before it is embedded (semantic search only, same queries):',
    '',
    '| embedded text | recall@1 | recall@5 | recall@10 | MRR |',
    '|---|---|---|---|---|',
    ...result.contextForms.map(
      ({ name, scores }) =>
        `| ${name} | ${f(scores.recall1)} | ${f(scores.recall5)} | ${f(scores.recall10)} | ${f(scores.mrr)} |`,
    ),
    '',
    '<details><summary>Rank of the first relevant bank per query (0 = not in the first 50)</summary>',
    '',
    '| topic | query | semantic | keyword | hybrid |',
    '|---|---|---|---|---|',
    ...result.perQuery.map(
      ({ query, semantic, keyword, hybrid }) =>
        `| ${query.topic} | ${query.query.replace(/\|/g, '\\|')} | ${semantic} | ${keyword} | ${hybrid} |`,
    ),
    '',
    '</details>',
  ];
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const started = performance.now();
  const result = await benchSemanticQuality();
  const report = qualityReport(result, useEmbedder().model);
  writeResultsSection(
    SEMANTIC_RESULTS,
    'quality',
    `${report}\n\nCommand: \`node --import tsx bench/src/semantic-quality.ts\` (${((performance.now() - started) / 1000).toFixed(0)} s this run; a first run embeds the data set in each of the four forms, about 3 minutes, kept in bench/.cache for later runs).`,
  );
  console.log(report.split('\n<details>')[0]);
}
