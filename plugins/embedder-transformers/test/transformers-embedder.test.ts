import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createDirectory } from '@bankdir/core';
import { foldText, indexModelOf } from '@bankdir/core/driver';
import { openSqliteStorage } from '@bankdir/sqlite';
import { TransformersLoadError, transformersEmbedder } from '../src/index.ts';
import {
  expectedVector,
  FIXTURE_MODEL_ID,
  HIDDEN_SIZE,
  MAX_TOKENS,
  tokenIds,
  writeFixtureModel,
} from './fixture-model.ts';

// The hub is out of reach here, so these tests run the real loading code (transformers.js, its tokenizer and
// onnxruntime-node) on a tiny model they write themselves; see fixture-model.ts.

const folder = mkdtempSync(join(tmpdir(), 'bankdir-transformers-'));
const modelDir = join(folder, 'models');
before(() => writeFixtureModel(modelDir));
after(() => rmSync(folder, { recursive: true, force: true }));

function closeTo(actual: Float32Array, expected: readonly number[], label: string): void {
  assert.equal(actual.length, expected.length, `${label}: length`);
  const worst = Math.max(...expected.map((value, index) => Math.abs(value - actual[index]!)));
  assert.ok(worst < 1e-5, `${label}: differs by ${worst}`);
}

describe('transformersEmbedder on a generated model', () => {
  const embedder = transformersEmbedder({ model: FIXTURE_MODEL_ID, modelDir, batchSize: 2, progress: false });

  it('loads a model from a local <org>/<name> folder without going online, and measures its dimensions', async () => {
    await embedder.load!();
    assert.equal(embedder.dimensions, HIDDEN_SIZE);
    assert.equal(embedder.model, `transformers/${FIXTURE_MODEL_ID}/fp32/mean-pooled-normalized`);
  });

  it('mean-pools only the tokens the attention mask keeps: texts of different lengths in one batch get their own mean', async () => {
    const texts = ['crypto custody', 'a bank for farm loans with tractor savings accounts and more', 'students'];
    assert.ok(tokenIds(texts[0]!).length < tokenIds(texts[1]!).length, 'the batch needs padding');
    const vectors = await embedder.embed(texts);
    for (const [index, text] of texts.entries()) closeTo(vectors[index]!, expectedVector(text), text);
    assert.equal(tokenIds(texts[1]!).length, MAX_TOKENS, 'a long text is truncated to the model length');
  });

  it('answers unit-length vectors in input order across batches, the same as one text at a time', async () => {
    const texts = ['bank', 'home mortgage', 'crypto', 'student loans', 'farm', 'savings account with a bank'];
    const together = await embedder.embed(texts);
    assert.equal(together.length, texts.length);
    for (const [index, text] of texts.entries()) {
      const [alone] = await embedder.embed([text]);
      closeTo(together[index]!, [...alone!], `"${text}" batched vs alone`);
      assert.ok(Math.abs(Math.hypot(...together[index]!) - 1) < 1e-6, `"${text}" has unit length`);
    }
    assert.deepEqual(await embedder.embed([]), []);
  });

  it('a model missing from the folder is a TransformersLoadError that says where to put it, and a later call tries again', async () => {
    const missing = transformersEmbedder({ model: 'bankdir-test/not-there', modelDir, progress: false });
    await assert.rejects(
      () => missing.embed(['bank']),
      (error: unknown) => {
        assert.ok(error instanceof TransformersLoadError);
        assert.match(error.message, /bankdir-test\/not-there/);
        assert.match(error.message, new RegExp(`put it under ${modelDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
        return true;
      },
    );
    await assert.rejects(() => missing.load!(), TransformersLoadError);
  });

  it('drives semantic search end to end: the index is built with it and finds the bank whose section matches', async () => {
    const storage = await openSqliteStorage({ file: join(folder, 'search.sqlite') });
    const directory = createDirectory({ storage, embedder, warn: () => {} });
    await storage.countries.upsert(
      { id: 'ctry_test', name: 'Testland', code: 'TL', emoji: '', nameKey: foldText('Testland') },
      '2025-01-01T00:00:00.000Z',
    );
    await directory.admin.createBank({
      id: 'bank_crypto',
      name: 'Vault',
      url: 'https://vault.example',
      countryId: 'ctry_test',
      description: '## Custody\n\nbitcoin crypto custody',
    });
    await directory.admin.createBank({
      id: 'bank_farm',
      name: 'Acre',
      url: 'https://acre.example',
      countryId: 'ctry_test',
      description: '## Farming\n\nfarm tractor loans',
    });
    const { data } = await directory.banks.semanticSearch({ query: 'crypto custody for bitcoin' });
    assert.equal(data[0]?.bankId, 'bank_crypto');
    assert.equal(data[0]?.sectionTitle, 'Custody');
    assert.deepEqual(await storage.vectors?.indexInfo(), { model: indexModelOf(embedder), dimensions: HIDDEN_SIZE });
    await directory.close();
  });
});
