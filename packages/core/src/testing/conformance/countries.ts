import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COUNTRY_SORT_KEYS, SORT_ORDERS } from '../../constants.ts';
import type { Directory, RawQuery } from '../../directory.ts';
import type { Country } from '../../schemas/resources.ts';
import { foldText } from '../../text/fold.ts';
import { generateDirectoryData } from '../generate-directory-data.ts';
import { insertDirectoryData } from '../insert-directory-data.ts';
import { expectDirectoryError } from './expect-directory-error.ts';
import { createTestBank, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';
import { assertWalk, serviceReader } from './page-walk.ts';
import { orderIds } from './reference-order.ts';
import { sharedHarness } from './shared-harness.ts';
import { INSERTED_AT } from './standard-data.ts';

const LIMIT = 7;
const COUNTRY_DATA = generateDirectoryData({ seed: 31, banks: 80, countries: 60, votesPerBank: 0, productsPerBank: 0 });

function countryOrder(
  countries: readonly Country[],
  sortBy: 'name' | 'code',
  sortOrder: 'asc' | 'desc',
  search?: string,
): string[] {
  const kept =
    search === undefined ? countries : countries.filter((country) => foldText(country.name).includes(foldText(search)));
  return orderIds(kept, (country) => (sortBy === 'name' ? foldText(country.name) : country.code), sortOrder);
}

async function banksCounts(directory: Directory): Promise<Record<string, number>> {
  const outcome = await directory.countries.list({ limit: '100' });
  return Object.fromEntries(outcome.data.map((country) => [country.code, country.banksCount]));
}

export function countriesConformance(options: ConformanceOptions): void {
  describe('GET /countries: listing, sorting, searching and bank counts', () => {
    const harness = sharedHarness(options, (h) => insertDirectoryData(h.storage, COUNTRY_DATA, INSERTED_AT));
    const walk = (query: RawQuery, expected: string[], label: string) =>
      assertWalk(serviceReader(harness().directory.countries.list, query), expected, LIMIT, label);

    it('without sortBy and sortOrder, countries are listed by name ascending, ignoring case and accents', async () => {
      await walk({}, countryOrder(COUNTRY_DATA.countries, 'name', 'asc'), 'no sortBy');
    });

    for (const sortBy of COUNTRY_SORT_KEYS) {
      it(`sortBy=${sortBy} lists every country in ascending and descending order`, async () => {
        for (const sortOrder of SORT_ORDERS)
          await walk(
            { sortBy, sortOrder },
            countryOrder(COUNTRY_DATA.countries, sortBy, sortOrder),
            `sortBy=${sortBy}&sortOrder=${sortOrder}`,
          );
      });
    }

    it('search matches a substring of the name, ignoring case and accents on both sides, in any order', async () => {
      const cases: [string, 'name' | 'code', 'asc' | 'desc'][] = [
        ['aland', 'name', 'asc'],
        ['ÅLAND', 'code', 'desc'],
        ['CURACAO', 'name', 'desc'],
        ['côte', 'code', 'asc'],
        ['sao tome', 'name', 'asc'],
        ['ia', 'code', 'desc'],
        ['a', 'name', 'desc'],
      ];
      for (const [search, sortBy, sortOrder] of cases) {
        const expected = countryOrder(COUNTRY_DATA.countries, sortBy, sortOrder, search);
        assert.ok(expected.length > 0, `search=${search} matches some country`);
        await walk({ search, sortBy, sortOrder }, expected, `search=${search}&sortBy=${sortBy}&sortOrder=${sortOrder}`);
      }
      for (const search of ['%', '_', 'no country has this name']) await walk({ search }, [], `search=${search}`);
    });

    it('each country shows its id, name, code, emoji, banksCount and timestamps', async () => {
      const outcome = await harness().directory.countries.list({ limit: '100' });
      const counts = new Map<string, number>();
      for (const bank of COUNTRY_DATA.banks) counts.set(bank.countryId, (counts.get(bank.countryId) ?? 0) + 1);
      const expected = countryOrder(COUNTRY_DATA.countries, 'name', 'asc').map((id) => {
        const country = COUNTRY_DATA.countries.find((entry) => entry.id === id)!;
        return { ...country, banksCount: counts.get(id) ?? 0, createdAt: INSERTED_AT, updatedAt: INSERTED_AT };
      });
      assert.deepEqual(outcome.data, expected);
    });

    it('an unknown sortBy or sortOrder is BAD_REQUEST', async () => {
      const { directory } = harness();
      await expectDirectoryError(() => directory.countries.list({ sortBy: 'banksCount' }), 'BAD_REQUEST', [
        'query',
        'sortBy',
      ]);
      await expectDirectoryError(() => directory.countries.list({ sortOrder: 'up' }), 'BAD_REQUEST', [
        'query',
        'sortOrder',
      ]);
    });

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
            ...first!,
            name: 'Zeta Land',
            banksCount: 0,
            createdAt: INSERTED_AT,
            updatedAt: '2025-02-01T00:00:00.000Z',
          },
          'changed upsert: new name, new updatedAt, sorted last',
        );
        assert.deepEqual(
          await storage.countries.getByCode(first!.code.toLowerCase()),
          { ...first!, name: 'Zeta Land' },
          'getByCode ignores case',
        );
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
