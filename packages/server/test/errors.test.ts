import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { FailureBodySchema } from '@bankdir/core';
import * as v from 'valibot';
import type { ServerPlugin } from '../src/index.ts';
import { createProduct, productBody } from './helpers/route-samples.ts';
import { startTestServer, type TestResponse, type TestServer } from './helpers/test-server.ts';

// Every error code of docs/api-contract.md over HTTP, each in the failure envelope.

/** An auth provider that fails unexpectedly for one token, the way a broken database would. */
const explodingAuth: ServerPlugin = {
  name: 'exploding-auth',
  auth: {
    async authenticate(request) {
      if (request.headers.authorization === 'Bearer explode')
        throw new Error(
          'SQLITE_ERROR: no such table: api_keys (SELECT * FROM api_keys) at /srv/bankdir/plugins/auth.ts:42',
        );
      return null;
    },
  },
};

let server: TestServer;
let limited: TestServer;
before(async () => {
  server = await startTestServer({ extraPlugins: [explodingAuth] });
  // One fixed minute, so the count never starts afresh halfway through a test.
  const minute = Date.parse('2025-07-11T12:00:00.000Z');
  limited = await startTestServer({ semanticSearch: false, rateLimitPerMinute: 2, now: () => minute });
});
after(async () => {
  await server.close();
  await limited.close();
});

function failure(response: TestResponse, status: number, code: string) {
  assert.equal(response.status, status, response.text);
  const body = v.parse(FailureBodySchema, response.body);
  assert.equal(body.code, code);
  assert.equal(body.requestId, response.headers.get('request-id'));
  return body;
}

function issuePaths(response: TestResponse): unknown[] {
  return failure(response, 400, 'BAD_REQUEST').issues!.map((issue) => issue.path);
}

describe('400 BAD_REQUEST names every problem with its path', () => {
  const cases: [string, string, unknown[][]][] = [
    ['limit=0', '/v1/banks?limit=0', [['query', 'limit']]],
    ['limit=101', '/v1/banks?limit=101', [['query', 'limit']]],
    ['limit=abc', '/v1/bank-votes?limit=abc', [['query', 'limit']]],
    ['an empty limit', '/v1/countries?limit=', [['query', 'limit']]],
    ['limit sent twice', '/v1/countries?limit=1&limit=2', [['query', 'limit']]],
    ['isUp=yes', '/v1/bank-votes?isUp=yes', [['query', 'isUp']]],
    ['sortBy=nope', '/v1/banks?sortBy=nope', [['query', 'sortBy']]],
    ['include=nope', '/v1/banks?include=scores,nope', [['query', 'include']]],
    ['categories=NOPE', '/v1/bank-products?categories=LOAN,NOPE', [['query', 'categories']]],
    ['countryCode=USA', '/v1/bank-votes?countryCode=USA', [['query', 'countryCode']]],
    [
      'several at once',
      '/v1/banks?limit=0&sortOrder=up',
      [
        ['query', 'limit'],
        ['query', 'sortOrder'],
      ],
    ],
    ['both cursors', '/v1/countries?starting_after=a&ending_before=b', [['query', 'ending_before']]],
    ['a missing required parameter', '/v1/banks/by-hostname', [['query', 'hostname']]],
    ['an unknown vote category in the path', '/v1/banks/BANK/votes/NOPE', [['path', 'category']]],
  ];
  for (const [name, path, paths] of cases) {
    test(name, async () => {
      const method = path.includes('/votes/') ? 'DELETE' : 'GET';
      const resolved = path.replace('BANK', server.otherBankId);
      assert.deepEqual(
        issuePaths(
          await server.request(method, resolved, { key: method === 'DELETE' ? server.keys.free : server.keys.pro }),
        ),
        paths,
      );
    });
  }

  test('a cursor that names no item of the list', async () => {
    const body = failure(await server.request('GET', '/v1/banks?starting_after=bank_nothing'), 400, 'BAD_REQUEST');
    assert.deepEqual(body.issues?.[0]?.path, ['query', 'starting_after']);
  });

  test('unknown query parameters are ignored', async () => {
    assert.equal((await server.request('GET', '/v1/countries?limit=1&colour=blue')).status, 200);
  });

  test('a body that is not JSON, an array, unknown fields, nested problems', async () => {
    const path = `/v1/banks/${server.repBankId}/products`;
    const key = server.keys.rep;
    const headers = { 'Content-Type': 'application/json' };
    assert.deepEqual(issuePaths(await server.request('POST', path, { key, headers, body: '{"name":' })), [['body']]);
    assert.deepEqual(issuePaths(await server.request('POST', path, { key, headers, body: '' })), [['body']]);
    assert.deepEqual(issuePaths(await server.request('POST', path, { key, json: [productBody()] })), [['body']]);
    assert.deepEqual(
      issuePaths(await server.request('POST', path, { key, json: productBody({ colour: 'blue', shape: 1 }) })),
      [
        ['body', 'colour'],
        ['body', 'shape'],
      ],
    );
    assert.deepEqual(
      issuePaths(
        await server.request('POST', path, {
          key,
          json: productBody({
            name: 'x',
            attributes: [
              { label: 'a', value: 'b' },
              { label: '', value: 'c' },
            ],
          }),
        }),
      ),
      [
        ['body', 'name'],
        ['body', 'attributes', 1, 'label'],
      ],
    );
  });

  test('an unsupported Service-Version, with the issue at ["header", "Service-Version"]', async () => {
    const body = failure(
      await server.request('GET', '/v1/countries', { headers: { 'Service-Version': 'latest' } }),
      400,
      'BAD_REQUEST',
    );
    assert.deepEqual(body.issues, [{ path: ['header', 'Service-Version'], message: body.issues![0]!.message }]);
  });
});

