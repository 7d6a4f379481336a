import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { type Browser, chromium } from 'playwright-core';
import { DOCS_CONTENT_SECURITY_POLICY, openApiPath, routeTable } from '../src/index.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// The /docs page in headless Chromium (Debian's chromium package; .ci/run installs it): Swagger UI, served by the
// server itself, renders /v1/openapi.json and lists every endpoint. A missing browser fails this test; it never skips.

const CHROMIUM = '/usr/bin/chromium';

let server: TestServer;
let browser: Browser | undefined;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await browser?.close();
  await server.close();
});

describe('the /docs page', () => {
  test('renders every endpoint of the v1 API from files this server serves (no CDN)', async () => {
    assert.ok(
      existsSync(CHROMIUM),
      `Chromium is missing at ${CHROMIUM}: install it with "apt-get update && apt-get install -y chromium" (.ci/run does this before npm test).`,
    );
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const page = await browser.newPage();
    const requested: string[] = [];
    const failed: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('requestfailed', (request) => failed.push(request.url()));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });

    const response = await page.goto(`${server.url}/docs`);
    assert.equal(response?.status(), 200);
    assert.equal(response?.headers()['content-security-policy'], DOCS_CONTENT_SECURITY_POLICY);
    await page.waitForSelector('.opblock', { timeout: 20_000 });
    const listed = await page.$$eval('.opblock', (blocks) =>
      blocks.map((block) => {
        const method = block.querySelector('.opblock-summary-method')?.textContent ?? '';
        const pathElement = block.querySelector('.opblock-summary-path');
        const path = pathElement?.getAttribute('data-path') ?? pathElement?.textContent ?? '';
        return `${method.trim()} ${path.replace(/\u200b/g, '').trim()}`;
      }),
    );
    const expected = routeTable.map((route) => `${route.method} ${openApiPath(route.path)}`);
    assert.deepEqual([...listed].sort(), [...expected].sort(), 'every endpoint is listed once');
    const title = await page.textContent('.info .title');
    assert.match(title ?? '', /bankdir API/);
    assert.deepEqual(errors, [], 'no script errors');
    assert.deepEqual(refused, [], 'the self-only Content-Security-Policy refuses nothing the page needs');
    assert.deepEqual(failed, [], 'every file loaded');
    const foreign = requested.filter((url) => !url.startsWith(server.url) && !url.startsWith('data:'));
    assert.deepEqual(foreign, [], 'nothing is fetched from another host');
    assert.ok(requested.some((url) => url.endsWith('/docs/assets/swagger-ui-bundle.js')));
    assert.ok(requested.some((url) => url.endsWith('/v1/openapi.json')));
  });

  test('serves only the Swagger UI files it names', async () => {
    const css = await server.request('GET', '/docs/assets/swagger-ui.css', { key: null });
    assert.equal(css.status, 200);
    assert.match(css.headers.get('content-type') ?? '', /^text\/css/);
    assert.equal((await server.request('GET', '/docs/assets/package.json', { key: null })).status, 404);
    assert.equal((await server.request('GET', '/docs/assets/..%2Fpackage.json', { key: null })).status, 404);
  });
});
