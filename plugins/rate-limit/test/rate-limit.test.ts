import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { apiKeysPlugin } from '@bankdir/auth-api-keys';
import { createDirectory } from '@bankdir/core';
import type { Storage } from '@bankdir/core/driver';
import { openPostgresStorage } from '@bankdir/postgres';
import { createServer, silentLogger, startServer } from '@bankdir/server';
import { openSqliteStorage } from '@bankdir/sqlite';
import {
  createTestDatabase,
  skipWithoutPostgres,
  type TestDatabase,
} from '../../../packages/postgres/test/support/index.ts';
import { FixedWindowCounter, rateLimitPlugin, resolveRateLimit } from '../src/index.ts';

// Per-key fixed windows of one clock minute, over a real server on a real port, with the limiter's clock in the test's hands.

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDatabaseFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bankdir-rate-limit-'));
  dirs.push(dir);
  return join(dir, 'db.sqlite');
}

async function startLimited(options: {
  perMinute?: number;
  serverLimit?: number;
  now?: () => number;
  openStorage?: () => Promise<Storage>;
}) {
  const storage = await (options.openStorage ?? (() => openSqliteStorage({ file: tempDatabaseFile() })))();
  const directory = createDirectory({ storage });
  const auth = apiKeysPlugin();
  const limiter = rateLimitPlugin({
    ...(options.perMinute !== undefined && { perMinute: options.perMinute }),
    ...(options.now && { now: options.now }),
  });
  const app = createServer({
    directory,
    plugins: [auth, limiter],
    log: silentLogger,
    ...(options.serverLimit !== undefined && { rateLimitPerMinute: options.serverLimit }),
  });
  const running = await startServer(app, { port: 0, host: '127.0.0.1', onClosed: () => directory.close() });
  const pro = await auth.store().createAccount({ name: 'Pro', plan: 'pro' });
  const free = await auth.store().createAccount({ name: 'Free', plan: 'free' });
  const get = (path: string, key: string | null = pro.key.key) =>
    fetch(`${running.url}${path}`, { headers: key === null ? {} : { Authorization: `Bearer ${key}` } });
  return { running, limiter, auth, pro, free, get };
}

function rateHeaders(response: Response) {
  return {
    limit: response.headers.get('x-rate-limit-per-minute'),
    remaining: response.headers.get('x-rate-limit-remaining-per-minute'),
    reset: response.headers.get('x-rate-limit-reset-per-minute'),
  };
}

describe('rate limiting', () => {
  test('counts per key in a fixed clock minute: headers on every response, 429 with Retry-After past the limit, a fresh window at the next minute', async () => {
    let now = Date.parse('2025-07-11T12:00:10.000Z');
    const server = await startLimited({ perMinute: 3, now: () => now });
    try {
      for (const remaining of ['2', '1', '0']) {
        const response = await server.get('/v1/countries?limit=1');
        assert.equal(response.status, 200);
        assert.deepEqual(rateHeaders(response), { limit: '3', remaining, reset: '2025-07-11T12:01:00.000Z' });
      }
      now = Date.parse('2025-07-11T12:00:15.200Z');
      const refused = await server.get('/v1/countries?limit=1');
      assert.equal(refused.status, 429);
      const body = (await refused.json()) as { code: string; requestId: string };
      assert.equal(body.code, 'TOO_MANY_REQUESTS');
      assert.equal(body.requestId, refused.headers.get('request-id'));
      assert.equal(refused.headers.get('retry-after'), '45', 'seconds until the minute ends, rounded up');
      assert.deepEqual(rateHeaders(refused), { limit: '3', remaining: '0', reset: '2025-07-11T12:01:00.000Z' });

      const otherKey = await server.auth.store().createKey(server.pro.account.id);
      assert.equal(
        (await server.get('/v1/countries?limit=1', otherKey.key)).status,
        200,
        'another key has its own count',
      );

      now = Date.parse('2025-07-11T12:00:59.999Z');
      assert.equal((await server.get('/v1/countries?limit=1')).status, 429, 'still the same minute');
      now = Date.parse('2025-07-11T12:01:00.000Z');
      const next = await server.get('/v1/countries?limit=1');
      assert.equal(next.status, 200, 'the next clock minute starts a new window');
      assert.deepEqual(rateHeaders(next), { limit: '3', remaining: '2', reset: '2025-07-11T12:02:00.000Z' });
    } finally {
      await server.running.close();
    }
  });

  test('every authenticated response carries the headers, failures included; unauthenticated ones do not', async () => {
    const server = await startLimited({ perMinute: 50 });
    try {
      for (const [path, key, status] of [
        ['/v1/banks', server.free.key.key, 403],
        ['/v1/banks/bank_missing', server.pro.key.key, 404],
        ['/v1/banks?limit=0', server.pro.key.key, 400],
      ] as const) {
        const response = await server.get(path, key);
        assert.equal(response.status, status);
        assert.equal(rateHeaders(response).limit, '50', `${status} carries the limit`);
        assert.match(rateHeaders(response).reset ?? '', /^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
      }
      for (const [path, key] of [
        ['/v1/banks', null],
        ['/v1/banks', 'bdk_live_nope'],
        ['/healthz', null],
      ] as const) {
        assert.equal(
          rateHeaders(await server.get(path, key)).limit,
          null,
          `${path} with ${key}: not authenticated, no headers`,
        );
      }
    } finally {
      await server.running.close();
    }
  });

  test('0 turns limiting off: no headers and no 429', async () => {
    const server = await startLimited({ perMinute: 0 });
    try {
      assert.equal(server.limiter.limit(), 0);
      for (let i = 0; i < 5; i++) {
        const response = await server.get('/v1/countries?limit=1');
        assert.equal(response.status, 200);
        assert.equal(rateHeaders(response).limit, null);
      }
    } finally {
      await server.running.close();
    }
  });

  test('the server option rateLimitPerMinute sets the limit when the plugin has none of its own', async () => {
    const server = await startLimited({ serverLimit: 2 });
    try {
      assert.equal(server.limiter.limit(), 2);
      await server.get('/v1/countries');
      await server.get('/v1/countries');
      assert.equal((await server.get('/v1/countries')).status, 429);
    } finally {
      await server.running.close();
    }
  });
});

/** Two servers over one database, as two nodes behind a load balancer: requests alternate between them. */
async function assertOneCountForTwoNodes(openStorage: () => Promise<Storage>): Promise<void> {
  let now = Date.parse('2025-07-11T12:00:10.000Z');
  const first = await startLimited({ perMinute: 4, now: () => now, openStorage });
  const second = await startLimited({ perMinute: 4, now: () => now, openStorage });
  try {
    const key = first.pro.key.key;
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const node = index % 2 === 0 ? first : second;
      statuses.push((await node.get('/v1/countries?limit=1', key)).status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429], 'the fifth request is over the limit on either node');
    now = Date.parse('2025-07-11T12:01:00.000Z');
    const next = await second.get('/v1/countries?limit=1', key);
    assert.equal(next.status, 200, 'the next minute starts afresh for every node');
    assert.equal(rateHeaders(next).remaining, '3');
  } finally {
    await first.running.close();
    await second.running.close();
  }
}

