import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { VectorSection } from '@bankdir/core/driver';
import { keepWords, queryWords } from '@bankdir/core/driver';
import { sql } from 'kysely';
import { stemmer } from 'stemmer';
import { chunkSizeFor, openSqliteStorage, type SqliteStorage } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

// The SQLite VectorStore on its own, with made-up vectors (no model): the two-stage scan, the keyword term budget,
// the chunk size, the embedding cache.

const folder = tempFolder('semantic-store');
after(() => folder.remove());
let files = 0;

const DIMENSIONS = 64;

/** A deterministic unit vector per seed. */
function vector(seed: number): Float32Array {
  let state = seed * 2654435761 + 1;
  const values = Float32Array.from({ length: DIMENSIONS }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  });
  const length = Math.hypot(...values);
  return values.map((value) => value / length);
}

async function filled(options: Parameters<typeof openSqliteStorage>[0]['vectors'] = {}): Promise<SqliteStorage> {
  const storage = await openSqliteStorage({ file: folder.file(`store-${++files}.sqlite`), vectors: options });
  await storage.vectors!.resetIndex({ model: 'test-model', dimensions: DIMENSIONS }, { sections: 600, countries: 3 });
  await storage.transaction(async (tx) => {
    for (let bank = 0; bank < 200; bank++) {
      const sections: VectorSection[] = [0, 1, 2].map((position) => ({
        title: `Section ${position}`,
        text: `Bank ${bank} offers ${['mortgages for families', 'crypto custody', 'farm loans'][position]}${bank === 7 ? ' and zeppelin insurance' : ''}.`,
        vector: vector(bank * 3 + position),
      }));
      await tx.vectors!.replaceBankSections(`bank_${String(bank).padStart(3, '0')}`, `ctry_${bank % 3}`, sections);
    }
  });
  return storage;
}

