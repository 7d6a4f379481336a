import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { publicPages } from './helpers/public-pages.ts';
import { startWebTestServer, type WebTestServer } from './helpers/web-test-server.ts';

// The W3C Nu HTML Checker (npm vnu-jar, run with Java on files) finds no error on any public page. In the slow tier.
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

describe('the Nu HTML Checker', () => {
  test('finds no error on any public page', { skip }, async () => {
    const files = new Map<string, string>();
    for (const [index, path] of (await publicPages(server!.directory)).entries()) {
      const file = join(folder!, `page-${index}.html`);
      writeFileSync(file, await (await fetch(server!.url + path)).text());
      files.set(`page-${index}.html`, path);
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
    assert.deepEqual(errors, []);
  });
});
