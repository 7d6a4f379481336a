import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { seriousViolationsWithoutScript } from './axe.ts';

// A person's journey in a browser with JavaScript turned off: every step is a link or a form the browser itself
// submits, so the journey proves the pages work without a script; axe-core checks each page met on the way.

export class NoScriptJourney {
  readonly violations: string[] = [];
  private constructor(
    readonly page: Page,
    private readonly checker: Page,
    private readonly origin: string,
  ) {}

  static async start(browser: Browser, origin: string): Promise<NoScriptJourney> {
    const viewport = { width: 1280, height: 900 };
    const page = await (await browser.newContext({ javaScriptEnabled: false, viewport })).newPage();
    const checker = await (await browser.newContext({ viewport })).newPage();
    return new NoScriptJourney(page, checker, origin);
  }

  /** Opens an address of the server. */
  async open(path: string): Promise<void> {
    await this.page.goto(this.origin + path);
  }

  /** Clicks or presses, and waits for the page that loads: a link's target, a form's 303 target, or the form again. */
  async submit(action: () => Promise<void>): Promise<void> {
    await Promise.all([this.page.waitForEvent('load'), action()]);
  }

  /** Runs axe-core on the page shown now, in light and dark; what it finds is kept under `label`. */
  async checkAccessibility(label: string): Promise<void> {
    for (const line of await seriousViolationsWithoutScript(this.page, this.checker))
      this.violations.push(`${label}, ${line}`);
  }

  /**
   * Signs up on /signup by the form's labels (a short password first, refused beside its field), lands on /signin with
   * its notice (sign-up signs nobody in), signs in there and ends on /account.
   */
  async signUp(email: string, password: string): Promise<void> {
    const { page } = this;
    await this.open('/signup');
    await this.checkAccessibility('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password (10 to 200 characters)').fill('short');
    await this.submit(() => page.keyboard.press('Enter'));
    await this.checkAccessibility('sign-up with a short password');
    await page.getByLabel('Password (10 to 200 characters)').fill(password);
    await this.submit(() => page.keyboard.press('Enter'));
    assert.match(page.url(), /\/signin\?signed-up=1$/, 'a sign-up lands on the sign-in page');
    assert.ok(await page.getByText('If this email was new').isVisible(), 'the sign-in page says how to go on');
    await this.checkAccessibility('/signin after a sign-up');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await this.submit(() => page.keyboard.press('Enter'));
    assert.match(page.url(), /\/account$/, 'signed in, the person lands on the dashboard');
    await this.checkAccessibility('/account');
  }

  async close(): Promise<void> {
    await this.page.context().close();
    await this.checker.context().close();
  }
}