describe('401, 403, 404, 405, 413, 415', () => {
  test('401 UNAUTHORIZED without a key', async () => {
    failure(await server.request('GET', '/v1/banks', { key: null }), 401, 'UNAUTHORIZED');
  });

  test('403 PLAN_REQUIRED for a Free key on a Pro endpoint', async () => {
    failure(await server.request('GET', '/v1/banks', { key: server.keys.free }), 403, 'PLAN_REQUIRED');
  });

  test('403 NOT_REPRESENTATIVE for a caller who does not represent the bank', async () => {
    failure(
      await server.request('GET', `/v1/banks/${server.otherBankId}/managed-products`, { key: server.keys.rep }),
      403,
      'NOT_REPRESENTATIVE',
    );
  });

  test('404 NOT_FOUND for an unknown route, an unknown bank, and a product of another bank', async () => {
    failure(await server.request('GET', '/v1/nothing-here', { key: null }), 404, 'NOT_FOUND');
    failure(await server.request('GET', '/v2/banks', { key: null }), 404, 'NOT_FOUND');
    failure(await server.request('GET', '/v1/banks/bank_missing'), 404, 'NOT_FOUND');
    const foreign = server.data.products.find((product) => product.bankId !== server.repBankId)!;
    failure(
      await server.request('PUT', `/v1/banks/${server.repBankId}/products/${foreign.id}/status`, {
        key: server.keys.rep,
        json: { status: 'DRAFT' },
      }),
      404,
      'NOT_FOUND',
    );
  });

  test('405 METHOD_NOT_ALLOWED with Allow for a wrong method on a known path; OPTIONS answers Allow', async () => {
    const response = await server.request('PATCH', `/v1/banks/${server.repBankId}/products`, { key: null });
    failure(response, 405, 'METHOD_NOT_ALLOWED');
    assert.deepEqual(response.headers.get('allow')!.split(', ').sort(), ['GET', 'HEAD', 'POST']);
    const options = await server.request('OPTIONS', '/v1/banks/by-hostname', { key: null });
    assert.equal(options.status, 204);
    assert.deepEqual(options.headers.get('allow')!.split(', ').sort(), ['GET', 'HEAD']);
  });

  test('413 PAYLOAD_TOO_LARGE for a body over 64 KiB', async () => {
    const big = JSON.stringify(productBody({ details: 'x'.repeat(70_000) }));
    failure(
      await server.request('POST', `/v1/banks/${server.repBankId}/products`, {
        key: server.keys.rep,
        headers: { 'Content-Type': 'application/json' },
        body: big,
      }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    const justUnder = JSON.stringify(productBody({ details: 'x'.repeat(19_000) }));
    assert.equal(
      (
        await server.request('POST', `/v1/banks/${server.repBankId}/products`, {
          key: server.keys.rep,
          headers: { 'Content-Type': 'application/json' },
          body: justUnder,
        })
      ).status,
      201,
    );
  });

  test('415 UNSUPPORTED_MEDIA_TYPE for a POST or PUT body without Content-Type: application/json', async () => {
    const body = JSON.stringify({ category: 'LENDING', isUp: true });
    const path = `/v1/banks/${server.otherBankId}/votes`;
    failure(await server.request('POST', path, { key: server.keys.free, body }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    failure(
      await server.request('POST', path, { key: server.keys.free, body, headers: { 'Content-Type': 'text/plain' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    const id = await createProduct(server);
    failure(
      await server.request('PUT', `/v1/banks/${server.repBankId}/products/${id}/status`, {
        key: server.keys.rep,
        body: '{"status":"DRAFT"}',
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    assert.equal(
      (
        await server.request('POST', path, {
          key: server.keys.free,
          body,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        })
      ).status,
      201,
    );
  });
});

describe('429, 500, 503', () => {
  test('429 TOO_MANY_REQUESTS with Retry-After over the per-key limit', async () => {
    for (let i = 0; i < 2; i++) assert.equal((await limited.request('GET', '/v1/countries?limit=1')).status, 200);
    const response = await limited.request('GET', '/v1/countries?limit=1');
    failure(response, 429, 'TOO_MANY_REQUESTS');
    const retryAfter = Number(response.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60);
  });

  test('500 INTERNAL_SERVER_ERROR for an unexpected failure: a bare message in the body, the cause in the log with the request id', async () => {
    const response = await server.request('GET', '/v1/countries', { key: 'explode' });
    const body = failure(response, 500, 'INTERNAL_SERVER_ERROR');
    assert.doesNotMatch(
      response.text,
      /SQLITE|SELECT|api_keys|\/srv|\.ts/,
      'no SQL, table, path or stack in the response',
    );
    assert.equal(body.issues, undefined);
    const logged = server.logs.find((line) => line.startsWith('ERROR') && line.includes(body.requestId));
    assert.ok(logged?.includes('SQLITE_ERROR'), 'the cause is logged with the request id');
  });

  test('503 SERVICE_UNAVAILABLE for semantic search without an embedding model, saying how to fix it; other endpoints keep working', async () => {
    const fresh = await startTestServer({ semanticSearch: false });
    try {
      const body = failure(
        await fresh.request('GET', '/v1/banks/semantic-search?query=a%20bank%20for%20farmers'),
        503,
        'SERVICE_UNAVAILABLE',
      );
      assert.match(body.message, /embedd/i);
      assert.equal((await fresh.request('GET', '/v1/banks?limit=1')).status, 200);
    } finally {
      await fresh.close();
    }
  });
});
