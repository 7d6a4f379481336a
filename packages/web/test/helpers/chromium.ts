import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

// Headless Chromium (Debian's chromium package) for the browser tests. Without it a file says so and skips, except
// under CI, where it fails.

const CHROMIUM = process.env.BANKDIR_CHROMIUM ?? '/usr/bin/chromium';
const MISSING = `Chromium is missing at ${CHROMIUM}: the web pages' browser test needs it (apt-get install chromium).`;
export const skipWithoutChromium =
  !existsSync(CHROMIUM) && !process.env.CI ? `${MISSING} Skipped; install it and run npm run test:slow.` : false;

/** Starts Chromium; a missing one fails here (under CI, where the tests do not skip). */
export async function launchChromium(): Promise<Browser> {
  assert.ok(existsSync(CHROMIUM), `${MISSING} CI is set, so this test fails instead of skipping.`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}
