import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiKeysPlugin } from '@bankdir/auth-api-keys';
import { createDirectory } from '@bankdir/core';
import { openSqliteStorage } from '@bankdir/sqlite';
import { createServer, silentLogger, startServer } from '../src/index.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// ETag, 304 Not Modified and Cache-Control (docs/api-contract.md, "HTTP caching").

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const LIST = '/v1/banks?limit=5&sortBy=overall_score&sortOrder=desc&include=scores';

describe('HTTP caching', () => {
  test('a GET answer carries a weak ETag of its data, the same on every request although the timestamp moves on', async () => {
    const first = await server.request('GET', LIST);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await server.request('GET', LIST);
    assert.equal(first.status, 200);
    assert.match(first.headers.get('etag')!, /^W\/"[A-Za-z0-9_-]{27}"$/);
    assert.notEqual(first.body.timestamp, second.body.timestamp);
    assert.equal(second.headers.get('etag'), first.headers.get('etag'));
    assert.equal(
      first.headers.get('cache-control'),
      'private, no-cache',
      'authenticated: the caller’s cache only, revalidated',
    );
    assert.match(first.headers.get('vary')!, /Authorization/);
    assert.match(first.headers.get('content-type')!, /^application\/json; charset=utf-8$/);
    assert.deepEqual(Object.keys(first.body), ['success', 'data', 'pagination', 'message', 'timestamp', 'version']);
  });

  test('If-None-Match with the current ETag answers 304 with no body and the same validators; another tag gets 200', async () => {
    const full = await server.request('GET', LIST);
    const etag = full.headers.get('etag')!;
    const notModified = await server.request('GET', LIST, { headers: { 'If-None-Match': etag } });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.text, '');
    assert.equal(notModified.headers.get('etag'), etag);
    assert.equal(notModified.headers.get('cache-control'), 'private, no-cache');
    assert.ok(notModified.headers.get('request-id'));
    const listed = await server.request('GET', LIST, { headers: { 'If-None-Match': `W/"other", ${etag}` } });
    assert.equal(listed.status, 304, 'one of several tags is enough');
    const stale = await server.request('GET', LIST, { headers: { 'If-None-Match': 'W/"stale"' } });
    assert.equal(stale.status, 200);
    assert.deepEqual(stale.body.data, full.body.data);
  });

  test('a vote changes the ETag of every answer it changes, and of no other', async () => {
    const bankId = server.data.banks[5]!.id;
    const bankPath = `/v1/banks/${bankId}?include=scores`;
    const votesPath = `/v1/bank-votes?bankId=${bankId}&limit=5`;
    const untouched = `/v1/bank-votes?bankId=${server.data.banks[6]!.id}&limit=5`;
    const tags = async () =>
      Promise.all(
        [bankPath, votesPath, untouched].map(async (path) => (await server.request('GET', path)).headers.get('etag')),
      );
    const before = await tags();
    const cast = await server.request('POST', `/v1/banks/${bankId}/votes`, {
      key: server.keys.free,
      json: { category: 'TRANSPARENCY', isUp: true },
    });
    assert.ok(cast.status === 201 || cast.status === 200);
    const afterVote = await tags();
    assert.notEqual(afterVote[0], before[0], 'the bank’s scores changed');
    assert.notEqual(afterVote[1], before[1], 'its votes list changed');
    assert.equal(afterVote[2], before[2], 'another bank’s votes did not');
  });

  test('writes, errors and health checks are no-store and carry no ETag', async () => {
    const vote = await server.request('POST', `/v1/banks/${server.data.banks[2]!.id}/votes`, {
      key: server.keys.free,
      json: { category: 'FEES_PRICING', isUp: false },
    });
    const unauthorized = await server.request('GET', LIST, { key: null });
    const missing = await server.request('GET', '/v1/banks/bank_missing');
    const health = await server.request('GET', '/healthz', { key: null });
    for (const answer of [vote, unauthorized, missing, health]) {
      assert.equal(answer.headers.get('cache-control'), 'no-store', String(answer.status));
      if (answer !== health) assert.equal(answer.headers.get('etag'), null, String(answer.status));
    }
  });

  test('the OpenAPI document is public, revalidated with its ETag', async () => {
    const document = await server.request('GET', '/v1/openapi.json', { key: null });
    assert.equal(document.headers.get('cache-control'), 'public, no-cache');
    const etag = document.headers.get('etag')!;
    const again = await server.request('GET', '/v1/openapi.json', { key: null, headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
  });

  test('two servers over the same database give the same ETag for the same answer', async () => {
    const storage = await openSqliteStorage({ file: server.file });
    const directory = createDirectory({ storage, warn: () => {} });
    const auth = apiKeysPlugin();
    const app = createServer({ directory, plugins: [auth], log: silentLogger });
    const other = await startServer(app, { port: 0, host: '127.0.0.1', onClosed: () => directory.close() });
    try {
      const headers = { Authorization: `Bearer ${server.keys.pro}` };
      const here = await server.request('GET', LIST);
      const there = await fetch(`${other.url}${LIST}`, { headers });
      assert.equal(there.status, 200);
      assert.equal(there.headers.get('etag'), here.headers.get('etag'));
    } finally {
      await other.close();
    }
  });
});
