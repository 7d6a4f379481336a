import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type CliResult, cleanEnv, runCli, startOfAFreshMinuteIfNeeded, startServe } from './helpers/cli.ts';

// Every command of the real `bankdir` CLI (bankdir.js, spawned) against temporary databases. The refusals and
// exit codes of bad command lines are in cli-errors.test.ts, run in-process.

const CLI_PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const PRODUCT = 'prod_sample_us_bank-of-america_1';
const BANK = 'bank_us_jpmorgan-chase';
let dir: string;
let db: string;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'bankdir-cli-test-'));
  db = join(dir, 'bankdir.sqlite');
});
after(() => rmSync(dir, { recursive: true, force: true }));

function json(result: CliResult): any {
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stderr, '');
  return JSON.parse(result.stdout);
}

describe('bankdir CLI', () => {
  let proKey = '';
  let revokedKey = '';
  let freeKey = '';

  test('help lists every command; a bad command line exits 2 with one line', async () => {
    const [help, bad] = await Promise.all([runCli(['help']), runCli(['accounts', 'create', '--bogus', 'X'])]);
    assert.equal(help.code, 0);
    for (const command of [
      'serve',
      'seed',
      'reindex',
      'accounts create',
      'accounts list',
      'keys create',
      'keys revoke',
      'reps approve',
      'reps revoke',
      'products hide',
      'stories hide',
      'stories unhide',
      'mcp',
      'products unhide',
      'audit [--operator NAME]',
      '--as NAME',
      '--db FILE',
      '--json',
    ]) {
      assert.ok(help.stdout.includes(command), command);
    }
    assert.equal(bad.code, 2);
    assert.equal(bad.stderr, "bankdir: accounts create: Unknown option '--bogus' (see: bankdir help)\n");
  });

  test('seed loads the default data set into ./bankdir.sqlite of the directory npm was started from (INIT_CWD); seeding again changes nothing', async () => {
    // `npm start` runs in packages/cli with INIT_CWD set to where the user typed it.
    const first = json(await runCli(['seed', '--json'], { cwd: CLI_PACKAGE, env: cleanEnv({ INIT_CWD: dir }) }));
    assert.equal(first.database, db);
    assert.ok(existsSync(db));
    assert.ok(first.banks.created >= 1000, `the default data set holds ${first.banks.created} banks`);
    assert.ok(first.votes > 0 && first.products > 0, 'the sample layer is loaded by default');
    const again = json(await runCli(['seed', '--no-sample', '--json'], { env: cleanEnv({ BANKDIR_DB: db }) }));
    assert.deepEqual(again.banks, { created: 0, updated: 0, unchanged: first.banks.created });
    assert.equal(again.votes, 0);
  });

  test('accounts create prints the account id and its first key, once; accounts list shows accounts without keys', async () => {
    const pro = json(await runCli(['accounts', 'create', '--name', 'Ada', '--plan', 'pro', '--db', db, '--json']));
    assert.match(pro.account.id, /^acct_/);
    assert.equal(pro.account.plan, 'PRO');
    assert.match(pro.key.key, /^bdk_live_[0-9A-Za-z]{16}_[0-9A-Za-z]{32}$/);
    proKey = pro.key.key;
    const text = await runCli(['accounts', 'create', '--name', 'Bo', '--plan', 'FREE', '--db', db]);
    assert.equal(text.code, 0, text.stderr);
    assert.match(
      text.stdout,
      /Created account acct_\S+ \(Bo, FREE, member\)\.\nAPI key key_\S+, shown only this once; keep it secret:\n {2}bdk_live_\S+\n/,
    );
    freeKey = /(bdk_live_\S+)/.exec(text.stdout)![1]!;
    const list = json(await runCli(['accounts', 'list', '--db', db, '--json']));
    assert.deepEqual(
      list.map((account: { name: string; plan: string; activeKeys: number; represents: string[] }) => [
        account.name,
        account.plan,
        account.activeKeys,
        account.represents,
      ]),
      [
        ['Ada', 'PRO', 1, []],
        ['Bo', 'FREE', 1, []],
      ],
    );
    assert.ok(!JSON.stringify(list).includes('bdk_live_'), 'keys are never listed');
  });

  test('keys create issues another key, keys list shows it without the secret, keys revoke revokes it', async () => {
    const [account] = json(await runCli(['accounts', 'list', '--db', db, '--json']));
    const created = json(await runCli(['keys', 'create', '--account', account.id, '--db', db, '--json']));
    assert.equal(created.accountId, account.id);
    assert.notEqual(created.key, proKey);
    revokedKey = created.key;
    const revoked = json(await runCli(['keys', 'revoke', created.id, '--db', db, '--json']));
    assert.equal(revoked.id, created.id);
    assert.match(revoked.revokedAt, /^\d{4}-/);
    const keys = json(await runCli(['keys', 'list', '--account', account.id, '--db', db, '--json']));
    assert.deepEqual(
      keys.map((key: { revokedAt: string | null }) => key.revokedAt !== null),
      [false, true],
    );
    assert.ok(!JSON.stringify(keys).includes(created.key.slice(-32)), 'the secret part is never shown again');
  });

  test('reps approve makes an account a representative (setting the bank’s claimedAt); reps revoke withdraws it', async () => {
    const accounts = json(await runCli(['accounts', 'list', '--db', db, '--json']));
    const free = accounts[1];
    const approved = json(
      await runCli(['reps', 'approve', '--account', free.id, '--bank', BANK, '--db', db, '--json']),
    );
    assert.deepEqual(
      { ...approved, claimedAt: typeof approved.claimedAt },
      { accountId: free.id, bankId: BANK, approved: true, claimedAt: 'string' },
    );
    const revoked = await runCli(['reps', 'revoke', '--account', free.id, '--bank', BANK, '--db', db]);
    assert.equal(revoked.code, 0, revoked.stderr);
    assert.equal(revoked.stdout, `${free.id} no longer represents ${BANK}.\n`);
  });

  test('products hide removes a sample product from public lists; products unhide puts it back', async () => {
    const hidden = json(await runCli(['products', 'hide', PRODUCT, '--db', db, '--json']));
    assert.equal(hidden.id, PRODUCT);
    assert.equal(hidden.hidden, true);
    const shown = await runCli(['products', 'unhide', PRODUCT, '--db', db]);
    assert.equal(shown.code, 0, shown.stderr);
    assert.match(shown.stdout, new RegExp(`^Unhid ${PRODUCT} `));
  });

  test('stories hide takes a sample story out of lists and counts; stories unhide puts it back', async () => {
    const hidden = json(await runCli(['stories', 'hide', 'story_ae_adib_1', '--db', db, '--json']));
    assert.deepEqual([hidden.id, hidden.hidden, hidden.accountId], ['story_ae_adib_1', true, undefined]);
    const shown = await runCli(['stories', 'unhide', 'story_ae_adib_1', '--db', db]);
    assert.equal(shown.code, 0, shown.stderr);
    assert.match(shown.stdout, /^Unhid story_ae_adib_1 /);
    const missing = await runCli(['stories', 'hide', 'story_nope', '--db', db]);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /No story with id story_nope/);
  });

  test('serve uses BANKDIR_DB and PORT, answers the keys the CLI issued, logs requests without keys, and stops gracefully on SIGTERM', async () => {
    const serve = startServe([], { env: cleanEnv({ BANKDIR_DB: db, PORT: '0' }) });
    try {
      const [, url] = await serve.waitFor(/serves (http:\/\/\S+)\/v1 over (\S+)/);
      assert.ok(serve.output().includes(`over ${db}`));
      const banks = await fetch(`${url}/v1/banks?limit=1`, { headers: { Authorization: `Bearer ${proKey}` } });
      assert.equal(banks.status, 200);
      assert.equal(banks.headers.get('x-rate-limit-per-minute'), '100', 'the default rate limit');
      assert.equal(
        (await fetch(`${url}/v1/banks?limit=1`, { headers: { Authorization: `Bearer ${revokedKey}` } })).status,
        401,
      );
      assert.equal(
        (await fetch(`${url}/v1/banks?limit=1`, { headers: { Authorization: `Bearer ${freeKey}` } })).status,
        403,
      );
      await serve.waitFor(/GET \/v1\/banks 403 /);
    } finally {
      assert.equal(await serve.stop(), 0);
    }
    const output = serve.output();
    assert.match(output, /GET \/v1\/banks 200 \d+\.\dms req_\S+/, 'the access log');
    assert.ok(!output.includes(proKey) && !output.includes(freeKey), 'no key is ever logged');
    assert.match(output, /SIGTERM: finishing in-flight requests, then closing the database…\n.*stopped\n$/);
  });

  test('serve --first-run on a new database seeds it, creates a PRO account and prints its key exactly once, with a curl line; --rate-limit sets the limit', async () => {
    const fresh = join(dir, 'first-run.sqlite');
    const serve = startServe(['--first-run', '--db', fresh, '--port', '0', '--host', '127.0.0.1', '--rate-limit', '7']);
    try {
      const [, url] = await serve.waitFor(
        /curl -H "Authorization: Bearer \$BANKDIR_KEY" "(http:\/\/[^/]+)\/v1\/banks\?limit=3&include=scores,country"/,
      );
      const output = serve.output();
      assert.match(output, /Created a PRO account \(acct_\S+\) with this API key, shown only this once/);
      const [, key] = output.match(/\n {2}export BANKDIR_KEY=(bdk_live_\S+)\n/) ?? [];
      assert.ok(key, output);
      assert.equal(output.split(key).length - 1, 1, 'the key is printed exactly once');
      const response = await fetch(`${url}/v1/banks/${BANK}?include=scores`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-rate-limit-per-minute'), '7');
    } finally {
      assert.equal(await serve.stop(), 0);
    }
  });

  test('serve --config loads the plugins a config file lists, in place of the defaults, with its rate limit', async () => {
    writeFileSync(
      join(dir, 'static-auth.mjs'),
      `export default function staticAuth(options) {
        return {
          name: 'static-auth',
          auth: { async authenticate(request) { return request.headers.authorization === \`Bearer \${options.token}\` ? { accountId: 'acct_static', plan: 'PRO', representsBank: async () => false } : null; } },
        };
      }\n`,
    );
    const config = join(dir, 'bankdir.config.json');
    writeFileSync(
      config,
      JSON.stringify({
        rateLimitPerMinute: 1,
        plugins: [{ module: './static-auth.mjs', options: { token: 'let-me-in' } }, '@bankdir/rate-limit'],
      }),
    );
    // --first-run on an existing database: served as it is, no new account.
    const serve = startServe(['--first-run', '--config', config, '--db', db, '--port', '0', '--host', '127.0.0.1']);
    try {
      const [, url] = await serve.waitFor(/serves (http:\/\/\S+)\/v1 over/);
      assert.ok(!serve.output().includes('BANKDIR_KEY='));
      const headers = { Authorization: 'Bearer let-me-in' };
      await startOfAFreshMinuteIfNeeded();
      const ok = await fetch(`${url}/v1/countries?limit=1`, { headers });
      assert.equal(ok.status, 200);
      assert.equal(ok.headers.get('x-rate-limit-per-minute'), '1');
      assert.equal((await fetch(`${url}/v1/countries?limit=1`, { headers })).status, 429);
      assert.equal(
        (await fetch(`${url}/v1/countries?limit=1`, { headers: { Authorization: `Bearer ${proKey}` } })).status,
        401,
        'the default API-key plugin is not loaded',
      );
    } finally {
      assert.equal(await serve.stop(), 0);
    }
  });
});
