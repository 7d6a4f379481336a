import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { databaseOf, openApiKeyStore } from '@bankdir/auth-api-keys';
import { createDirectory } from '@bankdir/core';
import { seedDefaultData } from '@bankdir/data';
import { openSqliteStorage } from '@bankdir/sqlite';
import { databaseTarget } from '../src/database-target.ts';
import { databasePath } from '../src/paths.ts';
import { runCli } from '../src/run-cli.ts';

// The CLI's refusals, run in this process (cli.slow.test.ts spawns the real binary for every command's success): one clear
// line on stderr, exit code 2 for a bad command line, 1 for a command that cannot do what it is asked.

let dir: string;
let db: string;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bankdir-cli-errors-'));
  db = join(dir, 'bankdir.sqlite');
  const storage = await openSqliteStorage({ file: db });
  await seedDefaultData(createDirectory({ storage }), { sample: false });
  await storage.close();
});
after(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...argv: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const code = await runCli(argv, { stderr: (text) => (stderr += text) });
  return { code, stderr };
}

function assertOneLine(result: { code: number; stderr: string }, code: number, message: RegExp): void {
  assert.equal(result.code, code, result.stderr);
  assert.match(result.stderr, /^bankdir: [^\n]+\n$/, 'exactly one line');
  assert.match(result.stderr, message);
}

describe('bad command lines: exit code 2', () => {
  const cases: [string, string[], RegExp][] = [
    ['an unknown command', ['launch'], /unknown command "launch" \(see: bankdir help\)/],
    ['an unknown option', ['seed', '--colour', 'blue'], /seed: Unknown option '--colour'/],
    [
      'a missing required option',
      ['accounts', 'create', '--plan', 'free'],
      /accounts create: --email \(for a web sign-in\) or --name \(for API keys only\) is required/,
    ],
    [
      'a plan that does not exist',
      ['accounts', 'create', '--name', 'X', '--plan', 'gold'],
      /--plan must be free or pro, not "gold"/,
    ],
    ['an unknown subcommand', ['accounts', 'delete'], /accounts: unknown subcommand "delete"/],
    [
      'an email that is not one',
      ['accounts', 'create', '--email', 'nope'],
      /accounts create: --email must be an email address, not "nope"/,
    ],
    ['a role that does not exist', ['accounts', 'set-role', 'acct_x', 'admin'], /the role must be member or operator/],
    ['a missing account id', ['accounts', 'disable'], /accounts disable: say which account/],
    ['a missing positional', ['keys', 'revoke'], /keys revoke: say which key/],
    ['an extra positional', ['products', 'hide', 'prod_a', 'prod_b'], /unexpected argument "prod_b"/],
    [
      'a port that is not a number',
      ['serve', '--port', 'abc'],
      /serve: --port must be a whole number from 0 to 65535, not "abc"/,
    ],
    ['a negative rate limit', ['serve', '--port', '0', '--rate-limit', '-1'], /--rate-limit/],
    [
      'a config file that does not exist',
      ['serve', '--port', '0', '--config', '/nonexistent/bankdir.config.json'],
      /no config file at/,
    ],
  ];
  for (const [name, argv, message] of cases) {
    test(name, async () => assertOneLine(await cli(...argv, '--db', db), 2, message));
  }

  test('a config file with a bad setting names the file and the setting', async () => {
    const config = join(dir, 'bad.config.json');
    writeFileSync(config, JSON.stringify({ port: 'eighty' }));
    assertOneLine(
      await cli('serve', '--config', config, '--db', db),
      2,
      /bad\.config\.json: port must be a whole number/,
    );
    writeFileSync(config, JSON.stringify({ plugins: [{ module: './nowhere.mjs' }] }));
    assertOneLine(await cli('serve', '--config', config, '--db', db), 2, /plugin \.\/nowhere\.mjs: cannot be loaded/);
    writeFileSync(config, JSON.stringify({ colour: 'blue' }));
    assertOneLine(await cli('serve', '--config', config, '--db', db), 2, /unknown setting "colour"/);
  });
});

