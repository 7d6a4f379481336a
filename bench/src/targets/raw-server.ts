import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import Koa from 'koa';
import { envelope as successBody } from './raw-envelope.ts';
import { rawReads } from './raw-reads.ts';
import { rawVoter } from './raw-votes.ts';

// The baseline server of the HTTP scenarios: a hand-written Koa app over better-sqlite3 and the narrow copy
// (datasets/raw-copy.ts), answering the same bodies as bankdir with no library between. No key check, no access
// log, no validation beyond what a route needs to answer. `raw-server.ts FILE PORT`; prints its URL when listening.
const [file, port] = process.argv.slice(2);
const db = new Database(file!);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
const has = (table: string) => db.prepare('select 1 from sqlite_master where name = ?').get(table) !== undefined;
const reads = has('banks') ? rawReads(db) : undefined;
const vote = has('votes') ? rawVoter(db) : undefined;
const storedAnswer = has('semantic_answers')
  ? db.prepare<[string], string>('select data from semantic_answers where query = ?').pluck()
  : undefined;
const VERSION = '2025-07-11';
const VOTE_PATH = /^\/v1\/banks\/([^/]+)\/votes$/;

const envelope = (body: object, message: string) => successBody(body, message, VERSION);

const app = new Koa();
app.use(async (ctx) => {
  ctx.type = 'application/json';
  if (ctx.method === 'GET' && ctx.path === '/v1/banks' && reads) {
    ctx.body = envelope(reads.listBanks(Number(ctx.query.limit ?? 10)), 'Banks retrieved');
  } else if (ctx.method === 'GET' && ctx.path === '/v1/banks/semantic-search' && storedAnswer) {
    const data = storedAnswer.get(String(ctx.query.query));
    ctx.body = successBody({ data: JSON.parse(data ?? '[]') }, 'Banks found', VERSION);
  } else if (ctx.method === 'GET' && ctx.path === '/v1/banks/by-hostname' && reads) {
    ctx.body = envelope(reads.byHostname(String(ctx.query.hostname)), 'Banks retrieved');
  } else if (ctx.method === 'POST' && VOTE_PATH.test(ctx.path) && vote) {
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { category: string; isUp: boolean };
    const account = ctx.get('authorization');
    const result = vote(account, decodeURIComponent(VOTE_PATH.exec(ctx.path)![1]!), body.category, body.isUp);
    if (!result) {
      ctx.status = 404;
      ctx.body = JSON.stringify({ success: false, code: 'NOT_FOUND' });
      return;
    }
    ctx.status = result.created ? 201 : 200;
    ctx.body = envelope({ data: result.vote }, result.created ? 'Vote cast' : 'Vote replaced');
  } else if (ctx.path === '/healthz') {
    ctx.body = '{"ok":true}';
  } else {
    ctx.status = 404;
  }
});
const server = app.listen({ port: Number(port ?? 0), host: '127.0.0.1' });
await once(server, 'listening');
console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => server.close(() => db.close()));