describe('the SQLite vector store', () => {
  it('the two-stage scan (binary k-nearest, exact rescoring) answers like the exact scan when its candidates cover the answer', async () => {
    const exact = await filled();
    const twoStage = await filled({ exactScanLimit: 0, candidatesPerResult: 60 });
    for (const seed of [5, 17, 301]) {
      const query = vector(seed);
      for (const countryId of [undefined, 'ctry_1']) {
        const options = { limit: 10, ...(countryId && { countryId }) };
        const [a, e] = [await twoStage.vectors!.search(query, options), await exact.vectors!.search(query, options)];
        assert.deepEqual(
          a.map((hit) => hit.bankId),
          e.map((hit) => hit.bankId),
          `seed ${seed}, country ${countryId}`,
        );
        for (const [index, hit] of a.entries()) assert.ok(Math.abs(hit.similarity - e[index]!.similarity) < 1e-6);
        if (countryId)
          assert.ok(
            a.every((hit) => Number(hit.bankId.slice(5)) % 3 === 1),
            'only banks of the country',
          );
      }
    }
    const self = await exact.vectors!.search(vector(3 * 42 + 1), { limit: 1 });
    assert.deepEqual(
      [self[0]?.bankId, self[0]?.title],
      ['bank_042', 'Section 1'],
      "a section's own vector finds it first",
    );
    assert.ok(Math.abs(self[0]!.similarity - 1) < 1e-5);
    await Promise.all([exact.close(), twoStage.close()]);
  });

  it('keyword search answers each bank once with its best section, filters by country, and finds a rare word', async () => {
    const storage = await filled();
    const hits = await storage.vectors!.keywordSearch!('Who sells zeppelin insurance?', { limit: 5 });
    assert.deepEqual(
      hits.map((hit) => hit.bankId),
      ['bank_007'],
    );
    const crypto = await storage.vectors!.keywordSearch!('crypto custody', { limit: 300, countryId: 'ctry_2' });
    assert.equal(crypto.length, 66, 'every bank of the country: banks 2, 5, ..., 197');
    assert.ok(crypto.every((hit) => hit.title === 'Section 1' && Number(hit.bankId.slice(5)) % 3 === 2));
    assert.equal(new Set(crypto.map((hit) => hit.bankId)).size, crypto.length, 'one hit per bank');
    assert.deepEqual(await storage.vectors!.keywordSearch!('the of and', { limit: 5 }), [], 'stop words only');
    await storage.close();
  });

  it('keyword search keeps the rarest words within its match budget and drops words in more than half the sections', async () => {
    const counts = new Map([
      ['zeppelin', 1],
      ['mortgages', 200],
      ['bank', 600],
      ['farm', 200],
    ]);
    assert.deepEqual(keepWords(['bank', 'zeppelin', 'mortgages', 'farm'], counts, 600, 250), ['zeppelin', 'mortgages']);
    assert.deepEqual(
      keepWords(['bank', 'mortgages', 'farm'], counts, 600, 10),
      ['mortgages'],
      'the rarest word is always kept',
    );
    assert.deepEqual(keepWords(['bank'], counts, 600, 10_000), [], 'a word in most sections says nothing');
    assert.deepEqual(queryWords('Où puis-je acheter des Bitcoins? I want a bank for my café!'), [
      'ou',
      'puis',
      'je',
      'acheter',
      'des',
      'bitcoins',
      'bank',
      'cafe',
    ]);
    const storage = await filled({ keywordMatchBudget: 1 });
    const hits = await storage.vectors!.keywordSearch!('mortgages and zeppelin', { limit: 5 });
    assert.deepEqual(
      hits.map((hit) => hit.bankId),
      ['bank_007'],
      'over budget, only the rarest word is searched',
    );
    await storage.close();
  });

  it('stems words (with the stemmer package) like FTS5 does, to count them in its vocabulary', () => {
    for (const [word, stem] of [
      ['mortgages', 'mortgag'],
      ['banking', 'bank'],
      ['companies', 'compani'],
      ['relational', 'relat'],
      ['hopping', 'hop'],
      ['agreed', 'agre'],
      ['sky', 'sky'],
      ['ab', 'ab'],
    ] as const) {
      assert.equal(stemmer(word), stem, word);
    }
  });

  it('sizes vec0 chunks to the sections per country', () => {
    assert.equal(chunkSizeFor({ sections: 869, countries: 61 }), 16);
    assert.equal(chunkSizeFor({ sections: 120_000, countries: 20 }), 1024);
    assert.equal(chunkSizeFor({ sections: 3000, countries: 20 }), 256);
    assert.equal(chunkSizeFor(undefined), 64);
  });

  it('resetIndex drops every section and records model and dimensions; replacing and deleting keep the country counts', async () => {
    const storage = await filled();
    const counts = async () =>
      (
        await sql<{
          countryId: string;
          sections: number;
        }>`select countryId, count(*) as sections from semantic_sections group by countryId order by countryId`.execute(
          storage.kysely,
        )
      ).rows.map((row) => [row.countryId, Number(row.sections)]);
    assert.deepEqual(await counts(), [
      ['ctry_0', 201],
      ['ctry_1', 201],
      ['ctry_2', 198],
    ]);
    await storage.vectors!.replaceBankSections('bank_000', 'ctry_2', [
      { title: 'Only', text: 'Moved.', vector: vector(9999) },
    ]);
    await storage.vectors!.deleteBank('bank_001');
    assert.deepEqual(await counts(), [
      ['ctry_0', 198],
      ['ctry_1', 198],
      ['ctry_2', 199],
    ]);
    await assert.rejects(
      () =>
        storage.vectors!.replaceBankSections('bank_002', 'ctry_0', [
          { title: 'x', text: 'y', vector: new Float32Array(8) },
        ]),
      /8 dimensions cannot go into an index of 64/,
    );
    await storage.vectors!.resetIndex({ model: 'other', dimensions: 12 });
    assert.deepEqual(await storage.vectors!.indexInfo(), { model: 'other', dimensions: 12 });
    assert.deepEqual(await storage.vectors!.search(new Float32Array(12).fill(0.5), { limit: 5 }), []);
    assert.deepEqual(await counts(), []);
    await storage.close();
  });

  it('the embedding cache answers what it holds by model and hash, and retain drops only unused entries of that model', async () => {
    const storage = await openSqliteStorage({ file: folder.file('cache.sqlite') });
    const cache = storage.vectors!.cache!;
    await cache.put('m1', [
      { hash: 'a', vector: vector(1) },
      { hash: 'b', vector: vector(2) },
    ]);
    await cache.put('m2', [{ hash: 'a', vector: vector(3) }]);
    const got = await cache.get('m1', ['a', 'b', 'c']);
    assert.deepEqual([...got.keys()].sort(), ['a', 'b']);
    assert.deepEqual([...got.get('a')!], [...vector(1)]);
    assert.equal(await cache.retain('m1', new Set(['b'])), 1);
    assert.deepEqual([...(await cache.get('m1', ['a', 'b'])).keys()], ['b']);
    assert.deepEqual([...(await cache.get('m2', ['a'])).keys()], ['a'], 'other models keep theirs');
    await storage.close();
  });
});
