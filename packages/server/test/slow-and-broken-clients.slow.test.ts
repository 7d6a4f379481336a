import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_HTTP_LIMITS, httpLimits } from '../src/index.ts';
import { type RawResponse, rawExchange } from './helpers/raw-http.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// What never reaches the Koa app (requests Node's parser refuses, timeouts, CONNECT, connections over the cap) is
// answered in the failure envelope with a Request-Id; slow clients are cut off on time and do not hold others up.

function assertEnvelope(response: RawResponse | undefined, status: number, label: string): void {
  assert.ok(response, `${label}: an answer arrived`);
  assert.equal(response.status, status, `${label}: status`);
  assert.match(response.headers['content-type'] ?? '', /^application\/json/, `${label}: JSON`);
  assert.match(response.headers['request-id'] ?? '', /^req_/, `${label}: Request-Id`);
  assert.equal(response.headers['x-content-type-options'], 'nosniff', `${label}: nosniff`);
  assert.equal(response.json?.success, false, `${label}: failure envelope`);
  assert.equal(response.json?.requestId, response.headers['request-id'], `${label}: requestId repeats the header`);
  for (const field of ['code', 'message', 'timestamp', 'version'])
    assert.equal(typeof response.json?.[field], 'string', `${label}: ${field}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('requests that never reach the app', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ semanticSearch: false });
  });
  after(() => server.close());

  const refused: [string, string | Buffer, number][] = [
    ['an unknown method', 'BREW /v1/banks HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a malformed request line', 'GET  HTTP/1.1 /v1\r\nHost: x\r\n\r\n', 400],
    ['a control byte in a header value', 'GET /v1/banks HTTP/1.1\r\nHost: x\r\nX-A: a\x01b\r\n\r\n', 400],
    ['a header name with a space', 'GET /v1/banks HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n', 400],
    [
      'two Content-Lengths that disagree',
      'POST /v1/banks HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
      400,
    ],
    ['a Content-Length that is not a number', 'POST /v1/banks HTTP/1.1\r\nHost: x\r\nContent-Length: 1e3\r\n\r\n', 400],
    ['the HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 400],
    ['a bad chunk size', 'POST /v1/banks HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n', 400],
    ['invalid UTF-8 bytes in the path', Buffer.from('GET /v1/\xff\xfe HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'), 400],
    ['headers over 16 KiB', `GET /v1/banks HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
  ];
  for (const [what, bytes, status] of refused) {
    test(`${what} is answered ${status} in the failure envelope with a Request-Id, then the connection closes`, async () => {
      const exchange = await rawExchange(server.running.port, [bytes]);
      assertEnvelope(exchange.response, status, what);
      assert.notEqual(exchange.ending, 'open', `${what}: the server closes the connection`);
      assert.equal(exchange.raw.length < 4096, true, `${what}: a small answer`);
    });
  }

  test('an HTTP/1.1 request without Host is answered 400 by the app, with the issue at ["header", "Host"]', async () => {
    const exchange = await rawExchange(server.running.port, ['GET /v1/banks HTTP/1.1\r\nConnection: close\r\n\r\n']);
    assertEnvelope(exchange.response, 400, 'no Host');
    assert.deepEqual(exchange.response!.json.issues[0].path, ['header', 'Host']);
  });

  test('each refusal is one log line with its status and request id, and no stack trace', async () => {
    const before = server.logs.length;
    const exchange = await rawExchange(server.running.port, ['BREW / HTTP/1.1\r\nHost: x\r\n\r\n']);
    const lines = server.logs.slice(before);
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0]!, new RegExp(` 400 .*${exchange.response!.headers['request-id']}$`));
  });
});

