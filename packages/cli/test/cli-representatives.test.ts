import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createDirectory, type Principal } from '@bankdir/core';
import { openSqliteStorage } from '@bankdir/sqlite';
import { runCli } from './helpers/cli.ts';

// The operator's representative commands, run as the bankdir binary on a small SQLite directory: two banks, and
// applications made through the Directory as the web pages will make them.

let dir: string;
let db: string;
const ids: Record<string, string> = {};
const principal = (accountId: string): Principal => ({
  accountId,
  plan: 'FREE',
  representsBank: async () => false,
});

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bankdir-cli-representatives-'));
  db = join(dir, 'bankdir.sqlite');
  const directory = createDirectory({ storage: await openSqliteStorage({ file: db }) });
  const at = new Date().toISOString();
  await directory.storage.countries.upsert(
    { id: 'ctry_se', name: 'Sweden', nameKey: 'sweden', code: 'SE', emoji: '🇸🇪' },
    at,
  );
  for (const bank of ['bank_alpha', 'bank_beta']) {
    await directory.admin.createBank({ id: bank, name: bank, url: `https://${bank}.example`, countryId: 'ctry_se' });
  }
  const apply = async (accountId: string, bankId: string, note: string) =>
    (await directory.representatives.apply(principal(accountId), bankId, { note })).data.id;
  ids.alice = await apply('acct_alice', 'bank_alpha', 'I run communications\nat Alpha.');
  ids.bob = await apply('acct_bob', 'bank_alpha', 'Head of marketing.');
  ids.carol = await apply('acct_carol', 'bank_beta', 'Beta’s web team.');
  await directory.close();
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs one command of the bankdir binary on the test's directory. */
async function cli(...argv: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return runCli([...argv, '--db', db]);
}

describe('bankdir representatives', () => {
  test('applications lists every application newest first, as a table or JSON, filtered by --status and --bank', async () => {
    const listed = await cli('representatives', 'applications');
    assert.equal(listed.code, 0, listed.stderr);
    const lines = listed.stdout.trimEnd().split('\n');
    assert.match(lines[0]!, /^ID +STATUS +ACCOUNT +BANK +CREATED +NOTE$/);
    assert.deepEqual(
      lines.slice(1).map((line) => line.split(/ +/)[0]),
      [ids.carol, ids.bob, ids.alice],
    );
    assert.match(lines[3]!, /I run communications at Alpha\.$/, 'the note on one line');
    const ofAlpha = JSON.parse((await cli('representatives', 'applications', '--bank', 'bank_alpha', '--json')).stdout);
    assert.deepEqual(
      ofAlpha.map((application: { id: string }) => application.id),
      [ids.bob, ids.alice],
    );
  });

  test('approve APPLICATION_ID makes the account a representative and claims the bank; approving again is refused', async () => {
    const approved = JSON.parse((await cli('representatives', 'approve', ids.alice!, '--json')).stdout);
    assert.deepEqual([approved.status, approved.accountId, approved.bankId], ['APPROVED', 'acct_alice', 'bank_alpha']);
    assert.equal(typeof approved.claimedAt, 'string');
    const again = await cli('representatives', 'approve', ids.alice!);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /^bankdir: .*pending.*\n$/i);
    const pending = JSON.parse((await cli('representatives', 'applications', '--status', 'pending', '--json')).stdout);
    assert.ok(!pending.some((application: { id: string }) => application.id === ids.alice));
  });

  test('reject APPLICATION_ID --reason records the reason', async () => {
    const rejected = await cli('reps', 'reject', ids.bob!, '--reason', 'Not an employee.');
    assert.equal(rejected.code, 0, rejected.stderr);
    assert.equal(
      rejected.stdout,
      `Rejected ${ids.bob}: acct_bob does not represent bank_alpha.\nReason: Not an employee.\n`,
    );
    const listed = JSON.parse((await cli('representatives', 'applications', '--status', 'rejected', '--json')).stdout);
    assert.deepEqual(
      listed.map((application: { id: string; reason: string }) => [application.id, application.reason]),
      [[ids.bob, 'Not an employee.']],
    );
  });

  test('bad command lines are usage errors (exit 2); an unknown application is exit 1', async () => {
    assert.equal((await cli('representatives', 'applications', '--status', 'open')).code, 2);
    assert.equal((await cli('representatives', 'approve')).code, 2);
    assert.equal((await cli('representatives', 'approve', ids.carol!, '--status', 'x')).code, 2);
    assert.equal((await cli('representatives', 'frobnicate')).code, 2);
    const unknown = await cli('representatives', 'reject', 'app_nope');
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /No application with id app_nope/);
  });
});
