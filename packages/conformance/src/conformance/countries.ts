import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Directory, ListCountriesOptions } from '@bankdir/core';
import { COUNTRY_SORT_KEYS, type CountrySortKey, SORT_ORDERS, type SortOrder, VOTE_CATEGORIES } from '@bankdir/core';
import { foldText } from '@bankdir/core/driver';
import { generateDirectoryData } from '../generate-directory-data.ts';
import { insertDirectoryData } from '../insert-directory-data.ts';
import { createPrng } from '../prng.ts';
import { testPrincipal } from '../test-principal.ts';
import { assertScoresAndRanks } from './assert-scores-and-ranks.ts';
import { countryOrder, expectedCountries } from './country-reference.ts';
import { expectDirectoryError } from './expect-directory-error.ts';
import { castVotes, createTestBank, insertWithModel, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';
import { assertWalk, serviceReader } from './page-walk.ts';
import { sharedHarness } from './shared-harness.ts';
import { INSERTED_AT } from './standard-data.ts';
import { VoteModel } from './vote-model.ts';

const LIMIT = 7;
// Banks spread over countries unevenly: a few countries pass the 25 votes that ranking needs, most do not.
const COUNTRY_DATA = generateDirectoryData({ seed: 31, banks: 80, countries: 60, votesPerBank: 6, productsPerBank: 0 });

async function banksCounts(directory: Directory): Promise<Record<string, number>> {
  const outcome = await directory.countries.list({ limit: 100 });
  return Object.fromEntries(outcome.data.map((country) => [country.code, country.banksCount]));
}

export function countriesConformance(options: ConformanceOptions): void {
  describe('GET /countries: the full record, every sort key, search by name or code, scores and ranks', () => {
    const harness = sharedHarness(options, (h) => insertDirectoryData(h.storage, COUNTRY_DATA, INSERTED_AT));
    const expected = expectedCountries(COUNTRY_DATA);
    const walk = (query: ListCountriesOptions, ids: string[], label: string) =>
      assertWalk(serviceReader(harness().directory.countries.list, query), ids, LIMIT, label);

    it('the generated data has ranked and unranked countries, so rank orders are tested both ways', () => {
      assert.ok(expected.some((country) => country.rank !== null));
      assert.ok(expected.some((country) => country.rank === null && country.scores!.overall.total > 0));
    });

    it('without sortBy and sortOrder, countries are listed by name ascending, ignoring case and accents', async () => {
      await walk({}, countryOrder(expected, 'name', 'asc'), 'no sortBy');
    });

    for (const sortBy of COUNTRY_SORT_KEYS) {
      it(`sortBy=${sortBy} lists every country in ascending and descending order${sortBy === 'rank' ? ', unranked last' : ''}`, async () => {
        for (const sortOrder of SORT_ORDERS)
          await walk(
            { sortBy, sortOrder },
            countryOrder(expected, sortBy, sortOrder),
            `sortBy=${sortBy}&sortOrder=${sortOrder}`,
          );
      });
    }

    it('search matches a substring of the name ignoring case and accents, or an exact two-letter code', async () => {
      const cases: [string, CountrySortKey, SortOrder][] = [
        ['aland', 'name', 'asc'],
        ['ÅLAND', 'code', 'desc'],
        ['CURACAO', 'name', 'desc'],
        ['côte', 'code', 'asc'],
        ['sao tome', 'name', 'asc'],
        ['ia', 'rank', 'asc'],
        ['a', 'overall_score', 'desc'],
        [expected[5]!.code.toLowerCase(), 'name', 'asc'],
        [` ${expected[9]!.code} `, 'banksCount', 'desc'],
      ];
      for (const [search, sortBy, sortOrder] of cases) {
        const ids = countryOrder(expected, sortBy, sortOrder, search);
        assert.ok(ids.length > 0, `search=${search} matches some country`);
        await walk({ search, sortBy, sortOrder }, ids, `search=${search}&sortBy=${sortBy}&sortOrder=${sortOrder}`);
      }
      const byCode = countryOrder(expected, 'name', 'asc', expected[5]!.code);
      assert.ok(byCode.includes(expected[5]!.id), 'the country with the code is found');
      for (const search of ['%', '_', 'no country has this name']) await walk({ search }, [], `search=${search}`);
    });

    it('each country shows its record in the hosted order; include=scores adds the sums over its banks', async () => {
      const { directory } = harness();
      const plain = await directory.countries.list({ limit: 100 });
      const byName = countryOrder(expected, 'name', 'asc').map((id) => expected.find((country) => country.id === id)!);
      assert.deepEqual(
        plain.data,
        byName.map(({ scores: _scores, ...country }) => country),
      );
      assert.deepEqual(Object.keys(plain.data[0]!), [
        'id',
        'name',
        'code',
        'rank',
        'emoji',
        'banksCount',
        'storiesCount',
        'createdAt',
        'updatedAt',
      ]);
      const scored = await directory.countries.list({ limit: 100, include: ['scores'] });
      assert.deepEqual(scored.data, byName);
    });

    it('GET /countries/{code} answers one country, code in any case; 404 for a code of no country', async () => {
      const { directory } = harness();
      const country = expected[3]!;
      const { scores: _scores, ...plain } = country;
      assert.deepEqual((await directory.countries.get(country.code.toLowerCase())).data, plain);
      assert.deepEqual((await directory.countries.get(country.code, { include: ['scores'] })).data, country);
      await expectDirectoryError(() => directory.countries.get('QQ'), 'NOT_FOUND');
      await expectDirectoryError(() => directory.countries.get('USA'), 'BAD_REQUEST', ['code']);
      await expectDirectoryError(
        () => directory.countries.get(country.code, { include: ['country'] } as never),
        'BAD_REQUEST',
        ['include'],
      );
    });

    it('an unknown sortBy, sortOrder or include is BAD_REQUEST', async () => {
      const { directory } = harness();
      for (const [name, value] of [
        ['sortBy', 'nope'],
        ['sortBy', 'countryRank'],
        ['sortOrder', 'up'],
        ['include', 'meta'],
      ] as const)
        await expectDirectoryError(() => directory.countries.list({ [name]: value }), 'BAD_REQUEST', [name]);
    });
  });

  describe('countries: counts, scores and ranks kept on write', () => {
    it('banksCount follows every bank create, country move and delete', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const [a, b] = [countries[0]!, countries[1]!];
        const zero = Object.fromEntries(countries.map((country) => [country.code, 0]));
        assert.deepEqual(await banksCounts(directory), zero, 'no banks yet');
        const first = await createTestBank(directory, { countryId: a.id });
        const second = await createTestBank(directory, { countryCode: a.code });
        await createTestBank(directory, { countryId: b.id });
        assert.deepEqual(await banksCounts(directory), { ...zero, [a.code]: 2, [b.code]: 1 }, 'after three creates');
        await directory.admin.updateBank(first.id, { countryId: b.id });
        assert.deepEqual(await banksCounts(directory), { ...zero, [a.code]: 1, [b.code]: 2 }, 'after a move');
        await directory.admin.updateBank(first.id, { name: 'Renamed', countryId: b.id });
        assert.deepEqual(
          await banksCounts(directory),
          { ...zero, [a.code]: 1, [b.code]: 2 },
          'an update within the country changes nothing',
        );
        await directory.admin.deleteBank(second.id);
        assert.deepEqual(await banksCounts(directory), { ...zero, [a.code]: 0, [b.code]: 2 }, 'after a delete');
      }));

    it('a country is ranked from 25 votes on its banks: 24 leave it unranked, the 25th ranks it, a retraction unranks it', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 3);
        const model = new VoteModel();
        const [a, b] = [countries[0]!, countries[1]!];
        const bankA = await createTestBank(directory, { countryId: a.id });
        const bankB = await createTestBank(directory, { countryId: b.id });
        model.addBank(bankA.id, a.id);
        model.addBank(bankB.id, b.id);
        await castVotes(directory, bankA.id, { up: 24 }, { accounts: 'acct_a', model });
        await castVotes(directory, bankB.id, { up: 20, down: 10 }, { accounts: 'acct_b', model });
        await assertScoresAndRanks(storage, model, '24 and 30 votes');
        assert.equal((await directory.countries.get(a.code)).data.rank, null, '24 votes: unranked');
        assert.equal((await directory.countries.get(b.code)).data.rank, 1);
        await castVotes(directory, bankA.id, { up: 1 }, { accounts: 'acct_a_25th', model });
        await assertScoresAndRanks(storage, model, 'the 25th vote');
        assert.deepEqual(
          [(await directory.countries.get(a.code)).data.rank, (await directory.countries.get(b.code)).data.rank],
          [1, 2],
          'score 100 ranks before score 33',
        );
        await directory.votes.retract(testPrincipal({ accountId: 'acct_a_25th-0' }), bankA.id, 'CUSTOMER_SERVICE');
        model.retract('acct_a_25th-0', bankA.id, 'CUSTOMER_SERVICE');
        await assertScoresAndRanks(storage, model, 'back to 24');
        for (const sortOrder of SORT_ORDERS) {
          const sorted = await directory.countries.list({ sortBy: 'rank', sortOrder });
          assert.equal(sorted.data[0]!.code, b.code, `the only ranked country comes first (${sortOrder})`);
          assert.ok(
            sorted.data.slice(1).every((country) => country.rank === null),
            `unranked last (${sortOrder})`,
          );
        }
      }));

    it("after every vote, country move and bank delete of a long random sequence, every country's scores and rank equal a recount", () =>
      withHarness(options, async ({ directory, storage }) => {
        const { data, model } = await insertWithModel(storage, {
          seed: 41,
          banks: 18,
          countries: 6,
          votesPerBank: 5,
          accounts: 14,
        });
        await assertScoresAndRanks(storage, model, 'after import');
        const random = createPrng(2024);
        let banks = data.banks.map((bank) => bank.id);
        for (let step = 0; step < 160; step++) {
          const bankId = random.pick(banks);
          let label: string;
          if (random.chance(0.06)) {
            const countryId = random.pick(data.countries).id;
            await directory.admin.updateBank(bankId, { countryId });
            model.moveBank(bankId, countryId);
            label = `move ${bankId} to ${countryId}`;
          } else if (random.chance(0.02) && banks.length > 8) {
            await directory.admin.deleteBank(bankId);
            model.deleteBank(bankId);
            banks = banks.filter((id) => id !== bankId);
            label = `delete ${bankId}`;
          } else {
            const accountId = random.pick(data.accounts);
            const category = random.pick(VOTE_CATEGORIES);
            const principal = testPrincipal({ accountId });
            if (model.has(accountId, bankId, category) && random.chance(0.4)) {
              await directory.votes.retract(principal, bankId, category);
              model.retract(accountId, bankId, category);
              label = `retract ${accountId} ${bankId} ${category}`;
            } else {
              const isUp = random.chance(0.6);
              await directory.votes.cast(principal, bankId, { category, isUp });
              model.cast(accountId, bankId, category, isUp);
              label = `cast ${accountId} ${bankId} ${category} ${isUp ? 'up' : 'down'}`;
            }
          }
          await assertScoresAndRanks(storage, model, `step ${step}: ${label}`);
        }
        await storage.maintenance.rebuildScoresAndRanks();
        await assertScoresAndRanks(storage, model, 'after a rebuild');
      }));

    it("Storage.countries: an unchanged upsert keeps updatedAt, a changed one moves it and the country's place; lookups by code ignore case", () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 3);
        const [first] = countries;
        await storage.countries.upsert({ ...first!, nameKey: foldText(first!.name) }, '2025-02-01T00:00:00.000Z');
        const unchanged = (await directory.countries.list({})).data.find((country) => country.id === first!.id);
        assert.deepEqual([unchanged?.createdAt, unchanged?.updatedAt], [INSERTED_AT, INSERTED_AT], 'unchanged upsert');
        await storage.countries.upsert(
          { ...first!, name: 'Zeta Land', nameKey: 'zeta land' },
          '2025-02-01T00:00:00.000Z',
        );
        const listed = (await directory.countries.list({})).data;
        assert.deepEqual(
          listed.at(-1),
          {
            id: first!.id,
            name: 'Zeta Land',
            code: first!.code,
            rank: null,
            emoji: first!.emoji,
            banksCount: 0,
            storiesCount: 0,
            createdAt: INSERTED_AT,
            updatedAt: '2025-02-01T00:00:00.000Z',
          },
          'changed upsert: new name, new updatedAt, sorted last',
        );
        const byCode = await storage.countries.getByCode(first!.code.toLowerCase());
        assert.deepEqual([byCode?.id, byCode?.name], [first!.id, 'Zeta Land'], 'getByCode ignores case');
        assert.deepEqual(await storage.countries.get(first!.id), { ...first!, name: 'Zeta Land' }, 'get');
        assert.equal(await storage.countries.getByCode('QQ'), undefined, 'getByCode of no country');
        assert.deepEqual(
          (await storage.countries.getMany([countries[1]!.id, 'ctry_none', countries[2]!.id]))
            .map((country) => country.id)
            .sort(),
          [countries[1]!.id, countries[2]!.id].sort(),
          'getMany returns those that exist',
        );
      }));
  });
}
