import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { createDirectory, type Embedder } from '@bankdir/core';
import { embeddingText, indexedSections, indexModelOf, splitSections, textHash } from '@bankdir/core/driver';
import { useEmbedder } from '@bankdir/embedder-use';
import { openSqliteStorage, type SqliteStorage } from '@bankdir/sqlite';
import { sql } from 'kysely';
import { type DataSet, defaultDataSet, seedDefaultData, shippedVectors } from '../src/index.ts';

// Seeding with the real default model on a slice of the default data set (the whole set takes minutes to embed), and
// the vectors the data set ships so that a first seed of the whole set embeds nothing.

const folder = mkdtempSync(join(tmpdir(), 'bankdir-semantic-seed-'));
after(() => rmSync(folder, { recursive: true, force: true }));
const use = useEmbedder();

const full = defaultDataSet();
const SLICE = [
  'bank_us_sofi',
  'bank_us_navy-federal',
  'bank_gb_al-rayan-bank',
  'bank_ch_sygnum',
  'bank_nl_triodos',
  'bank_us_live-oak',
];
const slice: DataSet = { ...full, banks: full.banks.filter((bank) => SLICE.includes(bank.id)) };
const sectionCount = (data: DataSet) =>
  data.banks.reduce((sum, bank) => sum + splitSections(bank.name, bank.description).length, 0);

function counting(inner: Embedder): { embedder: Embedder; texts: string[] } {
  const texts: string[] = [];
  return {
    texts,
    embedder: {
      model: inner.model,
      dimensions: inner.dimensions,
      load: () => inner.load?.() ?? Promise.resolve(),
      embed: async (batch) => {
        texts.push(...batch);
        return inner.embed(batch);
      },
    },
  };
}

async function open(name: string): Promise<SqliteStorage> {
  return openSqliteStorage({ file: join(folder, name) });
}

describe('seeding builds the semantic index', () => {
  it('leaves the index complete when the directory has an embedder, reporting progress in sections', async () => {
    const storage = await open('complete.sqlite');
    const directory = createDirectory({ storage, embedder: use, warn: () => {} });
    const progress: [number, number][] = [];
    const report = await seedDefaultData(directory, {
      dataSet: slice,
      sample: false,
      knownVectors: false,
      onProgress: (done, total) => progress.push([done, total]),
    });
    const sections = sectionCount(slice);
    assert.deepEqual(report.semanticIndex, { sections, embedded: sections });
    assert.deepEqual(progress.at(-1), [sections, sections]);
    assert.ok(progress.length > 1 && progress.every(([, total]) => total === sections));
    assert.deepEqual(await storage.vectors!.indexInfo(), { model: indexModelOf(use), dimensions: 512 });
    const stored = await sql<{
      bankId: string;
      n: number;
    }>`select bankId, count(*) as n from semantic_sections group by bankId order by bankId`.execute(storage.kysely);
    assert.deepEqual(
      stored.rows.map((row) => [row.bankId, Number(row.n)]),
      [...slice.banks]
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((bank) => [bank.id, splitSections(bank.name, bank.description).length]),
      'every section of every bank',
    );
    const { data } = await directory.banks.semanticSearch({
      query: 'Somewhere regulated to trade and store cryptocurrencies for my company.',
      limit: 3,
    });
    assert.equal(data[0]?.bankId, 'bank_ch_sygnum');
    await directory.close();
  });

  it('a second seed embeds nothing, and a changed description embeds only the changed section (embedding cache)', async () => {
    const storage = await open('cache.sqlite');
    const { embedder, texts } = counting(use);
    const directory = createDirectory({ storage, embedder, warn: () => {} });
    await seedDefaultData(directory, { dataSet: slice, sample: false, knownVectors: false });
    assert.equal(texts.length, sectionCount(slice));
    texts.length = 0;
    const again = await seedDefaultData(directory, { dataSet: slice, sample: false });
    assert.deepEqual(texts, [], 'nothing embedded');
    assert.deepEqual(again.semanticIndex, { sections: sectionCount(slice), embedded: 0 });
    const changed: DataSet = {
      ...slice,
      banks: slice.banks.map((bank) =>
        bank.id === 'bank_nl_triodos'
          ? {
              ...bank,
              description: `${bank.description}\n\n## Climate\n\nIt measures the carbon footprint of every loan it makes.`,
            }
          : bank,
      ),
    };
    await seedDefaultData(directory, { dataSet: changed, sample: false });
    const triodos = changed.banks.find((bank) => bank.id === 'bank_nl_triodos')!;
    const context = { bankName: triodos.name, countryName: 'Netherlands', facts: triodos.facts };
    const climate = { title: 'Climate', text: 'It measures the carbon footprint of every loan it makes.' };
    assert.deepEqual(texts, [embeddingText(context, climate)], 'only the new section is embedded');
    assert.equal(
      (await directory.banks.semanticSearch({ query: 'the carbon footprint of loans', limit: 1 })).data[0]?.bankId,
      'bank_nl_triodos',
    );
    await directory.close();
  });

  it('a restart embeds nothing either: the cache lives in the database file', async () => {
    const file = 'restart.sqlite';
    const first = createDirectory({ storage: await open(file), embedder: use, warn: () => {} });
    await seedDefaultData(first, { dataSet: slice, sample: false, knownVectors: false });
    await first.close();
    const { embedder, texts } = counting(use);
    const second = createDirectory({ storage: await open(file), embedder, warn: () => {} });
    await seedDefaultData(second, { dataSet: slice, sample: false });
    assert.deepEqual(texts, []);
    await second.close();
  });

  it('without an embedder the seed reports the index as not configured; a model that cannot load is reported, and the data is seeded all the same', async () => {
    const plain = createDirectory({ storage: await open('plain.sqlite'), warn: () => {} });
    assert.equal((await seedDefaultData(plain, { dataSet: slice, sample: false })).semanticIndex, 'not configured');
    await plain.close();
    const broken = useEmbedder({ loadModel: () => Promise.reject(new Error('weights missing')) });
    const directory = createDirectory({ storage: await open('broken.sqlite'), embedder: broken, warn: () => {} });
    const report = await seedDefaultData(directory, { dataSet: slice, sample: false });
    assert.equal(report.banks.created, slice.banks.length);
    assert.ok(
      typeof report.semanticIndex === 'object' &&
        'error' in report.semanticIndex &&
        /weights missing/.test(report.semanticIndex.error),
    );
    await directory.close();
  });
});

