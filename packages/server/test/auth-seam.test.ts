import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createDirectory, FailureBodySchema } from '@bankdir/core';
import { openSqliteStorage } from '@bankdir/sqlite';
import * as v from 'valibot';
import {
  type AuthRequest,
  checkedPrincipal,
  createServer,
  type Principal,
  type RunningServer,
  type ServerOptions,
  type ServerPlugin,
  startServer,
} from '../src/index.ts';
import { startTestServer } from './helpers/test-server.ts';

// The auth seam as a plugin author meets it: the request a provider sees, the 401 it words, and the answers the
// server refuses to take (plan: 'pro').

const CHALLENGE = 'Send your key in the X-Api-Key header.';

/** A plugin that reads X-Api-Key: "pro-key" is a PRO account, "free-key" a FREE one; it records what it was given. */
function headerKeyPlugin(seen: AuthRequest[] = []): ServerPlugin {
  const principals: Record<string, Principal> = {
    'pro-key': { accountId: 'acct_header_pro', plan: 'PRO', representsBank: async () => false },
    'free-key': { accountId: 'acct_header_free', plan: 'FREE', representsBank: async () => false },
  };
  return {
    name: 'header-key',
    auth: {
      challenge: { message: CHALLENGE, wwwAuthenticate: 'ApiKey header="X-Api-Key"' },
      authenticate(request) {
        seen.push(request);
        const key = request.headers['x-api-key'];
        if (key === undefined) return null;
        return principals[key] ?? { refused: 'That X-Api-Key is unknown.' };
      },
    },
  };
}

/** A plugin whose principal is wrong the way a plain-JavaScript plugin gets it wrong: the CLI's lower-case plan. */
function lowerCasePlanPlugin(): ServerPlugin {
  return {
    name: 'lower-case-plan',
    auth: {
      authenticate: (request) =>
        request.headers['x-api-key'] === 'k'
          ? ({ accountId: 'acct_lower', plan: 'pro', representsBank: async () => false } as unknown as Principal)
          : null,
    },
  };
}

interface Served {
  readonly url: string;
  readonly errors: string[];
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; body: any }>;
  close(): Promise<void>;
}

