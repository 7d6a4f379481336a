import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { bankdirCommand } from './helpers/bankdir-command.ts';
import { launchChromium, skipWithoutChromium } from './helpers/chromium.ts';
import { NoScriptJourney } from './helpers/no-script-journey.ts';
import { startWebTestServer, type WebTestServer } from './helpers/web-test-server.ts';

// The operator's console in headless Chromium with JavaScript off, over SQLite: an operator approves a representative,
// hides a story, edits a bank's website and finds the three actions in the audit trail; axe-core on every console page
// met, light and dark. In the slow tier (npm run test:slow). Without Chromium it says so and skips, except under CI.

const PASSWORD = 'correct horse battery';
const OPERATOR = 'operator@example.org';
const APPLICANT = 'applicant@example.org';
const WEBSITE = 'https://www.console-journey.example/';

describe('the console in a browser without JavaScript', { skip: skipWithoutChromium }, () => {
  let server: WebTestServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchChromium();
    server = await startWebTestServer();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('an operator signs in, approves a representative, hides a story, edits a bank website and finds the three actions in the audit trail, then imports a file after its preview; axe finds nothing serious on any console page, light and dark', async () => {
    const { directory } = server!;
    const bank = (await directory.banks.list({ sortBy: 'rank', limit: 3 })).data[2]!;
    const story = (await directory.stories.list({ sortBy: 'createdAt', sortOrder: 'desc', limit: 1 })).data[0]!;

    // A member applies to represent the bank from its page.
    const applicant = await NoScriptJourney.start(browser!, server!.url);
    try {
      await applicant.signUp(APPLICANT, PASSWORD);
      await applicant.open(`/banks/${bank.id}`);
      await applicant.page.getByLabel('Your note to the operator (up to 1,000 characters)').fill('I run its website.');
      await applicant.submit(() =>
        applicant.page.getByRole('button', { name: `Apply to represent ${bank.name}` }).click(),
      );
    } finally {
      await applicant.close();
    }

    // The operator's account: signed up, made an operator with the bankdir command, then signed in.
    const journey = await NoScriptJourney.start(browser!, server!.url);
    const { page } = journey;
    const main = async () => (await page.locator('main').textContent()) ?? '';
    const section = (name: string) =>
      journey.submit(() => page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click());
    try {
      await journey.signUp(OPERATOR, PASSWORD);
      const accountId = (await page.locator('dl.facts code').first().textContent()) ?? '';
      assert.equal((await page.getByRole('link', { name: 'Console' }).count()) > 0, false, 'a member has no link');
      await journey.submit(() => page.getByRole('button', { name: 'Sign out' }).click());
      await bankdirCommand(server!, 'accounts', 'set-role', accountId, 'operator');
      await journey.open('/signin');
      await page.getByLabel('Email').fill(OPERATOR);
      await page.getByLabel('Password').fill(PASSWORD);
      await journey.submit(() => page.keyboard.press('Enter'));

      await journey.submit(() => page.getByRole('link', { name: 'Console' }).click());
      assert.match(page.url(), /\/admin$/);
      assert.match(await main(), /1\s*pending applications/);
      await journey.checkAccessibility('the dashboard');

      await section('Applications');
      await journey.checkAccessibility('the pending applications');
      await journey.submit(() => page.getByRole('button', { name: `Approve ${APPLICANT} for ${bank.name}` }).click());
      assert.match(await main(), /The application is approved/);
      assert.equal(await directory.admin.isRepresentative((await applicantId())!, bank.id), true);
      await journey.checkAccessibility('the applications, one approved');

      await section('Moderation');
      await journey.checkAccessibility('moderation');
      await journey.submit(() => page.getByRole('link', { name: `Hide… the story ${story.id}` }).click());
      await journey.checkAccessibility('hiding a story');
      await page.getByLabel('Reason, for the audit trail').fill('Advertising.');
      await journey.submit(() => page.getByRole('button', { name: 'Hide the story' }).press('Enter'));
      assert.match(await main(), /It is hidden from the public/);
      assert.equal((await directory.storage.stories.get(story.id))?.hidden, true);
      await journey.checkAccessibility('moderation, a story hidden');

      await section('Banks');
      await page.getByLabel('Name', { exact: true }).fill(bank.name);
      await journey.submit(() => page.getByLabel('Name', { exact: true }).press('Enter'));
      await journey.checkAccessibility('the banks, searched by name');
      await journey.submit(() => page.getByRole('link', { name: bank.name, exact: true }).click());
      await journey.checkAccessibility("a bank's form");
      await page.getByLabel('Website').fill(WEBSITE);
      await journey.submit(() => page.getByRole('button', { name: 'Preview' }).click());
      assert.match(await main(), /Preview of the description/);
      await journey.checkAccessibility("a bank's form with the preview of its description");
      await journey.submit(() => page.getByRole('button', { name: 'Save the bank' }).click());
      assert.match(await main(), /The bank is saved/);
      assert.equal((await directory.banks.get(bank.id)).data.url, WEBSITE);

      await section('Accounts');
      await journey.checkAccessibility('the accounts');
      await journey.submit(() => page.getByRole('link', { name: APPLICANT }).click());
      await journey.checkAccessibility("an account's page");

      await section('Audit trail');
      await journey.checkAccessibility('the audit trail');
      const rows = page.locator('tbody tr', { hasText: OPERATOR });
      const actions = await rows.locator('td:nth-child(3)').allTextContents();
      assert.deepEqual(actions.slice(0, 3), ['bank.update', 'story.hide', 'application.approve']);
      assert.match((await rows.first().textContent()) ?? '', new RegExp(`url.*${WEBSITE.replace(/[./]/g, '\\$&')}`));
      await page.getByLabel('Action (e.g. bank, story.hide)').fill('story');
      await journey.submit(() => page.getByLabel('Action (e.g. bank, story.hide)').press('Enter'));
      assert.deepEqual(await page.locator('tbody td:nth-child(3)').allTextContents(), ['story.hide']);
      await journey.checkAccessibility('the audit trail, filtered');

      // An import: a file with a new bank, its preview, then its confirmation.
      await section('Import and export');
      await journey.checkAccessibility('import and export');
      const row = { country: 'DE', name: 'Journey Import Bank', url: 'https://journey-import.example/' };
      await page.getByLabel('File to import').setInputFiles({
        name: 'banks.jsonl',
        mimeType: 'application/x-ndjson',
        buffer: Buffer.from(`${JSON.stringify(row)}\n`),
      });
      await journey.submit(() => page.getByRole('button', { name: 'Preview the import' }).click());
      assert.match(await main(), /1\s*new/);
      await journey.checkAccessibility("an import's preview");
      await journey.submit(() => page.getByRole('button', { name: 'Import 1 changes' }).click());
      assert.match(await main(), /The import is applied/);
      assert.equal((await directory.banks.list({ search: row.name })).data.length, 1);

      // The other pages, once each: a new bank, a deletion to confirm, a rejection, a filter with a problem.
      const other = (await directory.banks.list({ sortBy: 'rank', limit: 4 })).data[3]!;
      await directory.representatives.apply(
        { accountId: (await applicantId())!, plan: 'FREE', representsBank: async () => false },
        other.id,
        { note: 'And this one.' },
      );
      await journey.open('/admin/applications');
      await journey.submit(() => page.getByRole('link', { name: `Reject… ${APPLICANT} for ${other.name}` }).click());
      await journey.checkAccessibility('rejecting an application');
      for (const [path, label] of [
        ['/admin/banks/new', 'a new bank'],
        [`/admin/banks/${bank.id}/delete`, "a bank's deletion"],
        ['/admin/audit?since=yesterday', 'the audit trail with a wrong filter'],
      ] as const) {
        await journey.open(path);
        await journey.checkAccessibility(label);
      }
    } finally {
      await journey.close();
    }
    assert.deepEqual(journey.violations, []);

    async function applicantId() {
      const { data } = await directory.admin.listApplications({ status: 'APPROVED', bankId: bank.id });
      return data[0]?.accountId;
    }
  });
});
