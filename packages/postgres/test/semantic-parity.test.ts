import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createDirectory, type Directory, type Embedder } from '@bankdir/core';
import type { Storage } from '@bankdir/core/driver';
import { seedDefaultData } from '@bankdir/data';
import { useEmbedder } from '@bankdir/embedder-use';
import { openSqliteStorage } from '@bankdir/sqlite';
import { openPostgresStorage } from '../src/index.ts';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase } from './support/index.ts';

// The default data set, indexed with the default model on SQLite (sqlite-vec and FTS5) and on PostgreSQL (vectors
// scored in process, tsvector and bm25): the same questions must find the same banks in the same order, with the same
// similarities, and each half of the index (vectors, keywords) must answer the same.

const QUESTIONS = [
  'Dutch ethical bank that only finances sustainable businesses',
  'German smartphone bank with a free Mastercard and sub-accounts',
  'a bank where I can buy bitcoin and hold crypto',
  'mortgage lender for first-time home buyers',
  'banque coopérative française pour les agriculteurs',
  'Kenyan bank that started as a building society',
  'Islamic banking without interest',
  'state-owned development bank financing infrastructure',
  'cheap international money transfers for expats',
  'private banking and wealth management in Switzerland',
  'Japanese megabank',
  'microfinance loans for small entrepreneurs in India',
];

/** The model, each text embedded once for both engines. */
function remembering(inner: Embedder): Embedder {
  const known = new Map<string, Float32Array>();
  return {
    get model() {
      return inner.model;
    },
    get dimensions() {
      return inner.dimensions;
    },
    load: () => inner.load?.() ?? Promise.resolve(),
    embed: async (texts) => {
      const missing = [...new Set(texts.filter((text) => !known.has(text)))];
      if (missing.length > 0) {
        const vectors = await inner.embed(missing);
        for (const [index, text] of missing.entries()) known.set(text, vectors[index]!);
      }
      return texts.map((text) => known.get(text)!);
    },
  };
}

describe('semantic search: PostgreSQL answers as SQLite does', { skip: skipWithoutPostgres() }, () => {
  const embedder = remembering(useEmbedder());
  const folder = mkdtempSync(join(tmpdir(), 'bankdir-semantic-parity-'));
  let database: TestDatabase;
  let sqlite: { storage: Storage; directory: Directory };
  let postgres: { storage: Storage; directory: Directory };

  before(async () => {
    database = await createTestDatabase('semantic_parity');
    const open = async (storage: Storage) => {
      const directory = createDirectory({ storage, embedder, warn: () => {} });
      await seedDefaultData(directory, { sample: false, now: new Date('2025-01-01T00:00:00.000Z') });
      return { storage, directory };
    };
    sqlite = await open(await openSqliteStorage({ file: join(folder, 'parity.sqlite') }));
    postgres = await open(await openPostgresStorage({ url: database.url, poolSize: 2 }));
  });

  after(async () => {
    await sqlite?.directory.close();
    await postgres?.directory.close();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('finds the same banks in the same order with the same similarities, worldwide and in one country', async () => {
    for (const query of QUESTIONS) {
      for (const filter of [{}, { countryCode: 'DE' }]) {
        const request = { query, limit: 10, ...filter };
        const [onSqlite, onPostgres] = await Promise.all([
          sqlite.directory.banks.semanticSearch(request),
          postgres.directory.banks.semanticSearch(request),
        ]);
        assert.deepEqual(
          onPostgres.data.map((match) => [match.bankId, match.sectionTitle, match.similarity]),
          onSqlite.data.map((match) => [match.bankId, match.sectionTitle, match.similarity]),
          `${JSON.stringify(request)}`,
        );
      }
    }
  });

  it('the vector half and the keyword half of the index answer the same', async () => {
    for (const query of QUESTIONS) {
      const [vector] = await embedder.embed([query]);
      const near = async (storage: Storage) =>
        (await storage.vectors!.search(vector!, { limit: 25 })).map((hit) => ({
          bankId: hit.bankId,
          title: hit.title,
          similarity: hit.similarity,
        }));
      const [a, b] = [await near(sqlite.storage), await near(postgres.storage)];
      assert.deepEqual(
        b.map((hit) => [hit.bankId, hit.title]),
        a.map((hit) => [hit.bankId, hit.title]),
        `vectors: ${query}`,
      );
      for (const [index, hit] of b.entries())
        assert.ok(Math.abs(hit.similarity - a[index]!.similarity) < 1e-5, `${query}: similarity`);

      const words = async (storage: Storage) => (await storage.vectors!.keywordSearch!(query, { limit: 25 })) ?? [];
      const [c, d] = [await words(sqlite.storage), await words(postgres.storage)];
      assert.deepEqual(
        d.map((hit) => hit.bankId),
        c.map((hit) => hit.bankId),
        `keywords: ${query}`,
      );
      for (const [index, hit] of d.entries())
        assert.ok(
          Math.abs(hit.score - c[index]!.score) <= 1e-6 * Math.max(1, c[index]!.score),
          `${query}: bm25 ${hit.score} vs ${c[index]!.score} (${hit.bankId})`,
        );
    }
  });
});
