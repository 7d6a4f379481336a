import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { USE_MODEL } from '@bankdir/embedder-use';
import { embedderForCli, embedderFromEnvironment } from '../src/embedder.ts';

// BANKDIR_EMBEDDER picks the embedder: the CLI is the one place that names them. Nothing loads until first use.

describe('embedderFromEnvironment', () => {
  test('chooses the Universal Sentence Encoder by default and for BANKDIR_EMBEDDER=use in any case', async () => {
    for (const value of [undefined, '', 'use', ' USE '])
      assert.equal((await embedderFromEnvironment({ BANKDIR_EMBEDDER: value }))?.model, USE_MODEL, String(value));
  });

  test('BANKDIR_EMBEDDER=transformers imports the transformers embedder with the model BANKDIR_TRANSFORMERS_MODEL names', async () => {
    const chosen = await embedderFromEnvironment({
      BANKDIR_EMBEDDER: 'transformers',
      BANKDIR_TRANSFORMERS_MODEL: ' bankdir-test/tiny ',
      BANKDIR_MODEL_DIR: '/nonexistent/models',
    });
    assert.equal(chosen?.model, 'transformers/bankdir-test/tiny/fp32/mean-pooled-normalized');
  });

  test('answers no embedder for BANKDIR_EMBEDDER=none, and an error naming the choices for an unknown value', async () => {
    assert.equal(await embedderFromEnvironment({ BANKDIR_EMBEDDER: 'none' }), undefined);
    await assert.rejects(
      () => embedderFromEnvironment({ BANKDIR_EMBEDDER: 'gpt' }),
      /BANKDIR_EMBEDDER must be one of use, transformers, none \(default use\), not "gpt"/,
    );
    await assert.rejects(() => embedderForCli({ BANKDIR_EMBEDDER: 'gpt' }), { name: 'CommandError' });
  });
});
