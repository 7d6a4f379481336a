import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { NoScriptJourney } from './no-script-journey.ts';
import type { WebTestServer } from './web-test-server.ts';

/** The "12 (7 / 5)" vote counts of a score row. */
export const votesOf = (page: Page, label: string) =>
  page
    .locator('tr', { has: page.locator(`th[scope=row]:text-is("${label}")`) })
    .locator('td.num')
    .nth(1)
    .textContent();

/**
 * A person signs up and signs in, votes in three categories and sees the counts change, takes one vote back, writes a
 * story, gives another story a thumbs-up, creates an API key and reads /v1 with it, signs out, signs up again with the
 * same email (which changes nothing) and signs in with the first password; with JavaScript off, axe-core checking each
 * page in light and dark.
 */
export async function accountJourney(browser: Browser, server: WebTestServer): Promise<void> {
  const bankId = (await server.directory.banks.list({ sortBy: 'rank', limit: 1 })).data[0]!.id;
  const otherStoryText = (
    await server.directory.stories.list({ bankId, sortBy: 'createdAt', sortOrder: 'desc', limit: 1 })
  ).data[0]!.text;
  const journey = await NoScriptJourney.start(browser, server.url);
  const { page } = journey;
  try {
    await journey.signUp('journey@example.org', 'correct horse battery');
    assert.match((await page.locator('header .person').textContent()) ?? '', /journey@example\.org/);

    await journey.open(`/banks/${bankId}`);
    const labels = ['Customer service', 'Fees and pricing', 'Lending'];
    const before = await Promise.all(labels.map((label) => votesOf(page, label)));
    for (const [index, label] of labels.entries()) {
      const direction = index === 1 ? 'Down' : 'Up';
      await journey.submit(() => page.getByRole('button', { name: `${direction} vote: ${label}` }).click());
    }
    const after = await Promise.all(labels.map((label) => votesOf(page, label)));
    for (const [index, label] of labels.entries()) assert.notEqual(after[index], before[index], `${label} bar changed`);
    assert.equal(
      await page.getByRole('button', { name: 'Down vote: Fees and pricing' }).getAttribute('aria-pressed'),
      'true',
    );
    await journey.checkAccessibility('a bank with three votes');
    await journey.submit(() => page.getByRole('button', { name: 'Take back your Lending vote' }).press('Enter'));
    assert.equal(await votesOf(page, 'Lending'), before[2]);

    await page.getByLabel('Your story (up to 280 characters)').fill('The app let me freeze my card in seconds.');
    await journey.submit(() => page.getByRole('button', { name: 'Publish the story' }).click());
    assert.ok(await page.getByText('The app let me freeze my card in seconds.').isVisible());
    const other = () => page.locator('li', { hasText: otherStoryText }).first();
    await journey.submit(() => other().getByRole('button', { name: 'Thumbs up this story' }).click());
    assert.match((await other().textContent()) ?? '', /1 thumbs up/);
    await journey.checkAccessibility('a bank with a story and a thumbs-up');

    await journey.open('/account');
    await journey.checkAccessibility('/account with votes and a story');
    await journey.submit(() => page.getByRole('button', { name: 'Create an API key' }).click());
    const key = (await page.locator('#new-key').textContent()) ?? '';
    assert.match(key, /^bdk_live_/);
    await journey.checkAccessibility('a new API key');
    const v1 = await fetch(`${server.url}/v1/countries`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(v1.status, 200);

    await journey.submit(() => page.getByRole('button', { name: 'Sign out' }).click());
    // Signing up again with the taken email lands where a new one does, and the password stays the first one.
    await journey.open('/signup');
    await page.getByLabel('Email').fill('journey@example.org');
    await page.getByLabel('Password (10 to 200 characters)').fill('another passphrase');
    await journey.submit(() => page.keyboard.press('Enter'));
    assert.match(page.url(), /\/signin\?signed-up=1$/);
    await journey.open('/signin');
    await journey.checkAccessibility('/signin');
    await page.getByLabel('Email', { exact: true }).fill('journey@example.org');
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await journey.submit(() => page.keyboard.press('Enter'));
    assert.match((await page.locator('header .person').textContent()) ?? '', /journey@example\.org/);
  } finally {
    await journey.close();
  }
  assert.deepEqual(journey.violations, []);
}
