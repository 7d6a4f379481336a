import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Directory } from '@bankdir/core';
// @ts-expect-error: a plain-JavaScript module, typed here by what the test does with it
import sharedTokenAuth from '../../../examples/shared-token-auth.mjs';
import { type AuthRequest, createServer } from '../src/index.ts';

// The plugin examples the docs quote, each run from source as a user runs it and quoted whole by its document:
// examples/custom-auth.mjs, examples/custom-embedder.mjs, and the server README's plugin.

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

describe('docs/plugins.md', () => {
  test('quotes examples/custom-auth.mjs whole, as it is', () => {
    const guide = readFileSync(join(root, 'docs/plugins.md'), 'utf8');
    const example = readFileSync(join(root, 'examples/custom-auth.mjs'), 'utf8');
    assert.ok(
      guide.includes(`\`\`\`js\n${example}\`\`\``),
      'the guide’s copy differs from the file: paste the file again',
    );
  });
});

describe('examples/shared-token-auth.mjs, the server README’s plugin', () => {
  const request = (authorization?: string): AuthRequest => ({
    method: 'GET',
    path: '/v1/world',
    headers: authorization === undefined ? {} : { authorization },
    clientAddress: '127.0.0.1',
  });

  test('without options it is a valid plugin that accepts no token', async () => {
    const plugin = sharedTokenAuth();
    assert.doesNotThrow(() => createServer({ directory: { storage: {} } as Directory, plugins: [plugin] }));
    assert.equal(await plugin.auth.authenticate(request()), null);
    assert.deepEqual(await plugin.auth.authenticate(request('Bearer anything')), {
      refused: 'That token is not one of the shared tokens.',
    });
  });

  test('with tokens it answers each one’s principal; a lower-case plan stops the factory naming the field', async () => {
    const plugin = sharedTokenAuth({ tokens: { 's3cret-token': 'PRO' } });
    const principal = await plugin.auth.authenticate(request('Bearer s3cret-token'));
    assert.equal(principal.accountId, 'acct_shared_1');
    assert.equal(principal.plan, 'PRO');
    assert.deepEqual(await plugin.auth.authenticate(request('Basic abc')), {
      refused: 'The Authorization header must read "Bearer <token>".',
    });
    assert.throws(() => sharedTokenAuth({ tokens: { t: 'pro' } }), /plan must be exactly "FREE" or "PRO", not "pro"/);
  });

  test('the server README quotes it whole, as it is', () => {
    const readme = readFileSync(join(root, 'packages/server/README.md'), 'utf8');
    const plugin = readFileSync(join(root, 'examples/shared-token-auth.mjs'), 'utf8');
    assert.ok(
      readme.includes(`\`\`\`js\n${plugin}\`\`\``),
      'the README’s copy differs from the file: paste the file again',
    );
  });
});

describe('examples/custom-embedder.mjs', () => {
  test('searches with its embedder, then rebuilds the index for another model name before searching again', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'examples/custom-embedder.mjs'],
      { cwd: root, timeout: 120_000 },
    );
    assert.equal(stderr, '');
    assert.equal(
      stdout.replace(/index format \d+/, 'index format N'),
      'directory: semantic index is empty; building it with word-hash-v1/256 (256 dimensions)\n' +
        'word-hash-v1/256: Rabobank\n' +
        'directory: semantic index was built with word-hash-v1/256 (index format N) (256 dimensions); rebuilding it for word-hash-v1/128 (128 dimensions)\n' +
        'word-hash-v1/128: Rabobank\n',
    );
  });

  test('docs/plugins.md quotes it whole, as it is', () => {
    const guide = readFileSync(join(root, 'docs/plugins.md'), 'utf8');
    const example = readFileSync(join(root, 'examples/custom-embedder.mjs'), 'utf8');
    assert.ok(
      guide.includes(`\`\`\`js\n${example}\`\`\``),
      'the guide’s copy differs from the file: paste the file again',
    );
  });
});
