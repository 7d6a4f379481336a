import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createDirectory, type Principal } from '@bankdir/core';
import { foldText } from '@bankdir/core/driver';
import { createMemoryStorage } from '../src/index.ts';

// A directory on memory storage as an embedder uses one in their own unit tests: no file, nothing to clean up.

const AT = '2025-01-01T00:00:00.000Z';
const principal = (accountId: string): Principal => ({ accountId, plan: 'PRO', representsBank: async () => false });

test('a directory on memory storage seeds countries and banks, takes votes and answers a ranked page', async () => {
  const storage = createMemoryStorage();
  const directory = createDirectory({ storage });
  try {
    for (const country of [
      { id: 'country_de', name: 'Germany', code: 'DE', emoji: '🇩🇪' },
      { id: 'country_fr', name: 'France', code: 'FR', emoji: '🇫🇷' },
    ])
      await storage.countries.upsert({ ...country, nameKey: foldText(country.name) }, AT);
    const alpha = await directory.admin.createBank({
      name: 'Alpha Bank',
      url: 'https://alpha.example',
      countryCode: 'DE',
    });
    const beta = await directory.admin.createBank({
      name: 'Beta Bank',
      url: 'https://beta.example',
      countryCode: 'DE',
    });
    const gamma = await directory.admin.createBank({
      name: 'Gamma Bank',
      url: 'https://gamma.example',
      countryCode: 'FR',
    });

    // Ten votes rank a bank: Beta all up, Alpha seven up and three down, Gamma too few to be ranked.
    for (let index = 0; index < 10; index++) {
      await directory.votes.cast(principal(`acct_${index}`), beta.id, { category: 'CUSTOMER_SERVICE', isUp: true });
      await directory.votes.cast(principal(`acct_${index}`), alpha.id, { category: 'FEES_PRICING', isUp: index < 7 });
    }
    await directory.votes.cast(principal('acct_0'), gamma.id, { category: 'LENDING', isUp: true });

    const page = await directory.banks.list({ sortBy: 'rank', sortOrder: 'asc', include: ['scores'], limit: 2 });
    assert.deepEqual(
      page.data.map((bank) => [bank.id, bank.rank, bank.countryRank, bank.scores?.overall.score]),
      [
        [beta.id, 1, 1, 100],
        [alpha.id, 2, 2, 40],
      ],
      'ranked banks first, best first, with their scores',
    );
    assert.ok(page.pagination?.hasMore, 'the unranked bank is on the next page');
    const next = await directory.banks.list({
      sortBy: 'rank',
      sortOrder: 'asc',
      startingAfter: page.pagination?.nextCursor ?? undefined,
    });
    assert.deepEqual(
      next.data.map((bank) => [bank.id, bank.rank]),
      [[gamma.id, null]],
      'the unranked bank comes last',
    );
    const germany = await directory.countries.get('de', { include: ['scores'] });
    assert.equal(germany.data.banksCount, 2, 'the country counts its banks');
    assert.equal(germany.data.scores?.overall.total, 20, "the country sums its banks' votes");
  } finally {
    await directory.close();
  }
});

test('two memory storages share nothing, and a failing transaction leaves the storage as it was', async () => {
  const first = createMemoryStorage();
  const second = createMemoryStorage();
  await first.countries.upsert({ id: 'country_de', name: 'Germany', code: 'DE', emoji: '🇩🇪', nameKey: 'germany' }, AT);
  assert.equal(await second.countries.get('country_de'), undefined, 'the second storage has no country');
  await assert.rejects(
    first.transaction(async (tx) => {
      await tx.countries.upsert({ id: 'country_fr', name: 'France', code: 'FR', emoji: '🇫🇷', nameKey: 'france' }, AT);
      assert.ok(await tx.countries.get('country_fr'), 'the transaction sees its own write');
      assert.equal(await first.countries.get('country_fr'), undefined, 'outside, the write is not seen before commit');
      throw new Error('changed my mind');
    }),
    /changed my mind/,
  );
  assert.equal(await first.countries.get('country_fr'), undefined, 'nothing of the failed transaction is kept');
  assert.ok(await first.countries.get('country_de'), 'what was there before stays');
});
