import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ListBanksOptions } from '@bankdir/core';
import { BANK_SORT_KEYS, SORT_ORDERS, type SortOrder } from '@bankdir/core';
import { foldText } from '@bankdir/core/driver';
import { bankReference } from './bank-reference.ts';
import type { ConformanceOptions } from './harness.ts';
import { assertWalk, type ReadPage, serviceReader, storageReader } from './page-walk.ts';
import { sharedHarness } from './shared-harness.ts';
import { insertStandardData, STANDARD_DATA_OPTIONS, standardData } from './standard-data.ts';
import { walkLimit } from './walk-limit.ts';

const LIMIT = 7;
/** The page size of the walks over every bank, in both orders of every sort key: about a dozen pages. */
const FULL_LIMIT = walkLimit(STANDARD_DATA_OPTIONS.banks);
const FILTERED_LIMIT = 4;
/** Folds to "bank": matches many names, written with an accent and in upper case to prove the query side folds. */
const SEARCH = 'BÄNK';

/** A reader that also checks pagination.meta.total on every page. */
function expectingTotal(read: ReadPage, total: number, label: string): ReadPage {
  return async (request) => {
    const page = await read(request);
    assert.equal(page.total, total, `${label}: meta.total counts every matching bank`);
    return page;
  };
}

export function banksListConformance(options: ConformanceOptions): void {
  describe('GET /banks: sorting, filtering, searching and includes', () => {
    const harness = sharedHarness(options, insertStandardData);
    const data = standardData();
    const reference = bankReference(data);
    const bankCounts = new Map<string, number>();
    for (const bank of data.banks) bankCounts.set(bank.countryId, (bankCounts.get(bank.countryId) ?? 0) + 1);
    const [home, away] = [...bankCounts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([id]) => reference.country(id));
    if (!home || !away) throw new Error('The standard data needs banks in two countries.');
    const inCountry = (countryId: string) => (bank: { countryId: string }) => bank.countryId === countryId;
    const found = (search: string) => (bank: { name: string }) => foldText(bank.name).includes(foldText(search));
    const list = (query: ListBanksOptions) => harness().directory.banks.list(query);
    const walk = (query: ListBanksOptions, expected: string[], limit: number, label: string) =>
      assertWalk(serviceReader(list, query), expected, limit, label);

    BANK_SORT_KEYS.forEach((sortBy, index) => {
      it(`sortBy=${sortBy} lists every bank in ascending and descending order, ties by id, over every page forward and back`, async () => {
        for (const sortOrder of SORT_ORDERS) {
          await walk(
            { sortBy, sortOrder },
            reference.order(sortBy, sortOrder),
            FULL_LIMIT,
            `sortBy=${sortBy}&sortOrder=${sortOrder}`,
          );
        }
      });

      it(`sortBy=${sortBy} keeps its order within one country (countryId, countryCode) and within a search`, async () => {
        const sortOrder: SortOrder = index % 2 === 0 ? 'asc' : 'desc';
        const otherOrder: SortOrder = sortOrder === 'asc' ? 'desc' : 'asc';
        const code = index % 2 === 0 ? away.code : away.code.toLowerCase();
        await walk(
          { sortBy, sortOrder, countryId: home.id },
          reference.order(sortBy, sortOrder, inCountry(home.id)),
          FILTERED_LIMIT,
          `sortBy=${sortBy}&sortOrder=${sortOrder}&countryId=${home.id}`,
        );
        await walk(
          { sortBy, sortOrder: otherOrder, countryCode: code },
          reference.order(sortBy, otherOrder, inCountry(away.id)),
          FILTERED_LIMIT,
          `sortBy=${sortBy}&sortOrder=${otherOrder}&countryCode=${code}`,
        );
        await walk(
          { sortBy, sortOrder, search: SEARCH },
          reference.order(sortBy, sortOrder, found(SEARCH)),
          LIMIT,
          `sortBy=${sortBy}&sortOrder=${sortOrder}&search=${SEARCH}`,
        );
      });
    });

    it('without sortBy and sortOrder, banks are listed by name ascending, ignoring case and accents', async () => {
      await walk({}, reference.order('name', 'asc'), LIMIT, 'no sortBy');
      await walk({ sortOrder: 'desc' }, reference.order('name', 'desc'), LIMIT, 'sortOrder=desc alone');
    });

    it('sorting by rank or countryRank puts unranked banks last in both orders', async () => {
      for (const sortBy of ['rank', 'countryRank'] as const) {
        for (const sortOrder of SORT_ORDERS) {
          const outcome = await list({ sortBy, sortOrder, limit: 100 });
          const ranks = outcome.data.map((bank) => bank[sortBy]);
          const firstUnranked = ranks.indexOf(null);
          assert.ok(firstUnranked > 0, `sortBy=${sortBy}&sortOrder=${sortOrder}: ranked banks come first`);
          assert.ok(
            ranks.slice(firstUnranked).every((rank) => rank === null),
            `sortBy=${sortBy}&sortOrder=${sortOrder}: no ranked bank after an unranked one`,
          );
        }
      }
    });

    it('countryCode is matched case-insensitively and countryId wins when both are sent', async () => {
      await walk(
        { countryCode: home.code.toLowerCase() },
        reference.order('name', 'asc', inCountry(home.id)),
        FILTERED_LIMIT,
        `countryCode=${home.code.toLowerCase()}`,
      );
      await walk(
        { countryId: home.id, countryCode: away.code },
        reference.order('name', 'asc', inCountry(home.id)),
        FILTERED_LIMIT,
        'countryId and countryCode',
      );
    });

    it('a well-formed countryCode or a countryId of no country gives an empty list, not an error', async () => {
      for (const query of [{ countryCode: 'QQ' }, { countryCode: 'qq' }, { countryId: 'ctry_nosuchcountry' }]) {
        const outcome = await list({ ...query, include: ['meta'] });
        assert.deepEqual(outcome.data, [], `${JSON.stringify(query)}: no banks`);
        assert.deepEqual(
          outcome.pagination,
          { hasMore: false, limit: 10, nextCursor: null, previousCursor: null, meta: { total: 0 } },
          `${JSON.stringify(query)}: pagination`,
        );
      }
    });

    it('search matches a substring of the name, ignoring case and accents on both sides', async () => {
      const candidates = ['Zürich', 'Łódź', 'Málaga', 'Señorío', 'Kraków', 'Genève', 'Ålands', 'Straße', 'Þjóð'];
      let checked = 0;
      for (const term of candidates) {
        const expected = reference.order('name', 'asc', found(term));
        if (expected.length === 0) continue;
        checked += 1;
        for (const form of [term, term.toUpperCase(), foldText(term)])
          await walk({ search: form }, expected, LIMIT, `search=${form}`);
      }
      assert.ok(checked >= 3, 'the standard data holds accented names to search for');
    });

    it('search treats % and _ as plain characters and can find nothing', async () => {
      for (const search of ['%', '_', 'b%k', 'b_nk', 'no bank has this name']) {
        const outcome = await list({ search, include: ['meta'] });
        assert.deepEqual(
          outcome.data.map((bank) => bank.name),
          [],
          `search=${search}`,
        );
        assert.equal(outcome.pagination?.meta?.total, 0, `search=${search}: meta.total`);
      }
    });

    it('include=meta counts every bank matching the filters on every page', async () => {
      const cases: [ListBanksOptions, string[]][] = [
        [{}, reference.order('name', 'asc')],
        [{ countryId: home.id }, reference.order('name', 'asc', inCountry(home.id))],
        [
          { search: SEARCH, sortBy: 'overall_score', sortOrder: 'desc' },
          reference.order('overall_score', 'desc', found(SEARCH)),
        ],
        [
          { countryCode: away.code, search: SEARCH },
          reference.order('name', 'asc', (bank) => inCountry(away.id)(bank) && found(SEARCH)(bank)),
        ],
      ];
      for (const [query, expected] of cases) {
        const label = `include=meta ${JSON.stringify(query)}`;
        await assertWalk(
          expectingTotal(serviceReader(list, { ...query, include: ['meta'] }), expected.length, label),
          expected,
          LIMIT,
          label,
        );
      }
    });

    it("include=scores,country,stocks embeds each bank's scores, country and stock listings with market and bank", async () => {
      let startingAfter: string | undefined;
      let seen = 0;
      for (;;) {
        const outcome = await list({
          include: ['scores', 'country', 'stocks', 'meta'],
          limit: 100,
          ...(startingAfter !== undefined && { startingAfter: startingAfter }),
        });
        for (const bank of outcome.data) {
          const { updatedAt, ...rest } = bank;
          assert.deepEqual(rest, reference.view(bank.id, ['scores', 'country', 'stocks']), `bank ${bank.id}`);
          assert.ok(
            !Number.isNaN(Date.parse(updatedAt)) && updatedAt >= bank.createdAt,
            `bank ${bank.id}: updatedAt is a time not before createdAt`,
          );
        }
        seen += outcome.data.length;
        assert.equal(outcome.pagination?.meta?.total, data.banks.length, 'meta.total with other includes');
        if (outcome.pagination?.nextCursor == null) break;
        startingAfter = outcome.pagination.nextCursor;
      }
      assert.equal(seen, data.banks.length, 'every bank was seen');
    });

    it('without include, banks carry no scores, country or stocks and the pagination has no meta', async () => {
      const outcome = await list({ limit: 100 });
      for (const bank of outcome.data) {
        assert.deepEqual(bank, { ...reference.view(bank.id, []), updatedAt: bank.updatedAt }, `bank ${bank.id}`);
      }
      assert.equal(outcome.pagination?.meta, undefined, 'no meta without include=meta');
    });

    it('Storage.banks.list pages the same order and counts the total when asked', async () => {
      const { storage } = harness();
      const expected = reference.order('overall_total', 'desc', inCountry(home.id));
      const read = storageReader((page) =>
        storage.banks.list({ countryId: home.id, sortBy: 'overall_total', sortOrder: 'desc', page, withTotal: true }),
      );
      await assertWalk(
        expectingTotal(read, expected.length, 'Storage.banks.list withTotal'),
        expected,
        3,
        'Storage.banks.list',
      );
      const folded = foldText(SEARCH);
      await assertWalk(
        storageReader((page) =>
          storage.banks.list({ search: folded, sortBy: 'name', sortOrder: 'asc', page, withTotal: false }),
        ),
        reference.order('name', 'asc', found(SEARCH)),
        LIMIT,
        'Storage.banks.list search',
      );
    });
  });
}
