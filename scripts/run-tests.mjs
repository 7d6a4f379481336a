#!/usr/bin/env node
// `npm test`: every *.test.ts of every workspace through node:test and tsx, several files at once (node:test's own
// --test-concurrency; each file runs in its own process, on its own temporary files and free ports).
// `npm run test:slow`: the slow tier, the *.slow.test.ts files: end-to-end tests that spawn the real `bankdir` binary
// (commands, serve and its workers, backup, crashes, two nodes), the /docs page in a browser, benchmark smoke tests,
// the HTTP fuzzer, and the server's wall-clock bounds under slow clients and heavy requests. CI runs it after
// `npm test`. `--all` runs both tiers. Node 20's test runner does not expand globs itself, so the files are found here.
// Other arguments go to node (e.g. `npm test -- --test-name-pattern=rank`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const tier = args.includes('--slow') ? 'slow' : args.includes('--all') ? 'all' : 'fast';
const nodeArgs = args.filter((arg) => arg !== '--slow' && arg !== '--all');

// Fast files mostly wait on sockets and fsync, so twice the cores keeps the machine busy. The slow tier runs fewer at
// once: its end-to-end tests spawn processes of their own, and some measure how the server holds up under load.
const cores = availableParallelism();
const concurrency = Number(process.env.BANKDIR_TEST_CONCURRENCY) || (tier === 'fast' ? Math.max(2, cores * 2) : cores);

// The longest files start first, so that the last ones to finish are short.
const LONGEST_FIRST = [
  'packages/sqlite/test/conformance.test.ts',
  'packages/cli/test/cli.slow.test.ts',
  'packages/cli/test/crash-safety.slow.test.ts',
  'packages/cli/test/backup-restore.slow.test.ts',
  'packages/cli/test/serve-workers.slow.test.ts',
  'packages/server/test/fuzz.slow.test.ts',
  'data/test/seed.test.ts',
  'packages/cli/test/cli-mcp.slow.test.ts',
  'data/test/semantic-seed.test.ts',
  'packages/mcp/test/mcp-stdio.slow.test.ts',
  'packages/cli/test/cli-reindex.slow.test.ts',
  'bench/test/suite.slow.test.ts',
];

const testFolders = [
  ...['packages', 'plugins'].flatMap((parent) =>
    existsSync(join(root, parent))
      ? readdirSync(join(root, parent)).map((name) => join(root, parent, name, 'test'))
      : [],
  ),
  join(root, 'data', 'test'),
  join(root, 'bench', 'test'),
];

function testFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => relative(root, join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !file.split('/').includes('node_modules'));
}

const isSlow = (file) => file.endsWith('.slow.test.ts');
const rank = (file) => {
  const index = LONGEST_FIRST.indexOf(file);
  return index === -1 ? LONGEST_FIRST.length : index;
};
const files = testFolders
  .flatMap(testFiles)
  .filter((file) => tier === 'all' || (tier === 'slow') === isSlow(file))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
if (files.length === 0) {
  console.error(`no ${tier === 'fast' ? '' : `${tier} `}test files found`);
  process.exit(1);
}
const runFiles = (list, env = process.env) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=spec', `--test-concurrency=${concurrency}`, ...nodeArgs, ...list],
    { cwd: root, stdio: 'inherit', env },
  ).status ?? 1;

let status = runFiles(files);

// The server's HTTP tests once more with every server on PostgreSQL (the test-server helper reads
// BANKDIR_TEST_SERVER_ENGINE), except those that read the SQLite file itself.
const READS_SQLITE_FILE = ['packages/server/test/fuzz.slow.test.ts', 'packages/server/test/http-caching.test.ts'];
const overPostgres = files.filter(
  (file) => file.startsWith('packages/server/test/') && !isSlow(file) && !READS_SQLITE_FILE.includes(file),
);
if (overPostgres.length > 0) {
  if (process.env.BANKDIR_TEST_POSTGRES_URL) {
    console.log(`\n== the server's HTTP tests again, over PostgreSQL (${overPostgres.length} files)`);
    status = runFiles(overPostgres, { ...process.env, BANKDIR_TEST_SERVER_ENGINE: 'postgres' }) || status;
  } else if (process.env.CI) {
    console.error('CI is set but BANKDIR_TEST_POSTGRES_URL is not: the HTTP tests over PostgreSQL must run in CI');
    status = 1;
  } else {
    console.log(
      "\nThe server's HTTP tests over PostgreSQL skipped: set BANKDIR_TEST_POSTGRES_URL, or run scripts/with-postgres.sh npm test",
    );
  }
}
process.exit(status);
