import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_VERSION, FailureBodySchema, successBodySchema } from '@bankdir/core';
import * as v from 'valibot';
import { routeTable } from '../src/index.ts';
import { SUCCESS_CASES } from './helpers/route-samples.ts';
import { startTestServer, type TestResponse, type TestServer } from './helpers/test-server.ts';

// One shape test over every route of the route table: the success envelope with the route's resource schema, and the
// failure envelope, with the Request-Id and Service-Version headers, on every route.

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

function concretePath(path: string): string {
  return `/v1${path
    .replace(/:bankId/g, 'bank_missing')
    .replace(/:id/g, 'x_missing')
    .replace(/:category/g, 'LENDING')}`;
}

function assertCommonHeaders(response: TestResponse): void {
  assert.match(
    response.headers.get('request-id') ?? '',
    /^req_[A-Za-z0-9_-]{16}$/,
    'every response has a Request-Id header',
  );
  assert.equal(response.headers.get('service-version'), API_VERSION, 'every response names the serving version');
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  assert.doesNotMatch(response.text, /at .*\.ts:\d+|node_modules|SELECT |sqlite/i, 'no stack, path or SQL in a body');
}

function assertFailure(response: TestResponse, status: number, code: string): void {
  assertCommonHeaders(response);
  assert.equal(response.status, status, response.text);
  const body = v.parse(FailureBodySchema, response.body);
  assert.equal(body.code, code);
  assert.equal(body.requestId, response.headers.get('request-id'), 'requestId repeats the Request-Id header');
  assert.equal(body.version, API_VERSION);
}

describe('every route answers the success and failure envelopes', () => {
  test('every route of the route table has a success case in this test', () => {
    assert.deepEqual(
      routeTable.map((route) => route.operationId).filter((id) => !(id in SUCCESS_CASES)),
      [],
    );
  });

  for (const route of routeTable) {
    describe(`${route.method} /v1${route.path}`, () => {
      test('success: the success envelope around the resource schema, with pagination exactly on paginated lists', async () => {
        const sample = await SUCCESS_CASES[route.operationId]!(server);
        const response = await server.request(route.method, sample.path, sample.options);
        assertCommonHeaders(response);
        assert.ok(sample.statuses.includes(response.status), `${response.status}: ${response.text}`);
        v.parse(successBodySchema(route.response, { paginated: route.paginated }), response.body);
        assert.deepEqual(
          Object.keys(response.body),
          route.paginated
            ? ['success', 'data', 'pagination', 'message', 'timestamp', 'version']
            : ['success', 'data', 'message', 'timestamp', 'version'],
          'the spec key order',
        );
        assert.ok(response.body.message.length > 0);
        assert.ok(
          Math.abs(Date.parse(response.body.timestamp) - Date.now()) < 60_000,
          'timestamp is the time of the response',
        );
      });

      test('failure without a key: 401 UNAUTHORIZED in the failure envelope', async () => {
        const response = await server.request(route.method, concretePath(route.path), { key: null });
        assertFailure(response, 401, 'UNAUTHORIZED');
        assert.equal(response.headers.get('www-authenticate'), 'Bearer realm="bankdir"');
      });

      test('failure with an unsupported Service-Version: 400 BAD_REQUEST with the issue at ["header", "Service-Version"]', async () => {
        const key = route.plan === 'PRO' ? server.keys.pro : server.keys.rep;
        const response = await server.request(route.method, concretePath(route.path), {
          key,
          headers: { 'Service-Version': '2024-01-01' },
        });
        assertFailure(response, 400, 'BAD_REQUEST');
        assert.deepEqual(
          response.body.issues.map((issue: { path: unknown }) => issue.path),
          [['header', 'Service-Version']],
        );
        assert.match(response.body.message, /2025-07-11/, 'the message lists the supported versions');
      });
    });
  }

  test('the public routes answer the same envelopes: /healthz succeeds, an unknown route fails', async () => {
    const health = await server.request('GET', '/healthz', { key: null });
    assertCommonHeaders(health);
    assert.equal(health.status, 200);
    v.parse(successBodySchema(v.object({ status: v.literal('ok') }), { paginated: false }), health.body);
    assertFailure(await server.request('GET', '/v1/nowhere', { key: null }), 404, 'NOT_FOUND');
  });
});
