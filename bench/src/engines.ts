import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrng, generateDirectoryData, insertDirectoryData, testPrincipal } from '@bankdir/conformance';
import { createDirectory, type Directory, VOTE_CATEGORIES } from '@bankdir/core';
import type { Storage, VectorSection } from '@bankdir/core/driver';
import { openPostgresStorage } from '@bankdir/postgres';
import { openSqliteStorage } from '@bankdir/sqlite';
import { createTestDatabase } from '../../packages/postgres/test/support/index.ts';
import { FROM_SOURCE } from './from-source.ts';
import { writeResultsSection } from './results-section.ts';
import { BENCH_ROOT } from './semantic-setup.ts';
import { alternate, median } from './stats.ts';

// `node --conditions=@bankdir/source --import tsx bench/src/engines.ts`: SQLite and PostgreSQL side by side on the same generated directory, in one
// run, in alternating rounds: the first and a deep page of GET /banks, vote writes per second from one writer, from
// several processes at once (nodes sharing the file or the database) and from one SQLite node against two PostgreSQL
// nodes, and the semantic index's vector and keyword searches. Needs a PostgreSQL server it may create a database on (BANKDIR_BENCH_POSTGRES_URL, else
// BANKDIR_TEST_POSTGRES_URL; scripts/with-postgres.sh provides one). Writes bench/results/engines.md.
// BANKDIR_BENCH_BANKS sets the size (default 30,000 banks, 10 votes per bank on average, 2 sections per bank); each size
// has a section of its own in engines.md.

const BANKS = Number(process.env.BANKDIR_BENCH_BANKS ?? 30_000);
const ROUNDS = Number(process.env.BANKDIR_BENCH_ROUNDS ?? 6);
const DEPTH = Math.min(1_000, Math.floor(BANKS / 2 / 100) * 100);
const VOTES_ONE_WRITER = 600;
const NODES = 4;
const VOTES_PER_NODE = 300;
const DIMENSIONS = 512;
const SECTIONS_PER_BANK = 2;
const RESULTS = join(BENCH_ROOT, 'results', 'engines.md');

type Engine = 'sqlite' | 'postgres';
interface Target {
  engine: Engine;
  file?: string;
  url?: string;
}

function open(target: Target): Promise<Storage> {
  return target.engine === 'sqlite'
    ? openSqliteStorage({ file: target.file! })
    : openPostgresStorage({ url: target.url!, poolSize: 4 });
}

/** Casts `count` new votes (fresh accounts, banks and categories from `seed`), one after another; votes per second. */
async function castVotes(
  directory: Directory,
  bankIds: readonly string[],
  count: number,
  seed: number,
): Promise<number> {
  const random = createPrng(seed);
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    await directory.votes.cast(testPrincipal({ accountId: `acct_bench_${seed}_${index}` }), random.pick(bankIds), {
      category: random.pick(VOTE_CATEGORIES),
      isUp: random.chance(0.7),
    });
  }
  return count / ((performance.now() - started) / 1000);
}

/** A process of its own ("a node"): opens the target, casts its votes, reports when it started and ended. */
async function runNode(): Promise<void> {
  // The job comes over IPC: 30,000 bank ids are more than one command-line argument may hold (E2BIG).
  const { target, bankIds, count, seed } = await new Promise<{
    target: Target;
    bankIds: string[];
    count: number;
    seed: number;
  }>((resolve) => process.once('message', resolve as never));
  const storage = await open(target);
  const directory = createDirectory({ storage, warn: () => {} });
  process.send!({ ready: true });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  const start = Date.now();
  await castVotes(directory, bankIds, count, seed);
  process.send!({ start, end: Date.now() });
  await directory.close();
}

/** `nodes` processes casting `VOTES_PER_NODE` votes each at once; total votes per second from first start to last end. */
async function votesFromNodes(
  target: Target,
  bankIds: readonly string[],
  round: number,
  nodes: number,
): Promise<number> {
  const script = fileURLToPath(import.meta.url);
  const children = Array.from({ length: nodes }, (_, index) => {
    const child = fork(script, ['--node'], { execArgv: FROM_SOURCE });
    child.send({ target, bankIds, count: VOTES_PER_NODE, seed: 10_000 * (round + 1) + index });
    return child;
  });
  const exited = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('message', resolve))));
  const done = children.map(
    (child) => new Promise<{ start: number; end: number }>((resolve) => child.once('message', resolve as never)),
  );
  for (const child of children) child.send('go');
  const spans = await Promise.all(done);
  await Promise.all(exited);
  const seconds = (Math.max(...spans.map((s) => s.end)) - Math.min(...spans.map((s) => s.start))) / 1000;
  return (nodes * VOTES_PER_NODE) / seconds;
}

