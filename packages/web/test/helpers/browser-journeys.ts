import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { seriousViolations } from './axe.ts';
import { chromiumAndServer, skipWithoutChromium } from './chromium.ts';
import { publicPages } from './public-pages.ts';

// The browser journeys over the public pages in headless Chromium, shared by the browser test files: axe-core finds no
// serious or critical violation on any page in the given looks (theme and width), no page scrolls sideways, and a
// visitor searches from the home page and opens a bank.

export type Look = { colorScheme: 'light' | 'dark'; width: number };
export const EVERY_LOOK: Look[] = [
  { colorScheme: 'light', width: 375 },
  { colorScheme: 'light', width: 1440 },
  { colorScheme: 'dark', width: 375 },
  { colorScheme: 'dark', width: 1440 },
];
// The markup and styles are the same over either engine; PostgreSQL's half checks the pages it fills in two looks of
// the four, to keep its file within its time.
export const POSTGRES_LOOKS: Look[] = [EVERY_LOOK[0]!, EVERY_LOOK[3]!];

/** The journeys over a server on `engine`, in the given looks; `engineSkip` skips them with its reason. */
export function describeBrowserJourneys(
  engine: 'sqlite' | 'postgres',
  looks: Look[],
  engineSkip: string | false,
): void {
  describe(`the web pages in a browser, over ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, {
    skip: skipWithoutChromium || engineSkip,
  }, () => {
    const started = chromiumAndServer(engine);

    test(`axe finds no serious or critical violation on any page, in ${looks.map((look) => `${look.colorScheme} at ${look.width} px`).join(', ')}`, async () => {
      const found: string[] = [];
      for (const { colorScheme, width } of looks) {
        const context = await started.browser.newContext({ colorScheme, viewport: { width, height: 900 } });
        const page = await context.newPage();
        for (const path of await publicPages(started.server.directory)) {
          await page.goto(started.server.url + path);
          for (const line of await seriousViolations(page))
            found.push(`${path} (${colorScheme}, ${width} px): ${line}`);
          const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
          if (overflow > 0)
            found.push(`${path} (${colorScheme}, ${width} px): the page scrolls sideways by ${overflow} px`);
        }
        await context.close();
      }
      assert.deepEqual(found, []);
    });

    test('a visitor searches on the home page and opens a bank, with nothing refused or fetched elsewhere', async () => {
      const context = await started.browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      const refused: string[] = [];
      const errors: string[] = [];
      const requested: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => requested.push(request.url()));

      await page.goto(`${started.server.url}/`);
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
        requested.filter((url) => !url.startsWith(started.server.url)),
        [],
        'every file comes from this server',
      );
      await context.close();
    });
  });
}
