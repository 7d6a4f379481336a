import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FULL_PRODUCT_FIELDS } from '../../conformance/src/conformance/fixtures.ts';
import { DirectoryError } from '../src/index.ts';
import type { RawQuery } from '../src/query/index.ts';
import {
  parseBanksByHostnameQuery,
  parseGetBankQuery,
  parseListBanksQuery,
  parseListCountriesQuery,
  parseListProductsQuery,
  parseListVotesQuery,
  parseProductBody,
  parseProductStatusBody,
  parseSemanticSearchQuery,
  parseVoteBody,
  parseVoteCategoryParam,
} from './host-parsers.ts';

type Path = (string | number)[];

/** Runs `work`, expecting a 400 BAD_REQUEST; returns the error for further checks. */
function badRequest(work: () => unknown): DirectoryError {
  try {
    work();
  } catch (error) {
    assert.ok(error instanceof DirectoryError, `expected a DirectoryError, got ${String(error)}`);
    assert.equal(error.code, 'BAD_REQUEST');
    assert.equal(error.status, 400);
    assert.ok(error.issues && error.issues.length > 0, 'a BAD_REQUEST lists its issues');
    return error;
  }
  assert.fail('expected a BAD_REQUEST');
}

/** The issue paths of the BAD_REQUEST `work` throws. */
function issuePaths(work: () => unknown): Path[] {
  return badRequest(work).issues!.map((issue) => issue.path);
}

/** Asserts `work` throws BAD_REQUEST whose only issue is at `path`, and returns its message. */
function rejectsAt(work: () => unknown, path: Path): string {
  const error = badRequest(work);
  assert.deepEqual(
    error.issues!.map((issue) => issue.path),
    [path],
  );
  return error.issues![0]!.message;
}

const pagedLists: [string, (raw: RawQuery) => { page: unknown }][] = [
  ['GET /banks', parseListBanksQuery],
  ['GET /bank-votes', parseListVotesQuery],
  ['GET /bank-products', parseListProductsQuery],
  ['GET /countries', parseListCountriesQuery],
];

describe('query defaults', () => {
  it('GET /banks defaults to name asc, limit 10, no include and no filter', () => {
    const query = parseListBanksQuery({});
    assert.deepEqual(query, { sortBy: 'name', sortOrder: 'asc', include: new Set(), page: { limit: 10 } });
  });

  it('GET /banks/:id defaults to no include', () => {
    assert.deepEqual(parseGetBankQuery({}), { include: new Set() });
  });

  it('GET /banks/by-hostname needs only hostname and defaults to no include', () => {
    assert.deepEqual(parseBanksByHostnameQuery({ hostname: 'www.example.com' }), {
      hostname: 'www.example.com',
      include: new Set(),
    });
  });

  it('GET /banks/semantic-search defaults limit to 10', () => {
    assert.deepEqual(parseSemanticSearchQuery({ query: 'a bank for crypto traders' }), {
      query: 'a bank for crypto traders',
      limit: 10,
    });
  });

  it('GET /bank-votes defaults to createdAt desc, limit 10, no include', () => {
    assert.deepEqual(parseListVotesQuery({}), {
      sortBy: 'createdAt',
      sortOrder: 'desc',
      include: new Set(),
      page: { limit: 10 },
    });
  });

  it('GET /bank-products defaults to ratePercent desc, limit 10', () => {
    assert.deepEqual(parseListProductsQuery({}), { sortBy: 'ratePercent', sortOrder: 'desc', page: { limit: 10 } });
  });

  it('GET /countries defaults to name asc, limit 10', () => {
    assert.deepEqual(parseListCountriesQuery({}), {
      sortBy: 'name',
      sortOrder: 'asc',
      include: new Set(),
      page: { limit: 10 },
    });
  });
});