/** Seeded unit vectors, two sections per bank, so both indexes hold the same sections. */
function sectionsOf(bankIndex: number): VectorSection[] {
  const random = createPrng(bankIndex + 1);
  return Array.from({ length: SECTIONS_PER_BANK }, (_, position) => {
    const vector = new Float32Array(DIMENSIONS).map(() => random.next() * 2 - 1);
    const length = Math.hypot(...vector);
    return {
      title: `Section ${position}`,
      text: `${random.pick(WORDS)} ${random.pick(WORDS)} banking with ${random.pick(WORDS)} and ${random.pick(WORDS)}`,
      vector: vector.map((value) => value / length),
    };
  });
}
const WORDS = 'mortgage savings crypto farm student export custody loans cards pension insurance leasing wealth'.split(
  ' ',
);

async function main(): Promise<void> {
  const serverUrl = process.env.BANKDIR_BENCH_POSTGRES_URL ?? process.env.BANKDIR_TEST_POSTGRES_URL;
  if (!serverUrl) {
    console.log(
      'engines: skipped, no PostgreSQL (set BANKDIR_BENCH_POSTGRES_URL, or run under scripts/with-postgres.sh)',
    );
    return;
  }
  process.env.BANKDIR_TEST_POSTGRES_URL = serverUrl;
  const folder = mkdtempSync(join(tmpdir(), 'bankdir-bench-engines-'));
  const database = await createTestDatabase('bench_engines');
  const targets: Record<Engine, Target> = {
    sqlite: { engine: 'sqlite', file: join(folder, 'bench.sqlite') },
    postgres: { engine: 'postgres', url: database.url },
  };
  try {
    const data = generateDirectoryData({
      seed: 2025,
      banks: BANKS,
      countries: 249,
      countrySpread: 'skewed',
      votesPerBank: 10,
      voteSpread: 'long-tail',
      productsPerBank: 0,
      accounts: 5_000,
    });
    const bankIds = data.banks.map((bank) => bank.id);
    const directories = {} as Record<Engine, { storage: Storage; directory: Directory; loadSeconds: number }>;
    for (const engine of ['sqlite', 'postgres'] as const) {
      const started = performance.now();
      const storage = await open(targets[engine]);
      await insertDirectoryData(storage, data);
      await storage.vectors!.resetIndex(
        { model: 'bench-random', dimensions: DIMENSIONS },
        {
          sections: BANKS * SECTIONS_PER_BANK,
          countries: 249,
        },
      );
      // One transaction for the whole index, as a reindex writes it.
      await storage.transaction(async (tx) => {
        for (const [index, bank] of data.banks.entries())
          await tx.vectors!.replaceBankSections(bank.id, bank.countryId, sectionsOf(index));
      });
      directories[engine] = {
        storage,
        directory: createDirectory({ storage, warn: () => {} }),
        loadSeconds: (performance.now() - started) / 1000,
      };
      console.log(`engines: ${engine} loaded in ${directories[engine].loadSeconds.toFixed(0)} s`);
    }
    const rows: string[][] = [];
    const compare = async (label: string, unit: string, work: (engine: Engine, round: number) => Promise<number>) => {
      const { a, b } = await alternate(
        ROUNDS,
        (round) => work('sqlite', round),
        (round) => work('postgres', round),
      );
      const [sqlite, postgres] = [median(a), median(b)];
      const digits = unit === 'ms' ? 2 : 0;
      rows.push([
        label,
        `${sqlite.toFixed(digits)} ${unit}`,
        `${postgres.toFixed(digits)} ${unit}`,
        (postgres / sqlite).toFixed(2),
      ]);
      const rounds = (values: number[]) => values.map((value) => value.toFixed(digits)).join(' ');
      console.log(
        `engines: ${label}: sqlite ${sqlite.toFixed(digits)}, postgres ${postgres.toFixed(digits)} ${unit} (rounds: sqlite ${rounds(a)}; postgres ${rounds(b)})`,
      );
    };
    const timed = async (work: () => Promise<unknown>, repeat = 20) => {
      const started = performance.now();
      for (let index = 0; index < repeat; index++) await work();
      return (performance.now() - started) / repeat;
    };

    for (const sortBy of ['name', 'overall_score', 'rank', 'countryId'] as const) {
      const query = { sortBy, sortOrder: 'desc', limit: 20 } as const;
      // The cursor DEPTH items down the list, found once by walking it.
      let cursor: string | null | undefined;
      for (let seen = 0; seen < DEPTH; seen += 100) {
        const page = await directories.sqlite.directory.banks.list({
          ...query,
          limit: 100,
          ...(cursor && { startingAfter: cursor }),
        });
        cursor = page.pagination?.nextCursor;
      }
      const deep = { ...query, startingAfter: cursor! };
      await compare(`GET /banks?sortBy=${sortBy}&sortOrder=desc, first page`, 'ms', (engine) =>
        timed(() => directories[engine].directory.banks.list(query)),
      );
      await compare(`the same, ${DEPTH.toLocaleString('en')} items deep`, 'ms', (engine) =>
        timed(() => directories[engine].directory.banks.list(deep)),
      );
    }

    await compare('vote writes, one writer', 'votes/s', (engine, round) =>
      castVotes(directories[engine].directory, bankIds, VOTES_ONE_WRITER, 100 + round),
    );
    await compare(`vote writes, ${NODES} processes at once`, 'votes/s', (engine, round) =>
      votesFromNodes(targets[engine], bankIds, round, NODES),
    );
    // What several nodes on one PostgreSQL are for: taking more votes than one SQLite node can.
    await compare('vote writes, one node on SQLite, two nodes on one PostgreSQL', 'votes/s', (engine, round) =>
      votesFromNodes(targets[engine], bankIds, 100 + round, engine === 'sqlite' ? 1 : 2),
    );

    const queries = Array.from({ length: 20 }, (_, index) => sectionsOf(index * 97)[0]!);
    const home = data.banks[0]!.countryId;
    await compare('semantic index: nearest 50 banks', 'ms', (engine) =>
      timed(async () => {
        for (const query of queries) await directories[engine].storage.vectors!.search(query.vector, { limit: 50 });
      }, 1).then((ms) => ms / queries.length),
    );
    await compare('semantic index: nearest 50 banks of the largest country', 'ms', (engine) =>
      timed(async () => {
        for (const query of queries)
          await directories[engine].storage.vectors!.search(query.vector, { countryId: home, limit: 50 });
      }, 1).then((ms) => ms / queries.length),
    );
    await compare('semantic index: keyword search, 50 banks', 'ms', (engine) =>
      timed(async () => {
        for (const query of queries)
          await directories[engine].storage.vectors!.keywordSearch!(query.text, { limit: 50 });
      }, 1).then((ms) => ms / queries.length),
    );

    const markdown = [
      `Last run: ${new Date().toISOString().slice(0, 10)}, ${BANKS.toLocaleString('en')} generated banks in 249 countries, ` +
        `${data.votes.length.toLocaleString('en')} votes, ${(BANKS * SECTIONS_PER_BANK).toLocaleString('en')} semantic sections ` +
        `(random ${DIMENSIONS}-dimension vectors). Medians of ${ROUNDS} alternating rounds (SQLite, PostgreSQL, PostgreSQL, SQLite, ...), ` +
        `both in this process, PostgreSQL ${process.env.BANKDIR_BENCH_POSTGRES_URL ? 'as given' : 'a local throw-away cluster'} over TCP. ` +
        `Loading took ${directories.sqlite.loadSeconds.toFixed(0)} s on SQLite and ${directories.postgres.loadSeconds.toFixed(0)} s on PostgreSQL. ` +
        'Numbers from a shared machine are indicative.',
      '',
      '| measure | SQLite | PostgreSQL | PostgreSQL / SQLite |',
      '| --- | --- | --- | --- |',
      ...rows.map((row) => `| ${row.join(' | ')} |`),
    ].join('\n');
    // Each size keeps a section of its own: the default 30,000 banks, and any other (the default data's 1,736, say).
    writeResultsSection(RESULTS, BANKS === 30_000 ? 'engines' : `engines-${BANKS}-banks`, markdown);
    console.log(`engines: written to ${RESULTS}`);
    for (const { directory } of Object.values(directories)) await directory.close();
  } finally {
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--node') await runNode();
else await main();
