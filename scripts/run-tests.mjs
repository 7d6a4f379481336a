#!/usr/bin/env node
// `npm test`: every *.test.ts of every workspace through node:test and tsx. Starting a process with tsx and loading the
// packages costs about a second of CPU, more than many test files, so the fast files run in a few shards: one process
// per shard imports several independent files (node:test collects the tests of every module it imports) and runs them
// one after another, and the shards run at the same time (each file on its own temporary files and free ports).
// `npm run test:slow`: the slow tier, the *.slow.test.ts files, one process each: end-to-end tests that spawn the real
// `bankdir` binary (commands, serve and its workers, backup, crashes, two nodes), the /docs page in a browser,
// benchmark smoke tests, a longer fuzzer run, and how the server holds up under slow clients and heavy requests.
// CI runs it after `npm test`. `--all` runs both tiers. Other arguments go to node
// (e.g. `npm test -- --test-name-pattern=rank`). BANKDIR_TEST_CONCURRENCY sets how many processes run at once.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const tier = args.includes('--slow') ? 'slow' : args.includes('--all') ? 'all' : 'fast';
const nodeArgs = args.filter((arg) => arg !== '--slow' && arg !== '--all');

// Fast files wait on sockets and fsync part of the time, so twice the cores keeps the machine busy. The slow tier runs
// fewer at once: its end-to-end tests spawn processes of their own, and some measure how the server holds up under load.
const cores = availableParallelism();
const fastConcurrency = Number(process.env.BANKDIR_TEST_CONCURRENCY) || Math.max(2, cores * 2);
const slowConcurrency = Number(process.env.BANKDIR_TEST_CONCURRENCY) || cores;

// Seconds of CPU each heavy file takes beyond its share of the start-up (measured on a 2-core machine), so that the
// shards come out about equal; a file not listed counts 1. Slow files start longest first.
const COST = {
  'packages/sqlite/test/conformance-banks-list.test.ts': 5,
  'packages/sqlite/test/conformance-reads.test.ts': 7,
  'packages/sqlite/test/conformance-writes.test.ts': 7,
  'packages/memory/test/conformance.test.ts': 8,
  'packages/server/test/fuzz.test.ts': 12,
  'data/test/semantic-seed.test.ts': 5,
  'data/test/seed.test.ts': 5,
  'packages/sqlite/test/open-together.test.ts': 4,
  'packages/sqlite/test/semantic-search.test.ts': 3,
  'packages/sqlite/test/query-plans.test.ts': 3,
  'packages/sqlite/test/semantic-ranking.test.ts': 2.5,
  'packages/sqlite/test/backup-restore.test.ts': 2.5,
  'packages/mcp/test/mcp-http.test.ts': 2.5,
  'packages/cli/test/banks-import.slow.test.ts': 180,
  'packages/cli/test/cli.slow.test.ts': 60,
  'packages/cli/test/crash-safety.slow.test.ts': 50,
  'packages/cli/test/backup-restore.slow.test.ts': 40,
  'packages/cli/test/serve-workers.slow.test.ts': 30,
  'packages/server/test/fuzz.slow.test.ts': 30,
  'packages/cli/test/cli-mcp.slow.test.ts': 20,
  'packages/mcp/test/mcp-stdio.slow.test.ts': 15,
  'packages/cli/test/cli-reindex.slow.test.ts': 15,
  'bench/test/suite.slow.test.ts': 10,
  // The first PostgreSQL web file to start seeds the run's template database (most of a minute); the other copies it.
  'packages/web/test/pages-browser-postgres.slow.test.ts': 30,
  'packages/web/test/pages-browser.slow.test.ts': 40,
  'packages/web/test/accounts-browser-postgres.slow.test.ts': 60,
  'packages/web/test/accounts-browser.slow.test.ts': 35,
  'packages/web/test/console-browser.slow.test.ts': 45,
  'packages/web/test/lighthouse.slow.test.ts': 35,
  'packages/web/test/nu-html-checker.slow.test.ts': 10,
  'packages/web/test/enhance-browser.slow.test.ts': 20,
};
const cost = (file) => COST[file] ?? 1;

const testFolders = [
  ...['packages', 'plugins'].flatMap((parent) =>
    existsSync(join(root, parent))
      ? readdirSync(join(root, parent)).map((name) => join(root, parent, name, 'test'))
      : [],
  ),
  join(root, 'data', 'test'),
  join(root, 'bench', 'test'),
  join(root, 'examples', 'test'),
];

function testFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => relative(root, join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !file.split('/').includes('node_modules'));
}

