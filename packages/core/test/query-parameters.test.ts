import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DirectoryError } from '../src/index.ts';
import {
  ListBanksQuerySchema,
  ListProductsQuerySchema,
  ListVotesQuerySchema,
  parseQuery,
  type RawQuery,
} from '../src/query/index.ts';
import { QUERY_SCHEMAS } from './host-parsers.ts';

// The query strings of the HTTP host: strict validation of known parameters, unknown ones ignored (the contract's
// "Query parameters"). The Directory's own typed options are checked by the storage conformance suite.

/** [endpoint, query, the parameter the issue must name]. */
const BAD_QUERIES: [string, RawQuery, string][] = [
  ['GET /banks', { sortBy: 'nope' }, 'sortBy'],
  ['GET /banks', { sortBy: 'overall_nope' }, 'sortBy'],
  ['GET /banks', { sortOrder: 'up' }, 'sortOrder'],
  ['GET /banks', { include: 'nope' }, 'include'],
  ['GET /banks', { include: 'scores,nope' }, 'include'],
  ['GET /banks', { include: '' }, 'include'],
  ['GET /banks', { countryCode: 'USA' }, 'countryCode'],
  ['GET /banks', { countryCode: '' }, 'countryCode'],
  ['GET /banks', { search: '' }, 'search'],
  ['GET /banks', { starting_after: 'not an id!' }, 'starting_after'],
  ['GET /banks', { sortBy: ['name', 'rank'] }, 'sortBy'],
  ['GET /banks/:id', { include: 'nope' }, 'include'],
  ['GET /banks/:id', { include: 'meta' }, 'include'],
  ['GET /banks/by-hostname', { hostname: 'x.example', include: 'stocks' }, 'include'],
  ['GET /bank-votes', { isUp: 'yes' }, 'isUp'],
  ['GET /bank-votes', { isUp: '1' }, 'isUp'],
  ['GET /bank-votes', { isUp: '' }, 'isUp'],
  ['GET /bank-votes', { categories: 'NOPE' }, 'categories'],
  ['GET /bank-votes', { categories: 'LENDING,' }, 'categories'],
  ['GET /bank-votes', { categories: 'lending' }, 'categories'],
  ['GET /bank-votes', { sortBy: 'updatedAt' }, 'sortBy'],
  ['GET /bank-votes', { sortOrder: 'down' }, 'sortOrder'],
  ['GET /bank-votes', { include: 'scores' }, 'include'],
  ['GET /bank-votes', { countryCode: 'USA' }, 'countryCode'],
  ['GET /bank-votes', { countryCode: 'U1' }, 'countryCode'],
  ['GET /bank-votes', { isUp: ['true', 'false'] }, 'isUp'],
  ['GET /bank-products', { categories: 'NOPE' }, 'categories'],
  ['GET /bank-products', { types: 'SAVINGS_ACCOUNT,NOPE' }, 'types'],
  ['GET /bank-products', { currency: 'EURO' }, 'currency'],
  ['GET /bank-products', { currency: '' }, 'currency'],
  ['GET /bank-products', { minRatePercent: '-1' }, 'minRatePercent'],
  ['GET /bank-products', { minRatePercent: '1001' }, 'minRatePercent'],
  ['GET /bank-products', { maxRatePercent: 'abc' }, 'maxRatePercent'],
  ['GET /bank-products', { maxRatePercent: '' }, 'maxRatePercent'],
  ['GET /bank-products', { sortBy: 'rank' }, 'sortBy'],
  ['GET /bank-products', { countryCode: 'USA' }, 'countryCode'],
  ['GET /bank-products', { search: '' }, 'search'],
  ['GET /countries', { sortBy: 'nope' }, 'sortBy'],
  ['GET /countries', { search: '' }, 'search'],
];

function issuePaths(work: () => unknown): string[] {
  try {
    work();
  } catch (error) {
    assert.ok(error instanceof DirectoryError && error.code === 'BAD_REQUEST', String(error));
    return (error.issues ?? []).map((issue) => JSON.stringify(issue.path));
  }
  assert.fail('expected a BAD_REQUEST');
}

describe('query parameters: strict validation of known ones, unknown ones ignored', () => {
  it('a bad, empty or repeated value of a known parameter is BAD_REQUEST with an issue at ["query", name]', () => {
    for (const [endpoint, query, parameter] of BAD_QUERIES) {
      const paths = issuePaths(() => parseQuery(QUERY_SCHEMAS[endpoint]!, query));
      assert.ok(paths.includes(JSON.stringify(['query', parameter])), `${endpoint} ${JSON.stringify(query)}: ${paths}`);
    }
  });

  it('every bad parameter is reported at once', () => {
    assert.deepEqual(
      new Set(issuePaths(() => parseQuery(ListBanksQuerySchema, { limit: '0', sortBy: 'nope', include: 'nope' }))),
      new Set(['["query","limit"]', '["query","sortBy"]', '["query","include"]']),
    );
  });

  it('unknown query parameters are ignored and well-formed ones in any case become the typed options', () => {
    for (const [endpoint, schema] of Object.entries(QUERY_SCHEMAS)) {
      const query = { foo: 'bar', page: '2', offset: '10', ...(endpoint.includes('hostname') && { hostname: 'a.b' }) };
      assert.doesNotThrow(() => parseQuery(schema, query), endpoint);
    }
    assert.deepEqual(
      parseQuery(ListBanksQuerySchema, {
        countryCode: 'de',
        include: 'scores, country',
        sortBy: 'overall_score',
        sortOrder: 'desc',
        starting_after: 'bank_1',
      }),
      {
        limit: 10,
        countryCode: 'DE',
        include: ['scores', 'country'],
        sortBy: 'overall_score',
        sortOrder: 'desc',
        startingAfter: 'bank_1',
      },
    );
    assert.deepEqual(
      parseQuery(ListVotesQuerySchema, {
        countryCode: 'de',
        isUp: 'false',
        categories: 'LENDING, INNOVATION',
        include: 'bank,country',
        ending_before: 'vote_1',
      }),
      {
        limit: 10,
        countryCode: 'DE',
        isUp: false,
        categories: ['LENDING', 'INNOVATION'],
        include: ['bank', 'country'],
        sortBy: 'createdAt',
        sortOrder: 'desc',
        endingBefore: 'vote_1',
      },
    );
    assert.deepEqual(
      parseQuery(ListProductsQuerySchema, {
        currency: 'eur',
        countryCode: 'De',
        minRatePercent: '0',
        maxRatePercent: '1000',
        types: 'MORTGAGE',
        categories: 'LOAN,CARD',
      }),
      {
        limit: 10,
        currency: 'EUR',
        countryCode: 'DE',
        minRatePercent: 0,
        maxRatePercent: 1000,
        types: ['MORTGAGE'],
        categories: ['LOAN', 'CARD'],
        sortBy: 'ratePercent',
        sortOrder: 'desc',
      },
    );
  });
});
