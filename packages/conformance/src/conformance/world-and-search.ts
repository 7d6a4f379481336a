import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Directory } from '@bankdir/core';
import type { Storage } from '@bankdir/core/driver';
import { emptyTally, readAllPages, scoresFromTally } from '@bankdir/core/driver';
import { generateDirectoryData } from '../generate-directory-data.ts';
import { insertDirectoryData } from '../insert-directory-data.ts';
import { testPrincipal } from '../test-principal.ts';
import { expectDirectoryError } from './expect-directory-error.ts';
import { castVotes, createTestBank, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';
import { INSERTED_AT } from './standard-data.ts';

/** GET /world recounted from the banks and stories the storage lists: what the counters must add up to. */
async function recountWorld(storage: Storage, directory: Directory) {
  const tally = emptyTally();
  const countries = new Set<string>();
  let stories = 0;
  const banks = await readAllPages((page) =>
    storage.banks.list({ sortBy: 'name', sortOrder: 'asc', page, withTotal: false }),
  );
  for (const bank of banks) {
    countries.add(bank.countryId);
    stories += bank.storiesCount;
  }
  const votes = await directory.votes.list({ limit: 100 });
  let cursor = votes.pagination?.nextCursor ?? null;
  const all = [...votes.data];
  while (cursor !== null) {
    const next = await directory.votes.list({ limit: 100, startingAfter: cursor });
    all.push(...next.data);
    cursor = next.pagination?.nextCursor ?? null;
  }
  for (const vote of all) tally[vote.category][vote.isUp ? 'up' : 'down'] += 1;
  return { countryCount: countries.size, bankCount: banks.length, storyCount: stories, scores: scoresFromTally(tally) };
}

async function worldOf(directory: Directory) {
  const { updatedAt, ...figures } = (await directory.world.get({ include: ['scores'] })).data;
  assert.ok(!Number.isNaN(Date.parse(updatedAt)), 'updatedAt is a date-time');
  return figures;
}

export function worldAndSearchConformance(options: ConformanceOptions): void {
  describe('GET /world: live totals', () => {
    it('after an import, and after each kind of write, the totals equal a recount of banks, stories and votes', () =>
      withHarness(options, async ({ storage, directory, clock }) => {
        const data = generateDirectoryData({ seed: 71, banks: 30, countries: 40, votesPerBank: 6, productsPerBank: 0 });
        await insertDirectoryData(storage, data, INSERTED_AT);
        const expect = async (label: string) =>
          assert.deepEqual(await worldOf(directory), await recountWorld(storage, directory), label);
        await expect('after import');
        assert.equal((await directory.world.get()).data.bankCount, 30);
        const before = clock.peek();
        const plain = (await directory.world.get()).data;
        assert.equal(plain.scores, undefined, 'scores only with include=scores');
        assert.ok(plain.updatedAt >= before, 'updatedAt is the time of the read: the figures are live');
        assert.deepEqual(Object.keys(plain), ['countryCount', 'bankCount', 'storyCount', 'updatedAt']);
        const bare = data.countries.find((country) => !data.banks.some((bank) => bank.countryId === country.id))!;
        const lonely = await createTestBank(directory, { countryId: bare.id });
        await expect('a bank in a country that had none');
        await castVotes(directory, lonely.id, { up: 3, down: 1 }, { accounts: 'acct_world' });
        await expect('votes');
        const story = (
          await directory.stories.create(testPrincipal({ accountId: 'acct_w' }), lonely.id, { text: 'Hi' })
        ).data;
        await expect('a story');
        await directory.admin.hideStory(story.id);
        await expect('a hidden story');
        await directory.admin.updateBank(data.banks[0]!.id, { countryId: bare.id });
        await expect('a bank moved');
        await directory.admin.deleteBank(lonely.id);
        await expect('a bank deleted');
        await expectDirectoryError(() => directory.world.get({ include: ['stories'] } as never), 'BAD_REQUEST', [
          'include',
        ]);
      }));
  });

  describe('GET /search: banks, countries and stories by how well they match', () => {
    it('banks match by folded name or any hostname: exact, then prefix, then substring; then ranked first, then id', () =>
      withHarness(options, async ({ storage, directory }) => {
        const { countries } = await seedCountries(storage, 2);
        const countryId = countries[0]!.id;
        const bank = (id: string, name: string, url: string, alternativeHostnames: string[] = []) =>
          createTestBank(directory, { id, name, url, alternativeHostnames, countryId });
        await bank('bank_s_e', 'Nordbank', 'https://nordbank.example');
        await bank('bank_s_d', 'Nord Savings', 'https://savings.example', ['nord.example']);
        await bank('bank_s_c', 'Banco del Nord', 'https://banco.example');
        await bank('bank_s_b', 'Nørd Cooperative', 'https://coop.example');
        await bank('bank_s_a', 'Unrelated', 'https://nordic-unrelated.example');
        await bank('bank_s_z', 'Elsewhere', 'https://elsewhere.example', ['www2.nordbank-mirror.example']);
        await bank('bank_s_x', 'Other', 'https://other.example');
        await castVotes(directory, 'bank_s_b', { up: 10 }, { accounts: 'acct_rank' });
        const ids = async (q: string, limit = 10) =>
          ((await directory.search.get({ q, include: ['banks'], limit })).data.banks ?? []).map((found) => found.id);
        // bank_s_b is ranked (ten votes); the other prefix matches follow by id; the substrings come last.
        assert.deepEqual(await ids('nord'), ['bank_s_b', 'bank_s_a', 'bank_s_d', 'bank_s_e', 'bank_s_c', 'bank_s_z']);
        assert.deepEqual(await ids('NÖRD', 3), ['bank_s_b', 'bank_s_a', 'bank_s_d'], 'folded, and limited');
        assert.deepEqual(await ids('nordbank'), ['bank_s_e', 'bank_s_z'], 'an exact name first');
        assert.deepEqual(await ids('nord.example'), ['bank_s_d'], 'an alternative hostname, exactly');
        assert.deepEqual(await ids('nobody'), []);
        assert.deepEqual(await ids('%'), [], 'LIKE wildcards are literal');
      }));

    it('countries match by folded name or exact code; stories by text, then newest first; hidden stories never', () =>
      withHarness(options, async ({ storage, directory }) => {
        const { countries } = await seedCountries(storage, 4); // Åland Islands, Austria, Belgium, Brazil
        const codes = async (q: string) =>
          ((await directory.search.get({ q, include: ['countries'] })).data.countries ?? []).map((c) => c.code);
        const byName = Object.fromEntries(countries.map((country) => [country.name, country.code]));
        assert.deepEqual(await codes('at'), [byName.Austria], 'an exact code');
        assert.deepEqual(await codes('BE'), [byName.Belgium], 'a code in any case');
        const prefix = [byName['Åland Islands'], byName.Austria].sort((a, b) =>
          countries.find((c) => c.code === a)!.id < countries.find((c) => c.code === b)!.id ? -1 : 1,
        );
        assert.deepEqual(await codes('a'), [...prefix, byName.Brazil], 'prefixes by id, then substrings');
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const write = (text: string) =>
          directory.stories.create(testPrincipal({ accountId: 'acct_s' }), bank.id, { text });
        const older = (await write('Quick transfers, friendly staff')).data;
        const newer = (await write('Friendly staff and quick transfers')).data;
        const exact = (await write('friendly staff')).data;
        const hidden = (await write('Friendly staff everywhere')).data;
        await directory.admin.hideStory(hidden.id);
        const stories = await directory.search.get({ q: 'FRIENDLY STAFF', include: ['stories'] });
        assert.deepEqual(
          stories.data.stories?.map((story) => story.id),
          [exact.id, newer.id, older.id],
          'exact, then the prefix, then the substring; the hidden one never',
        );
      }));

    it('without include all three types are present, each limited; bad parameters are BAD_REQUEST', () =>
      withHarness(options, async ({ storage, directory }) => {
        await insertDirectoryData(
          storage,
          generateDirectoryData({ seed: 5, banks: 20, countries: 6, votesPerBank: 2, productsPerBank: 0 }),
          INSERTED_AT,
        );
        const all = await directory.search.get({ q: 'a', limit: 2 });
        assert.deepEqual(Object.keys(all.data), ['banks', 'countries', 'stories']);
        assert.ok(all.data.banks!.length <= 2 && all.data.countries!.length <= 2 && all.data.stories!.length <= 2);
        assert.ok(all.data.banks!.length > 0 && all.data.countries!.length > 0);
        const two = await directory.search.get({ q: 'a', include: ['stories', 'banks'] });
        assert.deepEqual(Object.keys(two.data), ['banks', 'stories'], 'only the types named, in one order');
        for (const [query, name] of [
          [{}, 'q'],
          [{ q: '' }, 'q'],
          [{ q: '   ' }, 'q'],
          [{ q: 'x'.repeat(201) }, 'q'],
          [{ q: 'a', limit: 0 }, 'limit'],
          [{ q: 'a', limit: 51 }, 'limit'],
          [{ q: 'a', include: ['products'] }, 'include'],
        ] as const)
          await expectDirectoryError(() => directory.search.get(query as never), 'BAD_REQUEST', [name]);
      }));
  });
}