describe('query parameters that parse', () => {
  it('turns limit and a cursor into the page request', () => {
    assert.deepEqual(parseListBanksQuery({ limit: '100', starting_after: 'bank_1' }).page, {
      limit: 100,
      startingAfter: 'bank_1',
    });
    assert.deepEqual(parseListVotesQuery({ limit: '1', ending_before: 'vote_9' }).page, {
      limit: 1,
      endingBefore: 'vote_9',
    });
  });

  it('accepts a parameter sent as a one-element array like a plain string', () => {
    assert.equal(parseListCountriesQuery({ limit: ['7'] }).page.limit, 7);
  });

  it('ignores unknown query parameters', () => {
    for (const [, parse] of pagedLists)
      assert.deepEqual(parse({ foo: 'bar', page: 'x', limit: '5' }).page, { limit: 5 });
    assert.deepEqual(parseGetBankQuery({ expand: 'everything' }), { include: new Set() });
    assert.equal(parseSemanticSearchQuery({ query: 'x', q: 'y' }).query, 'x');
  });

  it('upper-cases countryCode and currency', () => {
    assert.equal(parseListBanksQuery({ countryCode: 'de' }).countryCode, 'DE');
    assert.equal(parseListVotesQuery({ countryCode: 'Us' }).countryCode, 'US');
    assert.equal(parseListProductsQuery({ countryCode: 'fr', currency: 'eur' }).currency, 'EUR');
    assert.equal(parseListProductsQuery({ countryCode: 'fr' }).countryCode, 'FR');
    assert.equal(parseSemanticSearchQuery({ query: 'x', countryCode: 'gb' }).countryCode, 'GB');
  });

  it('parses include as a set, trimming items and dropping repeats', () => {
    assert.deepEqual(
      parseListBanksQuery({ include: 'scores, country,scores,meta,stocks' }).include,
      new Set(['scores', 'country', 'meta', 'stocks']),
    );
    assert.deepEqual(parseGetBankQuery({ include: 'stocks' }).include, new Set(['stocks']));
    assert.deepEqual(
      parseBanksByHostnameQuery({ hostname: 'a.com', include: 'country,scores' }).include,
      new Set(['country', 'scores']),
    );
    assert.deepEqual(parseListVotesQuery({ include: 'bank,country' }).include, new Set(['bank', 'country']));
  });

  it('accepts every bank sort key, score ones included', () => {
    for (const sortBy of [
      'name',
      'rank',
      'countryRank',
      'storiesCount',
      'countryId',
      'overall_score',
      'lending_down',
      'cryptoFriendly_total',
    ]) {
      assert.equal(parseListBanksQuery({ sortBy, sortOrder: 'desc' }).sortBy, sortBy);
    }
  });

  it('parses the filters of GET /banks', () => {
    assert.deepEqual(parseListBanksQuery({ countryId: 'ctry_de', countryCode: 'us', search: 'Bunq' }), {
      countryId: 'ctry_de',
      countryCode: 'US',
      search: 'Bunq',
      sortBy: 'name',
      sortOrder: 'asc',
      include: new Set(),
      page: { limit: 10 },
    });
  });

  it('parses the filters of GET /bank-votes', () => {
    const query = parseListVotesQuery({
      bankId: 'bank_1',
      categories: 'LENDING, INNOVATION,LENDING',
      isUp: 'false',
      sortOrder: 'asc',
      sortBy: 'createdAt',
    });
    assert.equal(query.bankId, 'bank_1');
    assert.deepEqual(query.categories, ['LENDING', 'INNOVATION']);
    assert.equal(query.isUp, false);
    assert.equal(parseListVotesQuery({ isUp: 'true' }).isUp, true);
    assert.equal(query.sortOrder, 'asc');
  });

  it('parses the filters of GET /bank-products', () => {
    assert.deepEqual(
      parseListProductsQuery({
        bankId: 'bank_1',
        categories: 'CARD,LOAN',
        types: 'MORTGAGE',
        search: 'gold',
        minRatePercent: '2.5',
        maxRatePercent: '0',
        sortBy: 'name',
        sortOrder: 'asc',
      }),
      {
        bankId: 'bank_1',
        categories: ['CARD', 'LOAN'],
        types: ['MORTGAGE'],
        search: 'gold',
        minRatePercent: 2.5,
        maxRatePercent: 0,
        sortBy: 'name',
        sortOrder: 'asc',
        page: { limit: 10 },
      },
    );
  });

  it('parses the parameters of GET /countries, semantic search and by-hostname', () => {
    assert.deepEqual(
      parseListCountriesQuery({ search: 'land', sortBy: 'overall_up', sortOrder: 'desc', include: 'scores' }),
      { search: 'land', sortBy: 'overall_up', sortOrder: 'desc', include: new Set(['scores']), page: { limit: 10 } },
    );
    assert.equal(parseSemanticSearchQuery({ query: 'x', limit: '50' }).limit, 50);
    assert.equal(parseBanksByHostnameQuery({ hostname: 'a.com', pageTitle: 'Home | Bank' }).pageTitle, 'Home | Bank');
  });
});

