import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { apiKeysPlugin, DEFAULT_SIGN_IN_LIMITS } from '@bankdir/auth-api-keys';
import { createDirectory, type DirectoryError } from '@bankdir/core';
import { silentLogger } from '@bankdir/server';
import { openSqliteStorage } from '@bankdir/sqlite';
import { serveSettings } from '../src/serve-settings.ts';
import { type CliResult, runCli } from './helpers/cli.ts';

// The accounts commands through the real binary on a real SQLite file, and the sign-up mode setting.

let dir: string;
let db: string;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bankdir-cli-accounts-'));
  db = join(dir, 'bankdir.sqlite');
  await (await openSqliteStorage({ file: db })).close();
});
after(() => rmSync(dir, { recursive: true, force: true }));

function bankdir(args: string[], input = ''): Promise<CliResult> {
  return runCli([...args, '--db', db], { input });
}

async function json<T>(args: string[], input?: string): Promise<T> {
  const result = await bankdir([...args, '--json'], input);
  assert.equal(result.code, 0, result.stderr);
  return JSON.parse(result.stdout) as T;
}

type Account = { id: string; email: string | null; plan: string; role: string; state: string };

/** Signs in as a web page would, through the plugin's accounts service over the same file. */
async function signIn(email: string, password: string) {
  const storage = await openSqliteStorage({ file: db });
  const directory = createDirectory({ storage });
  try {
    const plugin = apiKeysPlugin({ signInLimits: { ...DEFAULT_SIGN_IN_LIMITS, perAddress: 1000 } });
    await plugin.setup!({ directory, database: storage.database, log: silentLogger, config: {} });
    return await plugin.accounts.signIn({ email, password }, { clientAddress: '127.0.0.1' });
  } finally {
    await directory.close();
  }
}

describe('bankdir accounts', () => {
  test('create --email --password-stdin --role operator --plan pro makes an operator who can sign in on the web', async () => {
    const { account, key } = await json<{ account: Account; key: { key: string } }>(
      ['accounts', 'create', '--email', 'Ops@Example.com', '--password-stdin', '--role', 'operator', '--plan', 'PRO'],
      'a long operator password\n',
    );
    assert.deepEqual(
      [account.email, account.plan, account.role, account.state],
      ['Ops@Example.com', 'PRO', 'operator', 'active'],
    );
    assert.match(key.key, /^bdk_live_/);
    const { session } = await signIn('ops@example.com', 'a long operator password');
    assert.equal(session.account.id, account.id);
  });

  test('create refuses a taken email in any letter case, a short password and a role that does not exist', async () => {
    const taken = await bankdir(['accounts', 'create', '--email', 'OPS@example.com']);
    assert.equal(taken.code, 1);
    assert.match(taken.stderr, /already exists/);
    const short = await bankdir(['accounts', 'create', '--email', 'short@example.com', '--password-stdin'], 'short\n');
    assert.equal(short.code, 2);
    assert.match(short.stderr, /password must be 10 to 200 characters/);
    const role = await bankdir(['accounts', 'create', '--email', 'x@example.com', '--role', 'admin']);
    assert.equal(role.code, 2);
    assert.match(role.stderr, /--role must be member or operator, not "admin"/);
  });

  test('set-plan, set-role, disable and enable change the account; list shows email, role and state', async () => {
    const { account } = await json<{ account: Account }>(['accounts', 'create', '--email', 'member@example.com'], '');
    assert.deepEqual([account.plan, account.role], ['FREE', 'member']);
    assert.equal((await json<Account>(['accounts', 'set-plan', account.id, 'pro'])).plan, 'PRO');
    assert.equal((await json<Account>(['accounts', 'set-role', account.id, 'operator'])).role, 'operator');
    assert.equal((await json<Account>(['accounts', 'disable', account.id])).state, 'disabled');
    const listed = await json<Account[]>(['accounts', 'list']);
    assert.deepEqual(
      listed.find((a) => a.id === account.id),
      { ...listed.find((a) => a.id === account.id), email: 'member@example.com', role: 'operator', state: 'disabled' },
    );
    const text = await bankdir(['accounts', 'list']);
    assert.match(text.stdout, /ROLE +STATE/);
    assert.match(text.stdout, /operator +disabled/);
    assert.equal((await json<Account>(['accounts', 'enable', account.id])).state, 'active');
    const missing = await bankdir(['accounts', 'disable', 'acct_missing']);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /No account acct_missing/);
  });

  test('a disabled account cannot sign in on the web', async () => {
    const { account } = await json<{ account: Account }>(
      ['accounts', 'create', '--email', 'gone@example.com', '--password-stdin'],
      'a password long enough',
    );
    await signIn('gone@example.com', 'a password long enough');
    await json(['accounts', 'disable', account.id]);
    await assert.rejects(
      signIn('gone@example.com', 'a password long enough'),
      (error: DirectoryError) => error.code === 'UNAUTHORIZED',
    );
  });
});

describe('the sign-up mode setting', () => {
  test('--signup wins over BANKDIR_SIGNUP, which wins over the config file; open by default', () => {
    assert.equal(serveSettings({}, {}, {}).signupMode, 'open');
    assert.equal(serveSettings({}, { signup: 'closed' }, {}).signupMode, 'closed');
    assert.equal(serveSettings({}, { signup: 'closed' }, { BANKDIR_SIGNUP: 'Invite' }).signupMode, 'invite');
    assert.equal(
      serveSettings({ signup: 'open' }, { signup: 'closed' }, { BANKDIR_SIGNUP: 'invite' }).signupMode,
      'open',
    );
    assert.throws(() => serveSettings({ signup: 'everyone' }, {}, {}), /--signup must be open, invite or closed/);
    assert.throws(
      () => serveSettings({}, {}, { BANKDIR_SIGNUP: 'x' }),
      /BANKDIR_SIGNUP must be open, invite or closed/,
    );
  });
});
