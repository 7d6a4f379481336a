import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it, mock } from 'node:test';
import type { Embedder } from '@bankdir/core';
import { seedCountries } from '@bankdir/data';
import { openDirectory } from '../src/open-directory.ts';

const dir = mkdtempSync(join(tmpdir(), 'bankdir-cli-open-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe("the CLI's directory", () => {
  it('words the semantic index warning as a command: run `bankdir reindex`, not directory.admin.reindex()', async () => {
    const broken: Embedder = {
      model: 'broken',
      dimensions: 4,
      embed: () => Promise.reject(new Error('model not loaded')),
    };
    const { directory } = await openDirectory({
      target: { engine: 'sqlite', file: join(dir, 'warn.sqlite'), label: 'warn.sqlite' },
      embedder: broken,
    });
    const warn = mock.method(console, 'warn', () => {});
    try {
      await seedCountries(directory);
      await directory.admin.createBank({
        countryCode: 'US',
        name: 'Warned Bank',
        url: 'https://warned.example',
        description: 'A bank whose description the embedder cannot read.',
      });
      const lines = warn.mock.calls.map((call) => String(call.arguments[0]));
      assert.ok(
        lines.some(
          (line) => line.startsWith('bankdir: semantic index not updated') && line.includes('run `bankdir reindex`'),
        ),
        lines.join('\n'),
      );
      assert.ok(!lines.some((line) => line.includes('directory.admin.reindex()')), lines.join('\n'));
    } finally {
      warn.mock.restore();
      await directory.close();
    }
  });
});
