import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  API_VERSION,
  BANK_SORT_KEYS,
  COUNTRY_SORT_KEYS,
  ERROR_STATUS,
  PAGE_LIMIT,
  PRODUCT_SORT_KEYS,
  STORY_SORT_KEYS,
  VOTE_CATEGORIES,
  VOTE_SORT_KEYS,
} from '@bankdir/core';
import { buildOpenApiDocument, openApiPath, routeTable } from '../src/index.ts';
import { errorCodesOf } from '../src/openapi/responses.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// GET /v1/openapi.json: an OpenAPI 3.1 document generated from the route table and the core's valibot schemas.

let server: TestServer;
let document: any;
before(async () => {
  server = await startTestServer();
  const response = await server.request('GET', '/v1/openapi.json', { key: null });
  assert.equal(response.status, 200);
  document = response.body;
});
after(() => server.close());

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsIn(item, found);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  test('is served without a key, is OpenAPI 3.1, and is what buildOpenApiDocument makes', () => {
    assert.equal(document.openapi, '3.1.0');
    assert.equal(document.info.version, API_VERSION);
    assert.deepEqual(document.servers, [{ url: '/v1', description: 'This server' }]);
    assert.deepEqual(document, JSON.parse(JSON.stringify(buildOpenApiDocument(routeTable))));
  });

  test('covers every route of the route table, with its operationId, plan tag and bearer security', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    assert.deepEqual(operations.sort(), routeTable.map((route) => `${route.method} ${openApiPath(route.path)}`).sort());
    for (const route of routeTable) {
      const operation = document.paths[openApiPath(route.path)][route.method.toLowerCase()];
      assert.equal(operation.operationId, route.operationId);
      assert.equal(operation['x-plan'], route.plan === 'PRO' ? 'Pro' : 'Free');
      assert.deepEqual(operation.security, [{ bearerAuth: [] }]);
    }
    assert.deepEqual(document.components.securitySchemes.bearerAuth, {
      type: 'http',
      scheme: 'bearer',
      description: document.components.securitySchemes.bearerAuth.description,
    });
  });

  test('lists every path parameter, every query parameter of the core schema, and the Service-Version header', () => {
    for (const route of routeTable) {
      const operation = document.paths[openApiPath(route.path)][route.method.toLowerCase()];
      const byPlace = (place: string) =>
        operation.parameters.filter((p: { in: string }) => p.in === place).map((p: { name: string }) => p.name);
      assert.deepEqual(
        byPlace('path'),
        [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]),
        route.operationId,
      );
      assert.deepEqual(byPlace('query'), Object.keys(route.query?.entries ?? {}), route.operationId);
      assert.deepEqual(byPlace('header'), ['Service-Version']);
    }
  });

  test("every list's sortBy names the core's sort keys of that list, and the API accepts each in both orders", async () => {
    const lists = [
      ['/banks', BANK_SORT_KEYS],
      ['/countries', COUNTRY_SORT_KEYS],
      ['/bank-products', PRODUCT_SORT_KEYS],
      ['/stories', STORY_SORT_KEYS],
      ['/bank-votes', VOTE_SORT_KEYS],
    ] as const;
    const listed = Object.keys(document.paths).filter((path) =>
      document.paths[path].get?.parameters?.some((p: { name: string }) => p.name === 'sortBy'),
    );
    assert.deepEqual(listed.sort(), lists.map(([path]) => path).sort());
    for (const [path, keys] of lists) {
      const sortBy = document.paths[path].get.parameters.find((p: { name: string }) => p.name === 'sortBy');
      assert.deepEqual(sortBy.schema.enum, keys, path);
      for (const key of keys)
        for (const order of ['asc', 'desc']) {
          const response = await server.request('GET', `/v1${path}?sortBy=${key}&sortOrder=${order}&limit=2`);
          assert.equal(response.status, 200, `${path} sortBy=${key}&sortOrder=${order}`);
        }
      assert.equal((await server.request('GET', `/v1${path}?sortBy=notAKey`)).status, 400, path);
    }
  });

  test('shows query parameters with the types and bounds of the schemas that validate them', () => {
    const parameters = document.paths['/banks'].get.parameters;
    const find = (name: string) => parameters.find((p: { name: string }) => p.name === name);
    assert.deepEqual(find('limit').schema, {
      type: 'integer',
      minimum: PAGE_LIMIT.min,
      maximum: PAGE_LIMIT.max,
      default: PAGE_LIMIT.default,
    });
    assert.equal(find('sortBy').schema.default, 'name');
    const hostname = document.paths['/banks/by-hostname'].get.parameters.find(
      (p: { name: string }) => p.name === 'hostname',
    );
    assert.equal(hostname.required, true);
    const isUp = document.paths['/bank-votes'].get.parameters.find((p: { name: string }) => p.name === 'isUp');
    assert.equal(isUp.schema.type, 'boolean');
    const category = document.paths['/banks/{bankId}/votes/{category}'].delete.parameters.find(
      (p: { name: string }) => p.name === 'category',
    );
    assert.deepEqual(category.schema.enum, VOTE_CATEGORIES);
  });

  test('gives POST and PUT routes their request body schema', () => {
    const bodies = Object.fromEntries(
      routeTable
        .filter((route) => route.body)
        .map((route) => [
          route.operationId,
          document.paths[openApiPath(route.path)][route.method.toLowerCase()].requestBody.content['application/json']
            .schema.$ref,
        ]),
    );
    assert.deepEqual(bodies, {
      castBankVote: '#/components/schemas/VoteBody',
      createBankProduct: '#/components/schemas/ProductBody',
      createStory: '#/components/schemas/StoryBody',
      replaceBankProduct: '#/components/schemas/ProductBody',
      setBankProductStatus: '#/components/schemas/ProductStatusBody',
    });
    const product = document.components.schemas.ProductBody;
    assert.deepEqual(product.required, ['category', 'type', 'name']);
    assert.equal(product.additionalProperties, false);
  });

  test('describes each success response as the envelope around the resource, with pagination on paginated lists', () => {
    for (const route of routeTable) {
      const responses = document.paths[openApiPath(route.path)][route.method.toLowerCase()].responses;
      for (const status of route.success) {
        const schema = responses[String(status)].content['application/json'].schema;
        assert.equal(schema.properties.success.const, true);
        assert.equal('pagination' in schema.properties, route.paginated, route.operationId);
        assert.ok(refsIn(schema.properties.data).length > 0, `${route.operationId}: data refers to a resource schema`);
        assert.ok(responses[String(status)].headers['Request-Id']);
      }
    }
  });

  test('describes every error a route can answer with the failure envelope and an example per code', () => {
    for (const route of routeTable) {
      const responses = document.paths[openApiPath(route.path)][route.method.toLowerCase()].responses;
      const codes = errorCodesOf(route);
      const statuses = [...new Set([...codes.keys()].map((code) => String(ERROR_STATUS[code])))].sort();
      assert.deepEqual(
        Object.keys(responses)
          .filter((status) => Number(status) >= 400)
          .sort(),
        statuses,
        route.operationId,
      );
      for (const [code] of codes) {
        const content = responses[String(ERROR_STATUS[code])].content['application/json'];
        assert.equal(content.schema.$ref, '#/components/schemas/FailureBody');
        assert.equal(content.examples[code].value.code, code);
      }
    }
    const failure = document.components.schemas.FailureBody;
    assert.deepEqual(failure.required, ['success', 'code', 'message', 'timestamp', 'version', 'requestId']);
    assert.deepEqual(failure.properties.code.enum, Object.keys(ERROR_STATUS));
  });

  test('every $ref points to a schema of components.schemas', () => {
    const refs = new Set(refsIn(document));
    assert.ok(refs.size > 10);
    for (const ref of refs) {
      const name = ref.replace('#/components/schemas/', '');
      assert.ok(ref.startsWith('#/components/schemas/') && document.components.schemas[name], ref);
    }
  });
});