describe('contract examples: a bad query parameter is a 400 with an issue at the parameter', () => {
  for (const [name, parse] of pagedLists) {
    it(`${name}: limit=0, limit=101, limit=abc, limit=1.5 and an empty limit`, () => {
      for (const limit of ['0', '101', 'abc', '1.5', '']) {
        assert.equal(
          rejectsAt(() => parse({ limit }), ['query', 'limit']),
          'limit must be an integer from 1 to 100.',
        );
      }
    });

    it(`${name}: limit sent twice`, () => {
      assert.equal(
        rejectsAt(() => parse({ limit: ['1', '2'] }), ['query', 'limit']),
        'limit must be given once.',
      );
    });

    it(`${name}: sortBy=nope and sortOrder=up`, () => {
      rejectsAt(() => parse({ sortBy: 'nope' }), ['query', 'sortBy']);
      rejectsAt(() => parse({ sortOrder: 'up' }), ['query', 'sortOrder']);
    });

    it(`${name}: starting_after with ending_before is an issue at ending_before`, () => {
      rejectsAt(() => parse({ starting_after: 'a', ending_before: 'b' }), ['query', 'ending_before']);
    });

    it(`${name}: a cursor that is not an id`, () => {
      rejectsAt(() => parse({ starting_after: 'not an id!' }), ['query', 'starting_after']);
      rejectsAt(() => parse({ ending_before: 'x'.repeat(65) }), ['query', 'ending_before']);
    });
  }

  it('GET /banks: sortBy=nope names the short list of sort keys, not all 65', () => {
    const message = rejectsAt(() => parseListBanksQuery({ sortBy: 'nope' }), ['query', 'sortBy']);
    assert.equal(
      message,
      'sortBy must be one of name, rank, countryRank, storiesCount, countryId, or <category>_<metric> such as overall_score, not "nope".',
    );
  });

  it('include=nope on every endpoint with include', () => {
    rejectsAt(() => parseListBanksQuery({ include: 'nope' }), ['query', 'include']);
    rejectsAt(() => parseGetBankQuery({ include: 'nope' }), ['query', 'include']);
    rejectsAt(() => parseGetBankQuery({ include: 'meta' }), ['query', 'include']);
    rejectsAt(() => parseBanksByHostnameQuery({ hostname: 'a.com', include: 'stocks' }), ['query', 'include']);
    rejectsAt(() => parseListVotesQuery({ include: 'scores' }), ['query', 'include']);
    rejectsAt(() => parseListBanksQuery({ include: 'scores,,country' }), ['query', 'include']);
  });

  it('isUp=yes', () => {
    assert.equal(
      rejectsAt(() => parseListVotesQuery({ isUp: 'yes' }), ['query', 'isUp']),
      'isUp must be true or false.',
    );
    rejectsAt(() => parseListVotesQuery({ isUp: 'TRUE' }), ['query', 'isUp']);
  });

  it('categories=NOPE on votes and products, types=NOPE on products', () => {
    rejectsAt(() => parseListVotesQuery({ categories: 'NOPE' }), ['query', 'categories']);
    rejectsAt(() => parseListVotesQuery({ categories: 'lending' }), ['query', 'categories']);
    rejectsAt(() => parseListProductsQuery({ categories: 'NOPE' }), ['query', 'categories']);
    rejectsAt(() => parseListProductsQuery({ types: 'NOPE' }), ['query', 'types']);
  });

  it('countryCode=USA on every endpoint with countryCode', () => {
    rejectsAt(() => parseListBanksQuery({ countryCode: 'USA' }), ['query', 'countryCode']);
    rejectsAt(() => parseListVotesQuery({ countryCode: 'USA' }), ['query', 'countryCode']);
    rejectsAt(() => parseListProductsQuery({ countryCode: 'USA' }), ['query', 'countryCode']);
    rejectsAt(() => parseSemanticSearchQuery({ query: 'x', countryCode: 'U' }), ['query', 'countryCode']);
    rejectsAt(() => parseListBanksQuery({ countryCode: '12' }), ['query', 'countryCode']);
  });

  it('currency=EURO', () => {
    const message = rejectsAt(() => parseListProductsQuery({ currency: 'EURO' }), ['query', 'currency']);
    assert.equal(message, 'currency must be a three-letter ISO 4217 currency code such as EUR, not "EURO".');
  });

  it('minRatePercent=1001, maxRatePercent=-1 and a rate that is not a number', () => {
    assert.equal(
      rejectsAt(() => parseListProductsQuery({ minRatePercent: '1001' }), ['query', 'minRatePercent']),
      'minRatePercent must be a number from 0 to 1000.',
    );
    rejectsAt(() => parseListProductsQuery({ maxRatePercent: '-1' }), ['query', 'maxRatePercent']);
    rejectsAt(() => parseListProductsQuery({ maxRatePercent: 'high' }), ['query', 'maxRatePercent']);
  });

  it('search empty, only spaces or over 200 characters', () => {
    rejectsAt(() => parseListBanksQuery({ search: '' }), ['query', 'search']);
    rejectsAt(() => parseListProductsQuery({ search: '   ' }), ['query', 'search']);
    rejectsAt(() => parseListCountriesQuery({ search: 'x'.repeat(201) }), ['query', 'search']);
    assert.equal(parseListBanksQuery({ search: 'x'.repeat(200) }).search?.length, 200);
  });

  it('countryId and bankId that are not ids', () => {
    rejectsAt(() => parseListBanksQuery({ countryId: 'de/fr' }), ['query', 'countryId']);
    rejectsAt(() => parseListVotesQuery({ bankId: '' }), ['query', 'bankId']);
    rejectsAt(() => parseListProductsQuery({ bankId: 'a b' }), ['query', 'bankId']);
  });

  it('by-hostname: hostname missing, empty or over 2048 characters; pageTitle over 1000', () => {
    assert.equal(
      rejectsAt(() => parseBanksByHostnameQuery({}), ['query', 'hostname']),
      'hostname is required.',
    );
    rejectsAt(() => parseBanksByHostnameQuery({ hostname: '' }), ['query', 'hostname']);
    rejectsAt(() => parseBanksByHostnameQuery({ hostname: 'a'.repeat(2049) }), ['query', 'hostname']);
    assert.equal(parseBanksByHostnameQuery({ hostname: 'a'.repeat(2048) }).hostname.length, 2048);
    rejectsAt(
      () => parseBanksByHostnameQuery({ hostname: 'a.com', pageTitle: 'x'.repeat(1001) }),
      ['query', 'pageTitle'],
    );
  });

  it('semantic search: query missing, only spaces or over 1000 characters; limit outside 1 to 50', () => {
    assert.equal(
      rejectsAt(() => parseSemanticSearchQuery({}), ['query', 'query']),
      'query is required.',
    );
    rejectsAt(() => parseSemanticSearchQuery({ query: '  ' }), ['query', 'query']);
    rejectsAt(() => parseSemanticSearchQuery({ query: 'x'.repeat(1001) }), ['query', 'query']);
    assert.equal(
      rejectsAt(() => parseSemanticSearchQuery({ query: 'x', limit: '51' }), ['query', 'limit']),
      'limit must be an integer from 1 to 50.',
    );
    rejectsAt(() => parseSemanticSearchQuery({ query: 'x', limit: '0' }), ['query', 'limit']);
  });

  it('reports every bad parameter at once, in the order of the parameters, with a summary', () => {
    const error = badRequest(() =>
      parseListBanksQuery({ countryCode: 'USA', limit: '0', sortBy: 'nope', include: 'nope' }),
    );
    assert.deepEqual(
      error.issues!.map((issue) => issue.path),
      [
        ['query', 'limit'],
        ['query', 'sortBy'],
        ['query', 'include'],
        ['query', 'countryCode'],
      ],
    );
    assert.equal(error.message, 'The query has 4 invalid parameters.');
  });
});

