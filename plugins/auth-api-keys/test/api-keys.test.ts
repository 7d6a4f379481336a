import assert from 'node:assert/strict';
import crypto, { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, mock, test } from 'node:test';
import { generateDirectoryData, insertDirectoryData } from '@bankdir/conformance';
import { createDirectory, type Directory } from '@bankdir/core';
import { type AuthRequest, type Principal, silentLogger } from '@bankdir/server';
import { openSqliteStorage, type SqliteStorage } from '@bankdir/sqlite';
import { sql } from 'kysely';
import {
  API_KEY_CHALLENGE,
  type ApiKeyStore,
  type ApiKeysPlugin,
  type ApiKeyTables,
  apiKeysPlugin,
  INVALID_KEY,
  KEY_PREFIX,
  keyIdOfToken,
  MIGRATION_NAMESPACE,
  openApiKeyStore,
} from '../src/index.ts';
import { tokenMatches } from '../src/key-token.ts';

let dir: string;
let storage: SqliteStorage;
let directory: Directory;
let store: ApiKeyStore;
let now = new Date('2025-07-11T12:00:00.000Z');
const bankId = (data: ReturnType<typeof generateDirectoryData>) => data.banks[0]!.id;
let data: ReturnType<typeof generateDirectoryData>;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bankdir-api-keys-'));
  storage = await openSqliteStorage({ file: join(dir, 'keys.sqlite') });
  data = generateDirectoryData({ seed: 1, banks: 3, countries: 1, votesPerBank: 0, productsPerBank: 0, accounts: 2 });
  await insertDirectoryData(storage, data);
  directory = createDirectory({ storage });
  store = await openApiKeyStore(storage.database, { clock: () => now });
});
after(async () => {
  await directory.close();
  rmSync(dir, { recursive: true, force: true });
});

const MIGRATION_TABLE = `${MIGRATION_NAMESPACE}_migrations`;

/** A request as the server hands it to an auth provider, with these headers. */
function requestWith(headers: Record<string, string>): AuthRequest {
  return { method: 'GET', path: '/v1/banks', headers, clientAddress: '127.0.0.1' };
}

/** What the plugin answers for `Authorization: Bearer <token>`: the principal, or null when it is refused. */
async function principalOf(plugin: ApiKeysPlugin, token: string): Promise<Principal | null> {
  const answer = await plugin.auth!.authenticate(requestWith({ authorization: `Bearer ${token}` }));
  return answer && !('refused' in answer) ? answer : null;
}
const db = () => storage.database.kysely.withTables<ApiKeyTables & Record<string, { name: string }>>();

