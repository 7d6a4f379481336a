import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { bankdirCommand } from './bankdir-command.ts';
import { NoScriptJourney } from './no-script-journey.ts';
import type { WebTestServer } from './web-test-server.ts';

const PRODUCT = 'Journey Saver 77';
// A rate no product of the default data set has, so that the /products filter finds this one alone.
const RATE = '77.7';

/**
 * A person signs up, applies to represent a bank from its page, is approved by the operator with the `bankdir` command
 * on the server's database, creates a draft product (absent from the public pages), publishes it and finds it on the
 * bank's page and in /products; with JavaScript off, axe-core checking each page in light and dark.
 */
export async function representativeJourney(browser: Browser, server: WebTestServer): Promise<void> {
  const bank = (await server.directory.banks.list({ sortBy: 'rank', limit: 2 })).data[1]!;
  const note = `I run the savings products at ${bank.name}.`;
  const journey = await NoScriptJourney.start(browser, server.url);
  const { page } = journey;
  const isOnPublicPages = async () => {
    await journey.open(`/banks/${bank.id}`);
    const onBankPage = await page.getByText(PRODUCT).count();
    await journey.open('/products');
    await page.getByLabel('Rate from (%)').fill(RATE);
    await journey.submit(() => page.keyboard.press('Enter'));
    return { onBankPage: onBankPage > 0, inProducts: (await page.getByText(PRODUCT).count()) > 0 };
  };
  try {
    await journey.signUp('representative@example.org', 'correct horse battery');

    await journey.open(`/banks/${bank.id}`);
    await journey.checkAccessibility('a bank with the form to apply to represent it');
    await page.getByLabel('Your note to the operator (up to 1,000 characters)').fill(note);
    await journey.submit(() => page.getByRole('button', { name: `Apply to represent ${bank.name}` }).click());
    assert.match((await page.locator('main').textContent()) ?? '', /waits for the directory's operator/);
    await journey.checkAccessibility('a bank with a pending application');

    const pending = JSON.parse(
      await bankdirCommand(server, 'representatives', 'applications', '--status', 'pending', '--json'),
    ) as { id: string; bankId: string; note: string }[];
    const application = pending.find((candidate) => candidate.note === note);
    assert.ok(application, "the application is in the operator's queue");
    assert.equal(application.bankId, bank.id);
    assert.match(
      await bankdirCommand(server, 'representatives', 'approve', application.id),
      new RegExp(`^Approved ${application.id}`),
    );

    await journey.open(`/banks/${bank.id}`);
    await journey.submit(() => page.getByRole('link', { name: 'Manage its products' }).click());
    assert.match(page.url(), new RegExp(`/banks/${bank.id}/products$`));
    await journey.checkAccessibility('the products of a represented bank, none yet');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Account' });
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Savings account' });
    await page.getByLabel('Name', { exact: true }).fill(PRODUCT);
    await page.getByLabel('Currency (three letters)').fill('EUR');
    await page.getByLabel('Rate type', { exact: true }).selectOption({ label: 'APY' });
    await page.getByLabel('Rate (percent)').fill(RATE);
    assert.equal(
      await page.getByLabel('Status', { exact: true }).inputValue(),
      'DRAFT',
      'a new product is a draft unless chosen',
    );
    // By the keyboard: Enter in a field submits the form, Enter on a focused button presses it.
    await journey.submit(() => page.getByLabel('Rate (percent)').press('Enter'));
    const row = page.locator('tr', { hasText: PRODUCT });
    assert.match((await row.textContent()) ?? '', /Draft/);
    await journey.checkAccessibility('the products of a represented bank, with a draft');
    assert.deepEqual(await isOnPublicPages(), { onBankPage: false, inProducts: false }, 'a draft is not public');

    await journey.open(`/banks/${bank.id}/products`);
    await journey.submit(() => row.getByRole('button', { name: `Publish ${PRODUCT}` }).press('Enter'));
    assert.match((await row.textContent()) ?? '', /Published/);
    assert.deepEqual(await isOnPublicPages(), { onBankPage: true, inProducts: true }, 'a published product is public');
    await journey.checkAccessibility('/products, filtered to the new product');
    await journey.open(`/banks/${bank.id}`);
    await journey.checkAccessibility('a bank with the new product, to its representative');
  } finally {
    await journey.close();
  }
  assert.deepEqual(journey.violations, []);
}
