import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { routeTable } from '../src/index.ts';
import { createProduct, productBody } from './helpers/route-samples.ts';
import { startTestServer, type TestResponse, type TestServer } from './helpers/test-server.ts';

// Who may call what: no key, malformed headers, unknown and revoked keys, Free on Pro, non-representatives on the
// product writes and the managed list, and the order 401 > 403 > 404 > 400.

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

function code(response: TestResponse): string {
  return `${response.status} ${response.body?.code ?? ''}`.trim();
}

function concretePath(path: string, bankId: string): string {
  return `/v1${path
    .replace(/:bankId/g, bankId)
    .replace(/:id/g, 'prod_missing')
    .replace(/:category/g, 'LENDING')}`;
}

describe('authentication', () => {
  const anyRoute = '/v1/countries?limit=1';

  test('no Authorization header: 401', async () => {
    assert.equal(code(await server.request('GET', anyRoute, { key: null })), '401 UNAUTHORIZED');
  });

  test('malformed Authorization headers: 401', async () => {
    for (const header of [
      'Basic dXNlcjpwYXNz',
      'Bearer',
      'Bearer ',
      `Bearer ${server.keys.pro} extra`,
      `Bearer Bearer Bearer ${server.keys.pro}`,
      `Bearer Basic ${server.keys.pro}`,
      server.keys.pro,
      `Token ${server.keys.pro}`,
    ]) {
      const response = await server.request('GET', anyRoute, { key: null, headers: { Authorization: header } });
      assert.equal(code(response), '401 UNAUTHORIZED', header);
    }
  });

  test('the Bearer scheme is case-insensitive', async () => {
    assert.equal(
      (await server.request('GET', anyRoute, { key: null, headers: { Authorization: `bearer ${server.keys.pro}` } }))
        .status,
      200,
    );
  });

  test('the scheme written twice is accepted, as the hosted service’s MCP servers send it when set up as documented', async () => {
    // Their READMEs configure the key as "Bearer <key>", and they prepend "Bearer " again.
    for (const header of [`Bearer Bearer ${server.keys.pro}`, `bearer BEARER ${server.keys.pro}`]) {
      const response = await server.request('GET', anyRoute, { key: null, headers: { Authorization: header } });
      assert.equal(response.status, 200, header);
    }
    const unknown = await server.request('GET', anyRoute, { key: null, headers: { Authorization: 'Bearer Bearer x' } });
    assert.equal(code(unknown), '401 UNAUTHORIZED');
  });

  test('an unknown key, well-formed or not: 401', async () => {
    const forged = server.keys.pro.slice(0, -4) + (server.keys.pro.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const key of [forged, 'bdk_live_AAAAAAAAAAAAAAAA_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'sk_test_123', 'x']) {
      assert.equal(code(await server.request('GET', anyRoute, { key })), '401 UNAUTHORIZED', key);
    }
  });

  test('a revoked key: 401, while the account’s other key still works', async () => {
    assert.equal(code(await server.request('GET', anyRoute, { key: server.keys.revoked })), '401 UNAUTHORIZED');
    assert.equal((await server.request('GET', anyRoute, { key: server.keys.pro })).status, 200);
  });

  test('a key revoked while in use stops working at once', async () => {
    const key = await server.store.createKey(server.accounts.pro);
    assert.equal((await server.request('GET', anyRoute, { key: key.key })).status, 200);
    await server.store.revokeKey(key.id);
    assert.equal(code(await server.request('GET', anyRoute, { key: key.key })), '401 UNAUTHORIZED');
  });
});

describe('plans', () => {
  for (const route of routeTable) {
    if (route.plan === 'PRO') {
      test(`Free key on Pro ${route.method} /v1${route.path}: 403 PLAN_REQUIRED; Pro key passes the plan check`, async () => {
        const path = concretePath(route.path, server.repBankId);
        assert.equal(code(await server.request(route.method, path, { key: server.keys.free })), '403 PLAN_REQUIRED');
        assert.notEqual(
          (await server.request(route.method, path, { key: server.keys.pro })).body.code,
          'PLAN_REQUIRED',
        );
      });
    } else {
      test(`Free ${route.method} /v1${route.path} takes a Free key`, async () => {
        const path = concretePath(route.path, server.repBankId);
        assert.notEqual(
          (await server.request(route.method, path, { key: server.keys.rep, json: route.body ? {} : undefined })).body
            .code,
          'PLAN_REQUIRED',
        );
      });
    }
  }
});

describe('representatives', () => {
  for (const route of routeTable.filter((entry) => entry.representative)) {
    test(`${route.method} /v1${route.path}: 403 NOT_REPRESENTATIVE for a Free or Pro account that does not represent the bank`, async () => {
      const path = concretePath(route.path, server.otherBankId);
      const json = route.body ? productBody() : undefined;
      for (const key of [server.keys.rep, server.keys.free, server.keys.pro]) {
        assert.equal(code(await server.request(route.method, path, { key, json })), '403 NOT_REPRESENTATIVE');
      }
    });
  }

  test('a representative of one bank cannot touch a product of another bank through its own bank’s path: 404', async () => {
    const foreign =
      server.data.products.find((product) => product.bankId === server.otherBankId) ??
      server.data.products.find((p) => p.bankId !== server.repBankId)!;
    const response = await server.request('DELETE', `/v1/banks/${server.repBankId}/products/${foreign.id}`, {
      key: server.keys.rep,
    });
    assert.equal(code(response), '404 NOT_FOUND');
  });

  test('revoking the approval takes effect at once; approving again restores it', async () => {
    const path = `/v1/banks/${server.repBankId}/managed-products`;
    await server.directory.admin.revokeRepresentative(server.accounts.rep, server.repBankId);
    assert.equal(code(await server.request('GET', path, { key: server.keys.rep })), '403 NOT_REPRESENTATIVE');
    await server.directory.admin.approveRepresentative(server.accounts.rep, server.repBankId);
    assert.equal((await server.request('GET', path, { key: server.keys.rep })).status, 200);
  });
});

describe('check order: 401 > 403 > 404 > 400', () => {
  test('an anonymous caller gets 401 whatever else is wrong', async () => {
    const headers = { 'Content-Type': 'application/json', 'Service-Version': 'nope' };
    assert.equal(
      code(await server.request('POST', '/v1/banks/bank_missing/products', { key: null, headers, body: '{bad' })),
      '401 UNAUTHORIZED',
    );
    assert.equal(
      code(await server.request('GET', '/v1/banks/bank_missing?include=nope', { key: null })),
      '401 UNAUTHORIZED',
    );
    assert.equal(
      code(await server.request('GET', '/v1/banks?limit=0', { key: server.keys.revoked })),
      '401 UNAUTHORIZED',
    );
  });

  test('403 PLAN_REQUIRED comes before 404 and 400', async () => {
    assert.equal(
      code(await server.request('GET', '/v1/banks/bank_missing?include=nope', { key: server.keys.free })),
      '403 PLAN_REQUIRED',
    );
    assert.equal(
      code(
        await server.request('GET', '/v1/banks?limit=0', {
          key: server.keys.free,
          headers: { 'Service-Version': 'nope' },
        }),
      ),
      '403 PLAN_REQUIRED',
    );
  });

  test('403 NOT_REPRESENTATIVE comes before 404 and before any body problem (415, 413, invalid JSON, invalid fields)', async () => {
    const path = '/v1/banks/bank_missing/products';
    const key = server.keys.rep;
    assert.equal(
      code(await server.request('POST', path, { key, headers: { 'Content-Type': 'application/json' }, body: '{bad' })),
      '403 NOT_REPRESENTATIVE',
    );
    assert.equal(code(await server.request('POST', path, { key, body: 'plain text' })), '403 NOT_REPRESENTATIVE');
    assert.equal(code(await server.request('POST', path, { key, json: { name: 'x' } })), '403 NOT_REPRESENTATIVE');
    const big = JSON.stringify({ details: 'x'.repeat(70_000) });
    assert.equal(
      code(await server.request('POST', path, { key, headers: { 'Content-Type': 'application/json' }, body: big })),
      '403 NOT_REPRESENTATIVE',
    );
  });

  test('404 NOT_FOUND comes before 400', async () => {
    assert.equal(code(await server.request('GET', '/v1/banks/bank_missing?include=nope')), '404 NOT_FOUND');
    assert.equal(
      code(
        await server.request('POST', '/v1/banks/bank_missing/votes', {
          key: server.keys.free,
          headers: { 'Content-Type': 'application/json' },
          body: '{bad',
        }),
      ),
      '404 NOT_FOUND',
    );
    assert.equal(
      code(await server.request('POST', '/v1/banks/bank_missing/votes', { key: server.keys.free, body: 'text' })),
      '404 NOT_FOUND',
    );
    assert.equal(
      code(await server.request('DELETE', '/v1/banks/bank_missing/votes/NOPE', { key: server.keys.free })),
      '404 NOT_FOUND',
    );
    const path = `/v1/banks/${server.repBankId}/products/prod_missing`;
    assert.equal(
      code(await server.request('PUT', path, { key: server.keys.rep, json: { name: 'x' } })),
      '404 NOT_FOUND',
    );
    assert.equal(
      code(
        await server.request('PUT', `${path}/status`, {
          key: server.keys.rep,
          headers: { 'Content-Type': 'application/json' },
          body: '[',
        }),
      ),
      '404 NOT_FOUND',
    );
  });

  test('400 last: the body of an existing product of the representative', async () => {
    const id = await createProduct(server);
    assert.equal(
      code(
        await server.request('PUT', `/v1/banks/${server.repBankId}/products/${id}/status`, {
          key: server.keys.rep,
          json: { status: 'GONE' },
        }),
      ),
      '400 BAD_REQUEST',
    );
  });
});
