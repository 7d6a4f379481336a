import { describe, it } from 'node:test';
import {
  BANK_SORT_KEYS,
  COUNTRY_SORT_KEYS,
  type ListBanksOptions,
  type ListCountriesOptions,
  type ListProductsOptions,
  type ListVotesOptions,
  PRODUCT_CATEGORIES,
  PRODUCT_SORT_KEYS,
  PRODUCT_TYPES,
  SORT_ORDERS,
  VOTE_CATEGORIES,
} from '@bankdir/core';
import { foldText } from '@bankdir/core/driver';
import fc from 'fast-check';
import { type DirectoryData, generateDirectoryData } from '../generate-directory-data.ts';
import { insertDirectoryData } from '../insert-directory-data.ts';
import { testPrincipal } from '../test-principal.ts';
import { assertScoresAndRanks } from './assert-scores-and-ranks.ts';
import { bankReference } from './bank-reference.ts';
import { countryOrder, expectedCountries } from './country-reference.ts';
import { createTestBank, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, type Harness, withHarness } from './harness.ts';
import { assertWalk, serviceReader } from './page-walk.ts';
import { type ProductFilter, productReference } from './product-reference.ts';
import { INSERTED_AT } from './standard-data.ts';
import { VoteModel } from './vote-model.ts';
import { type VoteFilter, voteReference } from './vote-reference.ts';

// Properties over random data: fast-check draws the data sets, the queries and the vote sequences, and shrinks a
// failure to a small case it prints with its seed (pass it back as { seed } to replay).

/** Data sets small enough to insert in a moment, with empty lists, ties and single items among them. */
const dataShape = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  banks: fc.integer({ min: 0, max: 30 }),
  countries: fc.integer({ min: 1, max: 5 }),
  votesPerBank: fc.integer({ min: 0, max: 12 }),
  productsPerBank: fc.integer({ min: 0, max: 3 }),
  accounts: fc.integer({ min: 1, max: 25 }),
});

const SEARCHES = ['bank', 'BÄNK', 'a', 'e', 'of', 'x', '%', 'zz'];
const order = fc.constantFrom(...SORT_ORDERS);
const limit = fc.integer({ min: 1, max: 12 });
/** Picks an element of a list known only at run time: an index taken modulo its length. */
const index = fc.nat(1_000);

/** A list query in terms of the data set: which list, its sort, its filters (by index into the data) and its page size. */
const listQuery = fc.oneof(
  fc.record({
    list: fc.constant('banks' as const),
    sortBy: fc.constantFrom(...BANK_SORT_KEYS),
    sortOrder: order,
    limit,
    country: fc.option(fc.record({ at: index, byCode: fc.boolean() }), { nil: undefined }),
    search: fc.option(fc.constantFrom(...SEARCHES), { nil: undefined }),
  }),
  fc.record({
    list: fc.constant('votes' as const),
    sortOrder: order,
    limit,
    bank: fc.option(index, { nil: undefined }),
    country: fc.option(index, { nil: undefined }),
    categories: fc.option(fc.subarray([...VOTE_CATEGORIES], { minLength: 1, maxLength: 3 }), { nil: undefined }),
    isUp: fc.option(fc.boolean(), { nil: undefined }),
  }),
  fc.record({
    list: fc.constant('products' as const),
    sortBy: fc.constantFrom(...PRODUCT_SORT_KEYS),
    sortOrder: order,
    limit,
    bank: fc.option(index, { nil: undefined }),
    country: fc.option(index, { nil: undefined }),
    categories: fc.option(fc.subarray([...PRODUCT_CATEGORIES], { minLength: 1, maxLength: 3 }), { nil: undefined }),
    types: fc.option(fc.subarray([...PRODUCT_TYPES], { minLength: 1, maxLength: 6 }), { nil: undefined }),
    currency: fc.option(fc.constantFrom('USD', 'eur', 'GBP', 'XXX'), { nil: undefined }),
    search: fc.option(fc.constantFrom(...SEARCHES), { nil: undefined }),
    minRatePercent: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
    maxRatePercent: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
  }),
  fc.record({
    list: fc.constant('countries' as const),
    sortBy: fc.constantFrom(...COUNTRY_SORT_KEYS),
    sortOrder: order,
    limit,
    search: fc.option(fc.constantFrom('a', 'an', 'IA', 'ö', 'zz'), { nil: undefined }),
  }),
);
type ListQuery = typeof listQuery extends fc.Arbitrary<infer T> ? T : never;

function at<T>(items: readonly T[], position: number | undefined): T | undefined {
  return position === undefined || items.length === 0 ? undefined : items[position % items.length];
}

