import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { votesOf } from './helpers/account-journey.ts';
import { seriousViolations } from './helpers/axe.ts';
import { startWebTestServer, type WebTestServer } from './helpers/web-test-server.ts';

// What the pages' script adds, in headless Chromium with JavaScript on: votes, taking them back and thumbs-ups without
// a page load (a marker set on `window` survives each), focus kept on the equivalent button and the change announced;
// search as you type; axe-core still finds nothing serious once the regions are swapped, light and dark.

const CHROMIUM = process.env.BANKDIR_CHROMIUM ?? '/usr/bin/chromium';
const MISSING = `Chromium is missing at ${CHROMIUM}: the script's browser test needs it (apt-get install chromium).`;
const skip =
  !existsSync(CHROMIUM) && !process.env.CI ? `${MISSING} Skipped; install it and run npm run test:slow.` : false;

let server: WebTestServer | undefined;
let browser: Browser | undefined;
let bankId = '';
let storyText = '';
before(async () => {
  if (skip) return;
  assert.ok(existsSync(CHROMIUM), `${MISSING} CI is set, so this test fails instead of skipping.`);
  server = await startWebTestServer({ semantic: true });
  bankId = (await server.directory.banks.list({ sortBy: 'rank', limit: 1 })).data[0]!.id;
  storyText = (await server.directory.stories.list({ bankId, sortBy: 'createdAt', sortOrder: 'desc', limit: 1 }))
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

/** A page that records what the Content-Security-Policy refused and the script's errors. */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

let people = 0;
/** Signs a new person up in the page, then in on the sign-in page it lands on, ending on /account. */
async function signUp(page: Page): Promise<void> {
  const email = `script${++people}@example.org`;
  await page.goto(`${server!.url}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password (10 to 200 characters)').fill('correct horse battery');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/signin\?signed-up=1$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/account$/);
}

/**
 * Waits until a JavaScript expression is true in the page, asking through the DevTools protocol (which the pages'
 * Content-Security-Policy does not govern, unlike page.waitForFunction's polling).
 */
async function until(page: Page, expression: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) throw new Error(`Still false after ${timeoutMs} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Marks the document: the mark is gone once the browser loads another page. */
const markDocument = (page: Page) => page.evaluate('window.bankdirMark = true');
const stillSameDocument = (page: Page) => page.evaluate('window.bankdirMark === true').then(Boolean);

/** A new person signed up, on the bank's page in a context of its own (for the test to close), the document marked. */
async function signedUpOnTheBank(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, problems } = await watchedPage(context);
  await signUp(page);
  await page.goto(`${server!.url}/banks/${bankId}`);
  await markDocument(page);
  return { context, page, problems };
}

const pressed = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');
const focusedName = (page: Page) => page.evaluate("document.activeElement?.getAttribute('aria-label') ?? ''");
/** Waits until the script's status region says what `words` match, and answers what it says. */
async function announced(page: Page, words: RegExp): Promise<string> {
  const region = page.locator('[role=status].visually-hidden');
  await until(
    page,
    `new RegExp(${JSON.stringify(words.source)}, ${JSON.stringify(words.flags)}).test(document.querySelector('[role=status].visually-hidden')?.textContent ?? '')`,
  );
  return (await region.textContent()) ?? '';
}

describe('the pages with their script', () => {
  test('a signed-in person votes, by mouse and keyboard, and takes a vote back, without a page load', {
    skip,
  }, async () => {
    const { context, page, problems } = await signedUpOnTheBank();
    const before = await votesOf(page, 'Customer service');

    await page.getByRole('button', { name: 'Up vote: Customer service' }).click();
    await page.locator('[aria-label="Up vote: Customer service"][aria-pressed="true"]').waitFor();
    assert.ok(await stillSameDocument(page), 'no page was loaded');
    assert.notEqual(await votesOf(page, 'Customer service'), before);
    assert.equal(await focusedName(page), 'Up vote: Customer service', 'focus stays on the button pressed');
    await announced(
      page,
      /^Customer service: score -?\d+ from [\d,]+ votes, [\d,]+ up and [\d,]+ down; your vote: up\.$/,
    );

    // The keyboard alone: focus the down button and press Enter.
    await page.getByRole('button', { name: 'Down vote: Lending' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[aria-label="Down vote: Lending"][aria-pressed="true"]').waitFor();
    assert.equal(await focusedName(page), 'Down vote: Lending');

    await page.getByRole('button', { name: 'Take back your Customer service vote' }).click();
    await page.getByRole('button', { name: 'Take back your Customer service vote' }).waitFor({ state: 'detached' });
    assert.equal(await pressed(page, 'Up vote: Customer service'), 'false');
    assert.equal(await votesOf(page, 'Customer service'), before);
    assert.equal(await focusedName(page), 'Up vote: Customer service', 'focus goes to the category’s first button');
    assert.ok(await stillSameDocument(page), 'no page was loaded');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a refused answer falls back to posting the form as without JavaScript', { skip }, async () => {
    const { context, page } = await signedUpOnTheBank();
    // The first post (the script's) answers 500; the browser's own post that follows reaches the server.
    await page.route(`**/banks/${bankId}/votes`, (route) => route.fulfill({ status: 500, body: 'down' }), { times: 1 });
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Up vote: Innovation' }).click()]);
    assert.equal(await stillSameDocument(page), false, 'the browser loaded the answer');
    assert.equal(await pressed(page, 'Up vote: Innovation'), 'true');
    await context.close();
  });

  test('a thumbs-up given and taken back without a page load, and axe finds nothing serious after the swaps, light and dark', {
    skip,
  }, async () => {
    const { context, page, problems } = await signedUpOnTheBank();
    const story = () => page.locator('#bank-stories li', { hasText: storyText }).first();
    await story().getByRole('button', { name: 'Thumbs up this story' }).click();
    await story()
      .filter({ hasText: / 1 thumbs up/ })
      .waitFor();
    assert.ok(await stillSameDocument(page), 'no page was loaded');
    await announced(page, /^This story: 1 thumbs up, yours included\.$/);
    assert.match(
      String(await page.evaluate('document.activeElement?.textContent')),
      /Thumbs up given · Take back/,
      'focus moves to the button that now takes the thumbs-up back',
    );
    await story()
      .getByRole('button', { name: /Take back your thumbs-up on this story/ })
      .click();
    await story()
      .filter({ hasText: / 0 thumbs up/ })
      .waitFor();
    await announced(page, /^This story: 0 thumbs up\.$/);
    await page.getByRole('button', { name: 'Up vote: Transparency' }).click();
    await page.locator('[aria-label="Up vote: Transparency"][aria-pressed="true"]').waitFor();
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const line of await seriousViolations(page)) found.push(`${colorScheme}: ${line}`);
    }
    assert.deepEqual(found, []);
    assert.ok(await stillSameDocument(page), 'no page was loaded');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('search as you type swaps the results, keeps the address a bookmark and says how many banks match', {
    skip,
  }, async () => {
    const context = await browser!.newContext({ viewport: { width: 375, height: 800 } });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${server!.url}/search`);
    await markDocument(page);
    await page.getByLabel('Describe the bank you are looking for').pressSequentially('farm loans', { delay: 40 });
    await until(page, "location.search === '?q=farm+loans'");
    await page.locator('#search-results li').first().waitFor();
    assert.ok(await stillSameDocument(page), 'no page was loaded');
    assert.match(await page.title(), /farm loans/);
    await announced(page, /^(One bank|[\d,]+ banks)\.$/);
    const firstResults = await page.locator('#search-results').innerHTML();

    await page.getByLabel('Describe the bank you are looking for').fill('');
    await page
      .getByLabel('Describe the bank you are looking for')
      .pressSequentially('savings for students', { delay: 40 });
    await until(page, "location.search === '?q=savings+for+students'");
    await until(page, `document.querySelector('#search-results')?.innerHTML !== ${JSON.stringify(firstResults)}`);
    for (const line of await seriousViolations(page)) problems.push(`axe: ${line}`);

    // Enter still submits the form: the browser loads the results page.
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    assert.equal(await stillSameDocument(page), false);
    assert.match(page.url(), /\/search\?q=savings\+for\+students$/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
