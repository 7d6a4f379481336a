import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestDatabase } from '../../packages/postgres/test/support/index.ts';
import { generatedBanksJsonLines } from './import-banks-file.ts';
import { median } from './stats.ts';

// One cell of the import-rate table: `bankdir import` of N generated banks into a new database, timed end to end as
// an operator runs it (the built binary's start, reading, checking, the transaction and, with an embedder, embedding
// every section and building the semantic index), then the same file again (nothing written, nothing embedded).

const BIN = fileURLToPath(new URL('../../packages/cli/bankdir.js', import.meta.url));
const run = promisify(execFile);

export type ImportEngine = 'sqlite' | 'postgres';
export type ImportEmbedder = 'none' | 'use';

export interface ImportRateCase {
  engine: ImportEngine;
  embedder: ImportEmbedder;
  banks: number;
  runs: number;
}

export interface ImportRateResult extends ImportRateCase {
  /** Median seconds of the first import into a new database, and of the same file again. */
  first: number;
  again: number;
  /** Sections the first import embedded (the last run's). */
  embedded: number;
}

/** Needs BANKDIR_TEST_POSTGRES_URL for the postgres engine (scripts/with-postgres.sh sets it). */
export async function measureImportRate(one: ImportRateCase, folder: string): Promise<ImportRateResult> {
  const file = join(folder, `banks-${one.banks}.jsonl`);
  writeFileSync(file, generatedBanksJsonLines(one.banks));
  const env = { ...process.env, BANKDIR_EMBEDDER: one.embedder };
  const firsts: number[] = [];
  const agains: number[] = [];
  let embedded = 0;
  for (let round = 0; round < one.runs; round++) {
    const target = await freshTarget(one.engine, folder, round);
    try {
      const timed = async () => {
        const started = performance.now();
        const { stdout } = await run(process.execPath, [BIN, 'import', file, ...target.flags, '--json'], {
          env,
          maxBuffer: 1 << 28,
        });
        return { seconds: (performance.now() - started) / 1000, out: JSON.parse(stdout) };
      };
      const first = await timed();
      const again = await timed();
      if (first.out.new.length !== one.banks || again.out.unchanged !== one.banks)
        throw new Error(`import-rate: expected ${one.banks} new then unchanged banks`);
      firsts.push(first.seconds);
      agains.push(again.seconds);
      embedded = first.out.embeddedSections;
    } finally {
      await target.drop();
    }
  }
  return { ...one, first: median(firsts), again: median(agains), embedded };
}

async function freshTarget(engine: ImportEngine, folder: string, round: number) {
  if (engine === 'postgres') {
    const database = await createTestDatabase('bench_import_rate');
    return { flags: ['--database-url', database.url], drop: () => database.drop() };
  }
  const file = join(folder, `import-${round}.sqlite`);
  return {
    flags: ['--db', file],
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

/** The results as a Markdown table, banks per second from the medians. */
export function importRateTable(results: readonly ImportRateResult[]): string {
  const rate = (seconds: number, banks: number) => `${Math.round(banks / seconds).toLocaleString('en-US')} banks/s`;
  return [
    '| engine | embedder | banks | runs | first import, median | rate | sections embedded | same file again, median | rate |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.engine} | ${r.embedder} | ${r.banks.toLocaleString('en-US')} | ${r.runs} | ${r.first.toFixed(1)} s | ${rate(r.first, r.banks)} | ${r.embedded.toLocaleString('en-US')} | ${r.again.toFixed(1)} s | ${rate(r.again, r.banks)} |`,
    ),
  ].join('\n');
}