/** Walks the list forward then back and holds every page against the order computed in memory. */
async function walkList(harness: Harness, data: DirectoryData, query: ListQuery): Promise<void> {
  const { directory } = harness;
  const label = JSON.stringify(query);
  if (query.list === 'banks') {
    const country = at(data.countries, query.country?.at);
    const options: ListBanksOptions = { sortBy: query.sortBy, sortOrder: query.sortOrder };
    if (country)
      Object.assign(
        options,
        query.country?.byCode ? { countryCode: country.code.toLowerCase() } : { countryId: country.id },
      );
    if (query.search !== undefined) options.search = query.search;
    const expected = bankReference(data).order(
      query.sortBy,
      query.sortOrder,
      (bank) =>
        (!country || bank.countryId === country.id) &&
        (query.search === undefined || foldText(bank.name).includes(foldText(query.search))),
    );
    await assertWalk(serviceReader(directory.banks.list, options), expected, query.limit, label);
  } else if (query.list === 'votes') {
    const filter: VoteFilter = {};
    const bank = at(data.banks, query.bank);
    const country = at(data.countries, query.country);
    if (bank) filter.bankId = bank.id;
    if (country) filter.countryCode = country.code;
    if (query.categories) filter.categories = query.categories;
    if (query.isUp !== undefined) filter.isUp = query.isUp;
    const options: ListVotesOptions = { ...filter, sortOrder: query.sortOrder };
    const expected = voteReference(data).order(query.sortOrder, filter);
    await assertWalk(serviceReader(directory.votes.list, options), expected, query.limit, label);
  } else if (query.list === 'products') {
    const filter: ProductFilter = {};
    const bank = at(data.banks, query.bank);
    const country = at(data.countries, query.country);
    if (bank) filter.bankId = bank.id;
    if (country) filter.countryCode = country.code;
    for (const key of ['categories', 'types', 'currency', 'search', 'minRatePercent', 'maxRatePercent'] as const) {
      if (query[key] !== undefined) Object.assign(filter, { [key]: query[key] });
    }
    const options: ListProductsOptions = { ...filter, sortBy: query.sortBy, sortOrder: query.sortOrder };
    const expected = productReference(data).order(query.sortBy, query.sortOrder, filter);
    await assertWalk(serviceReader(directory.products.listAll, options), expected, query.limit, label);
  } else {
    const options: ListCountriesOptions = { sortBy: query.sortBy, sortOrder: query.sortOrder };
    if (query.search !== undefined) options.search = query.search;
    const expected = countryOrder(expectedCountries(data), query.sortBy, query.sortOrder, query.search);
    await assertWalk(serviceReader(directory.countries.list, options), expected, query.limit, label);
  }
}

/** One vote operation in terms of a small world: which account, bank (by index) and category. */
const voteOperation = fc.record({
  retract: fc.boolean(),
  account: fc.integer({ min: 0, max: 7 }),
  bank: index,
  category: fc.constantFrom(...VOTE_CATEGORIES.slice(0, 4)),
  isUp: fc.boolean(),
});

export function propertiesConformance(options: ConformanceOptions): void {
  describe('properties over random data (fast-check)', () => {
    it('for random data sets and random filters and sorts of every list, walking every page forward then back gives the order computed in memory, with no duplicate or gap', async () => {
      await fc.assert(
        fc.asyncProperty(dataShape, fc.array(listQuery, { minLength: 3, maxLength: 6 }), async (shape, queries) => {
          const data = generateDirectoryData(shape);
          await withHarness(options, async (harness) => {
            await insertDirectoryData(harness.storage, data, INSERTED_AT);
            for (const query of queries) await walkList(harness, data, query);
          });
        }),
        { numRuns: 8 },
      );
    });

    it('after random sequences of casts, recasts and retracts, every bank’s and country’s scores and ranks equal a recount', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 2, max: 6 }),
          fc.array(voteOperation, { minLength: 1, maxLength: 70 }),
          async (bankCount, operations) => {
            await withHarness(options, async ({ storage, directory }) => {
              const { countries } = await seedCountries(storage, 3);
              const model = new VoteModel();
              const banks: string[] = [];
              for (let position = 0; position < bankCount; position++) {
                const countryId = countries[position % 2]!.id;
                const bank = await createTestBank(directory, { countryId });
                model.addBank(bank.id, countryId);
                banks.push(bank.id);
              }
              for (const operation of operations) {
                const accountId = `acct_property_${operation.account}`;
                const bankId = at(banks, operation.bank)!;
                const principal = testPrincipal({ accountId });
                if (operation.retract) {
                  const existed = model.retract(accountId, bankId, operation.category);
                  await directory.votes.retract(principal, bankId, operation.category).then(
                    () => {
                      if (!existed) throw new Error('a retract of no vote succeeded');
                    },
                    (error: unknown) => {
                      if (existed) throw error;
                    },
                  );
                } else {
                  await directory.votes.cast(principal, bankId, { category: operation.category, isUp: operation.isUp });
                  model.cast(accountId, bankId, operation.category, operation.isUp);
                }
              }
              await assertScoresAndRanks(storage, model, `${operations.length} operations on ${bankCount} banks`);
            });
          },
        ),
        { numRuns: 10 },
      );
    });
  });
}
