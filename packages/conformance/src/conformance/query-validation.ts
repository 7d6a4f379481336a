import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Directory } from '@bankdir/core';
import { expectDirectoryError } from './expect-directory-error.ts';
import { createTestBank, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';

/** A method called as plain JavaScript may call it: any options at all. `bankId` names a bank that exists. */
type Call = (directory: Directory, options: object, bankId: string) => Promise<unknown>;

const METHODS: Record<string, Call> = {
  'banks.list': (d, o) => d.banks.list(o as never),
  'banks.get': (d, o, bankId) => d.banks.get(bankId, o as never),
  'banks.byHostname': (d, o) => d.banks.byHostname({ hostname: 'x.example', ...o }),
  'votes.list': (d, o) => d.votes.list(o as never),
  'products.listAll': (d, o) => d.products.listAll(o as never),
  'stories.list': (d, o) => d.stories.list(o as never),
  'countries.list': (d, o) => d.countries.list(o as never),
  'world.get': (d, o) => d.world.get(o as never),
  'search.get': (d, o) => d.search.get({ q: 'bank', ...o }),
};

/** [method, options, the option the issue must name, the message it must have]. */
const BAD_OPTIONS: [string, object, string, string][] = [
  ['banks.list', { starting_after: 'bank_1' }, 'starting_after', 'starting_after is not a known option.'],
  ['banks.list', { limit: '5' }, 'limit', 'limit must be an integer from 1 to 100, not "5".'],
  ['banks.list', { limit: 0 }, 'limit', 'limit must be an integer from 1 to 100, not 0.'],
  [
    'banks.list',
    { include: 'scores,country' },
    'include',
    'include must be a list of scores, country, meta, stocks, not "scores,country".',
  ],
  ['banks.list', { sortBy: 'nope' }, 'sortBy', ''],
  ['banks.list', { countryCode: 'USA' }, 'countryCode', ''],
  ['banks.get', { include: ['meta'] }, 'include', ''],
  ['banks.get', { expand: 'everything' }, 'expand', 'expand is not a known option.'],
  ['votes.list', { isUp: 'true' }, 'isUp', 'isUp must be true or false, not "true".'],
  ['votes.list', { categories: 'LENDING' }, 'categories', ''],
  ['votes.list', { categories: ['LENDING', 'NOPE'] }, 'categories', ''],
  ['products.listAll', { minRatePercent: '2.5' }, 'minRatePercent', ''],
  ['products.listAll', { types: ['NOPE'] }, 'types', ''],
  ['stories.list', { tags: 'LENDING' }, 'tags', ''],
  ['countries.list', { page: 2 }, 'page', 'page is not a known option.'],
  ['world.get', { include: ['stories'] }, 'include', ''],
  ['search.get', { limit: 51 }, 'limit', ''],
];

export function queryValidationConformance(options: ConformanceOptions): void {
  describe('typed options: strict validation, unknown options refused', () => {
    it('an unknown option, or a value of the wrong type or out of range, is BAD_REQUEST with an issue at the option', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 1);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        for (const [method, given, option, message] of BAD_OPTIONS) {
          const call = METHODS[method]!;
          try {
            const error = await expectDirectoryError(() => call(directory, given, bank.id), 'BAD_REQUEST', [option]);
            if (message)
              assert.ok(
                error.issues?.some((issue) => issue.message === message),
                error.message,
              );
            assert.ok(error.message.includes(method), `the message names the method: ${error.message}`);
          } catch (error) {
            throw new assert.AssertionError({
              message: `${method}(${JSON.stringify(given)}): ${(error as Error).message}`,
            });
          }
        }
      }));

    it('every bad option is reported at once, and the message lists each', () =>
      withHarness(options, async ({ directory }) => {
        const error = await expectDirectoryError(
          () => directory.banks.list({ limit: '0', sortBy: 'nope', include: 'nope', startingAfter: 'a' } as never),
          'BAD_REQUEST',
        );
        assert.deepEqual(
          new Set(error.issues?.map((issue) => JSON.stringify(issue.path))),
          new Set(['["limit"]', '["sortBy"]', '["include"]']),
        );
        for (const issue of error.issues ?? []) assert.ok(error.message.includes(issue.message), error.message);
      }));

    it('typed values are accepted: numbers, booleans, lists, codes in any case; an option set to undefined is absent', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 1);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const banks = await directory.banks.list({
          countryCode: countries[0]!.code.toLowerCase(),
          include: ['scores', 'country'],
          sortBy: 'overall_score',
          sortOrder: 'desc',
          limit: 5,
          startingAfter: undefined,
        });
        assert.deepEqual(
          banks.data.map((item) => item.id),
          [bank.id],
        );
        assert.ok(banks.data[0]!.scores && banks.data[0]!.country, 'include embeds scores and the country');
        assert.equal(banks.pagination.limit, 5);
        await directory.votes.list({
          countryCode: 'de',
          isUp: false,
          categories: ['LENDING', 'INNOVATION'],
          include: ['bank', 'country'],
        });
        await directory.products.listAll({
          currency: 'eur',
          countryCode: 'De',
          minRatePercent: 0,
          maxRatePercent: 1000,
          types: ['MORTGAGE'],
          categories: ['LOAN', 'CARD'],
        });
        await directory.stories.list({ tags: ['LENDING'], include: ['bank'] });
        await directory.search.get({ q: 'bank', include: ['banks', 'countries'], limit: 3 });
      }));
  });
}