/** A body with every product field set: the conformance suite's product. */
const fullProduct = { ...FULL_PRODUCT_FIELDS };

const minimalProduct = { category: 'LOAN', type: 'MORTGAGE', name: 'Home Loan' };

/** The optional fields of a product (fullProduct's, but the status), empty: null, and [] for the lists. */
const emptyFields = Object.fromEntries(
  Object.entries(fullProduct)
    .filter(([key]) => !(key in minimalProduct) && key !== 'status')
    .map(([key, value]) => [key, Array.isArray(value) ? [] : null]),
);

describe('product body', () => {
  it('a full valid body round-trips', () => {
    assert.deepEqual(parseProductBody(fullProduct), fullProduct);
  });

  it('absent optional fields become null, features and attributes [], and status stays absent', () => {
    const body = parseProductBody(minimalProduct);
    assert.deepEqual(body, { ...minimalProduct, ...emptyFields });
    assert.ok(!('status' in body));
  });

  it('an explicit null means empty, for status too', () => {
    const nulls = Object.fromEntries(Object.keys(emptyFields).map((key) => [key, null]));
    const body = parseProductBody({ ...minimalProduct, ...nulls, status: null });
    assert.deepEqual(body, { ...minimalProduct, ...emptyFields });
  });

  it('an empty string means empty for every optional text field', () => {
    const texts = ['summary', 'details', 'url', 'currency', 'rateType', 'rateNote', 'termNote', 'effectiveDate'];
    const body = parseProductBody({ ...minimalProduct, ...Object.fromEntries(texts.map((key) => [key, ''])) });
    assert.deepEqual(body, { ...minimalProduct, ...emptyFields });
  });

  it('trims the name and upper-cases the currency', () => {
    const body = parseProductBody({ ...minimalProduct, name: '  Home Loan  ', currency: 'eur' });
    assert.equal(body.name, 'Home Loan');
    assert.equal(body.currency, 'EUR');
  });

  it('accepts the edges of every range', () => {
    const body = parseProductBody({
      ...minimalProduct,
      name: 'x'.repeat(160),
      summary: 'x'.repeat(500),
      details: 'x'.repeat(20_000),
      url: 'http://bank.example',
      ratePercent: -100,
      rateMinPercent: 1000,
      rateMaxPercent: 1000,
      monthlyFeeCents: 1_000_000_000_000,
      termMonths: 0,
      features: Array.from({ length: 50 }, () => 'x'.repeat(500)),
      attributes: Array.from({ length: 50 }, () => ({ label: 'x', value: '' })),
      displayOrder: 999,
      effectiveDate: '2000-02-29',
    });
    assert.equal(body.features.length, 50);
    assert.equal(parseProductBody({ ...minimalProduct, name: 'ab', displayOrder: 0 }).displayOrder, 0);
  });

  it('does not require the type to belong to the category', () => {
    assert.equal(parseProductBody({ ...minimalProduct, category: 'CARD', type: 'MORTGAGE' }).category, 'CARD');
  });

  const rejected: [string, Record<string, unknown>, Path][] = [
    ['category missing', { category: undefined }, ['body', 'category']],
    ['category not in the enum', { category: 'NOPE' }, ['body', 'category']],
    ['type missing', { type: undefined }, ['body', 'type']],
    ['type not in the enum', { type: 'GOLD_CARD' }, ['body', 'type']],
    ['name missing', { name: undefined }, ['body', 'name']],
    ['name null', { name: null }, ['body', 'name']],
    ['name of 1 character', { name: 'A' }, ['body', 'name']],
    ['name of 1 character once trimmed', { name: '  A  ' }, ['body', 'name']],
    ['name over 160 characters', { name: 'x'.repeat(161) }, ['body', 'name']],
    ['summary over 500 characters', { summary: 'x'.repeat(501) }, ['body', 'summary']],
    ['summary not a string', { summary: 5 }, ['body', 'summary']],
    ['details over 20,000 characters', { details: 'x'.repeat(20_001) }, ['body', 'details']],
    ['url not http(s)', { url: 'ftp://bank.example/x' }, ['body', 'url']],
    ['url relative', { url: '/savings' }, ['body', 'url']],
    ['url not a URL', { url: 'bank dot example' }, ['body', 'url']],
    ['currency of 4 letters', { currency: 'EURO' }, ['body', 'currency']],
    ['currency with a digit', { currency: 'E1R' }, ['body', 'currency']],
    ['rateType not in the list', { rateType: 'FIXED' }, ['body', 'rateType']],
    ['ratePercent under -100', { ratePercent: -100.01 }, ['body', 'ratePercent']],
    ['ratePercent over 1000', { ratePercent: 1000.01 }, ['body', 'ratePercent']],
    ['ratePercent as a string', { ratePercent: '4.5' }, ['body', 'ratePercent']],
    ['rateMinPercent over 1000', { rateMinPercent: 2000 }, ['body', 'rateMinPercent']],
    ['rateMaxPercent under -100', { rateMaxPercent: -101 }, ['body', 'rateMaxPercent']],
    ['rateNote over 500 characters', { rateNote: 'x'.repeat(501) }, ['body', 'rateNote']],
    ['monthlyFeeCents negative', { monthlyFeeCents: -1 }, ['body', 'monthlyFeeCents']],
    ['annualFeeCents not an integer', { annualFeeCents: 1.5 }, ['body', 'annualFeeCents']],
    [
      'minimumOpeningDepositCents over 10^12',
      { minimumOpeningDepositCents: 1_000_000_000_001 },
      ['body', 'minimumOpeningDepositCents'],
    ],
    ['minimumBalanceCents as a string', { minimumBalanceCents: '100' }, ['body', 'minimumBalanceCents']],
    ['termMonths negative', { termMonths: -12 }, ['body', 'termMonths']],
    ['termNote over 500 characters', { termNote: 'x'.repeat(501) }, ['body', 'termNote']],
    ['features not an array', { features: 'fast' }, ['body', 'features']],
    ['features over 50 items', { features: Array.from({ length: 51 }, () => 'x') }, ['body', 'features']],
    ['a feature not a string', { features: ['a', 'b', 'c', 4] }, ['body', 'features', 3]],
    ['a feature over 500 characters', { features: ['a', 'x'.repeat(501)] }, ['body', 'features', 1]],
    ['attributes not an array', { attributes: { label: 'a', value: 'b' } }, ['body', 'attributes']],
    [
      'attributes over 50 items',
      { attributes: Array.from({ length: 51 }, () => ({ label: 'a', value: 'b' })) },
      ['body', 'attributes'],
    ],
    [
      'an attribute label empty',
      { attributes: [...Array.from({ length: 3 }, () => ({ label: 'a', value: 'b' })), { label: '', value: 'b' }] },
      ['body', 'attributes', 3, 'label'],
    ],
    [
      'an attribute label over 100 characters',
      { attributes: [{ label: 'x'.repeat(101), value: 'b' }] },
      ['body', 'attributes', 0, 'label'],
    ],
    [
      'an attribute value over 500 characters',
      { attributes: [{ label: 'a', value: 'x'.repeat(501) }] },
      ['body', 'attributes', 0, 'value'],
    ],
    ['an attribute value missing', { attributes: [{ label: 'a' }] }, ['body', 'attributes', 0, 'value']],
    [
      'an attribute with another key',
      { attributes: [{ label: 'a', value: 'b', unit: '%' }] },
      ['body', 'attributes', 0, 'unit'],
    ],
    ['an attribute that is not an object', { attributes: ['a'] }, ['body', 'attributes', 0]],
    ['an attribute that is an array', { attributes: [['label', 'value']] }, ['body', 'attributes', 0]],
    ['effectiveDate 2025-02-30', { effectiveDate: '2025-02-30' }, ['body', 'effectiveDate']],
    ['effectiveDate 2023-02-29', { effectiveDate: '2023-02-29' }, ['body', 'effectiveDate']],
    ['effectiveDate 2025-13-01', { effectiveDate: '2025-13-01' }, ['body', 'effectiveDate']],
    ['effectiveDate without leading zeros', { effectiveDate: '2025-7-1' }, ['body', 'effectiveDate']],
    ['effectiveDate as a date-time', { effectiveDate: '2025-07-11T00:00:00Z' }, ['body', 'effectiveDate']],
    ['displayOrder 1000', { displayOrder: 1000 }, ['body', 'displayOrder']],
    ['displayOrder negative', { displayOrder: -1 }, ['body', 'displayOrder']],
    ['displayOrder not an integer', { displayOrder: 1.5 }, ['body', 'displayOrder']],
    ['status not in the enum', { status: 'LIVE' }, ['body', 'status']],
  ];
  for (const [what, change, path] of rejected) {
    it(`rejects ${what} at ${JSON.stringify(path)}`, () => {
      const body: Record<string, unknown> = { ...fullProduct, rateMinPercent: null, rateMaxPercent: null, ...change };
      for (const key of Object.keys(change)) if (change[key] === undefined) delete body[key];
      const message = rejectsAt(() => parseProductBody(body), path);
      assert.match(message, /[.]$/);
    });
  }

  it('names the field, the element and the rule in each message', () => {
    assert.equal(
      rejectsAt(() => parseProductBody({ ...minimalProduct, name: 'A' }), ['body', 'name']),
      'name must be a string of 2 to 160 characters, not counting spaces at either end.',
    );
    assert.equal(
      rejectsAt(() => parseProductBody({ ...minimalProduct, category: undefined }), ['body', 'category']),
      'category is required.',
    );
    assert.equal(
      rejectsAt(
        () => parseProductBody({ ...minimalProduct, attributes: [{ label: '', value: 'b' }] }),
        ['body', 'attributes', 0, 'label'],
      ),
      'attributes[0].label must be a string of 1 to 100 characters.',
    );
    assert.equal(
      rejectsAt(() => parseProductBody({ ...minimalProduct, features: [7] }), ['body', 'features', 0]),
      'features[0] must be a string of at most 500 characters.',
    );
    assert.equal(
      rejectsAt(() => parseProductBody({ ...minimalProduct, effectiveDate: '2025-02-30' }), ['body', 'effectiveDate']),
      'effectiveDate must be a real calendar date written YYYY-MM-DD, such as 2025-07-11, not "2025-02-30".',
    );
    assert.equal(
      rejectsAt(() => parseProductBody({ ...minimalProduct, monthlyFeeCents: -1 }), ['body', 'monthlyFeeCents']),
      'monthlyFeeCents must be an integer from 0 to 1000000000000.',
    );
    assert.equal(
      rejectsAt(() => parseProductBody({ ...minimalProduct, ratePercent: 1001 }), ['body', 'ratePercent']),
      'ratePercent must be a number from -100 to 1000.',
    );
  });

  it('rejects rateMinPercent above rateMaxPercent at rateMinPercent', () => {
    const message = rejectsAt(
      () => parseProductBody({ ...minimalProduct, rateMinPercent: 5, rateMaxPercent: 4.99 }),
      ['body', 'rateMinPercent'],
    );
    assert.equal(message, 'rateMinPercent must be at most rateMaxPercent.');
  });

  it('accepts rateMinPercent equal to rateMaxPercent, or either one alone', () => {
    assert.equal(parseProductBody({ ...minimalProduct, rateMinPercent: 3, rateMaxPercent: 3 }).rateMaxPercent, 3);
    assert.equal(parseProductBody({ ...minimalProduct, rateMinPercent: 900 }).rateMinPercent, 900);
    assert.equal(parseProductBody({ ...minimalProduct, rateMaxPercent: -50 }).rateMaxPercent, -50);
  });

  it('reports a non-object body as one issue at ["body"]', () => {
    for (const body of [null, [], [minimalProduct], 'text', 42, true, undefined]) {
      const error = badRequest(() => parseProductBody(body));
      assert.deepEqual(error.issues, [{ path: ['body'], message: 'The body must be a JSON object.' }]);
      assert.equal(error.message, 'The body must be a JSON object.');
    }
  });

  it('reports every unknown field at ["body", field]', () => {
    const error = badRequest(() => parseProductBody({ ...minimalProduct, id: 'prod_1', bankName: 'x', hidden: true }));
    assert.deepEqual(error.issues, [
      { path: ['body', 'id'], message: 'id is not a known field.' },
      { path: ['body', 'bankName'], message: 'bankName is not a known field.' },
      { path: ['body', 'hidden'], message: 'hidden is not a known field.' },
    ]);
  });

  it('reports several problems at once, in field order, unknown fields last', () => {
    const error = badRequest(() =>
      parseProductBody({
        extra: 1,
        type: 'MORTGAGE',
        name: 'x',
        currency: 'EURO',
        rateMinPercent: 9,
        rateMaxPercent: 1,
        features: ['ok', 'ok', 'ok', 3],
        attributes: [
          { label: 'a', value: 'b' },
          { label: 'a', value: 'b' },
          { label: 'a', value: 'b' },
          { value: 'b', more: 1 },
        ],
        effectiveDate: '2025-02-30',
      }),
    );
    assert.deepEqual(
      error.issues!.map((issue) => issue.path),
      [
        ['body', 'category'],
        ['body', 'name'],
        ['body', 'currency'],
        ['body', 'rateMinPercent'],
        ['body', 'features', 3],
        ['body', 'attributes', 3, 'label'],
        ['body', 'attributes', 3, 'more'],
        ['body', 'effectiveDate'],
        ['body', 'extra'],
      ],
    );
    assert.equal(error.message, 'The body has 8 invalid fields.');
  });
});

