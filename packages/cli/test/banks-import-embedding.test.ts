import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { Embedder } from '@bankdir/core';
import { importBanks } from '@bankdir/core/transfer';
import { withDatabase } from '../src/database.ts';
import { openDirectory } from '../src/open-directory.ts';
import { generatedBanks, jsonLinesOf } from './helpers/bank-targets.ts';

// An import embeds only text the model has not embedded before: an unchanged bank costs no model call, and a bank with
// one section changed costs one.

const folder = mkdtempSync(join(tmpdir(), 'bankdir-import-embed-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** A deterministic embedder that counts the texts it is asked to embed. */
function countingEmbedder(): Embedder & { texts: string[] } {
  const texts: string[] = [];
  return {
    model: 'counting-test-model',
    dimensions: 4,
    texts,
    async embed(batch) {
      texts.push(...batch);
      return batch.map((text) => {
        const vector = new Float32Array([text.length % 7, text.length % 5, 1, text.charCodeAt(0) % 3]);
        const norm = Math.hypot(...vector);
        return vector.map((value) => value / norm);
      });
    },
  };
}

test('importing a file again calls the embedder for no bank; changing one section embeds that section alone', async () => {
  const file = join(folder, 'bankdir.sqlite');
  const target = { engine: 'sqlite' as const, file, label: file };
  const banks = join(folder, 'banks.jsonl');
  const rows = generatedBanks(20);
  writeFileSync(banks, jsonLinesOf(rows));
  const embedder = countingEmbedder();

  await withDatabase(await openDirectory({ target, embedder }), async ({ directory }) => {
    await importBanks(directory, banks);
    await directory.admin.reindex();
  });
  assert.equal(embedder.texts.length, 40, 'two sections for each of the 20 banks, embedded once');

  embedder.texts.length = 0;
  const again = await withDatabase(await openDirectory({ target, embedder }), ({ directory }) =>
    importBanks(directory, banks),
  );
  assert.equal(again.plan.unchanged.length, 20);
  assert.equal(embedder.texts.length, 0, 'an unchanged file embeds nothing');

  const description = String(rows[4]!.description).replace('serves customers', 'serves farmers');
  rows[4] = { ...rows[4], description };
  writeFileSync(banks, jsonLinesOf(rows));
  const changed = await withDatabase(await openDirectory({ target, embedder }), ({ directory }) =>
    importBanks(directory, banks),
  );
  assert.deepEqual(
    changed.plan.update.map((bank) => bank.changed),
    [['description']],
  );
  assert.equal(changed.embedded, 1);
  assert.equal(embedder.texts.length, 1);
  assert.match(embedder.texts[0]!, /serves farmers/);
});