/** A real server on a free port over a new SQLite file, with only the plugins given. */
async function serve(plugins: ServerPlugin[], options: Partial<ServerOptions> = {}): Promise<Served> {
  const folder = mkdtempSync(join(tmpdir(), 'bankdir-auth-seam-'));
  const directory = createDirectory({ storage: await openSqliteStorage({ file: join(folder, 'seam.sqlite') }) });
  const errors: string[] = [];
  const app = createServer({
    directory,
    plugins,
    log: { info: () => {}, error: (line) => errors.push(line) },
    ...options,
  });
  const running: RunningServer = await startServer(app, {
    port: 0,
    host: '127.0.0.1',
    onClosed: () => directory.close(),
  });
  return {
    url: running.url,
    errors,
    async get(path, headers = {}) {
      const response = await fetch(`${running.url}${path}`, { headers });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    async close() {
      await running.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

describe('an auth plugin reading a header of its own', () => {
  const seen: AuthRequest[] = [];
  let served: Served;
  before(async () => {
    served = await serve([headerKeyPlugin(seen)]);
  });
  after(() => served.close());

  test('a request with the plugin’s header is served as the principal it answers', async () => {
    assert.equal((await served.get('/v1/world', { 'X-Api-Key': 'pro-key' })).status, 200);
    const free = await served.get('/v1/world', { 'X-Api-Key': 'free-key' });
    assert.equal(free.status, 403, 'the FREE principal reached the plan check');
    assert.equal(free.body.code, 'PLAN_REQUIRED');
  });

  test('without it, the 401 in the failure envelope carries the plugin’s message and challenge', async () => {
    const response = await served.get('/v1/world');
    assert.equal(response.status, 401);
    const body = v.parse(FailureBodySchema, response.body);
    assert.equal(body.code, 'UNAUTHORIZED');
    assert.equal(body.message, CHALLENGE);
    assert.equal(response.headers.get('www-authenticate'), 'ApiKey header="X-Api-Key"');
    const bearer = await served.get('/v1/world', { Authorization: 'Bearer pro-key' });
    assert.equal(bearer.body.message, CHALLENGE, 'a Bearer token means nothing to this plugin');
  });

  test('a key the plugin refuses gets the refusal’s message', async () => {
    const response = await served.get('/v1/world', { 'X-Api-Key': 'nope' });
    assert.equal(response.status, 401);
    assert.equal(v.parse(FailureBodySchema, response.body).message, 'That X-Api-Key is unknown.');
  });

  test('the plugin sees the method, the path without its query, every header by lower-case name and the client address, read-only', async () => {
    seen.length = 0;
    const response = await fetch(`${served.url}/v1/countries/de?include=scores`, {
      method: 'GET',
      headers: { 'X-Api-Key': 'pro-key', 'X-Trace': 'abc', Cookie: 'session=s1' },
    });
    assert.equal(response.status, 404, 'an empty directory has no country DE');
    const [request] = seen;
    assert.ok(request);
    assert.equal(request.method, 'GET');
    assert.equal(request.path, '/v1/countries/de');
    assert.equal(request.headers['x-api-key'], 'pro-key');
    assert.equal(request.headers['x-trace'], 'abc');
    assert.equal(request.headers.cookie, 'session=s1');
    assert.equal(request.clientAddress, '127.0.0.1');
    assert.ok(Object.isFrozen(request) && Object.isFrozen(request.headers), 'a provider cannot change the request');
    await (
      await fetch(`${served.url}/v1/banks/bank_x/votes`, { method: 'POST', headers: { 'X-Api-Key': 'k' } })
    ).text();
    assert.equal(seen.at(-1)?.method, 'POST');
    assert.equal(seen.at(-1)?.path, '/v1/banks/bank_x/votes');
  });
});

describe('the client address a plugin sees behind a proxy', () => {
  test('with trustProxy it is the first address of X-Forwarded-For', async () => {
    const seen: AuthRequest[] = [];
    const served = await serve([headerKeyPlugin(seen)], { trustProxy: true });
    try {
      await served.get('/v1/world', { 'X-Api-Key': 'pro-key', 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' });
      assert.equal(seen.at(-1)?.clientAddress, '203.0.113.9');
    } finally {
      await served.close();
    }
  });
});

describe('beside the API-key plugin', () => {
  test('each provider reads its own credentials; without any, the 401 says what each asks for', async () => {
    const server = await startTestServer({ semanticSearch: false, extraPlugins: [headerKeyPlugin()] });
    try {
      assert.equal(
        (await server.request('GET', '/v1/world', { key: null, headers: { 'X-Api-Key': 'pro-key' } })).status,
        200,
      );
      assert.equal((await server.request('GET', '/v1/world')).status, 200, 'the Bearer key still works');
      const none = await server.request('GET', '/v1/world', { key: null });
      assert.equal(none.status, 401);
      assert.equal(
        none.body.message,
        `${CHALLENGE} Send your API key in the Authorization header: "Authorization: Bearer <API key>".`,
      );
      assert.equal(none.headers.get('www-authenticate'), 'ApiKey header="X-Api-Key", Bearer realm="bankdir"');
      const refused = await server.request('GET', '/v1/world', { key: 'bdk_live_unknown' });
      assert.equal(refused.body.message, 'The API key is not valid: it is unknown or has been revoked.');
      assert.equal(refused.headers.get('www-authenticate'), 'Bearer realm="bankdir"');
    } finally {
      await server.close();
    }
  });
});

describe('a principal with plan "pro"', () => {
  test('at request time: a 500 in the failure envelope saying the plugin is misconfigured, the details logged once', async () => {
    const served = await serve([lowerCasePlanPlugin()]);
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await served.get('/v1/world', { 'X-Api-Key': 'k' });
        assert.equal(response.status, 500);
        const body = v.parse(FailureBodySchema, response.body);
        assert.equal(body.code, 'INTERNAL_SERVER_ERROR');
        assert.match(body.message, /misconfigured: its auth plugin "lower-case-plan" gave an invalid answer/);
        assert.ok(!/\bat \S+:\d+|\.ts\b|\.mjs\b/.test(response.body.message), 'no stack trace or file');
      }
      assert.deepEqual(served.errors.length, 1, 'logged once');
      assert.match(served.errors[0]!, /"lower-case-plan"/);
      assert.match(served.errors[0]!, /plan must be exactly "FREE" or "PRO", not "pro"/);
      assert.equal((await served.get('/v1/world')).status, 401, 'requests it does not answer for are unaffected');
    } finally {
      await served.close();
    }
  });

  test('at start-up: checkedPrincipal refuses it, naming the plugin, the field and the allowed values', () => {
    const principal = { accountId: 'acct_a', plan: 'pro', representsBank: async () => false } as unknown as Principal;
    assert.throws(
      () => checkedPrincipal('fixed-keys', principal),
      (error: Error) =>
        error instanceof TypeError &&
        error.message ===
          'The auth plugin "fixed-keys" answered a principal that is not valid: plan must be exactly "FREE" or "PRO", not "pro".',
    );
    const valid: Principal = { accountId: 'acct_a', plan: 'PRO', representsBank: async () => false };
    assert.equal(checkedPrincipal('fixed-keys', valid), valid);
    assert.throws(
      () => checkedPrincipal('fixed-keys', { ...valid, accountId: '' }),
      /accountId must be a non-empty string/,
    );
    assert.throws(
      () => checkedPrincipal('fixed-keys', { ...valid, representsBank: true } as unknown as Principal),
      /representsBank must be a function/,
    );
  });
});

describe('other answers the seam refuses', () => {
  test('undefined, a refusal without a message and a missing accountId are each a 500 naming the plugin and what is wrong', async () => {
    const answers: Record<string, unknown> = {
      undefined: undefined,
      'empty refusal': { refused: '' },
      'no account': { plan: 'FREE', representsBank: async () => false },
    };
    const plugin: ServerPlugin = {
      name: 'sloppy',
      auth: { authenticate: (request) => answers[request.headers['x-answer'] ?? ''] as Principal },
    };
    const served = await serve([plugin]);
    try {
      for (const answer of Object.keys(answers)) {
        const response = await served.get('/v1/world', { 'X-Answer': answer });
        assert.equal(response.status, 500, answer);
        assert.match(response.body.message, /"sloppy" gave an invalid answer/);
      }
      assert.equal(served.errors.length, 3);
      assert.match(served.errors[0]!, /a principal must be an object, not undefined \(answer null when/);
      assert.match(served.errors[1]!, /refused \(the 401 message\) must be a non-empty string/);
      assert.match(served.errors[2]!, /accountId is missing/);
    } finally {
      await served.close();
    }
  });
});

describe('a plugin’s declaration, checked by createServer', () => {
  test('an auth without authenticate, a challenge without a message or a hook that is not a function stops the start, naming the plugin', () => {
    const directory = {} as ServerOptions['directory'];
    const start = (plugin: unknown) => () =>
      createServer({ directory, plugins: [plugin as ServerPlugin, headerKeyPlugin()] });
    assert.throws(
      start({ name: 'no-authenticate', auth: { authenticat: () => null } }),
      /The server plugin "no-authenticate" is not valid: auth.authenticate is missing\./,
    );
    assert.throws(
      start({ name: 'bad-challenge', auth: { authenticate: () => null, challenge: 'X-Api-Key' } }),
      /"bad-challenge" is not valid: auth.challenge must be an object \{ message, wwwAuthenticate\? \}/,
    );
    assert.throws(start({ name: 'bad-setup', setup: 'yes' }), /"bad-setup" is not valid: setup must be a function/);
    assert.throws(
      start({ auth: { authenticate: () => null } }),
      /The server plugin number 1 is not valid: name is missing\./,
    );
  });
});
