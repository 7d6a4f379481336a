import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// examples/custom-auth.mjs, the guide's complete auth plugin, run from source as a user runs it.

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('examples/custom-auth.mjs', () => {
  test('serves with an X-Api-Key plugin: 200 with the header, 401 with the plugin’s message without it, then exits', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'examples/custom-auth.mjs'],
      { cwd: root, timeout: 120_000 },
    );
    assert.equal(stderr, '');
    assert.equal(
      stdout,
      'with X-Api-Key: 200 World retrieved, 0 banks\n' +
        'without it: 401 UNAUTHORIZED: Send your key in the X-Api-Key header: "X-Api-Key: <key>".\n',
    );
  });
});
