import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AuthFailureLimiter, type ServerPlugin } from '../src/index.ts';
import { productBody } from './helpers/route-samples.ts';
import { startTestServer } from './helpers/test-server.ts';

// Keys never reach a log line, and refused keys are limited per client address.

describe('API keys in logs', () => {
  test('no log line of a full request cycle holds a key or its secret part, whatever the answer', async () => {
    // One fixed minute: a cycle that crossed a clock minute would start the count afresh and never reach the limit.
    const minute = Date.parse('2025-07-11T12:00:00.000Z');
    const server = await startTestServer({ semanticSearch: false, rateLimitPerMinute: 3, now: () => minute });
    try {
      const { pro, free, rep, revoked } = server.keys;
      const wrongSecret = `${pro.slice(0, -1)}${pro.endsWith('A') ? 'B' : 'A'}`;
      const requests: [string, string, Parameters<typeof server.request>[2]][] = [
        ['GET', '/v1/banks?limit=2', { key: pro }],
        ['GET', `/v1/banks?limit=2&key=${pro}`, { key: pro }],
        ['GET', '/v1/banks', { key: free }],
        ['GET', '/v1/banks', { key: revoked }],
        ['GET', '/v1/banks', { key: wrongSecret }],
        ['GET', '/v1/banks?limit=0', { key: pro }],
        ['GET', '/v1/nope', { key: pro }],
        ['PATCH', '/v1/banks', { key: pro }],
        ['POST', `/v1/banks/${server.repBankId}/products`, { key: rep, json: productBody() }],
        [
          'POST',
          `/v1/banks/${server.repBankId}/products`,
          { key: rep, body: '{"broken', headers: { 'Content-Type': 'application/json' } },
        ],
        ['POST', `/v1/banks/${server.otherBankId}/products`, { key: free, json: productBody() }],
        ['POST', `/v1/banks/${server.otherBankId}/votes`, { key: free, json: { category: 'LENDING', isUp: true } }],
        ['DELETE', `/v1/banks/${server.otherBankId}/votes/LENDING`, { key: free }],
        ['GET', '/v1/banks', { key: pro, headers: { 'Service-Version': pro } }],
        ['GET', '/healthz', { key: pro }],
      ];
      // The rate limit (3 a minute) makes the last ones 429s, which are logged too.
      for (const [method, path, options] of requests) await server.request(method, path, options);
      const secrets = [pro, free, rep, revoked, wrongSecret].flatMap((key) => [key, key.slice(-32)]);
      assert.ok(server.logs.length >= requests.length, 'every request was logged');
      for (const line of server.logs) {
        for (const secret of secrets) assert.ok(!line.includes(secret), `a log line holds a key: ${line}`);
      }
      assert.ok(
        server.logs.some((line) => / 429 /.test(line)),
        'the cycle reached the rate limit',
      );
    } finally {
      await server.close();
    }
  });
});

describe('refused keys per client address', () => {
  test('past the limit an address gets 429 with Retry-After before any key is looked up; other addresses are served; the minute ends it', async () => {
    let now = Date.parse('2025-07-11T12:00:00.000Z');
    let lookups = 0;
    const counting: ServerPlugin = {
      name: 'counting-auth',
      auth: {
        authenticate: async () => {
          lookups += 1;
          return null;
        },
      },
    };
    const server = await startTestServer({
      semanticSearch: false,
      extraPlugins: [counting],
      server: { authFailuresPerMinute: 3, trustProxy: true, clock: () => new Date(now) },
    });
    try {
      const from = (address: string, key: string) =>
        server.request('GET', '/v1/banks?limit=1', { key, headers: { 'X-Forwarded-For': address } });
      const bad = `bdk_live_${'Q'.repeat(16)}_${'A'.repeat(32)}`;
      for (let attempt = 0; attempt < 3; attempt++) assert.equal((await from('203.0.113.7', bad)).status, 401);
      const lookupsBefore = lookups;
      const limited = await from('203.0.113.7', bad);
      assert.equal(lookups, lookupsBefore, 'no provider was asked');
      assert.equal(limited.status, 429);
      assert.equal(limited.body.code, 'TOO_MANY_REQUESTS');
      assert.equal(limited.headers.get('retry-after'), '60');
      assert.match(limited.body.message, /invalid API key/);
      assert.equal(
        (await from('203.0.113.7', server.keys.pro)).status,
        429,
        'the address waits, whatever key it sends',
      );
      assert.equal((await from('198.51.100.1', server.keys.pro)).status, 200, 'another address is served');
      assert.equal((await from('198.51.100.1', bad)).status, 401, 'and has its own count');
      now += 60_000;
      assert.equal((await from('203.0.113.7', server.keys.pro)).status, 200, 'a minute later the address is served');
    } finally {
      await server.close();
    }
  });

  test('the limiter remembers at most maxAddresses addresses and forgets a window once its minute is over', () => {
    let now = 0;
    const limiter = new AuthFailureLimiter(2, 100, () => now);
    for (let index = 0; index < 1_000; index++) limiter.recordFailure(`10.0.${index >> 8}.${index & 255}`);
    assert.equal(limiter.size, 100, 'bounded');
    assert.equal(limiter.blockedFor('10.0.0.0'), 0, 'the oldest addresses were forgotten');
    limiter.recordFailure('10.9.9.9');
    limiter.recordFailure('10.9.9.9');
    assert.equal(limiter.blockedFor('10.9.9.9'), 60_000);
    now = 30_000;
    assert.equal(limiter.blockedFor('10.9.9.9'), 30_000);
    now = 60_001;
    assert.equal(limiter.blockedFor('10.9.9.9'), 0, 'the window is over');
    limiter.recordFailure('10.8.8.8');
    assert.equal(limiter.size, 1, 'windows past their minute are dropped');
    assert.equal(new AuthFailureLimiter(0).blockedFor('x'), 0, '0 turns it off');
  });
});
