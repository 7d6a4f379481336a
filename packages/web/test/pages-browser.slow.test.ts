import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { type Browser, chromium, type Page } from 'playwright-core';
import { startWebTestServer, type WebTestServer } from './helpers/web-test-server.ts';

// The public pages in headless Chromium (Debian's chromium package): axe-core finds no serious or critical violation
// on any page, in the light and dark themes, at 375 and 1440 px; and a visitor searches from the home page and opens a
// bank. In the slow tier (npm run test:slow). Without Chromium it says so and skips, except under CI, where it fails.

const CHROMIUM = process.env.BANKDIR_CHROMIUM ?? '/usr/bin/chromium';
const MISSING = `Chromium is missing at ${CHROMIUM}: the web pages' browser test needs it (apt-get install chromium).`;
const skip =
  !existsSync(CHROMIUM) && !process.env.CI ? `${MISSING} Skipped; install it and run npm run test:slow.` : false;

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: WebTestServer | undefined;
let browser: Browser | undefined;
before(async () => {
  if (skip) return;
  assert.ok(existsSync(CHROMIUM), `${MISSING} CI is set, so this test fails instead of skipping.`);
  server = await startWebTestServer();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function publicPages(): Promise<string[]> {
  const directory = server!.directory;
  const bank = (await directory.banks.list({ sortBy: 'rank', limit: 1 })).data[0]!;
  const story = (await directory.stories.list({ limit: 1 })).data[0]!;
  return [
    '/',
    '/banks',
    `/banks/${bank.id}`,
    '/countries',
    '/countries/de',
    '/products',
    '/products?minRatePercent=abc',
    '/search?q=deutsche',
    '/stories',
    `/stories/${story.id}`,
    '/no-such-page',
  ];
}

/** The serious and critical violations axe-core finds on the page, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    type AxeViolation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => String(n.target)),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.targets.slice(0, 3).join(', ')}`);
}

describe('the web pages in a browser', () => {
  test('axe finds no serious or critical violation on any page, light and dark, at 375 and 1440 px', {
    skip,
  }, async () => {
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [375, 1440]) {
        const context = await browser!.newContext({ colorScheme, viewport: { width, height: 900 } });
        const page = await context.newPage();
        for (const path of await publicPages()) {
          await page.goto(server!.url + path);
          for (const line of await seriousViolations(page))
            found.push(`${path} (${colorScheme}, ${width} px): ${line}`);
          const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
          if (overflow > 0)
            found.push(`${path} (${colorScheme}, ${width} px): the page scrolls sideways by ${overflow} px`);
        }
        await context.close();
      }
    }
    assert.deepEqual(found, []);
  });

  test('a visitor searches on the home page and opens a bank, with nothing refused or fetched elsewhere', {
    skip,
  }, async () => {
    const context = await browser!.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const refused: string[] = [];
    const errors: string[] = [];
    const requested: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => requested.push(request.url()));

    await page.goto(`${server!.url}/`);
    await page.getByLabel('Describe the bank you are looking for').fill('Deutsche Bank');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=Deutsche\+Bank/);
    const first = page.locator('main ul.plain a').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/banks\/bank_/);
    assert.equal((await page.locator('h1').textContent())?.trim(), name.trim());

    const themeSwitch = page.locator('#theme-switch');
    assert.ok(await themeSwitch.isVisible(), 'the script shows the theme switch');
    await themeSwitch.click();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    await page.reload();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark', 'the theme is remembered');

    assert.deepEqual(refused, [], 'the Content-Security-Policy refuses nothing the pages use');
    assert.deepEqual(errors, []);
    assert.deepEqual(
      requested.filter((url) => !url.startsWith(server!.url)),
      [],
      'every file comes from this server',
    );
    await context.close();
  });
});
