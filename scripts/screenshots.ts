// `npm run screenshots`: serves the default data set and saves PNGs of the main pages (the home page,
// the banks list, a bank's page, search results) in the light and dark themes, on a desktop (1440 px) and a phone
// (375 px), to docs/screenshots/. Only the viewport is captured, so each file stays small. Needs /usr/bin/chromium.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startWebTestServer } from '../packages/web/test/helpers/web-test-server.ts';

const CHROMIUM = process.env.BANKDIR_CHROMIUM ?? '/usr/bin/chromium';
const OUTPUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const DEVICES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

mkdirSync(OUTPUT, { recursive: true });
// The small built-in embedder makes search answer in plain words, as it does with a real model.
const server = await startWebTestServer({ semantic: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const bank = (await server.directory.banks.list({ sortBy: 'rank', limit: 1 })).data[0]!;
  const pages = [
    { name: 'home', path: '/' },
    { name: 'banks', path: '/banks' },
    { name: 'bank', path: `/banks/${bank.id}` },
    { name: 'search', path: '/search?q=low+fees+and+a+good+mobile+app' },
  ];
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const device of DEVICES) {
      const context = await browser.newContext({ colorScheme, viewport: device.viewport });
      const page = await context.newPage();
      for (const { name, path } of pages) {
        await page.goto(server.url + path);
        const file = join(OUTPUT, `${name}-${colorScheme}-${device.name}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
