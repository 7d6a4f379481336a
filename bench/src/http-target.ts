import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { apiKeysPlugin } from '@bankdir/auth-api-keys';
import { createDirectory } from '@bankdir/core';
import { seedDefaultData } from '@bankdir/data';
import { rateLimitPlugin } from '@bankdir/rate-limit';
import { createServer, silentLogger, startServer } from '@bankdir/server';
import { openSqliteStorage } from '@bankdir/sqlite';
import Koa from 'koa';

// One server of the HTTP benchmark, in a process of its own so the load generator does not share its event loop.
// `bankdir FILE`: the real v1 API over a seeded SQLite file; prints `{ url, key }`.
// `bare BYTES`: a bare Koa route answering a JSON body of that size from memory; prints `{ url }`.
const [kind, argument] = process.argv.slice(2);

if (kind === 'bankdir') {
  const storage = await openSqliteStorage({ file: argument! });
  const directory = createDirectory({ storage, warn: () => {} });
  await seedDefaultData(directory);
  const auth = apiKeysPlugin();
  const app = createServer({ directory, plugins: [auth, rateLimitPlugin()], rateLimitPerMinute: 0, log: silentLogger });
  const running = await startServer(app, { port: 0, host: '127.0.0.1', onClosed: () => directory.close() });
  const { key } = await auth.store().createAccount({ name: 'Benchmark', plan: 'pro' });
  console.log(JSON.stringify({ url: running.url, key: key.key }));
} else if (kind === 'bare') {
  const body = JSON.stringify({ padding: 'x'.repeat(Math.max(0, Number(argument) - 15)) });
  const app = new Koa();
  app.use((ctx) => {
    ctx.type = 'application/json';
    ctx.body = body;
  });
  const server = app.listen({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  console.log(JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
} else {
  console.error('usage: http-target.ts bankdir FILE | bare BYTES');
  process.exit(2);
}
