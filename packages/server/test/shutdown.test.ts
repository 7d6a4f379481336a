import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ServerPlugin } from '../src/index.ts';
import { startTestServer } from './helpers/test-server.ts';

// Graceful shutdown: stop accepting, finish what is in flight, close the plugins, then the database.

describe('graceful shutdown', () => {
  test('a request in flight finishes; new connections are refused; plugins then the database close', async () => {
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const events: string[] = [];
    const slow: ServerPlugin = {
      name: 'slow-route',
      routes(router) {
        router.get('/test/slow', async (ctx) => {
          entered();
          await gate;
          ctx.body = { finished: true };
        });
      },
      close: () => {
        events.push('plugin closed');
      },
    };
    const server = await startTestServer({ extraPlugins: [slow] });
    try {
      assert.equal(
        (await server.request('GET', '/healthz', { key: null })).status,
        200,
        'an idle keep-alive connection is left open',
      );
      const pending = fetch(`${server.url}/test/slow`).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      }));
      await inFlight;
      const closed = server.running.close().then(() => events.push('server closed'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await assert.rejects(
        fetch(`${server.url}/healthz`, { headers: { Connection: 'close' } }),
        'no new connection is accepted',
      );
      assert.deepEqual(events, [], 'shutdown waits for the request in flight');
      release();
      assert.deepEqual(await pending, { status: 200, body: { finished: true } });
      await closed;
      assert.deepEqual(events, ['plugin closed', 'server closed']);
      await assert.rejects(server.directory.countries.list({}), 'the database is closed');
    } finally {
      release();
      await server.close();
    }
  });
});
