import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DirectoryError } from '@bankdir/core';
import type { Context } from 'koa';
import {
  type AccountsService,
  CSRF_HEADER,
  createServer,
  isSameOrigin,
  isStateChanging,
  type PluginContext,
  SESSION_COOKIE,
  type ServerPlugin,
  sessionCookieOptions,
  silentLogger,
  type WebSession,
} from '../src/index.ts';
import { startTestServer } from './helpers/test-server.ts';

// The accounts seam as the web plugin will use it: a plugin that imports no auth plugin reaches the accounts service
// through its context, signs people in with a session cookie, and checks the CSRF token on every change.

async function jsonBody(ctx: Context): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of ctx.req) text += String(chunk);
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

/** A miniature web plugin: /web/sign-up, /web/me, /web/keys, /web/sign-out. */
function webPlugin(): ServerPlugin & { context(): PluginContext } {
  let context: PluginContext | undefined;
  const accounts = (): AccountsService => context!.accounts!;
  const client = (ctx: Context) => ({ clientAddress: ctx.ip });
  async function session(ctx: Context): Promise<WebSession> {
    const found = await accounts().sessionOf(ctx.cookies.get(SESSION_COOKIE) ?? '');
    if (!found) throw new DirectoryError('UNAUTHORIZED', 'Sign in first.');
    if (isStateChanging(ctx.method)) accounts().checkCsrf(found, ctx.get(CSRF_HEADER) || undefined);
    return found;
  }
  return {
    name: 'web',
    setup(given) {
      context = given;
    },
    context: () => context!,
    routes(router) {
      router.post('/web/sign-up', async (ctx) => {
        if (!isSameOrigin(ctx.headers, ctx.host)) throw new DirectoryError('FORBIDDEN', 'Sign up on this site.');
        await accounts().signUp(await jsonBody(ctx), client(ctx));
        ctx.status = 204;
      });
      router.post('/web/sign-in', async (ctx) => {
        if (!isSameOrigin(ctx.headers, ctx.host)) throw new DirectoryError('FORBIDDEN', 'Sign in on this site.');
        const { token, session } = await accounts().signIn(await jsonBody(ctx), client(ctx));
        ctx.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(session.expiresAt, ctx.secure));
        ctx.body = { csrfToken: session.csrfToken };
      });
      router.get('/web/me', async (ctx) => {
        ctx.body = (await session(ctx)).account;
      });
      router.post('/web/keys', async (ctx) => {
        ctx.body = await accounts().createKey(await session(ctx));
      });
      router.post('/web/sign-out', async (ctx) => {
        await session(ctx);
        await accounts().signOut(ctx.cookies.get(SESSION_COOKIE)!);
        ctx.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(new Date(0), ctx.secure));
        ctx.status = 204;
      });
    },
  };
}

describe('the accounts seam', () => {
  test('a plugin reaches the auth plugin’s accounts through its context, and the server’s sign-up mode reaches them', async () => {
    const web = webPlugin();
    const server = await startTestServer({ extraPlugins: [web], server: { signupMode: 'invite' } });
    try {
      assert.ok(web.context().accounts);
      assert.equal(web.context().config.signupMode, 'invite');
      assert.equal(web.context().accounts!.signupMode(), 'invite');
    } finally {
      await server.close();
    }
  });

  test('only one plugin may provide accounts', () => {
    const provider = (name: string): ServerPlugin => ({
      name,
      auth: { authenticate: () => null },
      accounts: {} as AccountsService,
    });
    assert.throws(
      () => createServer({ directory: {} as never, plugins: [provider('a'), provider('b')], log: silentLogger }),
      /Only one plugin may provide accounts; a and b both do/,
    );
  });

  test('a browser signs up, then signs in with an HttpOnly SameSite=Lax cookie, changes things only with its CSRF token, and signs out', async () => {
    const server = await startTestServer({ extraPlugins: [webPlugin()] });
    try {
      const form = {
        key: null,
        body: JSON.stringify({ email: 'browser@example.com', password: 'a good long password' }),
      };
      const signUp = await server.request('POST', '/web/sign-up', form);
      assert.equal(signUp.status, 204, signUp.text);
      assert.equal(signUp.headers.get('set-cookie'), null, 'sign-up signs nobody in');
      const signIn = await server.request('POST', '/web/sign-in', form);
      assert.equal(signIn.status, 200, signIn.text);
      const setCookie = signIn.headers.get('set-cookie')!;
      assert.match(setCookie, new RegExp(`^${SESSION_COOKIE}=bds_`));
      assert.match(setCookie, /httponly/i);
      assert.match(setCookie, /samesite=lax/i);
      assert.doesNotMatch(setCookie, /secure/i, 'not Secure over plain HTTP');
      const cookie = setCookie.split(';')[0]!;
      const { csrfToken } = signIn.body as { csrfToken: string };

      const me = await server.request('GET', '/web/me', { key: null, headers: { cookie } });
      assert.equal(me.body.email, 'browser@example.com');
      const refused = await server.request('POST', '/web/keys', { key: null, headers: { cookie } });
      assert.equal(refused.status, 403);
      assert.equal(refused.body.code, 'FORBIDDEN');
      const made = await server.request('POST', '/web/keys', {
        key: null,
        headers: { cookie, [CSRF_HEADER]: csrfToken },
      });
      assert.equal(made.status, 200, made.text);
      assert.equal((await server.request('GET', '/v1/countries', { key: made.body.key })).status, 200);
      assert.equal(
        (await server.request('GET', '/v1/countries', { key: null, headers: { cookie } })).status,
        401,
        'the API takes keys, never sessions',
      );

      const out = await server.request('POST', '/web/sign-out', {
        key: null,
        headers: { cookie, [CSRF_HEADER]: csrfToken },
      });
      assert.equal(out.status, 204);
      assert.equal((await server.request('GET', '/web/me', { key: null, headers: { cookie } })).status, 401);
    } finally {
      await server.close();
    }
  });

  test('a sign-up form posted from another site is refused; from this site, or not from a browser, it is not', async () => {
    const server = await startTestServer({ extraPlugins: [webPlugin()] });
    try {
      const post = (email: string, headers: Record<string, string>) =>
        server.request('POST', '/web/sign-up', {
          key: null,
          headers,
          body: JSON.stringify({ email, password: 'a good long password' }),
        });
      const host = new URL(server.url).host;
      assert.equal((await post('a@example.com', { 'sec-fetch-site': 'cross-site' })).status, 403);
      assert.equal((await post('b@example.com', { origin: 'https://evil.example' })).status, 403);
      assert.equal((await post('c@example.com', { 'sec-fetch-site': 'same-origin' })).status, 204);
      assert.equal((await post('d@example.com', { origin: `http://${host}` })).status, 204);
      assert.equal((await post('e@example.com', {})).status, 204);
    } finally {
      await server.close();
    }
  });

  test('a key of an account an operator disables gets 401 on the next request', async () => {
    const web = webPlugin();
    const server = await startTestServer({ extraPlugins: [web] });
    try {
      const { account, key } = await server.store.createAccount({ email: 'soon-gone@example.com', plan: 'pro' });
      const operator = await server.store.createAccount({ name: 'Operator', plan: 'pro', role: 'operator' });
      assert.equal((await server.request('GET', '/v1/countries', { key: key.key })).status, 200);
      await web.context().accounts!.disable({ accountId: operator.account.id }, account.id);
      const after = await server.request('GET', '/v1/countries', { key: key.key });
      assert.equal(after.status, 401);
      assert.equal(after.body.code, 'UNAUTHORIZED');
    } finally {
      await server.close();
    }
  });
});