describe('one count per key for every node on one database', () => {
  test('two servers on one SQLite file', async () => {
    const file = tempDatabaseFile();
    await assertOneCountForTwoNodes(() => openSqliteStorage({ file }));
  });

  describe('PostgreSQL', { skip: skipWithoutPostgres() }, () => {
    let database: TestDatabase;
    before(async () => {
      database = await createTestDatabase('rate_limit');
    });
    after(() => database?.drop());

    test('two servers on one PostgreSQL database', async () => {
      await assertOneCountForTwoNodes(() => openPostgresStorage({ url: database.url, poolSize: 2 }));
    });
  });
});

describe('the limit in force', () => {
  test('the plugin option, else the server option, else BANKDIR_RATE_LIMIT_PER_MINUTE, else 100', () => {
    assert.equal(resolveRateLimit({}), 100);
    assert.equal(resolveRateLimit({ env: '25' }), 25);
    assert.equal(resolveRateLimit({ env: ' ' }), 100);
    assert.equal(resolveRateLimit({ server: 0, env: '25' }), 0);
    assert.equal(resolveRateLimit({ option: 5, server: 0, env: '25' }), 5);
  });

  test('a limit that is not a whole number of 0 or more is refused, naming where it came from', () => {
    assert.throws(() => resolveRateLimit({ env: 'lots' }), /BANKDIR_RATE_LIMIT_PER_MINUTE="lots"/);
    assert.throws(() => resolveRateLimit({ env: '-3' }), RangeError);
    assert.throws(() => resolveRateLimit({ server: 1.5 }), /rateLimitPerMinute/);
    assert.throws(() => resolveRateLimit({ option: -1 }), /perMinute/);
  });

  test('the counter keeps only the current minute', () => {
    const counter = new FixedWindowCounter(1);
    const minute = Date.parse('2025-07-11T12:00:00.000Z');
    assert.deepEqual(counter.hit('a', minute), { limit: 1, remaining: 0, resetAt: minute + 60_000, limited: false });
    assert.equal(counter.hit('a', minute + 59_999).limited, true);
    assert.equal(counter.hit('b', minute + 1).limited, false);
    assert.equal(counter.hit('a', minute + 60_000).limited, false);
  });

  test('the counter holds at most maxKeys keys in a minute and none from past minutes', () => {
    const counter = new FixedWindowCounter(5, 1_000);
    const minute = Date.parse('2025-07-11T12:00:00.000Z');
    for (let index = 0; index < 5_000; index++) counter.hit(`key_${index}`, minute);
    assert.equal(counter.size, 1_000);
    assert.equal(counter.hit('key_4999', minute).remaining, 3, 'recent keys keep their count');
    counter.hit('key_new', minute + 60_000);
    assert.equal(counter.size, 1, 'a new minute starts empty');
  });
});
