import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BANK_SORT_KEYS, createDirectory, type Directory, SORT_ORDERS } from '@bankdir/core';
import { sql } from 'kysely';
import { openGeneratedDatabase } from './generated-database.ts';
import { formatMs, median, timeRuns } from './stats.ts';

export interface PagingBenchOptions {
  banks: number;
  countries: number;
  /** How deep the deep page starts. */
  depth: number;
  runs: number;
  /** Where the generated database is kept. */
  file: string;
  log?: (line: string) => void;
}

export interface PagingRow {
  sortBy: string;
  sortOrder: string;
  filter: 'none' | 'country';
  firstMs: number;
  deepMs: number;
}

export interface PagingResult {
  rows: PagingRow[];
  /** The same deep page read the offset way, for comparison: `order by nameKey, id limit 10 offset depth`. */
  offsetBaseline: { firstMs: number; deepMs: number };
}

/**
 * GET /banks-equivalent calls (`directory.banks.list` with raw query strings, limit 10) on a generated directory:
 * the median time of the first page and of the page `depth` items deep, for every sortBy in both orders, with and
 * without the country filter, all measured in one run.
 */
export async function benchBanksPaging(options: PagingBenchOptions): Promise<PagingResult> {
  const log = options.log ?? (() => {});
  const storage = await openGeneratedDatabase(
    options.file,
    { seed: 2025, banks: options.banks, countries: options.countries, votesPerBank: 8, productsPerBank: 1 },
    log,
  );
  const directory = createDirectory({ storage, warn: () => {} });
  try {
    const countryId = await largestCountry(directory);
    const rows: PagingRow[] = [];
    for (const sortBy of BANK_SORT_KEYS) {
      for (const sortOrder of SORT_ORDERS) {
        for (const filter of ['none', 'country'] as const) {
          const query = {
            sortBy,
            sortOrder,
            limit: '10',
            include: 'scores',
            ...(filter === 'country' && { countryId }),
          };
          const cursor = await idAtDepth(directory, query, options.depth);
          const first = await timeRuns(() => directory.banks.list(query), options.runs);
          const deep = await timeRuns(() => directory.banks.list({ ...query, starting_after: cursor }), options.runs);
          rows.push({ sortBy, sortOrder, filter, firstMs: median(first), deepMs: median(deep) });
        }
      }
      log(`  ${sortBy} done`);
    }
    const offset = (depth: number) => () =>
      sql`select * from banks order by "nameKey", id limit 10 offset ${sql.lit(depth)}`.execute(storage.kysely);
    const offsetBaseline = {
      firstMs: median(await timeRuns(offset(0), options.runs)),
      deepMs: median(await timeRuns(offset(options.depth), options.runs)),
    };
    return { rows, offsetBaseline };
  } finally {
    await directory.close();
  }
}

/** The id of the item `depth` places into the list, found by walking it 100 at a time. */
async function idAtDepth(directory: Directory, query: Record<string, string>, depth: number): Promise<string> {
  let cursor: string | undefined;
  let seen = 0;
  while (seen < depth) {
    const take = Math.min(100, depth - seen);
    const page = await directory.banks.list({
      ...query,
      limit: String(take),
      ...(cursor !== undefined && { starting_after: cursor }),
    });
    const last = page.data[page.data.length - 1];
    if (!last || page.data.length < take) throw new Error(`the list has fewer than ${depth} banks`);
    cursor = last.id;
    seen += take;
  }
  return cursor!;
}

async function largestCountry(directory: Directory): Promise<string> {
  const countries: { id: string; banksCount: number }[] = [];
  let cursor: string | null = null;
  do {
    const page = await directory.countries.list({ limit: '100', ...(cursor !== null && { starting_after: cursor }) });
    countries.push(...page.data);
    cursor = page.pagination?.nextCursor ?? null;
  } while (cursor !== null);
  return countries.sort((a, b) => b.banksCount - a.banksCount)[0]!.id;
}

/** The results as Markdown: a summary over every combination, then one line per sort key. */
export function pagingReport(
  result: PagingResult,
  options: Pick<PagingBenchOptions, 'banks' | 'countries' | 'depth' | 'runs'>,
): string {
  const ratios = result.rows.map((row) => row.deepMs / row.firstMs);
  const firsts = result.rows.map((row) => row.firstMs);
  const deeps = result.rows.map((row) => row.deepMs);
  const worst = result.rows.reduce((a, b) => (b.deepMs / b.firstMs > a.deepMs / a.firstMs ? b : a));
  const lines = [
    `# GET /banks paging at ${options.banks.toLocaleString('en')} banks`,
    '',
    `Generated directory: ${options.banks} banks in ${options.countries} countries; \`directory.banks.list\` with raw query strings, \`limit=10&include=scores\`; ` +
      `the deep page starts ${options.depth} items in (\`starting_after\`); median of ${options.runs} runs each; ` +
      `${result.rows.length} combinations (${BANK_SORT_KEYS.length} sortBy values x 2 orders x with and without the country filter), all in one run.`,
    '',
    '| measure | first page | page 1,000 deep | deep / first |',
    '|---|---|---|---|',
    `| median over all combinations | ${formatMs(median(firsts))} ms | ${formatMs(median(deeps))} ms | ${median(ratios).toFixed(2)} |`,
    `| slowest combination's ratio (${worst.sortBy} ${worst.sortOrder}, filter ${worst.filter}) | ${formatMs(worst.firstMs)} ms | ${formatMs(worst.deepMs)} ms | ${(worst.deepMs / worst.firstMs).toFixed(2)} |`,
    `| baseline: OFFSET paging by name (raw SQL, no envelope) | ${formatMs(result.offsetBaseline.firstMs)} ms | ${formatMs(result.offsetBaseline.deepMs)} ms | ${(result.offsetBaseline.deepMs / result.offsetBaseline.firstMs).toFixed(2)} |`,
    '',
    '| sortBy | order | filter | first page (ms) | deep page (ms) | deep / first |',
    '|---|---|---|---|---|---|',
    ...result.rows.map(
      (row) =>
        `| ${row.sortBy} | ${row.sortOrder} | ${row.filter} | ${formatMs(row.firstMs)} | ${formatMs(row.deepMs)} | ${(row.deepMs / row.firstMs).toFixed(2)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

// Run on its own: `node --import tsx bench/src/banks-paging.ts [banks]`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const banks = Number(process.argv[2] ?? 30_000);
  const here = fileURLToPath(new URL('..', import.meta.url));
  const options = {
    banks,
    countries: 20,
    depth: 1000,
    runs: 15,
    file: join(here, '.cache', `banks-${banks}.sqlite`),
    log: console.log,
  };
  const result = await benchBanksPaging(options);
  const report = pagingReport(result, options);
  writeFileSync(join(here, 'results', `banks-paging-${banks}.md`), report);
  console.log(report.split('\n').slice(0, 10).join('\n'));
}