describe('product status body', () => {
  it('parses a status', () => {
    for (const status of ['DRAFT', 'PUBLISHED', 'ARCHIVED'])
      assert.deepEqual(parseProductStatusBody({ status }), { status });
  });

  it('requires status and rejects a status outside the enum, null included', () => {
    assert.equal(
      rejectsAt(() => parseProductStatusBody({}), ['body', 'status']),
      'status is required.',
    );
    rejectsAt(() => parseProductStatusBody({ status: 'published' }), ['body', 'status']);
    rejectsAt(() => parseProductStatusBody({ status: null }), ['body', 'status']);
  });

  it('rejects unknown fields and a non-object body', () => {
    assert.deepEqual(
      issuePaths(() => parseProductStatusBody({ status: 'DRAFT', name: 'x' })),
      [['body', 'name']],
    );
    assert.deepEqual(
      issuePaths(() => parseProductStatusBody('DRAFT')),
      [['body']],
    );
  });
});

describe('vote body', () => {
  it('parses a category and isUp', () => {
    assert.deepEqual(parseVoteBody({ category: 'LENDING', isUp: true }), { category: 'LENDING', isUp: true });
    assert.deepEqual(parseVoteBody({ category: 'CRYPTO_FRIENDLY', isUp: false }), {
      category: 'CRYPTO_FRIENDLY',
      isUp: false,
    });
  });

  it('requires both fields, reporting both at once', () => {
    const error = badRequest(() => parseVoteBody({}));
    assert.deepEqual(error.issues, [
      { path: ['body', 'category'], message: 'category is required.' },
      { path: ['body', 'isUp'], message: 'isUp is required.' },
    ]);
  });

  it('rejects isUp that is not a JSON boolean', () => {
    for (const isUp of ['true', 1, null]) {
      assert.equal(
        rejectsAt(() => parseVoteBody({ category: 'LENDING', isUp }), ['body', 'isUp']),
        'isUp must be true or false, as a JSON boolean.',
      );
    }
  });

  it('rejects an unknown category, an unknown field and a non-object body', () => {
    rejectsAt(() => parseVoteBody({ category: 'lending', isUp: true }), ['body', 'category']);
    rejectsAt(() => parseVoteBody({ category: 'LENDING', isUp: true, bankId: 'bank_1' }), ['body', 'bankId']);
    rejectsAt(() => parseVoteBody([{ category: 'LENDING', isUp: true }]), ['body']);
  });
});

describe('vote category path parameter', () => {
  it('parses every vote category', () => {
    assert.equal(parseVoteCategoryParam('LENDING'), 'LENDING');
    assert.equal(parseVoteCategoryParam('INVESTMENT_SERVICES'), 'INVESTMENT_SERVICES');
  });

  it('rejects anything else at ["path", "category"]', () => {
    for (const raw of ['lending', 'NOPE', '']) {
      const error = badRequest(() => parseVoteCategoryParam(raw));
      assert.deepEqual(
        error.issues!.map((issue) => issue.path),
        [['path', 'category']],
      );
      assert.match(error.issues![0]!.message, /^category must be one of CRYPTO_FRIENDLY, .* or LENDING, not ".*"\.$/);
      assert.equal(error.message, 'The path has 1 invalid parameter.');
    }
  });
});
