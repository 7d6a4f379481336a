#!/usr/bin/env node
// `npm test`: every *.test.ts of every workspace through node:test and tsx. Node 20's test runner does not expand
// globs itself, so the files are found here. Extra arguments go to node (e.g. `npm test -- --test-name-pattern=rank`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
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
    .sort();
}

const files = testFolders.flatMap(testFiles);
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', ...process.argv.slice(2), ...files],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
