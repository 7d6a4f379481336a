import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { generateDirectoryData, insertDirectoryData } from '@bankdir/conformance';
import { createDirectory } from '@bankdir/core';
import { openSqliteStorage } from '@bankdir/sqlite';
import { cleanEnv, runCli } from './helpers/cli.ts';

// `bankdir reindex` with the real default embedder (Universal Sentence Encoder lite) on a small generated directory.

let dir: string;
let db: string;
let sections = 0;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bankdir-cli-reindex-'));
  db = join(dir, 'bankdir.sqlite');
  const storage = await openSqliteStorage({ file: db });
  const data = generateDirectoryData({ seed: 11, banks: 6, countries: 2, votesPerBank: 0, productsPerBank: 0 });
  await insertDirectoryData(storage, data);
  await createDirectory({ storage }).close();
  sections = data.banks.length * 2; // every generated description: an intro and one headed section
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('bankdir reindex', () => {
  test('embeds every bank description with the default model and reports what it did', async () => {
    const result = await runCli(['reindex', '--db', db, '--json'], { env: cleanEnv({ BANKDIR_EMBEDDER: 'use' }) });
    assert.equal(result.code, 0, result.stderr);
    const report = JSON.parse(result.stdout);
    assert.equal(report.banks, 6);
    assert.equal(report.sections, sections);
    assert.match(report.model, /universal-sentence-encoder/);
  });

  test('draws a progress bar when not asked for JSON', async () => {
    const result = await runCli(['reindex', '--db', db], { env: cleanEnv({ BANKDIR_EMBEDDER: 'use' }) });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /embedding \[#+\] 100% \d+\/\d+ sections/);
    assert.match(result.stdout, /^Reindexed 6 banks \(\d+ sections\) with \S+ in \d+\.\d s\.\n$/);
  });

  test('refuses with one line when semantic search is off or the embedder is unknown', async () => {
    const off = await runCli(['reindex', '--db', db], { env: cleanEnv({ BANKDIR_EMBEDDER: 'none' }) });
    assert.equal(off.code, 1);
    assert.match(off.stderr, /^bankdir: semantic search is off \(BANKDIR_EMBEDDER=none\)/);
    const unknown = await runCli(['reindex', '--db', db], { env: cleanEnv({ BANKDIR_EMBEDDER: 'word2vec' }) });
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /^bankdir: BANKDIR_EMBEDDER must be one of use, transformers, none/);
  });
});
