import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium, skipWithoutChromium as skip } from '../../web/test/helpers/chromium.ts';
import { DOCS_CONTENT_SECURITY_POLICY, openApiPath, routeTable } from '../src/index.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// The /docs page in headless Chromium (Debian's chromium package): Swagger UI, served by the server itself, renders
// /v1/openapi.json and lists every endpoint. In the slow tier (npm run test:slow). Without Chromium it says so and
// skips, except under CI (the CI environment variable set), where it fails: CI installs Chromium and always runs it.

let server: TestServer | undefined;
let browser: Browser | undefined;
before(async () => {
  if (!skip) server = await startTestServer();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

describe('the /docs page in a browser', () => {
  test('renders every endpoint of the v1 API from files this server serves (no CDN)', { skip }, async () => {
    browser = await launchChromium();
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

    const response = await page.goto(`${server!.url}/docs`);
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
    const foreign = requested.filter((url) => !url.startsWith(server!.url) && !url.startsWith('data:'));
    assert.deepEqual(foreign, [], 'nothing is fetched from another host');
    assert.ok(requested.some((url) => url.endsWith('/docs/assets/swagger-ui-bundle.js')));
    assert.ok(requested.some((url) => url.endsWith('/v1/openapi.json')));
  });
});
