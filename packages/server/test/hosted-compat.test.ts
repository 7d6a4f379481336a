import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openApiPath, parametersOf, type RouteDefinition, routeTable } from '../src/index.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { type HostedOperation, hostedOperations, schemaValidator } from './hosted/hosted-document.ts';
import { INTENTIONAL_DIFFERENCES, patchedSuccessSchema } from './hosted/intentional-differences.ts';

// bankdir's answers checked against the hosted service's own OpenAPI document (hosted/), so that the clients written
// for it (its SDK, its MCP server) parse them unchanged: every operation of that document is a route here, takes the
// document's parameters, and answers success and failure bodies valid against the document's schemas. What differs on
// purpose is listed in hosted/intentional-differences.ts.

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const operations = hostedOperations();
const validatorOf = schemaValidator();

function routeOf(operation: HostedOperation): RouteDefinition | undefined {
  return routeTable.find((route) => route.method === operation.method && openApiPath(route.path) === operation.path);
}

/** Requests that succeed, by hosted operationId: each include and the main filters and sorts at least once. */
function successRequests(s: TestServer): Record<string, string[]> {
  const bank = s.data.banks[0]!;
  const country = s.data.countries.find((c) => c.id === bank.countryId)!;
  const story = s.data.stories.find((entry) => !entry.hidden)!;
  return {
    'bank-getByHostname': [
      `/v1/banks/by-hostname?hostname=${encodeURIComponent(new URL(bank.url).hostname)}&include=scores,country`,
      `/v1/banks/by-hostname?hostname=www.${encodeURIComponent(new URL(bank.url).hostname)}&pageTitle=Home`,
    ],
    'bank-get': [
      '/v1/banks?limit=5',
      '/v1/banks?limit=5&include=scores,country,meta&sortBy=overall_score&sortOrder=desc',
      `/v1/banks?countryCode=${country.code.toLowerCase()}&sortBy=rank&include=scores`,
      `/v1/banks?countryId=${country.id}&search=${encodeURIComponent(bank.name.slice(0, 3))}`,
      '/v1/banks?description=not_null&include=meta',
      '/v1/banks?description=null',
      `/v1/banks?description=${encodeURIComponent('a bank for farmers and green mortgages')}&include=scores,meta&limit=3`,
    ],
    'bank-getById': [`/v1/banks/${bank.id}`, `/v1/banks/${bank.id}?include=scores,country`],
    'bankVote-get': [
      '/v1/bank-votes?limit=5',
      `/v1/bank-votes?limit=5&include=bank,country&isUp=true&categories=LENDING,INNOVATION&sortOrder=asc`,
      `/v1/bank-votes?bankId=${bank.id}&countryCode=${country.code}`,
    ],
    'country-get': [
      '/v1/countries',
      '/v1/countries?limit=2&sortBy=code&sortOrder=desc',
      '/v1/countries?include=scores&sortBy=rank',
      `/v1/countries?search=${country.code.toLowerCase()}&sortBy=overall_score&sortOrder=desc&include=scores`,
    ],
    'story-get': [
      '/v1/stories',
      '/v1/stories?limit=5&include=bank,country&sortBy=thumbsUpCount&sortOrder=desc',
      `/v1/stories?countryCode=${country.code}&tags=LENDING,INNOVATION,CUSTOMER_SERVICE&search=a`,
      `/v1/stories?bankId=${story.bankId}`,
    ],
    'story-getById': [`/v1/stories/${story.id}`, `/v1/stories/${story.id}?include=bank,country`],
    'world-getOverview': ['/v1/world', '/v1/world?include=scores'],
    'search-get': [
      '/v1/search?q=a',
      `/v1/search?q=${encodeURIComponent(bank.name.slice(0, 4))}&limit=50`,
      `/v1/search?q=${country.code}&include=countries`,
      '/v1/search?q=e&include=stories,banks&limit=1',
    ],
    'country-getByCountryCode': [
      `/v1/countries/${country.code}`,
      `/v1/countries/${country.code.toLowerCase()}?include=scores`,
    ],
  };
}

/** Requests that fail, by status, for an operation whose path has parameters filled in with `filled`. */
function failureRequests(operation: HostedOperation, route: RouteDefinition, filled: string) {
  const requests: { status: number; path: string; key: 'none' | 'free' | 'pro' }[] = [
    { status: 401, path: filled, key: 'none' },
    { status: 400, path: `${filled}${filled.includes('?') ? '&' : '?'}include=nope`, key: 'pro' },
  ];
  if (route.plan === 'PRO') requests.push({ status: 403, path: filled, key: 'free' });
  if (operation.path.includes('{')) {
    const missing = operation.path.endsWith('{code}') ? 'QQ' : 'nope_missing';
    requests.push({ status: 404, path: filled.replace(/\/[^/?]+(\?|$)/, `/${missing}$1`), key: 'pro' });
  }
  return requests;
}

describe('compatibility with the hosted service’s OpenAPI document', () => {
  test('every operation of the hosted document is a route of bankdir', () => {
    assert.deepEqual(
      operations.filter((operation) => !routeOf(operation)).map((operation) => operation.operationId),
      [],
    );
  });

  test('every intentional difference says what and why', () => {
    for (const difference of INTENTIONAL_DIFFERENCES)
      assert.ok(difference.what.length > 0 && difference.why.length > 0);
  });

  for (const operation of operations) {
    const route = routeOf(operation);
    // An operation bankdir does not serve fails the test above; its shape tests are skipped rather than crash.
    describe(`${operation.method} ${operation.path} (${operation.operationId})`, { skip: !route }, () => {
      test('takes every parameter of the hosted operation, with every value of its enums', () => {
        const ours = new Map(parametersOf(route!).map((parameter) => [`${parameter.in} ${parameter.name}`, parameter]));
        for (const parameter of operation.parameters) {
          const mine = ours.get(`${parameter.in} ${parameter.name}`);
          assert.ok(mine, `${parameter.in} parameter ${parameter.name}`);
          const enumOf = (mine.schema as { enum?: string[] }).enum;
          for (const value of parameter.schema.enum ?? [])
            assert.ok(enumOf?.includes(value), `${parameter.name}=${value} is accepted`);
        }
      });

      test('success bodies are valid against the hosted schema', async () => {
        const requests = successRequests(server)[operation.operationId];
        assert.ok(requests, `success requests for ${operation.operationId}`);
        const validate = validatorOf(patchedSuccessSchema(operation.operationId, operation.responses.get(200)!));
        for (const path of requests) {
          const response = await server.request('GET', path);
          assert.equal(response.status, 200, `${path}: ${response.text}`);
          assert.ok(validate(response.body), `${path}: ${JSON.stringify(validate.errors, null, 1)}`);
        }
      });

      test('failure bodies are valid against the hosted error schema of their status', async () => {
        const [path] = successRequests(server)[operation.operationId]!;
        for (const failure of failureRequests(operation, route!, path!)) {
          const key = failure.key === 'none' ? null : server.keys[failure.key];
          const response = await server.request('GET', failure.path, { key });
          assert.equal(response.status, failure.status, `${failure.path}: ${response.text}`);
          const schema = operation.responses.get(failure.status);
          assert.ok(schema, `the hosted document describes ${failure.status}`);
          const validate = validatorOf(schema);
          assert.ok(validate(response.body), `${failure.path}: ${JSON.stringify(validate.errors)}`);
        }
      });
    });
  }
});