describe('the data set ships its section vectors', () => {
  const shipped = shippedVectors();

  it('holds a vector made with the default model for every section of the default data set (npm run vectors -w @bankdir/data brings it up to date)', async () => {
    assert.ok(shipped, 'data/vectors/ exists');
    assert.equal(shipped.model, use.model);
    const storage = await open('texts.sqlite');
    await seedDefaultData(createDirectory({ storage, warn: () => {} }), { sample: false });
    const hashes = [...new Set((await indexedSections(storage)).pending.map(({ text }) => textHash(text)))];
    const found = shipped.get(hashes);
    const missing = hashes.length - found.size;
    assert.equal(missing, 0, `${missing} of ${hashes.length} section texts have no shipped vector`);
    assert.equal(shipped.entries().size, hashes.length, 'no vector of a section the data set no longer has');
    await storage.close();
  });

  it('a sample recomputed with the default model equals the shipped vectors', async () => {
    const storage = await open('sample.sqlite');
    await seedDefaultData(createDirectory({ storage, warn: () => {} }), { sample: false });
    const { pending } = await indexedSections(storage);
    await storage.close();
    const step = Math.max(1, Math.floor(pending.length / 12));
    const sample = pending.filter((_, index) => index % step === 0).slice(0, 12);
    const fresh = await use.embed(sample.map(({ text }) => text));
    const stored = shipped!.get(sample.map(({ text }) => textHash(text)));
    sample.forEach(({ text }, index) => {
      const vector = stored.get(textHash(text))!;
      const cosine = vector.reduce((sum, value, at) => sum + value * fresh[index]![at]!, 0);
      assert.ok(cosine > 0.9999, `cosine ${cosine} for "${text.slice(0, 60)}"`);
    });
  });

  it('a first seed of the whole data set with the default model embeds nothing and builds the whole index', async () => {
    const storage = await open('first-start.sqlite');
    const { embedder, texts } = counting(use);
    const directory = createDirectory({ storage, embedder, warn: () => {} });
    const report = await seedDefaultData(directory, { sample: false });
    assert.deepEqual(texts, [], 'no section went through the model');
    assert.ok(typeof report.semanticIndex === 'object' && 'sections' in report.semanticIndex);
    assert.equal(report.semanticIndex.sections, sectionCount(full));
    assert.equal(report.semanticIndex.embedded, 0);
    await directory.close();
  });
});
