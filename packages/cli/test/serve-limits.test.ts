import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { UsageError } from '../src/cli-error.ts';
import { serveSettings } from '../src/serve-settings.ts';
import { cleanEnv, startServe } from './helpers/cli.ts';

// The limits against slow and greedy clients, CORS and the proxy setting: a flag, else an environment variable, else
// the config file, else the server's default.

describe('serve settings', () => {
  test('a flag wins over the environment, which wins over the config file', () => {
    const config = {
      headersTimeoutMs: 3_000,
      maxConnections: 50,
      corsOrigins: ['https://c.example'],
      trustProxy: true,
    };
    const env = {
      BANKDIR_HEADERS_TIMEOUT_MS: '2000',
      BANKDIR_REQUEST_TIMEOUT_MS: '9000',
      BANKDIR_CORS_ORIGINS: 'https://e.example, https://f.example',
    };
    const settings = serveSettings({ 'headers-timeout-ms': '1000' }, config, env);
    assert.deepEqual(settings.limits, { headersTimeoutMs: 1_000, requestTimeoutMs: 9_000, maxConnections: 50 });
    assert.deepEqual(settings.corsOrigins, ['https://e.example', 'https://f.example']);
    assert.equal(settings.trustProxy, true);
    assert.equal(settings.authFailuresPerMinute, undefined, "the server's default");
    const flags = serveSettings(
      { 'cors-origin': ['https://g.example'], 'auth-failures-per-minute': '0' },
      {},
      { BANKDIR_TRUST_PROXY: '1' },
    );
    assert.deepEqual(flags.corsOrigins, ['https://g.example']);
    assert.equal(flags.authFailuresPerMinute, 0);
    assert.equal(flags.trustProxy, true);
    assert.deepEqual(serveSettings({}, {}, {}).limits, {}, 'nothing set: every default');
  });

  test('a setting that is not a whole number in range is a usage error naming where it came from', () => {
    assert.throws(
      () => serveSettings({ 'max-connections': '0' }, {}, {}),
      (error: unknown) => error instanceof UsageError && /--max-connections/.test(error.message),
    );
    assert.throws(
      () => serveSettings({}, {}, { BANKDIR_KEEP_ALIVE_TIMEOUT_MS: '5s' }),
      /BANKDIR_KEEP_ALIVE_TIMEOUT_MS/,
    );
    assert.throws(() => serveSettings({}, {}, { BANKDIR_TRUST_PROXY: 'yes' }), /BANKDIR_TRUST_PROXY/);
  });
});

describe('bankdir serve with limits', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'bankdir-serve-limits-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('--headers-timeout-ms cuts off slow headers with 408 in the envelope, and --cors-origin answers that origin', async () => {
    const serve = startServe(
      [
        '--db',
        join(dir, 'limits.sqlite'),
        '--port',
        '0',
        '--host',
        '127.0.0.1',
        '--headers-timeout-ms',
        '400',
        '--request-timeout-ms',
        '800',
        '--cors-origin',
        'https://app.example',
      ],
      { env: cleanEnv() },
    );
    try {
      const [, url] = await serve.waitFor(/serves (http:\/\/\S+)\/v1/);
      const { port } = new URL(url!);
      const answer = await new Promise<string>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('close', () => resolve(text));
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
      });
      assert.match(answer, /^HTTP\/1\.1 408 /);
      assert.match(answer, /"success":false/);
      const health = await fetch(`${url}/healthz`, { headers: { Origin: 'https://app.example' } });
      assert.equal(health.headers.get('access-control-allow-origin'), 'https://app.example');
    } finally {
      await serve.stop();
    }
  });
});
