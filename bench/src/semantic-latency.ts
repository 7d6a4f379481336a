import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { generateDirectoryData, insertDirectoryData } from '@bankdir/conformance';
import { createDirectory, type Directory, type Embedder, type SemanticSearchOptions } from '@bankdir/core';
import { indexModelOf, type VectorSection } from '@bankdir/core/driver';
import { defaultDataSet } from '@bankdir/data';
import { progressLineWriter, useEmbedder } from '@bankdir/embedder-use';
import { openSqliteStorage, type SemanticIndexOptions, type SqliteStorage } from '@bankdir/sqlite';
import { writeResultsSection } from './results-section.ts';
import { loadQuestions } from './semantic-questions.ts';
import { BENCH_ROOT, defaultDataSections, openDefaultDataDirectory, SEMANTIC_RESULTS } from './semantic-setup.ts';
import { formatMs, median } from './stats.ts';

// `node --conditions=@bankdir/source --import tsx bench/src/semantic-latency.ts`: how long one semantic search takes through the Directory (query
// embedding + nearest-neighbour and keyword queries + the join to banks), cold (query embedding not cached) and warm
// (served from the LRU cache of query embeddings), with and without countryCode, at the default data set and at
// 30,000 generated banks with 4 sections each; plus embedding throughput. Medians over repeated runs. Writes its tables
// to bench/results/semantic.md (section "latency"). BANKDIR_BENCH_BANKS changes the size of the large directory.

const BANKS = Number(process.env.BANKDIR_BENCH_BANKS ?? 30_000);
const SECTIONS_PER_BANK = 4;
const COUNTRIES = 20;
const ROUNDS = Number(process.env.BANKDIR_BENCH_ROUNDS ?? 3);
/** The development half of the labelled questions: realistic queries of realistic lengths. */
const QUERIES = loadQuestions()
  .filter((question) => question.half === 'development')
  .map((question) => question.question);

interface Row {
  label: string;
  cold: number;
  warm: number;
  /** Repeated, but its answer not kept (as after a write to the index): the query embedding from its cache. */
  recomputed: number;
  /** The query embedding call alone, timed in the same loop. */
  embed: number;
}

/** Throughput, batch sizes and the two-stage scan's agreement too (slow); otherwise search latency alone. */
const FULL = process.env.BANKDIR_BENCH_SEMANTIC_FULL === '1';

/**
 * Median time of `search(query)` over every query, `ROUNDS` times: cold on a directory without caches, warm after one
 * untimed call, recomputed on a directory that keeps query embeddings but no answers; and, in the same loop, the
 * embedding call alone for the same text (the baseline).
 */
async function timeSearches(
  { cold, warm, recomputed }: Directories,
  query: (text: string) => SemanticSearchOptions,
  embedder: Embedder,
): Promise<Omit<Row, 'label'>> {
  const coldSamples: number[] = [];
  const warmSamples: number[] = [];
  const recomputedSamples: number[] = [];
  const embedSamples: number[] = [];
  for (const text of QUERIES.slice(0, 3)) {
    await cold.banks.semanticSearch(query(text));
    await warm.banks.semanticSearch(query(text));
    await recomputed.banks.semanticSearch(query(text));
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const text of QUERIES) {
      let started = performance.now();
      await embedder.embed([text]);
      embedSamples.push(performance.now() - started);
      started = performance.now();
      await cold.banks.semanticSearch(query(text));
      coldSamples.push(performance.now() - started);
      if (round === 0) await warm.banks.semanticSearch(query(text)); // fills the cache
      started = performance.now();
      await warm.banks.semanticSearch(query(text));
      warmSamples.push(performance.now() - started);
      if (round === 0) await recomputed.banks.semanticSearch(query(text)); // fills the embedding cache
      started = performance.now();
      await recomputed.banks.semanticSearch(query(text));
      recomputedSamples.push(performance.now() - started);
    }
  }
  return {
    cold: median(coldSamples),
    warm: median(warmSamples),
    recomputed: median(recomputedSamples),
    embed: median(embedSamples),
  };
}

async function timeEach<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const item of items) {
      const started = performance.now();
      await work(item);
      samples.push(performance.now() - started);
    }
  }
  return median(samples);
}

