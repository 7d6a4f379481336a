import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ListProductsOptions } from '@bankdir/core';
import { PRODUCT_SORT_KEYS, type ProductSortKey, SORT_ORDERS, type SortOrder } from '@bankdir/core';
import { testPrincipal } from '../test-principal.ts';
import { expectDirectoryError } from './expect-directory-error.ts';
import { createTestBank, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';
import { assertWalk, serviceReader } from './page-walk.ts';
import { type ProductFilter, passesRateFilters, productFilterQuery, productReference } from './product-reference.ts';
import { sharedHarness } from './shared-harness.ts';
import { insertStandardData, standardData } from './standard-data.ts';
import { walkLimit } from './walk-limit.ts';

export function productsPublicListConformance(options: ConformanceOptions): void {
  describe('GET /bank-products and the per-bank product lists', () => {
    const harness = sharedHarness(options, insertStandardData);
    const data = standardData();
    const reference = productReference(data);
    const publicProducts = data.products.filter((product) => reference.isPublic(product));
    const walk = (query: ListProductsOptions, expected: string[], label: string) =>
      assertWalk(
        serviceReader(harness().directory.products.listAll, query),
        expected,
        walkLimit(expected.length),
        label,
      );

    for (const sortBy of PRODUCT_SORT_KEYS) {
      it(`sortBy=${sortBy} lists every public product in ascending and descending order, empty values last in both, ties by id`, async () => {
        for (const sortOrder of SORT_ORDERS)
          await walk(
            { sortBy, sortOrder },
            reference.order(sortBy, sortOrder),
            `sortBy=${sortBy}&sortOrder=${sortOrder}`,
          );
      });
    }

    it('without sortBy and sortOrder, public products are listed by ratePercent descending', async () => {
      await walk({}, reference.order('ratePercent', 'desc'), 'no sortBy');
      await walk({ sortBy: 'name' }, reference.order('name', 'desc'), 'sortBy=name alone is descending');
    });

    const perBank = new Map<string, number>();
    for (const product of publicProducts) perBank.set(product.bankId, (perBank.get(product.bankId) ?? 0) + 1);
    const richestBank = [...perBank].sort((a, b) => b[1] - a[1])[0]![0];
    const homeCode = data.countries.find(
      (country) => country.id === data.banks.find((bank) => bank.id === richestBank)?.countryId,
    )!.code;
    const rates = publicProducts
      .map((product) => product.fields.ratePercent)
      .filter((rate): rate is number => rate !== null)
      .sort((a, b) => a - b);
    const [lowRate, midRate, highRate] = [
      rates[Math.floor(rates.length / 4)]!,
      rates[Math.floor(rates.length / 2)]!,
      rates[Math.floor((3 * rates.length) / 4)]!,
    ];
    const filters: ProductFilter[] = [
      { bankId: richestBank },
      { countryCode: homeCode.toLowerCase() },
      { countryCode: homeCode },
      { categories: ['LOAN', 'CARD'] },
      { categories: ['INSURANCE'] },
      { types: ['SAVINGS_ACCOUNT', 'CREDIT_CARD', 'MORTGAGE', 'ONLINE_BANKING'] },
      { currency: 'eur' },
      { currency: 'USD' },
      { search: 'ÉLITE' },
      { search: 'epargne' },
      { search: 'Savings Acc' },
      { minRatePercent: midRate },
      { maxRatePercent: midRate },
      { minRatePercent: lowRate, maxRatePercent: highRate },
      { minRatePercent: 0 },
      { maxRatePercent: 1000 },
      { countryCode: homeCode, categories: ['ACCOUNT', 'LOAN', 'INVESTMENT'], minRatePercent: lowRate },
      { currency: 'Eur', search: 'plus', maxRatePercent: highRate },
    ];
    filters.forEach((filter, index) => {
      const sortBy: ProductSortKey = PRODUCT_SORT_KEYS[index % PRODUCT_SORT_KEYS.length]!;
      const sortOrder: SortOrder = index % 2 === 0 ? 'desc' : 'asc';
      const query = productFilterQuery(filter);
      it(`${new URLSearchParams(query).toString().replace(/bank_\w+/, '<bank>')} lists exactly the matching public products, by ${sortBy} ${sortOrder}, over every page`, async () => {
        const expected = reference.order(sortBy, sortOrder, filter);
        assert.ok(expected.length > 0, 'the filter matches some products');
        await walk({ ...filter, sortBy, sortOrder }, expected, JSON.stringify(filter));
      });
    });

    it('a currency or countryCode that no product has gives an empty list, not an error', async () => {
      const { directory } = harness();
      for (const query of [
        { currency: 'XXX' },
        { countryCode: 'QQ' },
        { search: 'no product has this name' },
        { minRatePercent: 1000 },
      ]) {
        const outcome = await directory.products.listAll(query);
        assert.deepEqual(
          [outcome.data, outcome.pagination],
          [[], { hasMore: false, limit: 10, nextCursor: null, previousCursor: null }],
          JSON.stringify(query),
        );
      }
    });

    it("every public product shows all its fields and its bank's name, and never the operator's hidden flag", async () => {
      const { directory } = harness();
      const expected = reference.order('createdAt', 'asc');
      let startingAfter: string | undefined;
      const seen: string[] = [];
      for (;;) {
        const outcome = await directory.products.listAll({
          sortBy: 'createdAt',
          sortOrder: 'asc',
          limit: 100,
          ...(startingAfter !== undefined && { startingAfter: startingAfter }),
        });
        for (const product of outcome.data)
          assert.deepEqual(product, reference.view(reference.product(product.id)), `product ${product.id}`);
        seen.push(...outcome.data.map((product) => product.id));
        if (outcome.pagination?.nextCursor == null) break;
        startingAfter = outcome.pagination.nextCursor;
      }
      assert.deepEqual(seen, expected, 'every public product, once');
    });

    it("GET /banks/:bankId/products lists the bank's public products, and the managed list all of them, by category, displayOrder (empty last), then name", async () => {
      const { directory } = harness();
      for (const bank of data.banks) {
        const published = await directory.products.listPublished(bank.id);
        assert.deepEqual(published.data, reference.bankPage(bank.id, true), `public list of ${bank.id}`);
        const managed = await directory.products.listManaged(
          testPrincipal({ accountId: 'acct_rep', represents: [bank.id] }),
          bank.id,
        );
        assert.deepEqual(managed.data, reference.bankPage(bank.id, false), `managed list of ${bank.id}`);
      }
    });

    it('the per-bank lists check the bank and the representative: NOT_REPRESENTATIVE before NOT_FOUND', async () => {
      const { directory } = harness();
      const bankId = data.banks[0]!.id;
      await expectDirectoryError(() => directory.products.listPublished('bank_doesnotexist0000'), 'NOT_FOUND');
      await expectDirectoryError(
        () => directory.products.listManaged(testPrincipal({ accountId: 'acct_stranger' }), bankId),
        'NOT_REPRESENTATIVE',
      );
      await expectDirectoryError(
        () =>
          directory.products.listManaged(
            testPrincipal({ accountId: 'acct_rep', represents: [data.banks[1]!.id] }),
            bankId,
          ),
        'NOT_REPRESENTATIVE',
      );
      await expectDirectoryError(
        () => directory.products.listManaged(testPrincipal({ accountId: 'acct_stranger' }), 'bank_doesnotexist0000'),
        'NOT_REPRESENTATIVE',
      );
      await expectDirectoryError(
        () =>
          directory.products.listManaged(
            testPrincipal({ accountId: 'acct_rep', represents: ['bank_doesnotexist0000'] }),
            'bank_doesnotexist0000',
          ),
        'NOT_FOUND',
      );
    });

    it('minRatePercent keeps a headline rate or range top reaching the value; maxRatePercent a headline rate or range bottom at most the value; no rate never passes', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const rep = testPrincipal({ accountId: 'acct_rep', represents: [bank.id] });
        const shapes: Record<string, { ratePercent?: number; rateMinPercent?: number; rateMaxPercent?: number }> = {
          'Headline and range': { ratePercent: 2, rateMinPercent: 1, rateMaxPercent: 4 },
          'Headline five': { ratePercent: 5 },
          'Range only': { rateMinPercent: 0.5, rateMaxPercent: 1 },
          'No rate': {},
          'Bottom only': { rateMinPercent: 2 },
          'Top only': { rateMaxPercent: 4 },
          'Headline three': { ratePercent: 3 },
        };
        for (const [name, rate] of Object.entries(shapes))
          await directory.products.create(rep, bank.id, {
            category: 'ACCOUNT',
            type: 'SAVINGS_ACCOUNT',
            name,
            ...rate,
          });
        const cases: [ListProductsOptions, string[]][] = [
          [{ minRatePercent: 3 }, ['Headline and range', 'Headline five', 'Headline three', 'Top only']],
          [{ maxRatePercent: 1.5 }, ['Headline and range', 'Range only']],
          [{ minRatePercent: 1.5, maxRatePercent: 3 }, ['Headline and range', 'Headline three']],
          [{ minRatePercent: 0 }, ['Headline and range', 'Headline five', 'Headline three', 'Range only', 'Top only']],
          [
            { maxRatePercent: 1000 },
            ['Bottom only', 'Headline and range', 'Headline five', 'Headline three', 'Range only'],
          ],
          [{ minRatePercent: 4, maxRatePercent: 4 }, ['Headline and range']],
        ];
        for (const [query, names] of cases) {
          const outcome = await directory.products.listAll({
            ...query,
            sortBy: 'name',
            sortOrder: 'asc',
            limit: 100,
          });
          const min = query.minRatePercent === undefined ? undefined : Number(query.minRatePercent);
          const max = query.maxRatePercent === undefined ? undefined : Number(query.maxRatePercent);
          const byReference = Object.entries(shapes)
            .filter(([, rate]) =>
              passesRateFilters(
                {
                  ratePercent: rate.ratePercent ?? null,
                  rateMinPercent: rate.rateMinPercent ?? null,
                  rateMaxPercent: rate.rateMaxPercent ?? null,
                },
                min,
                max,
              ),
            )
            .map(([name]) => name)
            .sort();
          assert.deepEqual(byReference, names, `the reference agrees with the spec for ${JSON.stringify(query)}`);
          assert.deepEqual(
            outcome.data.map((product) => product.name),
            names,
            JSON.stringify(query),
          );
        }
      }));
  });
}
