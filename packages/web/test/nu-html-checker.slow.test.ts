import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { BrowserSession } from './helpers/browser-session.ts';
import { consolePages } from './helpers/console-pages.ts';
import { publicPages } from './helpers/public-pages.ts';
import { startWebTestServer, type WebTestServer } from './helpers/web-test-server.ts';

// The W3C Nu HTML Checker (npm vnu-jar, run with Java on files) finds no error on any public page, nor on the account
// page and the console of a signed-in operator. In the slow tier.
// Without Java it says so and skips, except under CI, where it fails (.ci/run installs default-jre-headless).

const JAVA = process.env.BANKDIR_JAVA ?? 'java';
const hasJava = spawnSync(JAVA, ['-version'], { stdio: 'ignore' }).status === 0;
const MISSING = `Java is missing (${JAVA}): the Nu HTML Checker test needs it (apt-get install default-jre-headless).`;
const skip = !hasJava && !process.env.CI ? `${MISSING} Skipped; install it and run npm run test:slow.` : false;

const VNU_JAR = join(createRequire(import.meta.url).resolve('vnu-jar/package.json'), '..', 'build/dist/vnu.jar');

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let server: WebTestServer | undefined;
let folder: string | undefined;
before(async () => {
  if (skip) return;
  assert.ok(hasJava, `${MISSING} CI is set, so this test fails instead of skipping.`);
  server = await startWebTestServer();
  folder = mkdtempSync(join(tmpdir(), 'bankdir-vnu-'));
});
after(async () => {
  await server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** How many pages the tests wrote to the folder: each file's name, unique across the tests. */
let pagesWritten = 0;

/** The checker's errors on these pages, as `path:line: message (extract)`; `cookie` signs the requests in. */
async function nuErrors(paths: readonly string[], cookie?: string): Promise<string[]> {
  const files = new Map<string, string>();
  for (const path of paths) {
    const file = join(folder!, `page-${++pagesWritten}.html`);
    const response = await fetch(server!.url + path, cookie ? { headers: { cookie } } : {});
    writeFileSync(file, await response.text());
    files.set(file.split('/').pop()!, path);
  }
  // One run for every file: the checker's start-up (a JVM) costs more than checking a page.
  const { stderr } = await promisify(execFile)(
    JAVA,
    [
      '-jar',
      VNU_JAR,
      '--format',
      'json',
      '--exit-zero-always',
      ...[...files.keys()].map((name) => join(folder!, name)),
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const messages = (JSON.parse(stderr) as { messages: NuMessage[] }).messages;
  const errors = messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map((message) => {
      const path = files.get(message.url.split('/').pop() ?? '') ?? message.url;
      return `${path}:${message.lastLine ?? '?'}: ${message.message} (${message.extract?.trim() ?? ''})`;
    });
  const warnings = messages.filter((message) => message.subType === 'warning').length;
  console.log(`Nu HTML Checker: ${files.size} pages, ${errors.length} errors, ${warnings} warnings`);
  return errors;
}

describe('the Nu HTML Checker', () => {
  test('finds no error on any public page', { skip }, async () => {
    assert.deepEqual(await nuErrors(await publicPages(server!.directory)), []);
  });

  test("finds no error on a signed-in operator's pages: the account page and every page of the console", {
    skip,
  }, async () => {
    const operator = new BrowserSession(server!.url);
    await operator.signUpAndIn('nu-operator@example.org', 'correct horse battery');
    const member = new BrowserSession(server!.url);
    await member.signUpAndIn('nu-member@example.org', 'correct horse battery');
    const accountIdOf = async (session: BrowserSession) =>
      /<dt>Account<\/dt><dd><code>(acct_[^<]+)<\/code>/.exec((await session.get('/account')).html)![1]!;
    await server!.makeOperator(await accountIdOf(operator));
    const paths = ['/account', ...(await consolePages(server!.directory, await accountIdOf(member)))];
    assert.deepEqual(await nuErrors(paths, operator.cookie), []);
  });
});
