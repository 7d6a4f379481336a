import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  BankProductSchema,
  BankSchema,
  BankVoteSchema,
  CountryDetailSchema,
  DeletedSchema,
  SemanticMatchSchema,
  successBodySchema,
} from '@bankdir/core';
import * as v from 'valibot';
import { createProduct, productBody } from './helpers/route-samples.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// The success path of every endpoint over a real port, each body checked against the core's response schemas.

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const list = <T extends v.GenericSchema>(schema: T) => successBodySchema(v.array(schema), { paginated: true });
const array = <T extends v.GenericSchema>(schema: T) => successBodySchema(v.array(schema), { paginated: false });
const one = <T extends v.GenericSchema>(schema: T) => successBodySchema(schema, { paginated: false });

describe('banks', () => {
  test('GET /v1/banks pages by cursor, embeds what include asks for and counts the total with meta', async () => {
    const first = await server.request('GET', '/v1/banks?limit=4&include=scores,country,meta,stocks&sortBy=name');
    assert.equal(first.status, 200);
    const body = v.parse(list(BankSchema), first.body);
    assert.equal(body.data.length, 4);
    assert.ok(body.data.every((bank) => bank.scores && bank.country && Array.isArray(bank.stocks)));
    assert.equal(body.pagination.meta?.total, server.data.banks.length);
    assert.equal(body.pagination.previousCursor, null);
    assert.equal(body.pagination.nextCursor, body.data[3]!.id);
    const second = v.parse(
      list(BankSchema),
      (await server.request('GET', `/v1/banks?limit=4&starting_after=${body.pagination.nextCursor}`)).body,
    );
    assert.equal(second.pagination.previousCursor, second.data[0]!.id);
    assert.ok(
      !second.data.some((bank) => body.data.some((seen) => seen.id === bank.id)),
      'the next page holds other banks',
    );
    const back = v.parse(
      list(BankSchema),
      (await server.request('GET', `/v1/banks?limit=4&ending_before=${second.pagination.previousCursor}`)).body,
    );
    assert.deepEqual(
      back.data.map((bank) => bank.id),
      body.data.map((bank) => bank.id),
      'ending_before goes back to the first page',
    );
    const plain = v.parse(list(BankSchema), (await server.request('GET', '/v1/banks?limit=2')).body);
    assert.ok(
      plain.data.every((bank) => bank.scores === undefined && bank.country === undefined),
      'nothing is embedded unasked',
    );
    assert.equal(plain.pagination.meta, undefined, 'meta only with include=meta');
  });

  test('GET /v1/banks filters by country code, case-insensitively', async () => {
    const country = server.data.countries[0]!;
    const body = v.parse(
      list(BankSchema),
      (await server.request('GET', `/v1/banks?limit=100&countryCode=${country.code.toLowerCase()}`)).body,
    );
    assert.equal(body.data.length, server.data.banks.filter((bank) => bank.countryId === country.id).length);
    assert.ok(body.data.every((bank) => bank.countryId === country.id));
  });

  test('GET /v1/banks/:id answers one bank with its includes', async () => {
    const body = v.parse(
      one(BankSchema),
      (await server.request('GET', `/v1/banks/${server.repBankId}?include=scores,country`)).body,
    );
    assert.equal(body.data.id, server.repBankId);
    assert.ok(body.data.scores && body.data.country);
    assert.ok(body.data.claimedAt !== null, 'claimedAt is set once a representative is approved');
  });

  test('GET /v1/banks/by-hostname finds the bank by a hostname written loosely, and is not captured by /banks/:id', async () => {
    const bank = server.data.banks[0]!;
    const host = new URL(bank.url).hostname.replace(/^www\./, '');
    const response = await server.request(
      'GET',
      `/v1/banks/by-hostname?hostname=${encodeURIComponent(`https://WWW.${host.toUpperCase()}/`)}`,
    );
    assert.equal(response.status, 200, response.text);
    const body = v.parse(array(BankSchema), response.body);
    assert.ok(body.data.some((found) => found.id === bank.id));
    assert.equal(response.body.pagination, undefined);
  });

  test('GET /v1/banks/semantic-search answers matches with similarity and the best section, and is not captured by /banks/:id', async () => {
    const bank = server.data.banks[2]!;
    const response = await server.request(
      'GET',
      `/v1/banks/semantic-search?query=${encodeURIComponent(bank.description.split('\n')[0]!)}&limit=3`,
    );
    assert.equal(response.status, 200, response.text);
    const body = v.parse(array(SemanticMatchSchema), response.body);
    assert.ok(body.data.length > 0 && body.data.length <= 3);
    assert.ok(
      body.data.every((match, index) => index === 0 || body.data[index - 1]!.similarity >= match.similarity),
      'best first',
    );
  });
});

