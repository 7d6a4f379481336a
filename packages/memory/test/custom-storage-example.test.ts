import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../..', import.meta.url));

test('examples/custom-storage.mjs runs from source: its wrapped memory driver serves a page and counts the writes', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'examples/custom-storage.mjs'], {
    cwd: root,
  });
  assert.deepEqual(
    stdout.trim().split('\n'),
    ['Tulip Bank: 1 up', 'Canal Bank: 0 up', 'banks.create: 2', 'countries.upsert: 1', 'votes.cast: 1'],
    'the page, best first, then each write counted once',
  );
});