interface Directories {
  cold: Directory;
  warm: Directory;
  recomputed: Directory;
}

/**
 * Directories over one storage: one without caches (every query embedded and ranked), one with the default caches of
 * query embeddings and answers, one that keeps embeddings but no answers.
 */
function directoriesOver(storage: SqliteStorage, embedder: Embedder): Directories {
  return {
    cold: createDirectory({ storage, embedder, queryCacheSize: 0, warn: () => {} }),
    // Caches that hold every question: with the default 256 entries, 464 questions cycled evict each before its repeat.
    warm: createDirectory({ storage, embedder, queryCacheSize: QUERIES.length, warn: () => {} }),
    recomputed: createDirectory({
      storage,
      embedder,
      queryCacheSize: QUERIES.length,
      answerCacheSize: 0,
      warn: () => {},
    }),
  };
}

/** The default data set's section vectors, from the embedding cache of its bench database (the index build put them there). */
async function realSectionVectors(
  storage: SqliteStorage,
  embedder: Embedder,
): Promise<{ title: string; text: string; vector: Float32Array }[]> {
  const sections = defaultDataSections();
  const hashes = sections.map((section) => createHash('sha256').update(section.embedded, 'utf8').digest('hex'));
  const cached = await storage.vectors!.cache!.get(embedder.model, hashes);
  return sections.map((section, index) => {
    const vector = cached.get(hashes[index]!);
    if (!vector) throw new Error('the default data set is not fully embedded; run the bench again');
    return { title: section.title, text: section.text, vector };
  });
}

/** A deterministic generator: a real section vector plus Gaussian noise (norm about 0.5), scaled back to unit length. */
function noisy(base: Float32Array, seed: number): Float32Array {
  let state = seed >>> 0 || 1;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) + 0.5) / 4294967296;
  };
  const sigma = 0.5 / Math.sqrt(base.length);
  const vector = new Float32Array(base.length);
  let sum = 0;
  for (let index = 0; index < base.length; index++) {
    const gaussian = Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    vector[index] = base[index]! + sigma * gaussian;
    sum += vector[index]! * vector[index]!;
  }
  const length = Math.sqrt(sum);
  for (let index = 0; index < vector.length; index++) vector[index] = vector[index]! / length;
  return vector;
}

/**
 * `banks` generated banks in bench/.cache/semantic-<banks>.sqlite, each with 4 sections taken in turn from the default
 * data set (titles and texts, so keyword search sees real words) and vectors made by `noisy` from those sections' real
 * vectors, indexed under the real model's name so searches use it as is. Built once; later runs reuse the file.
 */
