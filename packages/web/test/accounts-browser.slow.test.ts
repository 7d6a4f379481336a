import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { type Browser, chromium, type Page } from 'playwright-core';
import { seriousViolations } from './helpers/axe.ts';
import { startWebTestServer, type WebTestServer } from './helpers/web-test-server.ts';

// A person's journey through the account pages in headless Chromium, by keyboard and mouse, without a script of the
// site's own doing the work; axe-core finds nothing serious on the account pages in the light and dark themes.

const CHROMIUM = process.env.BANKDIR_CHROMIUM ?? '/usr/bin/chromium';
const MISSING = `Chromium is missing at ${CHROMIUM}: the account pages' browser test needs it (apt-get install chromium).`;
const skip =
  !existsSync(CHROMIUM) && !process.env.CI ? `${MISSING} Skipped; install it and run npm run test:slow.` : false;

let server: WebTestServer | undefined;
let browser: Browser | undefined;
let bankId = '';
let otherStoryText = '';
before(async () => {
  if (skip) return;
  assert.ok(existsSync(CHROMIUM), `${MISSING} CI is set, so this test fails instead of skipping.`);
  server = await startWebTestServer();
  bankId = (await server.directory.banks.list({ sortBy: 'rank', limit: 1 })).data[0]!.id;
  otherStoryText = (await server.directory.stories.list({ bankId, sortBy: 'createdAt', sortOrder: 'desc', limit: 1 }))
    .data[0]!.text;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** The "12 (7 / 5)" vote counts of a score row. */
const votesOf = (page: Page, label: string) =>
  page
    .locator('tr', { has: page.locator(`th[scope=row]:text-is("${label}")`) })
    .locator('td.num')
    .nth(1)
    .textContent();

/** Clicks or presses, and waits for the page the form's answer loads (the 303's target, or the form again). */
async function submit(page: Page, action: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), action()]);
}

describe('the account pages in a browser', () => {
  test('sign up, vote in three categories, take one back, write a story, thumb up another, create a key', {
    skip,
  }, async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server!.url}/signup`);
    await page.getByLabel('Email').fill('journey@example.org');
    await page.getByLabel('Password (10 to 200 characters)').fill('correct horse battery');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/account/);
    assert.match((await page.locator('header .person').textContent()) ?? '', /journey@example\.org/);

    await page.goto(`${server!.url}/banks/${bankId}`);
    const labels = ['Customer service', 'Fees and pricing', 'Lending'];
    const before = await Promise.all(labels.map((label) => votesOf(page, label)));
    for (const [index, label] of labels.entries()) {
      await submit(page, () =>
        page.getByRole('button', { name: `${index === 1 ? 'Down' : 'Up'} vote: ${label}` }).click(),
      );
    }
    const after = await Promise.all(labels.map((label) => votesOf(page, label)));
    for (const [index, label] of labels.entries()) assert.notEqual(after[index], before[index], `${label} bar changed`);
    assert.equal(
      await page.getByRole('button', { name: 'Down vote: Fees and pricing' }).getAttribute('aria-pressed'),
      'true',
    );
    await submit(page, () => page.getByRole('button', { name: 'Take back your Lending vote' }).click());
    assert.equal(await votesOf(page, 'Lending'), before[2]);

    await page.getByLabel('Your story (up to 280 characters)').fill('The app let me freeze my card in seconds.');
    await submit(page, () => page.getByRole('button', { name: 'Publish the story' }).click());
    assert.ok(await page.getByText('The app let me freeze my card in seconds.').isVisible());
    const other = () => page.locator('li', { hasText: otherStoryText }).first();
    await submit(page, () => other().getByRole('button', { name: 'Thumbs up this story' }).click());
    assert.match((await other().textContent()) ?? '', /1 thumbs up/);

    await page.goto(`${server!.url}/account`);
    await page.getByRole('button', { name: 'Create an API key' }).click();
    const key = (await page.locator('#new-key').textContent()) ?? '';
    assert.match(key, /^bdk_live_/);
    const v1 = await fetch(`${server!.url}/v1/countries`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(v1.status, 200);
    await context.close();
  });

  test('axe finds no serious or critical violation on the account pages, light and dark', { skip }, async () => {
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser!.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      for (const path of ['/signup', '/signin']) {
        await page.goto(server!.url + path);
        for (const line of await seriousViolations(page)) found.push(`${path} (${colorScheme}): ${line}`);
      }
      await page.goto(`${server!.url}/signup`);
      await page.getByLabel('Email').fill(`axe-${colorScheme}@example.org`);
      await page.getByLabel('Password (10 to 200 characters)').fill('short');
      await submit(page, () => page.keyboard.press('Enter'));
      for (const line of await seriousViolations(page)) found.push(`sign-up with problems (${colorScheme}): ${line}`);
      await page.getByLabel('Password (10 to 200 characters)').fill('correct horse battery');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/account/);
      const accountId = (await page.locator('dd code').first().textContent()) ?? '';
      await server!.directory.admin.approveRepresentative(accountId, bankId);
      for (const path of ['/account', `/banks/${bankId}`, `/banks/${bankId}/products`]) {
        await page.goto(server!.url + path);
        for (const line of await seriousViolations(page)) found.push(`${path} (${colorScheme}): ${line}`);
      }
      await context.close();
    }
    assert.deepEqual(found, []);
  });
});