describe('votes', () => {
  test('GET /v1/bank-votes lists votes newest first with bank and country', async () => {
    const body = v.parse(
      list(BankVoteSchema),
      (await server.request('GET', '/v1/bank-votes?limit=5&include=bank,country')).body,
    );
    assert.equal(body.data.length, 5);
    assert.ok(body.data.every((vote) => vote.bank && vote.country));
    assert.ok(body.data.every((vote, index) => index === 0 || body.data[index - 1]!.createdAt >= vote.createdAt));
  });

  test('POST /v1/banks/:bankId/votes answers 201 for a first vote and 200 when it replaces it; scores follow at once', async () => {
    const bankId = server.data.banks[3]!.id;
    const scoresOf = async () =>
      v.parse(one(BankSchema), (await server.request('GET', `/v1/banks/${bankId}?include=scores`)).body).data.scores!;
    const before = (await scoresOf()).cryptoFriendly;
    const cast = await server.request('POST', `/v1/banks/${bankId}/votes`, {
      key: server.keys.free,
      json: { category: 'CRYPTO_FRIENDLY', isUp: true },
    });
    assert.equal(cast.status, 201, cast.text);
    const vote = v.parse(one(BankVoteSchema), cast.body).data;
    assert.equal(vote.createdAt, vote.updatedAt);
    const after = (await scoresOf()).cryptoFriendly;
    assert.equal(after.up, before.up + 1);
    assert.equal(after.total, before.total + 1);
    const again = await server.request('POST', `/v1/banks/${bankId}/votes`, {
      key: server.keys.free,
      json: { category: 'CRYPTO_FRIENDLY', isUp: false },
    });
    assert.equal(again.status, 200, again.text);
    const replaced = v.parse(one(BankVoteSchema), again.body).data;
    assert.equal(replaced.id, vote.id);
    assert.equal(replaced.createdAt, vote.createdAt);
    assert.equal(replaced.isUp, false);
  });

  test('DELETE /v1/banks/:bankId/votes/:category retracts the caller’s vote and answers its id', async () => {
    const bankId = server.data.banks[4]!.id;
    const cast = await server.request('POST', `/v1/banks/${bankId}/votes`, {
      key: server.keys.free,
      json: { category: 'TRANSPARENCY', isUp: true },
    });
    const response = await server.request('DELETE', `/v1/banks/${bankId}/votes/TRANSPARENCY`, {
      key: server.keys.free,
    });
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(v.parse(one(DeletedSchema), response.body).data, { id: cast.body.data.id });
    assert.equal(
      (await server.request('DELETE', `/v1/banks/${bankId}/votes/TRANSPARENCY`, { key: server.keys.free })).status,
      404,
      'nothing left to retract',
    );
  });
});

