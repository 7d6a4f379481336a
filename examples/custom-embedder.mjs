// An embedder of your own: it turns texts into unit vectors for semantic search. This toy one hashes each word into
// a bucket; a real one runs a model. The program builds a directory over a new SQLite file with it, asks a question,
// then opens the same file with the embedder at other settings (another model name) and asks again: the semantic
// index is rebuilt for the new model first, and the directory says so.
//
//   node examples/custom-embedder.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDirectory } from '@bankdir/core';
import { foldText } from '@bankdir/core/driver';
import { openSqliteStorage } from '@bankdir/sqlite';

/** Words hashed into `dimensions` buckets, scaled to unit length. */
function wordHashEmbedder({ dimensions = 256 } = {}) {
  return {
    // Names the vectors: every setting that changes them is in the name, so a change rebuilds the index.
    model: `word-hash-v1/${dimensions}`,
    dimensions,
    async embed(texts) {
      return texts.map((text) => {
        const vector = new Float32Array(dimensions);
        vector[0] = 0.01; // no text gives a zero vector, which has no direction
        for (const word of foldText(text).match(/[a-z0-9]{3,}/g) ?? [])
          vector[1 + (hash(word) % (dimensions - 1))] += 1;
        const length = Math.hypot(...vector);
        return vector.map((value) => value / length);
      });
    },
  };
}

function hash(word) {
  let value = 2166136261;
  for (const char of word) value = Math.imul(value ^ char.codePointAt(0), 16777619) >>> 0;
  return value;
}

const folder = mkdtempSync(join(tmpdir(), 'bankdir-custom-embedder-'));
const file = join(folder, 'bankdir.sqlite');
const question = { query: 'a bank that lends to farmers', limit: 1 };
/** What the directory reports about the index (the default writes it to stderr). */
const warn = (line) => console.log(`directory: ${line}`);
try {
  const first = createDirectory({ storage: await openSqliteStorage({ file }), embedder: wordHashEmbedder(), warn });
  const at = new Date().toISOString();
  await first.storage.countries.upsert(
    { id: 'ctry_nl', name: 'Netherlands', code: 'NL', emoji: '🇳🇱', nameKey: 'netherlands' },
    at,
  );
  for (const [name, description] of [
    ['Rabobank', 'A cooperative bank that grew from farmers lending to farmers; food and agriculture loans.'],
    ['bunq', 'A mobile bank with accounts opened in the app, for travellers and freelancers.'],
    ['Triodos Bank', 'A bank that only lends to sustainable projects: renewable energy, organic food, culture.'],
  ]) {
    const slug = foldText(name).replace(/\W+/g, '-');
    await first.admin.createBank({ name, url: `https://${slug}.example`, description, countryCode: 'NL' });
  }
  const before = await first.banks.semanticSearch(question);
  console.log(`word-hash-v1/256: ${before.data[0].bankName}`);
  await first.close();

  // Other settings, so another model name: the next search rebuilds the index before it answers.
  const second = createDirectory({
    storage: await openSqliteStorage({ file }),
    embedder: wordHashEmbedder({ dimensions: 128 }),
    warn,
  });
  const after = await second.banks.semanticSearch(question);
  console.log(`word-hash-v1/128: ${after.data[0].bankName}`);
  await second.close();
} finally {
  rmSync(folder, { recursive: true, force: true });
}
