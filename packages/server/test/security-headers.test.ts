import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_CONTENT_SECURITY_POLICY, checkedOrigins, DOCS_CONTENT_SECURITY_POLICY } from '../src/index.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// Security headers on every answer, and CORS: off unless origins are configured, then only for those origins.

const ALLOWED = 'https://app.example';

describe('security headers', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ semanticSearch: false });
  });
  after(() => server.close());

  const answers: [string, string, { key?: string | null }][] = [
    ['a success', '/v1/banks?limit=1', {}],
    ['a 401', '/v1/banks', { key: null }],
    ['a 400', '/v1/banks?limit=0', {}],
    ['a 404', '/nope', { key: null }],
    ['/healthz', '/healthz', { key: null }],
    ['the OpenAPI document', '/v1/openapi.json', { key: null }],
  ];
  for (const [what, path, options] of answers) {
    test(`${what} carries nosniff, no-referrer, DENY framing and the strict JSON policy, and no X-Powered-By`, async () => {
      const response = await server.request('GET', path, options);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      assert.equal(response.headers.get('content-security-policy'), API_CONTENT_SECURITY_POLICY);
      assert.equal(response.headers.get('x-powered-by'), null);
      assert.equal(response.headers.get('strict-transport-security'), null, 'HSTS is left to the TLS proxy');
    });
  }

  test('/docs and its files carry the self-only policy, with no inline script or style allowed', async () => {
    for (const path of ['/docs', '/docs/assets/docs-init.js', '/docs/assets/swagger-ui.css']) {
      const response = await server.request('GET', path, { key: null });
      assert.equal(response.status, 200, path);
      const policy = response.headers.get('content-security-policy') ?? '';
      assert.equal(policy, DOCS_CONTENT_SECURITY_POLICY, path);
      assert.match(policy, /default-src 'self'/);
      assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval|https?:/, `${path}: nothing beyond self`);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
    }
    const page = await server.request('GET', '/docs', { key: null });
    assert.doesNotMatch(page.text, /<script>|<style>/, 'the page has no inline script or style');
  });
});

describe('CORS', () => {
  test('is off by default: no Access-Control header, and a preflight is answered as any OPTIONS', async () => {
    const server = await startTestServer({ semanticSearch: false });
    try {
      const get = await server.request('GET', '/v1/banks?limit=1', { headers: { Origin: ALLOWED } });
      assert.equal(get.status, 200);
      assert.equal(get.headers.get('access-control-allow-origin'), null);
      const preflight = await server.request('OPTIONS', '/v1/banks', {
        key: null,
        headers: { Origin: ALLOWED, 'Access-Control-Request-Method': 'GET' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get('allow'), 'HEAD, GET');
      assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    } finally {
      await server.close();
    }
  });

  describe('with an allowed origin', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ semanticSearch: false, server: { cors: { origins: [`${ALLOWED}/`] } } });
    });
    after(() => server.close());

    test('its requests get Access-Control-Allow-Origin and the readable headers, errors included', async () => {
      for (const key of [undefined, null]) {
        const response = await server.request('GET', '/v1/banks?limit=1', {
          ...(key === null && { key }),
          headers: { Origin: ALLOWED },
        });
        assert.equal(response.status, key === null ? 401 : 200);
        assert.equal(response.headers.get('access-control-allow-origin'), ALLOWED);
        assert.equal(response.headers.get('access-control-allow-credentials'), null, 'no credentials');
        assert.match(response.headers.get('access-control-expose-headers') ?? '', /Request-Id/);
        assert.match(response.headers.get('vary') ?? '', /Origin/);
      }
    });

    test('its preflight is answered with the methods, the request headers and a max age', async () => {
      const response = await server.request('OPTIONS', '/v1/banks/x/votes', {
        key: null,
        headers: {
          Origin: ALLOWED,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      });
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('access-control-allow-origin'), ALLOWED);
      assert.equal(response.headers.get('access-control-allow-methods'), 'GET,POST,PUT,DELETE');
      assert.equal(response.headers.get('access-control-allow-headers'), 'Authorization,Content-Type,Service-Version');
      assert.equal(response.headers.get('access-control-max-age'), '600');
    });

    test('another origin gets no Access-Control header, on requests and preflights alike', async () => {
      const get = await server.request('GET', '/v1/banks?limit=1', { headers: { Origin: 'https://evil.example' } });
      assert.equal(get.headers.get('access-control-allow-origin'), null);
      const preflight = await server.request('OPTIONS', '/v1/banks', {
        key: null,
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
      });
      assert.equal(preflight.headers.get('access-control-allow-origin'), null);
      assert.equal(preflight.headers.get('access-control-allow-methods'), null);
    });
  });

  test('an origin that is not scheme://host[:port] is refused when the server is made', () => {
    assert.deepEqual([...checkedOrigins(['https://A.example:8443/', '*'])], ['https://a.example:8443', '*']);
    for (const bad of ['app.example', 'https://app.example/path', 'ftp://x', '']) {
      assert.throws(() => checkedOrigins([bad]), /is not an origin/, bad);
    }
  });
});