describe('limits against slow and greedy clients', () => {
  test('the defaults are far below Node’s own, and nonsense settings are refused', () => {
    assert.deepEqual(httpLimits(), DEFAULT_HTTP_LIMITS);
    assert.deepEqual(DEFAULT_HTTP_LIMITS, {
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 1_000,
    });
    assert.throws(() => httpLimits({ maxConnections: 0 }), /maxConnections/);
    assert.throws(() => httpLimits({ headersTimeoutMs: 1.5 }), /headersTimeoutMs/);
    assert.throws(() => httpLimits({ headersTimeoutMs: 5_000, requestTimeoutMs: 1_000 }), /at least headersTimeoutMs/);
  });

  describe('with short timeouts', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({
        semanticSearch: false,
        start: { headersTimeoutMs: 600, requestTimeoutMs: 1_200, keepAliveTimeoutMs: 300 },
      });
    });
    after(() => server.close());

    test('headers that trickle in are cut off with 408 in the envelope once headersTimeoutMs passes', async () => {
      const started = Date.now();
      const chunks = 'GET /v1/banks HTTP/1.1\r\nHost: x\r\nX-Slow: abcdefghijklmnop'.split('');
      const exchange = await rawExchange(server.running.port, chunks, { gapMs: 100, waitMs: 4_000 });
      const elapsed = Date.now() - started;
      assertEnvelope(exchange.response, 408, 'slow headers');
      assert.match(exchange.response!.json.message, /did not arrive in time/);
      assert.ok(elapsed < 3_000, `cut off after ${elapsed} ms`);
    });

    test('a body that trickles in is cut off with 408 once requestTimeoutMs passes, and is logged as aborted', async () => {
      const before = server.logs.length;
      const head = `POST /v1/banks/${server.otherBankId}/votes HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${server.keys.free}\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n`;
      const exchange = await rawExchange(server.running.port, [head, ...'{"category":"LEN'.split('')], {
        gapMs: 150,
        waitMs: 4_000,
      });
      assertEnvelope(exchange.response, 408, 'slow body');
      await sleep(100);
      const lines = server.logs.slice(before);
      assert.ok(!lines.some((line) => line.startsWith('ERROR')), lines.join('\n'));
      assert.ok(!lines.some((line) => / 500 /.test(line)), lines.join('\n'));
    });

    test('an idle keep-alive connection is closed after keepAliveTimeoutMs', async () => {
      const exchange = await rawExchange(server.running.port, ['GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'], {
        waitMs: 3_000,
      });
      assert.equal(exchange.response?.status, 200);
      assert.equal(exchange.ending, 'closed', 'the server closed the idle connection');
    });

    test('200 slow connections do not hold up other clients, and are each answered 408', async () => {
      const slow = Array.from({ length: 200 }, () =>
        rawExchange(server.running.port, ['GET /v1/banks HTTP/1.1\r\n', 'Host: x\r\n', 'X-A: 1\r\n', 'X-B: 2\r\n'], {
          gapMs: 250,
          waitMs: 5_000,
        }),
      );
      await sleep(100);
      const times: number[] = [];
      for (let index = 0; index < 10; index++) {
        const started = performance.now();
        const response = await server.request('GET', '/v1/banks?limit=2');
        times.push(performance.now() - started);
        assert.equal(response.status, 200, 'another client is served');
      }
      const exchanges = await Promise.all(slow);
      const statuses = exchanges.map((exchange) => exchange.response?.status);
      assert.deepEqual(new Set(statuses), new Set([408]), 'every slow connection is answered 408');
      assert.ok(
        times.every((ms) => ms < 1_000),
        `others were answered in ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`,
      );
    });
  });

  test('a connection over maxConnections is answered 503 with Retry-After and closed; others are served again once connections close', async () => {
    const server = await startTestServer({ semanticSearch: false, start: { maxConnections: 5 } });
    const held: net.Socket[] = [];
    try {
      for (let index = 0; index < 5; index++) {
        const socket = net.connect(server.running.port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        held.push(socket);
      }
      await sleep(50);
      const over = await rawExchange(server.running.port, ['GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n']);
      assertEnvelope(over.response, 503, 'over the cap');
      assert.equal(over.response!.json.code, 'SERVICE_UNAVAILABLE');
      assert.equal(over.response!.headers['retry-after'], '1');
      assert.notEqual(over.ending, 'open');
      for (const socket of held) socket.destroy();
      await sleep(100);
      const again = await rawExchange(server.running.port, [
        'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      ]);
      assert.equal(again.response?.status, 200, 'served once connections closed');
    } finally {
      for (const socket of held) socket.destroy();
      await server.close();
    }
  });
});

describe('aborted requests', () => {
  test('a client that sends 5 of 100 body bytes and closes is logged in one line as aborted: no stack, no 500', async () => {
    const server = await startTestServer({ semanticSearch: false });
    try {
      const before = server.logs.length;
      const head = `POST /v1/banks/${server.repBankId}/products HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${server.keys.rep}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
      await rawExchange(server.running.port, [head, '{"cat'], { waitMs: 200 });
      await sleep(200);
      const lines = server.logs.slice(before);
      assert.equal(lines.length, 1, lines.join('\n'));
      assert.match(
        lines[0]!,
        /^POST \/v1\/banks\/\S+\/products aborted: the client closed the connection after 5 of 100 body bytes [\d.]+ms req_/,
      );
      const health = await server.request('GET', '/healthz', { key: null });
      assert.equal(health.status, 200, 'the server goes on');
    } finally {
      await server.close();
    }
  });
});
