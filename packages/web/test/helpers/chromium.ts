import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before } from 'node:test';
import { type Browser, chromium } from 'playwright-core';
import { startWebTestServer, type WebTestServer } from './web-test-server.ts';

// Headless Chromium (Debian's chromium package) for the browser tests. Without it a file says so and skips, except
// under CI, where it fails.

const CHROMIUM = process.env.BANKDIR_CHROMIUM ?? '/usr/bin/chromium';
const MISSING = `Chromium is missing at ${CHROMIUM}: the browser tests need it (apt-get install chromium).`;
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

/** Chromium and a web test server, as the tests of a describe reach them once chromiumAndServer started them. */
export interface ChromiumAndServer {
  readonly browser: Browser;
  readonly server: WebTestServer;
}

/** Starts Chromium and a web test server on `engine` before the tests of the calling describe; closes both after. */
export function chromiumAndServer(engine: 'sqlite' | 'postgres'): ChromiumAndServer {
  let server: WebTestServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchChromium();
    server = await startWebTestServer({ engine });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get browser() {
      return browser!;
    },
    get server() {
      return server!;
    },
  };
}