describe('products', () => {
  test('GET /v1/bank-products lists published products across banks with bankName, by ratePercent desc', async () => {
    const body = v.parse(list(BankProductSchema), (await server.request('GET', '/v1/bank-products?limit=10')).body);
    assert.ok(body.data.length > 0);
    assert.ok(body.data.every((product) => product.status === 'PUBLISHED' && product.bankName.length > 0));
    const rates = body.data.map((product) => product.ratePercent).filter((rate): rate is number => rate !== null);
    assert.deepEqual(
      rates,
      [...rates].sort((a, b) => b - a),
    );
  });

  test('GET /v1/banks/:bankId/products lists the bank’s published products only', async () => {
    const draft = await createProduct(server, { status: 'DRAFT', name: 'Hidden Draft' });
    const body = v.parse(
      array(BankProductSchema),
      (await server.request('GET', `/v1/banks/${server.repBankId}/products`)).body,
    );
    assert.ok(body.data.every((product) => product.bankId === server.repBankId && product.status === 'PUBLISHED'));
    assert.ok(!body.data.some((product) => product.id === draft));
  });

  test('GET /v1/banks/:bankId/managed-products lists every product of the bank for its representative', async () => {
    const draft = await createProduct(server, { status: 'DRAFT', name: 'Managed Draft' });
    const body = v.parse(
      array(BankProductSchema),
      (await server.request('GET', `/v1/banks/${server.repBankId}/managed-products`, { key: server.keys.rep })).body,
    );
    assert.ok(body.data.some((product) => product.id === draft && product.status === 'DRAFT'));
  });

  test('POST /v1/banks/:bankId/products answers 201 with the created product, PUBLISHED by default', async () => {
    const response = await server.request('POST', `/v1/banks/${server.repBankId}/products`, {
      key: server.keys.rep,
      json: productBody({ features: ['No fees'] }),
    });
    assert.equal(response.status, 201, response.text);
    const product = v.parse(one(BankProductSchema), response.body).data;
    assert.equal(product.status, 'PUBLISHED');
    assert.equal(product.currency, 'USD', 'currency is stored upper case');
    assert.deepEqual(product.features, ['No fees']);
  });

  test('PUT /v1/banks/:bankId/products/:id replaces every writable field', async () => {
    const id = await createProduct(server, { summary: 'Will be cleared' });
    const response = await server.request('PUT', `/v1/banks/${server.repBankId}/products/${id}`, {
      key: server.keys.rep,
      json: { category: 'CARD', type: 'CREDIT_CARD', name: 'New Card' },
    });
    assert.equal(response.status, 200, response.text);
    const product = v.parse(one(BankProductSchema), response.body).data;
    assert.equal(product.name, 'New Card');
    assert.equal(product.summary, null, 'an absent optional field becomes empty');
  });

  test('PUT /v1/banks/:bankId/products/:id/status changes the status only', async () => {
    const id = await createProduct(server);
    const response = await server.request('PUT', `/v1/banks/${server.repBankId}/products/${id}/status`, {
      key: server.keys.rep,
      json: { status: 'ARCHIVED' },
    });
    assert.equal(response.status, 200, response.text);
    const product = v.parse(one(BankProductSchema), response.body).data;
    assert.equal(product.status, 'ARCHIVED');
    assert.equal(product.name, 'Test Saver');
  });

  test('DELETE /v1/banks/:bankId/products/:id removes the product and answers its id', async () => {
    const id = await createProduct(server);
    const response = await server.request('DELETE', `/v1/banks/${server.repBankId}/products/${id}`, {
      key: server.keys.rep,
    });
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(v.parse(one(DeletedSchema), response.body).data, { id });
  });
});

describe('countries', () => {
  test('GET /v1/countries lists countries by name with their bank counts', async () => {
    const body = v.parse(list(CountryDetailSchema), (await server.request('GET', '/v1/countries?limit=100')).body);
    assert.equal(body.data.length, server.data.countries.length);
    const names = body.data.map((country) => country.name);
    assert.equal(
      body.data.reduce((sum, country) => sum + country.banksCount, 0),
      server.data.banks.length,
    );
    assert.equal(names.length, new Set(names).size);
  });
});

describe('service', () => {
  test('HEAD on a GET route answers the headers without a body', async () => {
    const response = await server.request('HEAD', '/v1/countries?limit=1');
    assert.equal(response.status, 200);
    assert.equal(response.text, '');
    assert.ok(response.headers.get('request-id'));
  });

  test('Service-Version 2025-07-11 is served and named in the header and the body', async () => {
    const response = await server.request('GET', '/v1/countries?limit=1', {
      headers: { 'Service-Version': '2025-07-11' },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('service-version'), '2025-07-11');
    assert.equal(response.body.version, '2025-07-11');
  });

  test('GET /healthz needs no key', async () => {
    const response = await server.request('GET', '/healthz', { key: null });
    assert.equal(response.status, 200);
    assert.deepEqual(response.body.data, { status: 'ok' });
  });

  test('the access log has one line per request with method, path, status, duration and request id, and never the key', async () => {
    const response = await server.request('GET', '/v1/countries?limit=1&search=a');
    const id = response.headers.get('request-id')!;
    const line = server.logs.find((entry) => entry.endsWith(id));
    assert.match(line ?? '', new RegExp(`^GET /v1/countries 200 \\d+\\.\\dms ${id}$`));
    const all = server.logs.join('\n');
    for (const key of Object.values(server.keys)) assert.ok(!all.includes(key), 'no key in the log');
    assert.ok(!all.includes('Bearer'));
  });
});