const isSlow = (file) => file.endsWith('.slow.test.ts');
const allFiles = testFolders.flatMap(testFiles).sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
const fastFiles = tier === 'slow' ? [] : allFiles.filter((file) => !isSlow(file));
const slowFiles = tier === 'fast' ? [] : allFiles.filter(isSlow);
if (fastFiles.length + slowFiles.length === 0) {
  console.error(`no ${tier === 'fast' ? '' : `${tier} `}test files found`);
  process.exit(1);
}

/** The files in `count` groups of about equal cost: each file, costliest first, joins the cheapest group so far. */
function shardsOf(files, count) {
  const shards = Array.from({ length: Math.min(count, files.length) }, () => ({ files: [], cost: 0 }));
  for (const file of files) {
    const cheapest = shards.reduce((best, shard) => (shard.cost < best.cost ? shard : best));
    cheapest.files.push(file);
    cheapest.cost += cost(file);
  }
  return shards.map((shard) => shard.files);
}

const shardFolder = mkdtempSync(join(tmpdir(), 'bankdir-test-shards-'));
process.on('exit', () => rmSync(shardFolder, { recursive: true, force: true }));

/** A module that imports `files` one after another; a file that fails to load fails a test named after it. */
function shardEntry(files, name) {
  const urls = files.map((file) => pathToFileURL(join(root, file)).href);
  const entry = join(shardFolder, `${name}.mjs`);
  writeFileSync(
    entry,
    [
      `// ${name}: ${files.join(', ')}`,
      "import { test } from 'node:test';",
      `for (const url of ${JSON.stringify(urls, null, 2)}) {`,
      '  try {',
      '    await import(url);',
      '  } catch (error) {',
      "    test('load ' + url, () => { throw error; });",
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  return entry;
}

const run = (entries, concurrency, env = process.env) =>
  spawnSync(
    process.execPath,
    [
      '--conditions=@bankdir/source',
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      `--test-concurrency=${concurrency}`,
      ...nodeArgs,
      ...entries,
    ],
    // The run's folder, removed at exit: test helpers keep what one run's files share there (a seeded data file).
    { cwd: root, stdio: 'inherit', env: { ...env, BANKDIR_TEST_RUN_FOLDER: shardFolder } },
  ).status ?? 1;

// Files that get a process of their own: the fuzzer counts a request unanswered after 60 s of its server's event loop,
// and a file sharing the process can hold that loop for long (the data tests parse every bank file synchronously).
const OWN_PROCESS = new Set(['packages/server/test/fuzz.test.ts']);

function runSharded(files, label, env) {
  const alone = files.filter((file) => OWN_PROCESS.has(file));
  const rest = files.filter((file) => !OWN_PROCESS.has(file));
  const shards = [...alone.map((file) => [file]), ...shardsOf(rest, Math.max(1, fastConcurrency - alone.length))];
  console.log(`== ${label}: ${files.length} files in ${shards.length} processes`);
  for (const [index, shard] of shards.entries()) console.log(`   shard ${index + 1}: ${shard.join(' ')}`);
  return run(
    shards.map((shard, index) => shardEntry(shard, `${label.replace(/\W+/g, '-')}-${index + 1}`)),
    fastConcurrency,
    env,
  );
}

let status = 0;
if (fastFiles.length > 0) status = runSharded(fastFiles, 'fast tier', process.env);

// The server's HTTP tests, and the operator's console, once more with every server on PostgreSQL (the test-server
// helpers read BANKDIR_TEST_SERVER_ENGINE), except those that read the SQLite file itself.
const READS_SQLITE_FILE = ['packages/server/test/http-caching.test.ts'];
const ALSO_OVER_POSTGRES = ['packages/web/test/console.test.ts'];
const overPostgres = fastFiles.filter(
  (file) =>
    (file.startsWith('packages/server/test/') && !READS_SQLITE_FILE.includes(file)) ||
    ALSO_OVER_POSTGRES.includes(file),
);
if (overPostgres.length > 0) {
  if (process.env.BANKDIR_TEST_POSTGRES_URL) {
    const env = { ...process.env, BANKDIR_TEST_SERVER_ENGINE: 'postgres' };
    status = runSharded(overPostgres, "the server's HTTP tests and the console again, over PostgreSQL", env) || status;
  } else if (process.env.CI) {
    console.error('CI is set but BANKDIR_TEST_POSTGRES_URL is not: the HTTP tests over PostgreSQL must run in CI');
    status = 1;
  } else {
    console.log(
      "\nThe server's HTTP tests over PostgreSQL skipped: set BANKDIR_TEST_POSTGRES_URL, or run scripts/with-postgres.sh npm test",
    );
  }
}

if (slowFiles.length > 0) {
  console.log(`== slow tier: ${slowFiles.length} files, ${slowConcurrency} at once`);
  status = run(slowFiles, slowConcurrency) || status;
}
process.exit(status);
