import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { rawExchange } from './helpers/raw-http.ts';
import { assertRawFailure, oversizedUpload, rawRequest } from './helpers/raw-requests.ts';
import { testServerEngine } from './helpers/test-engine.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// How a connection ends does not cost the client its answer: an oversized body is read through so that its 413
// arrives instead of a reset, and a client that ends its writing side after sending still reads the answer. Runs on
// SQLite, and again on PostgreSQL in npm test.

const engine = testServerEngine();
const EIGHT_MB = 8 * 1024 * 1024;

describe(`oversized and refused bodies are answered, never reset (${engine})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ semanticSearch: false });
  });
  after(() => server.close());

  test('an 8 MB body announced by Content-Length, sent at once with Connection: close: 413 in the envelope on 20 of 20 attempts', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const exchange = await oversizedUpload(server, { bytes: EIGHT_MB });
      assert.notEqual(exchange.ending, 'reset', `attempt ${attempt}: no reset`);
      assertRawFailure(exchange.response, 413, 'PAYLOAD_TOO_LARGE', `attempt ${attempt}`);
    }
  });

  test('a chunked body found too large while streaming: 413 in the envelope, no reset', async () => {
    const exchange = await oversizedUpload(server, { bytes: EIGHT_MB, chunked: true });
    assert.notEqual(exchange.ending, 'reset');
    assertRawFailure(exchange.response, 413, 'PAYLOAD_TOO_LARGE', 'chunked');
  });

  test('a large body of the wrong media type: 415 in the envelope, no reset', async () => {
    const exchange = await oversizedUpload(server, { bytes: EIGHT_MB, contentType: 'text/plain' });
    assert.notEqual(exchange.ending, 'reset');
    assertRawFailure(exchange.response, 415, 'UNSUPPORTED_MEDIA_TYPE', 'text/plain');
  });

  test('a refused upload stores nothing: the bank still has the products it had', async () => {
    const before = await server.request('GET', `/v1/banks/${server.repBankId}/managed-products`, {
      key: server.keys.rep,
    });
    await oversizedUpload(server, { bytes: EIGHT_MB });
    const afterwards = await server.request('GET', `/v1/banks/${server.repBankId}/managed-products`, {
      key: server.keys.rep,
    });
    assert.deepEqual(afterwards.body.data, before.body.data);
  });
});

describe(`half-closed clients get their answer (${engine})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ semanticSearch: false });
  });
  after(() => server.close());

  test('GET /v1/banks/{id} sent, then the client ends its writing side: 200 on 20 of 20 attempts, then the server closes', async () => {
    const bankId = server.data.banks[2]!.id;
    for (let attempt = 1; attempt <= 20; attempt++) {
      const exchange = await rawExchange(server.running.port, [rawRequest(server, 'GET', `/v1/banks/${bankId}`)], {
        endAfterSending: true,
      });
      assert.equal(exchange.response?.status, 200, `attempt ${attempt}: answered`);
      assert.equal(exchange.response?.json?.data?.id, bankId, `attempt ${attempt}: the bank`);
      assert.equal(exchange.ending, 'closed', `attempt ${attempt}: closed cleanly after the answer`);
    }
  });

  test('a write sent whole, then half-closed: 201 with the story, and it is stored', async () => {
    const bankId = server.data.banks[3]!.id;
    const body = JSON.stringify({ text: 'Written by a client that half-closed its connection.' });
    const exchange = await rawExchange(
      server.running.port,
      [rawRequest(server, 'POST', `/v1/banks/${bankId}/stories`, { body, key: server.keys.free })],
      { endAfterSending: true },
    );
    assert.equal(exchange.response?.status, 201);
    const stored = await server.request('GET', `/v1/stories/${exchange.response?.json?.data?.id}`);
    assert.equal(stored.status, 200);
  });

  test('a client that goes away in the middle of its body frees its connection and is logged as aborted', async () => {
    const socket = net.connect(server.running.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      rawRequest(server, 'POST', `/v1/banks/${server.repBankId}/products`, { key: server.keys.rep, length: 50_000 }),
    );
    socket.write('{"name": "half a bo');
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    for (let waited = 0; waited < 5_000; waited += 50) {
      const open = await new Promise<number>((resolve, reject) =>
        server.running.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
      if (open === 0 && server.logs.some((line) => line.includes('aborted'))) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.fail('the connection of a client that went away stayed open, or its request was not logged as aborted');
  });
});
