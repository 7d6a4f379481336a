import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// The library examples, run from source as a reader runs them (through tsx, which the packages' TypeScript sources
// need on Node 20), each on a new SQLite file: they seed, page, read a country and show a refused option.

const examples = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bankdir-examples-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function run(file: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(examples, file), join(dir, `${file}.sqlite`)],
    { cwd: examples, timeout: 120_000 },
  );
  return stdout.trim().split('\n');
}

describe('the library examples', () => {
  for (const file of ['embed.mjs', 'embed.ts']) {
    it(`${file} seeds a new file, pages the top banks, reads a country and reports a bad option by name`, async () => {
      const lines = await run(file);
      assert.equal(lines.length, 8, lines.join('\n'));
      for (const line of lines.slice(0, 5))
        assert.match(line, /^.+ \([A-Z]{2}\): -?\d+$/, 'a bank, its country and score');
      assert.match(lines[5]!, /^next page starts with .+/);
      assert.match(lines[6]!, /^Germany: \d+ banks$/);
      assert.equal(lines[7], 'BAD_REQUEST at ["limit"]: limit must be an integer from 1 to 100, not "5".');
    });
  }

  it("the README's library example is embed.mjs, word for word", () => {
    const readme = readFileSync(join(examples, '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Use it as a library'));
    const shown = /```js\n([\s\S]*?)```/.exec(section)?.[1];
    assert.equal(shown, readFileSync(join(examples, 'embed.mjs'), 'utf8'));
  });

  it('embed.mjs and embed.ts print the same', async () => {
    assert.deepEqual(await run('embed.mjs'), await run('embed.ts'));
  });
});
