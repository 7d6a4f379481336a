import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PRODUCT_STATUSES } from '@bankdir/core';
import { productBody } from './helpers/route-samples.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// The spec's product transition table, row by row, over HTTP, with what each state shows in which list.

let server: TestServer;
let base: string;
before(async () => {
  server = await startTestServer();
  base = `/v1/banks/${server.repBankId}`;
});
after(() => server.close());

async function publicIds(): Promise<{ bankPage: string[]; acrossBanks: string[] }> {
  const bankPage = await server.request('GET', `${base}/products`);
  const acrossBanks = await server.request('GET', `/v1/bank-products?bankId=${server.repBankId}&limit=100`);
  return {
    bankPage: bankPage.body.data.map((product: { id: string }) => product.id),
    acrossBanks: acrossBanks.body.data.map((product: { id: string }) => product.id),
  };
}

async function managed(id: string): Promise<{ status: string } | undefined> {
  const response = await server.request('GET', `${base}/managed-products`, { key: server.keys.rep });
  return response.body.data.find((product: { id: string }) => product.id === id);
}

async function assertVisibility(id: string, status: string): Promise<void> {
  const lists = await publicIds();
  const shown = status === 'PUBLISHED';
  assert.equal(lists.bankPage.includes(id), shown, `${status}: on the bank's public page? ${shown}`);
  assert.equal(lists.acrossBanks.includes(id), shown, `${status}: in GET /bank-products? ${shown}`);
  assert.equal((await managed(id))?.status, status, `${status}: always in the managed list, with its status`);
}

async function create(body: Record<string, unknown>): Promise<{ id: string; status: string }> {
  const response = await server.request('POST', `${base}/products`, { key: server.keys.rep, json: body });
  assert.equal(response.status, 201, response.text);
  return response.body.data;
}

describe('product transitions', () => {
  test('(none) → POST without status → PUBLISHED: on the bank’s public page at once', async () => {
    const product = await create(productBody({ name: 'Instant Saver' }));
    assert.equal(product.status, 'PUBLISHED');
    await assertVisibility(product.id, 'PUBLISHED');
  });

  for (const status of PRODUCT_STATUSES) {
    test(`(none) → POST with status ${status} → ${status}${status === 'DRAFT' ? ': staged, not published' : ''}`, async () => {
      const product = await create(productBody({ name: `Created ${status}`, status }));
      assert.equal(product.status, status);
      await assertVisibility(product.id, status);
    });
  }

  test('any → PUT with status in the body → that status, every writable field overwritten', async () => {
    const product = await create(
      productBody({
        name: 'Full Card',
        status: 'DRAFT',
        summary: 'Old summary',
        features: ['a', 'b'],
        displayOrder: 3,
      }),
    );
    for (const status of ['PUBLISHED', 'ARCHIVED', 'DRAFT', 'PUBLISHED'] as const) {
      const response = await server.request('PUT', `${base}/products/${product.id}`, {
        key: server.keys.rep,
        json: { category: 'CARD', type: 'DEBIT_CARD', name: `Renamed ${status}`, status },
      });
      assert.equal(response.status, 200, response.text);
      const data = response.body.data;
      assert.equal(data.status, status);
      assert.equal(data.name, `Renamed ${status}`);
      assert.equal(data.category, 'CARD');
      assert.equal(data.summary, null, 'absent optional fields become empty');
      assert.deepEqual(data.features, []);
      assert.equal(data.displayOrder, null);
      await assertVisibility(product.id, status);
    }
  });

  test('any → PUT without status → keeps its status (contract)', async () => {
    const product = await create(productBody({ name: 'Keeps Draft', status: 'DRAFT' }));
    const response = await server.request('PUT', `${base}/products/${product.id}`, {
      key: server.keys.rep,
      json: productBody({ name: 'Still Draft' }),
    });
    assert.equal(response.body.data.status, 'DRAFT');
    assert.equal(response.body.data.name, 'Still Draft');
    await assertVisibility(product.id, 'DRAFT');
  });

  test('any → PUT /status → the given status; details stay as they are', async () => {
    const product = await create(productBody({ name: 'Status Walker', summary: 'Stays', features: ['kept'] }));
    for (const status of ['DRAFT', 'PUBLISHED', 'ARCHIVED', 'DRAFT', 'ARCHIVED', 'PUBLISHED'] as const) {
      const response = await server.request('PUT', `${base}/products/${product.id}/status`, {
        key: server.keys.rep,
        json: { status },
      });
      assert.equal(response.status, 200, response.text);
      assert.equal(response.body.data.status, status);
      assert.equal(response.body.data.summary, 'Stays');
      assert.deepEqual(response.body.data.features, ['kept']);
      await assertVisibility(product.id, status);
    }
  });

  for (const status of PRODUCT_STATUSES) {
    test(`${status} → DELETE → removed permanently`, async () => {
      const product = await create(productBody({ name: `Doomed ${status}`, status }));
      const response = await server.request('DELETE', `${base}/products/${product.id}`, { key: server.keys.rep });
      assert.equal(response.status, 200, response.text);
      assert.deepEqual(response.body.data, { id: product.id });
      assert.equal(await managed(product.id), undefined, 'gone from the managed list');
      const lists = await publicIds();
      assert.ok(!lists.bankPage.includes(product.id) && !lists.acrossBanks.includes(product.id));
      assert.equal(
        (await server.request('DELETE', `${base}/products/${product.id}`, { key: server.keys.rep })).status,
        404,
        'cannot be undone or repeated',
      );
      assert.equal(
        (
          await server.request('PUT', `${base}/products/${product.id}/status`, {
            key: server.keys.rep,
            json: { status: 'PUBLISHED' },
          })
        ).status,
        404,
      );
    });
  }

  test('a product hidden by the operator keeps its status, shows in the managed list only, and comes back when unhidden', async () => {
    const product = await create(productBody({ name: 'Operator Hidden' }));
    await server.directory.admin.hideProduct(product.id);
    const lists = await publicIds();
    assert.ok(!lists.bankPage.includes(product.id) && !lists.acrossBanks.includes(product.id));
    assert.equal((await managed(product.id))?.status, 'PUBLISHED');
    await server.directory.admin.unhideProduct(product.id);
    await assertVisibility(product.id, 'PUBLISHED');
  });
});