describe('API keys', () => {
  test('a key is bdk_live_ + a 16-character key id part + a 32-character secret (about 190 random bits), different every time', async () => {
    const { key } = await store.createAccount({ name: 'Keys', plan: 'free' });
    assert.match(key.key, /^bdk_live_([0-9A-Za-z]{16})_([0-9A-Za-z]{32})$/);
    assert.equal(key.key.startsWith(KEY_PREFIX), true);
    assert.equal(keyIdOfToken(key.key), key.id);
    assert.equal(key.id, `key_${key.key.slice(KEY_PREFIX.length, KEY_PREFIX.length + 16)}`);
    const keys = await Promise.all(Array.from({ length: 20 }, () => store.createKey(key.accountId)));
    assert.equal(new Set(keys.map((k) => k.key)).size, 20);
    const secrets = keys.map((k) => k.key.slice(-32)).join('');
    assert.ok(new Set(secrets).size > 55, 'the secret draws on the whole base62 alphabet');
  });

  test('only the SHA-256 of a key is stored, never the key or its secret part', async () => {
    const { key } = await store.createAccount({ name: 'Hash', plan: 'pro' });
    const row = await db().selectFrom('api_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    assert.equal(row.secretHash, createHash('sha256').update(key.key).digest('hex'));
    const everything = JSON.stringify(await db().selectFrom('api_keys').selectAll().execute());
    assert.ok(!everything.includes(key.key.slice(-32)), 'the secret appears nowhere in the table');
  });

  test('verify finds the account of a valid key; a tampered, malformed, unknown or revoked key is null', async () => {
    const { account, key } = await store.createAccount({ name: 'Verify', plan: 'pro' });
    assert.deepEqual(await store.verify(key.key), { keyId: key.id, account });
    const last = key.key.at(-1) === 'A' ? 'B' : 'A';
    assert.equal(await store.verify(`${key.key.slice(0, -1)}${last}`), null, 'one character of the secret changed');
    assert.equal(await store.verify(`${key.key}x`), null);
    assert.equal(await store.verify('bdk_live_nope'), null);
    assert.equal(await store.verify(`bdk_live_${'A'.repeat(16)}_${'A'.repeat(32)}`), null);
    await store.revokeKey(key.id);
    assert.equal(await store.verify(key.key), null);
    const again = await store.revokeKey(key.id);
    assert.ok(again.revokedAt, 'revoking twice changes nothing');
  });

  test('an unknown key, a revoked key and a wrong secret each cost one constant-time hash comparison', async () => {
    const { key } = await store.createAccount({ name: 'Path', plan: 'pro' });
    const revoked = await store.createKey(key.accountId);
    await store.revokeKey(revoked.id);
    // key-token.ts imports timingSafeEqual by name; syncBuiltinESMExports carries the spy into that binding.
    const spy = mock.method(crypto, 'timingSafeEqual');
    syncBuiltinESMExports();
    try {
      const comparisons = async (token: string) => {
        const before = spy.mock.callCount();
        await store.verify(token);
        return spy.mock.callCount() - before;
      };
      assert.equal(await comparisons(`${KEY_PREFIX}${'Q'.repeat(16)}_${'A'.repeat(32)}`), 1, 'unknown key id');
      assert.equal(await comparisons(revoked.key), 1, 'revoked key');
      assert.equal(await comparisons(`${key.key.slice(0, -1)}${key.key.endsWith('A') ? 'B' : 'A'}`), 1, 'wrong secret');
      assert.equal(await comparisons(key.key), 1, 'valid key');
    } finally {
      spy.mock.restore();
      syncBuiltinESMExports();
    }
  });

  test('an unknown key and a revoked one take the same path and the same time as a wrong secret: no timing oracle', async () => {
    const { key } = await store.createAccount({ name: 'Timing', plan: 'pro' });
    const revoked = await store.createKey(key.accountId);
    await store.revokeKey(revoked.id);
    const tokens = {
      unknown: `${KEY_PREFIX}${'Q'.repeat(16)}_${'A'.repeat(32)}`,
      revoked: revoked.key,
      wrongSecret: `${key.key.slice(0, -1)}${key.key.endsWith('A') ? 'B' : 'A'}`,
    };
    const times: Record<string, number[]> = { unknown: [], revoked: [], wrongSecret: [] };
    for (let round = 0; round < 1_500; round++) {
      for (const [name, token] of Object.entries(tokens)) {
        const started = process.hrtime.bigint();
        assert.equal(await store.verify(token), null);
        times[name]!.push(Number(process.hrtime.bigint() - started));
      }
    }
    const median = (list: number[]) => list.sort((a, b) => a - b)[list.length >> 1]!;
    const [unknown, revokedTime, wrong] = [median(times.unknown!), median(times.revoked!), median(times.wrongSecret!)];
    // Interleaved rounds share the machine's noise; a skipped hash once made unknown ids answer measurably sooner.
    for (const [name, value] of [
      ['revoked', revokedTime],
      ['wrong secret', wrong],
    ] as const) {
      assert.ok(
        Math.abs(unknown - value) / value < 0.25,
        `median unknown ${(unknown / 1000).toFixed(1)} µs against ${name} ${(value / 1000).toFixed(1)} µs`,
      );
    }
  });

  test('the database file never holds a key or its secret part in clear', async () => {
    const issued = [await store.createAccount({ name: 'On disk', plan: 'pro' })];
    const second = await store.createKey(issued[0]!.account.id);
    await store.verify(second.key);
    await store.revokeKey(second.id);
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(storage.database.kysely);
    const bytes = ['keys.sqlite', 'keys.sqlite-wal']
      .filter((name) => existsSync(join(dir, name)))
      .map((name) => readFileSync(join(dir, name)).toString('latin1'))
      .join('');
    for (const token of [issued[0]!.key.key, second.key]) {
      assert.ok(!bytes.includes(token.slice(-32)), 'no secret part on disk');
      assert.ok(bytes.includes(createHash('sha256').update(token).digest('hex')), 'its hash is there');
    }
  });

  test('keys are compared in constant time over equal-length digests', () => {
    const token = `${KEY_PREFIX}${'a'.repeat(16)}_${'b'.repeat(32)}`;
    const hash = createHash('sha256').update(token).digest('hex');
    assert.equal(tokenMatches(token, hash), true);
    assert.equal(tokenMatches(`${token}c`, hash), false);
    assert.equal(tokenMatches(token, 'abcd'), false, 'a stored hash of another length never matches, and never throws');
  });

  test('lastUsedAt is recorded on use, at most once a minute per key', async () => {
    const { key } = await store.createAccount({ name: 'Usage', plan: 'free' });
    const lastUsed = async () => (await store.listKeys(key.accountId))[0]!.lastUsedAt;
    assert.equal(await lastUsed(), null);
    now = new Date('2025-07-11T12:00:00.000Z');
    await store.verify(key.key);
    assert.equal(await lastUsed(), '2025-07-11T12:00:00.000Z');
    now = new Date('2025-07-11T12:00:30.000Z');
    await store.verify(key.key);
    assert.equal(await lastUsed(), '2025-07-11T12:00:00.000Z', 'not rewritten within the minute');
    now = new Date('2025-07-11T12:01:05.000Z');
    await store.verify(key.key);
    assert.equal(await lastUsed(), '2025-07-11T12:01:05.000Z');
  });

  test('accounts: acct_ ids, a FREE or PRO plan, a name; listAccounts counts active keys', async () => {
    const { account, key } = await store.createAccount({ name: '  Counted  ', plan: 'PRO' });
    assert.match(account.id, /^acct_[0-9A-Za-z]{23}$/);
    assert.equal(account.name, 'Counted');
    await store.createKey(account.id);
    await store.revokeKey(key.id);
    const listed = (await store.listAccounts()).find((entry) => entry.id === account.id);
    assert.equal(listed?.activeKeys, 1);
    await assert.rejects(store.createAccount({ name: 'x', plan: 'gold' }), /free or pro/);
    await assert.rejects(store.createAccount({ name: '   ', plan: 'free' }), /1 to 200 characters/);
    await assert.rejects(store.createKey('acct_missing'), /No account acct_missing/);
  });

  test('the tables live in the directory’s database with their own migrations table; reopening migrates nothing twice', async () => {
    const tables = (await db().introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name);
    for (const name of ['api_accounts', 'api_keys', MIGRATION_TABLE, 'bankdir_migrations', 'banks'])
      assert.ok(tables.includes(name), name);
    const applied = await db().selectFrom(MIGRATION_TABLE).select('name').execute();
    assert.deepEqual(
      applied.map((row: { name: string }) => row.name),
      ['0001-initial-layout'],
    );
    await openApiKeyStore(storage.database);
    assert.equal((await db().selectFrom(MIGRATION_TABLE).select('name').execute()).length, 1);
  });
});

describe('the auth plugin', () => {
  test('authenticates a key to a Principal whose representsBank follows the directory’s approvals', async () => {
    const plugin = apiKeysPlugin({ clock: () => now });
    await assert.rejects(
      async () => plugin.auth!.authenticate(requestWith({ authorization: 'Bearer x' })),
      /not set up/,
    );
    await plugin.setup!({ directory, database: directory.storage.database, log: silentLogger, config: {} });
    const { account, key } = await plugin.store().createAccount({ name: 'Rep', plan: 'free' });
    const principal = await principalOf(plugin, key.key);
    assert.ok(principal);
    assert.equal(principal.accountId, account.id);
    assert.equal(principal.plan, 'FREE');
    assert.equal(principal.credentialId, key.id);
    const bank = bankId(data);
    assert.equal(await principal.representsBank(bank), false);
    const approval = await directory.admin.approveRepresentative(account.id, bank);
    assert.ok(approval.claimedAt, 'approving sets the bank’s claimedAt');
    assert.equal(await principal.representsBank(bank), true);
    assert.equal(await principal.representsBank(data.banks[1]!.id), false);
    await directory.admin.revokeRepresentative(account.id, bank);
    assert.equal(await principal.representsBank(bank), false);
    assert.equal(await principalOf(plugin, 'Bearer nonsense'), null);
  });

  test('reads Authorization: Bearer (the scheme in any case, or twice); no header is null, another form or key a refusal', async () => {
    const plugin = apiKeysPlugin({ clock: () => now });
    await plugin.setup!({ directory, database: directory.storage.database, log: silentLogger, config: {} });
    const { account, key } = await plugin.store().createAccount({ name: 'Headers', plan: 'pro' });
    const answer = (authorization?: string) =>
      plugin.auth!.authenticate(requestWith(authorization === undefined ? {} : { authorization }));
    for (const header of [`Bearer ${key.key}`, `bearer ${key.key}`, `Bearer Bearer ${key.key}`]) {
      const accepted = (await answer(header)) as Principal;
      assert.equal(accepted.accountId, account.id, header);
    }
    assert.equal(await answer(), null, 'no credentials of this plugin: the next provider is asked');
    assert.equal(await answer('  '), null);
    for (const header of ['Basic dXNlcjpwYXNz', `Token ${key.key}`, `Bearer ${key.key} extra`]) {
      assert.deepEqual(
        await answer(header),
        { refused: 'The Authorization header must read "Bearer <API key>", with nothing else.' },
        header,
      );
    }
    assert.deepEqual(await answer(`Bearer ${key.key}x`), { refused: INVALID_KEY });
    assert.equal(plugin.auth!.challenge, API_KEY_CHALLENGE);
    assert.equal(
      API_KEY_CHALLENGE.message,
      'Send your API key in the Authorization header: "Authorization: Bearer <API key>".',
    );
    assert.equal(API_KEY_CHALLENGE.wwwAuthenticate, 'Bearer realm="bankdir"');
  });

  test('on a first run with no account, firstRun creates a PRO operator account and shows its key in exactly one line; never again', async () => {
    const dir2 = mkdtempSync(join(tmpdir(), 'bankdir-api-keys-first-run-'));
    const storage2 = await openSqliteStorage({ file: join(dir2, 'first.sqlite') });
    const directory2 = createDirectory({ storage: storage2 });
    try {
      const plugin = apiKeysPlugin();
      const context = { directory: directory2, database: storage2.database, log: silentLogger, config: {} };
      await plugin.setup!(context);
      const note = await plugin.firstRun!({ ...context, url: 'http://127.0.0.1:3000' });
      assert.ok(note);
      const key = String(note.fields?.key);
      assert.match(key, /^bdk_live_/);
      assert.equal(note.lines.filter((line) => line.includes(key)).length, 1, 'the key is in exactly one line');
      assert.ok(
        note.lines.some((line) =>
          line.includes('curl -H "Authorization: Bearer $BANKDIR_KEY" "http://127.0.0.1:3000/v1/banks'),
        ),
      );
      const [account] = await plugin.store().listAccounts();
      assert.equal(account?.plan, 'PRO');
      assert.equal(account?.role, 'operator', 'the first account can manage the others');
      assert.equal(note.fields?.account, account?.id);
      assert.equal(
        await plugin.firstRun!({ ...context, url: 'http://127.0.0.1:3000' }),
        undefined,
        'an account exists now',
      );
    } finally {
      await directory2.close();
      rmSync(dir2, { recursive: true, force: true });
    }
  });

  test('trusts a verified key for verifiedKeyTtlMs: revoked by another process, it stops working within that time', async () => {
    now = new Date('2025-07-11T13:00:00.000Z');
    const plugin = apiKeysPlugin({ clock: () => now, verifiedKeyTtlMs: 2_000 });
    await plugin.setup!({ directory, database: directory.storage.database, log: silentLogger, config: {} });
    const { key } = await plugin.store().createAccount({ name: 'Cached', plan: 'pro' });
    const first = await principalOf(plugin, key.key);
    assert.ok(first);
    await store.revokeKey(key.id); // another store over the same database: the CLI, another server process
    now = new Date('2025-07-11T13:00:01.999Z');
    assert.equal(await principalOf(plugin, key.key), first, 'still trusted within the 2 s bound');
    now = new Date('2025-07-11T13:00:02.000Z');
    assert.equal(await principalOf(plugin, key.key), null, 'refused once the bound has passed');
    const wrongSecret = `${key.key.slice(0, -1)}${key.key.endsWith('A') ? 'B' : 'A'}`;
    assert.equal(await principalOf(plugin, wrongSecret), null, 'only the exact key verified is trusted');
  });

  test('a key revoked through the plugin’s own store stops working at once', async () => {
    const plugin = apiKeysPlugin({ clock: () => now });
    await plugin.setup!({ directory, database: directory.storage.database, log: silentLogger, config: {} });
    const { key } = await plugin.store().createAccount({ name: 'Revoked here', plan: 'pro' });
    const other = await plugin.store().createKey(key.accountId);
    assert.ok(await principalOf(plugin, key.key));
    assert.ok(await principalOf(plugin, other.key));
    await plugin.store().revokeKey(key.id);
    assert.equal(await principalOf(plugin, key.key), null);
    assert.ok(await principalOf(plugin, other.key), 'the account’s other key still works');
  });

  test('with verifiedKeyTtlMs 0 every request asks the database', async () => {
    const plugin = apiKeysPlugin({ clock: () => now, verifiedKeyTtlMs: 0 });
    await plugin.setup!({ directory, database: directory.storage.database, log: silentLogger, config: {} });
    const { key } = await plugin.store().createAccount({ name: 'Uncached', plan: 'pro' });
    assert.ok(await principalOf(plugin, key.key));
    await store.revokeKey(key.id);
    assert.equal(await principalOf(plugin, key.key), null);
  });

  test('refuses to set up over a storage without a SQL database, saying why', async () => {
    const plugin = apiKeysPlugin();
    await assert.rejects(
      async () => plugin.setup!({ directory, database: undefined, log: silentLogger, config: {} }),
      /keeps its tables in the storage's SQL database; this storage has none/,
    );
  });
});
