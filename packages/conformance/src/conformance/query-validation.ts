import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Directory, RawQuery } from '@bankdir/core';
import { expectDirectoryError } from './expect-directory-error.ts';
import { createTestBank, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';

/** `bankId` names a bank that exists, so GET /banks/:id reaches its query check (an unknown id is a 404 first). */
type Endpoint = [name: string, call: (directory: Directory, query: RawQuery, bankId: string) => Promise<unknown>];

const ENDPOINTS: Record<string, Endpoint> = {
  banks: ['GET /banks', (d, q) => d.banks.list(q)],
  bank: ['GET /banks/:id', (d, q, bankId) => d.banks.get(bankId, q)],
  byHostname: ['GET /banks/by-hostname', (d, q) => d.banks.byHostname({ hostname: 'x.example', ...q })],
  votes: ['GET /bank-votes', (d, q) => d.votes.list(q)],
  products: ['GET /bank-products', (d, q) => d.products.listAll(q)],
  countries: ['GET /countries', (d, q) => d.countries.list(q)],
};

/** [endpoint, query, the parameter the issue must name]. */
const BAD_QUERIES: [keyof typeof ENDPOINTS, RawQuery, string][] = [
  ['banks', { sortBy: 'nope' }, 'sortBy'],
  ['banks', { sortBy: 'overall_nope' }, 'sortBy'],
  ['banks', { sortOrder: 'up' }, 'sortOrder'],
  ['banks', { include: 'nope' }, 'include'],
  ['banks', { include: 'scores,nope' }, 'include'],
  ['banks', { include: '' }, 'include'],
  ['banks', { countryCode: 'USA' }, 'countryCode'],
  ['banks', { countryCode: '' }, 'countryCode'],
  ['banks', { search: '' }, 'search'],
  ['banks', { starting_after: 'not an id!' }, 'starting_after'],
  ['banks', { sortBy: ['name', 'rank'] }, 'sortBy'],
  ['bank', { include: 'nope' }, 'include'],
  ['bank', { include: 'meta' }, 'include'],
  ['byHostname', { include: 'stocks' }, 'include'],
  ['votes', { isUp: 'yes' }, 'isUp'],
  ['votes', { isUp: '1' }, 'isUp'],
  ['votes', { isUp: '' }, 'isUp'],
  ['votes', { categories: 'NOPE' }, 'categories'],
  ['votes', { categories: 'LENDING,' }, 'categories'],
  ['votes', { categories: 'lending' }, 'categories'],
  ['votes', { sortBy: 'updatedAt' }, 'sortBy'],
  ['votes', { sortOrder: 'down' }, 'sortOrder'],
  ['votes', { include: 'scores' }, 'include'],
  ['votes', { countryCode: 'USA' }, 'countryCode'],
  ['votes', { countryCode: 'U1' }, 'countryCode'],
  ['votes', { isUp: ['true', 'false'] }, 'isUp'],
  ['products', { categories: 'NOPE' }, 'categories'],
  ['products', { types: 'SAVINGS_ACCOUNT,NOPE' }, 'types'],
  ['products', { currency: 'EURO' }, 'currency'],
  ['products', { currency: '' }, 'currency'],
  ['products', { minRatePercent: '-1' }, 'minRatePercent'],
  ['products', { minRatePercent: '1001' }, 'minRatePercent'],
  ['products', { maxRatePercent: 'abc' }, 'maxRatePercent'],
  ['products', { maxRatePercent: '' }, 'maxRatePercent'],
  ['products', { sortBy: 'rank' }, 'sortBy'],
  ['products', { countryCode: 'USA' }, 'countryCode'],
  ['products', { search: '' }, 'search'],
  ['countries', { sortBy: 'nope' }, 'sortBy'],
  ['countries', { search: '' }, 'search'],
];

export function queryValidationConformance(options: ConformanceOptions): void {
  describe('query parameters: strict validation of known ones, unknown ones ignored', () => {
    it('a bad, empty or repeated value of a known parameter is BAD_REQUEST with an issue at ["query", name]', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 1);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        for (const [endpoint, query, parameter] of BAD_QUERIES) {
          const [name, call] = ENDPOINTS[endpoint]!;
          try {
            await expectDirectoryError(() => call(directory, query, bank.id), 'BAD_REQUEST', ['query', parameter]);
          } catch (error) {
            throw new assert.AssertionError({
              message: `${name} ${JSON.stringify(query)}: ${(error as Error).message}`,
            });
          }
        }
      }));

    it('every bad parameter is reported at once', () =>
      withHarness(options, async ({ directory }) => {
        const error = await expectDirectoryError(
          () => directory.banks.list({ limit: '0', sortBy: 'nope', include: 'nope' }),
          'BAD_REQUEST',
        );
        assert.deepEqual(
          new Set(error.issues?.map((issue) => JSON.stringify(issue.path))),
          new Set(['["query","limit"]', '["query","sortBy"]', '["query","include"]']),
        );
      }));

    it('unknown query parameters are ignored and well-formed ones in any case are accepted', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 1);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        for (const [name, call] of Object.values(ENDPOINTS)) {
          await call(directory, { foo: 'bar', page: '2', offset: '10' }, bank.id).catch((error: unknown) => {
            throw new assert.AssertionError({ message: `${name} with unknown parameters: ${String(error)}` });
          });
        }
        await directory.banks.list({
          countryCode: 'de',
          include: 'scores, country',
          sortBy: 'overall_score',
          sortOrder: 'desc',
        });
        await directory.votes.list({
          countryCode: 'de',
          isUp: 'false',
          categories: 'LENDING, INNOVATION',
          include: 'bank,country',
        });
        await directory.products.listAll({
          currency: 'eur',
          countryCode: 'De',
          minRatePercent: '0',
          maxRatePercent: '1000',
          types: 'MORTGAGE',
          categories: 'LOAN,CARD',
        });
      }));
  });
}
