import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// The files behind the /docs page. The page itself, rendered in headless Chromium, is docs-browser.slow.test.ts.

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

describe('the /docs page', () => {
  test('serves only the Swagger UI files it names', async () => {
    const css = await server.request('GET', '/docs/assets/swagger-ui.css', { key: null });
    assert.equal(css.status, 200);
    assert.match(css.headers.get('content-type') ?? '', /^text\/css/);
    assert.equal((await server.request('GET', '/docs/assets/package.json', { key: null })).status, 404);
    assert.equal((await server.request('GET', '/docs/assets/..%2Fpackage.json', { key: null })).status, 404);
  });
});