async function largeDirectoryStorage(
  embedder: Embedder,
  real: readonly { title: string; text: string; vector: Float32Array }[],
  options: SemanticIndexOptions = {},
): Promise<SqliteStorage> {
  const file = join(BENCH_ROOT, '.cache', `semantic-${BANKS}.sqlite`);
  if (existsSync(file) && !(await indexedWith(file, indexModelOf(embedder)))) {
    // Searching it would rebuild its index from the texts: hours of embedding, timed as if they were searches.
    console.error(`${file} was indexed with another model or index format: generating it again`);
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
  if (!existsSync(file)) {
    mkdirSync(join(BENCH_ROOT, '.cache'), { recursive: true });
    const partial = `${file}.partial`;
    for (const suffix of ['', '-wal', '-shm']) rmSync(partial + suffix, { force: true });
    console.error(
      `generating ${BANKS} banks with ${SECTIONS_PER_BANK} sections each into ${file} (once; later runs reuse it)`,
    );
    const started = performance.now();
    const storage = await openSqliteStorage({ file: partial });
    const data = generateDirectoryData({
      seed: 2025,
      banks: BANKS,
      countries: COUNTRIES,
      votesPerBank: 0,
      productsPerBank: 0,
    });
    await insertDirectoryData(storage, data);
    const progress = progressLineWriter(process.stderr, { label: 'writing generated sections', unit: 'banks' });
    await storage.transaction(async (tx) => {
      await tx.vectors!.resetIndex(
        { model: indexModelOf(embedder), dimensions: embedder.dimensions },
        { sections: BANKS * SECTIONS_PER_BANK, countries: COUNTRIES },
      );
      for (const [index, bank] of data.banks.entries()) {
        const sections: VectorSection[] = Array.from({ length: SECTIONS_PER_BANK }, (_, position) => {
          const source = real[(index * SECTIONS_PER_BANK + position) % real.length]!;
          return {
            title: source.title,
            text: source.text,
            vector: noisy(source.vector, index * SECTIONS_PER_BANK + position + 1),
          };
        });
        await tx.vectors!.replaceBankSections(bank.id, bank.countryId, sections);
        if (index % 1000 === 999 || index === data.banks.length - 1) progress(index + 1, data.banks.length);
      }
    });
    await storage.close();
    for (const suffix of ['-wal', '-shm']) rmSync(partial + suffix, { force: true });
    renameSync(partial, file);
    console.error(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return openSqliteStorage({ file, vectors: options });
}

/** The index in `file` was built for `model` (the embedder's model and the index format, as indexModelOf names it). */
async function indexedWith(file: string, model: string): Promise<boolean> {
  const storage = await openSqliteStorage({ file });
  try {
    return (await storage.vectors!.indexInfo())?.model === model;
  } finally {
    await storage.close();
  }
}

/**
 * How the two-stage answer compares with the exact one over the query vectors: mean share of the exact top-10 banks
 * it also answers, how often both put the same bank first, and how many similarity points (the API's whole
 * percentages) the banks it answers lose on average against the exact top 10, rank by rank.
 */
async function agreement(
  approximate: SqliteStorage,
  exact: SqliteStorage,
  vectors: readonly Float32Array[],
  limit: number,
): Promise<{ overlap: number; top1: number; pointsLost: number }> {
  let overlap = 0;
  let top1 = 0;
  let pointsLost = 0;
  for (const vector of vectors) {
    const [a, e] = [
      (await approximate.vectors!.search(vector, { limit })).slice(0, 10),
      (await exact.vectors!.search(vector, { limit })).slice(0, 10),
    ];
    const exactIds = new Set(e.map((hit) => hit.bankId));
    overlap += a.filter((hit) => exactIds.has(hit.bankId)).length / Math.max(1, exactIds.size);
    top1 += a[0]?.bankId === e[0]?.bankId ? 1 : 0;
    pointsLost +=
      e.reduce((sum, hit, index) => sum + 100 * (hit.similarity - (a[index]?.similarity ?? 0)), 0) /
      Math.max(1, e.length);
  }
  return { overlap: overlap / vectors.length, top1: top1 / vectors.length, pointsLost: pointsLost / vectors.length };
}

export async function benchSemanticLatency(): Promise<string> {
  const embedder = useEmbedder();
  const lines: string[] = [];
  const { storage: small } = await openDefaultDataDirectory(embedder);
  const queryVectors = await embedder.embed(QUERIES);

  // Embedding throughput: every section of the default data set, as seeding embeds them (batches of 32 texts).
  const texts = defaultDataSections().map((section) => section.embedded);
  let started = performance.now();
  if (FULL) {
    console.error(`embedding ${texts.length} sections for throughput`);
    for (let start = 0; start < texts.length; start += 32) await embedder.embed(texts.slice(start, start + 32));
  }
  const throughput = texts.length / ((performance.now() - started) / 1000);
  const sample = texts.slice(0, 128);
  const byBatch: { size: number; rate: number }[] = [];
  for (const size of FULL ? [1, 8, 16, 32] : []) {
    const sized = useEmbedder({ batchSize: size });
    await sized.embed(sample.slice(0, 2));
    const rates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      started = performance.now();
      await sized.embed(sample);
      rates.push(sample.length / ((performance.now() - started) / 1000));
    }
    byBatch.push({ size, rate: median(rates) });
    console.error(`batch ${size}: ${median(rates).toFixed(1)} sections/s`);
  }
  const queryEmbedding = await timeEach(QUERIES, (text) => embedder.embed([text]));
  const onMain = useEmbedder({ thread: 'main' });
  await onMain.embed(['warm up']);
  const queryEmbeddingOnMain = await timeEach(QUERIES, (text) => onMain.embed([text]));

  // The default data set.
  console.error('timing searches on the default data set');
  const smallDirs = directoriesOver(small, embedder);
  const rows: { size: string; rows: Row[]; parts: Record<string, number> }[] = [];
  const smallAll = await timeSearches(smallDirs, (query) => ({ query }), embedder);
  const smallUs = await timeSearches(smallDirs, (query) => ({ query, countryCode: 'US' }), embedder);
  rows.push({
    size: `default data set (${defaultDataSet().banks.length} banks, ${texts.length} sections)`,
    rows: [
      { label: 'no filter', ...smallAll },
      { label: 'countryCode=US', ...smallUs },
    ],
    parts: {
      'vector search (k nearest, best section per bank)': await timeEach(queryVectors, (vector) =>
        small.vectors!.search(vector, { limit: 40 }),
      ),
      'keyword search (FTS5 bm25, best section per bank)': await timeEach(QUERIES, (text) =>
        small.vectors!.keywordSearch!(text, { limit: 40 }),
      ),
    },
  });

  // The large generated directory.
  const real = await realSectionVectors(small, embedder);
  const large = await largeDirectoryStorage(embedder, real);
  const exact = await openSqliteStorage({
    file: join(BENCH_ROOT, '.cache', `semantic-${BANKS}.sqlite`),
    vectors: { exactScanLimit: Number.POSITIVE_INFINITY },
  });
  const country = (await large.countries.list({ sortBy: 'name', sortOrder: 'asc', page: { limit: 1 } })).items[0]!;
  console.error(`timing searches at ${BANKS} banks`);
  const largeDirs = directoriesOver(large, embedder);
  const largeAll = await timeSearches(largeDirs, (query) => ({ query }), embedder);
  const largeCountry = await timeSearches(largeDirs, (query) => ({ query, countryCode: country.code }), embedder);
  const perCountry = Math.round((BANKS * SECTIONS_PER_BANK) / COUNTRIES);
  rows.push({
    size: `${BANKS.toLocaleString('en')} generated banks (${(BANKS * SECTIONS_PER_BANK).toLocaleString('en')} sections, ${COUNTRIES} countries)`,
    rows: [
      { label: 'no filter (two-stage scan)', ...largeAll },
      {
        label: `countryCode=${country.code} (about ${perCountry.toLocaleString('en')} sections, two-stage scan)`,
        ...largeCountry,
      },
    ],
    parts: {
      'vector search, two-stage (binary k nearest in process, exact rescoring)': await timeEach(
        queryVectors,
        (vector) => large.vectors!.search(vector, { limit: 40 }),
      ),
      'vector search, exact scan of every vector': await timeEach(queryVectors.slice(0, 20), (vector) =>
        exact.vectors!.search(vector, { limit: 40 }),
      ),
      'vector search in one country (two-stage)': await timeEach(queryVectors, (vector) =>
        large.vectors!.search(vector, { limit: 40, countryId: country.id }),
      ),
      'keyword search (FTS5 bm25)': await timeEach(QUERIES, (text) =>
        large.vectors!.keywordSearch!(text, { limit: 40 }),
      ),
      'keyword search in one country': await timeEach(QUERIES, (text) =>
        large.vectors!.keywordSearch!(text, { limit: 40, countryId: country.id }),
      ),
    },
  });
  const agreementRows: { candidates: number; overlap: number; top1: number; pointsLost: number; ms: number }[] = [];
  for (const candidatesPerResult of FULL ? [1, 2, 4, 8] : []) {
    const tuned = await openSqliteStorage({
      file: join(BENCH_ROOT, '.cache', `semantic-${BANKS}.sqlite`),
      vectors: { candidatesPerResult },
    });
    const { overlap, top1, pointsLost } = await agreement(tuned, exact, queryVectors, 20);
    agreementRows.push({
      candidates: candidatesPerResult,
      overlap,
      top1,
      pointsLost,
      ms: await timeEach(queryVectors, (vector) => tuned.vectors!.search(vector, { limit: 40 })),
    });
    await tuned.close();
  }

  lines.push(
    '### Latency of one search',
    '',
    `Through \`directory.banks.semanticSearch\` (query embedding, query understanding, candidates from vectors and keywords, features, the fitted score, join to banks), default limit 10. Median over the ${QUERIES.length} development questions x ${ROUNDS} rounds. First-seen: the query embedding and the answer are computed (a directory that keeps no query embeddings and no answers; like a running server, it keeps what the ranker read of banks it met in earlier searches); repeated: the same query again, answered from the answers kept for the index's generation; recomputed: repeated after a write to the index, so the answer is ranked again but the query's embedding comes from its cache. **Embedding alone** is the embedder's call for the same text, timed in the same loop: the baseline a search is measured against. Embedder \`${embedder.model}\` in its worker thread; machine: ${process.platform} ${process.arch}, Node ${process.version}, shared 2-core VM (indicative only: other work ran on it meanwhile).`,
    '',
    '| directory | filter | embedding alone (ms) | first-seen (ms) | repeated (ms) | recomputed (ms) | first-seen minus embedding (ms) |',
    '|---|---|---|---|---|---|---|',
    ...rows.flatMap(({ size, rows: measured }) =>
      measured.map(
        (row) =>
          `| ${size} | ${row.label} | ${formatMs(row.embed)} | ${formatMs(row.cold)} | ${formatMs(row.warm)} | ${formatMs(row.recomputed)} | ${formatMs(row.cold - row.embed)} |`,
      ),
    ),
    '',
    'Where the time goes (medians, ms):',
    '',
    '| part | ms |',
    '|---|---|',
    `| query embedding alone, worker thread (the default) | ${formatMs(queryEmbedding)} |`,
    `| query embedding alone, main thread | ${formatMs(queryEmbeddingOnMain)} |`,
    ...rows.flatMap(({ size, parts }) =>
      Object.entries(parts).map(([part, ms]) => `| ${part}, ${size.split(' (')[0]} | ${formatMs(ms)} |`),
    ),
  );
  if (FULL)
    lines.push(
      '',
      `Two-stage scan at ${BANKS.toLocaleString('en')} banks against the exact scan (top 10 banks, the ${QUERIES.length} query vectors). Every real section has about ${Math.round((BANKS * SECTIONS_PER_BANK) / texts.length)} noisy copies here, so the exact top 10 are near-ties that binary codes cannot order: the overlap understates the answer's quality, which the points lost show.`,
      '',
      '| candidates per result | overlap with exact top 10 | same first bank | similarity points lost per rank | median ms (limit 20) |',
      '|---|---|---|---|---|',
      ...agreementRows.map(
        (row) =>
          `| ${row.candidates}${row.candidates === 2 ? ' (default)' : ''} | ${(100 * row.overlap).toFixed(1)}% | ${(100 * row.top1).toFixed(1)}% | ${row.pointsLost.toFixed(2)} | ${formatMs(row.ms)} |`,
      ),
      '',
      '### Embedding throughput',
      '',
      `All ${texts.length} sections of the default data set, embedded as seeding does: **${throughput.toFixed(1)} sections per second** (so a first seed takes about ${Math.round(texts.length / throughput)} s; a re-seed embeds nothing unchanged). By batch size (${sample.length} sections, median of ${ROUNDS}):`,
      '',
      '| batch size | sections/s |',
      '|---|---|',
      ...byBatch.map(({ size, rate }) => `| ${size}${size === 16 ? ' (default)' : ''} | ${rate.toFixed(1)} |`),
    );
  await Promise.all([small.close(), large.close(), exact.close()]);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const started = performance.now();
  const report = await benchSemanticLatency();
  writeResultsSection(
    SEMANTIC_RESULTS,
    'latency',
    `${report}\n\nCommand: \`node --conditions=@bankdir/source --import tsx bench/src/semantic-latency.ts\` (\`BANKDIR_BENCH_SEMANTIC_FULL=1\` adds throughput and the two-stage scan's agreement) (${((performance.now() - started) / 1000).toFixed(0)} s; the first run also generates bench/.cache/semantic-${BANKS}.sqlite).`,
  );
  console.log(report);
}