describe('commands that cannot do what they are asked: exit code 1', () => {
  test('no database at --db (every command but serve and seed)', async () => {
    const missing = join(dir, 'missing.sqlite');
    assertOneLine(
      await cli('accounts', 'list', '--db', missing),
      1,
      /no database at .*missing\.sqlite; create it with "bankdir seed"/,
    );
    assert.ok(!existsSync(missing));
  });

  test('unknown account, key, bank or product', async () => {
    assertOneLine(await cli('keys', 'create', '--account', 'acct_nope', '--db', db), 1, /No account acct_nope/);
    assertOneLine(await cli('keys', 'revoke', 'key_nope', '--db', db), 1, /No key key_nope/);
    assertOneLine(
      await cli('reps', 'approve', '--account', 'acct_nope', '--bank', 'bank_us_jpmorgan-chase', '--db', db),
      1,
      /no account acct_nope/,
    );
    assertOneLine(await cli('products', 'hide', 'prod_nope', '--db', db), 1, /No product with id prod_nope/);
  });

  test('reps approve for a bank that does not exist', async () => {
    const storage = await openSqliteStorage({ file: db });
    const { account } = await (await openApiKeyStore(databaseOf(storage))).createAccount({ name: 'Rep', plan: 'free' });
    await storage.close();
    assertOneLine(
      await cli('reps', 'approve', '--account', account.id, '--bank', 'bank_xx_nothing', '--db', db),
      1,
      /No bank with id bank_xx_nothing/,
    );
  });

  test('serve with a config whose plugins provide no auth refuses to start', async () => {
    const config = join(dir, 'no-auth.config.json');
    writeFileSync(config, JSON.stringify({ plugins: ['@bankdir/rate-limit'] }));
    assertOneLine(await cli('serve', '--config', config, '--db', db, '--port', '0'), 1, /No plugin provides auth/);
  });
});

describe('the database path', () => {
  test('--db, else BANKDIR_DB, else ./bankdir.sqlite, relative to where npm was started (INIT_CWD), else the working directory', () => {
    assert.equal(databasePath('/abs/x.sqlite', {}), '/abs/x.sqlite');
    assert.equal(databasePath('rel.sqlite', { INIT_CWD: '/repo' }), '/repo/rel.sqlite');
    assert.equal(databasePath(undefined, { INIT_CWD: '/repo', BANKDIR_DB: 'data/b.sqlite' }), '/repo/data/b.sqlite');
    assert.equal(databasePath(undefined, { INIT_CWD: '/repo' }), '/repo/bankdir.sqlite');
    assert.equal(databasePath(undefined, {}), join(process.cwd(), 'bankdir.sqlite'));
  });

  test('--database-url, else BANKDIR_DATABASE_URL, names PostgreSQL; --db wins over the variable; never both flags', () => {
    const url = 'postgres://bankdir:secret@db.internal:5432/bankdir';
    assert.deepEqual(databaseTarget({ 'database-url': url }, {}), {
      engine: 'postgres',
      url,
      label: 'postgres://bankdir:***@db.internal:5432/bankdir',
    });
    assert.equal(databaseTarget({}, { BANKDIR_DATABASE_URL: url, BANKDIR_DB: 'x.sqlite' }).engine, 'postgres');
    assert.deepEqual(databaseTarget({ db: '/abs/x.sqlite' }, { BANKDIR_DATABASE_URL: url }), {
      engine: 'sqlite',
      file: '/abs/x.sqlite',
      label: '/abs/x.sqlite',
    });
    assert.throws(() => databaseTarget({ db: 'x.sqlite', 'database-url': url }, {}), /give one/);
    assert.throws(() => databaseTarget({ 'database-url': 'mysql://db/x' }, {}), /postgres:\/\/ URL/);
    assert.throws(() => databaseTarget({ 'database-url': 'not a url' }, {}), /postgres:\/\/ URL/);
  });
});
