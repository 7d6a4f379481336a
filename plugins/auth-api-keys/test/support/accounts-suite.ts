import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createDirectory, type Directory, DirectoryError } from '@bankdir/core';
import type { Storage, StorageDatabase } from '@bankdir/core/driver';
import type { AccountsService, AuthRequest, ClientInfo, SignupMode, WebSession } from '@bankdir/server';
import { silentLogger } from '@bankdir/server';
import {
  type ApiKeysPlugin,
  type ApiKeysPluginOptions,
  apiKeysPlugin,
  INVALID_KEY,
  SESSION_IDLE_MS,
  WRONG_CREDENTIALS,
} from '../../src/index.ts';

/** A storage with a SQL database: a fresh one per suite, and a second handle on the same database (another process). */
export interface SuiteDatabase {
  open(): Promise<Storage & { database: StorageDatabase }>;
  /** Called once after every handle is closed. */
  drop(): Promise<void>;
}

/** Low scrypt cost: the tests check the rules, not the hash's strength (password-hash.test.ts does). */
const CHEAP = { N: 1024, r: 8, p: 1 };
const ADDRESS = { clientAddress: '192.0.2.1' };
const PASSWORD = 'correct horse battery';

let counter = 0;
/** An email no other test uses. */
const email = (label: string) => `${label}.${++counter}@example.com`;

/** Signs up, then signs in with the same email and password: sign-up itself never signs anyone in. */
async function signedUp(accounts: AccountsService, input: { email: string; password: string }, client: ClientInfo) {
  await accounts.signUp(input, client);
  return accounts.signIn(input, client);
}

async function failure(promise: Promise<unknown>): Promise<DirectoryError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DirectoryError) return error;
    throw error;
  }
  assert.fail('expected a DirectoryError');
}

/** The accounts rules over one engine: `name` labels the suite, `database` makes its storages. */
export function runAccountsSuite(name: string, database: () => SuiteDatabase | undefined, skip: string | false): void {
  describe(`accounts over ${name}`, { skip }, () => {
    let db: SuiteDatabase;
    let directory: Directory;
    const others: Directory[] = [];
    let now = new Date('2026-01-01T00:00:00.000Z');
    const clock = () => now;

    before(async () => {
      db = database()!;
      directory = createDirectory({ storage: await db.open() });
    });
    after(async () => {
      for (const other of others) await other.close();
      await directory?.close();
      await db?.drop();
    });

    /** A set-up plugin over the suite's database, as one server would have it. */
    async function plugin(options: ApiKeysPluginOptions = {}, over: Directory = directory): Promise<ApiKeysPlugin> {
      const made = apiKeysPlugin({ clock, scryptCost: CHEAP, ...options });
      await made.setup!({ directory: over, database: over.storage.database, log: silentLogger, config: {} });
      return made;
    }
    /** Another directory on the same database: what a second server process or node sees. */
    async function otherProcess(): Promise<Directory> {
      const other = createDirectory({ storage: await db.open() });
      others.push(other);
      return other;
    }
    async function operatorOf(accounts: ApiKeysPlugin): Promise<{ accountId: string }> {
      const { account } = await accounts.store().createAccount({ email: email('op'), plan: 'pro', role: 'operator' });
      return { accountId: account.id };
    }
    const keyRequest = (key: string): AuthRequest => ({
      method: 'GET',
      path: '/v1/banks',
      headers: { authorization: `Bearer ${key}` },
      clientAddress: '127.0.0.1',
    });

    describe('sign-up modes', () => {
      test('open: anyone signs up, as a FREE active member, then signs in with the password chosen', async () => {
        const { accounts } = await plugin({ signupMode: 'open' });
        const { token, session } = await signedUp(accounts, { email: email('open'), password: PASSWORD }, ADDRESS);
        assert.deepEqual(
          [session.account.plan, session.account.role, session.account.state],
          ['FREE', 'member', 'active'],
        );
        assert.equal((await accounts.sessionOf(token))?.account.id, session.account.id);
        assert.equal(accounts.signupMode(), 'open');
      });

      test('closed: sign-up is refused with 403 FORBIDDEN', async () => {
        const { accounts } = await plugin({ signupMode: 'closed' });
        const error = await failure(accounts.signUp({ email: email('closed'), password: PASSWORD }, ADDRESS));
        assert.equal(error.code, 'FORBIDDEN');
      });

      test('invite: needs an operator’s invite, usable once, and only by its email when it names one', async () => {
        const accounts = await plugin({ signupMode: 'invite' });
        const service = accounts.accounts;
        const missing = await failure(service.signUp({ email: email('inv'), password: PASSWORD }, ADDRESS));
        assert.deepEqual(missing.issues?.[0]?.path, ['body', 'invite']);
        const member = await accounts.store().createAccount({ email: email('member'), plan: 'free' });
        assert.equal(
          (await failure(service.createInvite({ accountId: member.account.id }))).code,
          'OPERATOR_REQUIRED',
          'a member makes no invites',
        );
        const operator = await operatorOf(accounts);
        const invite = await service.createInvite(operator);
        await service.signUp({ email: email('inv'), password: PASSWORD, invite: invite.token }, ADDRESS);
        const reused = await failure(
          service.signUp({ email: email('inv'), password: PASSWORD, invite: invite.token }, ADDRESS),
        );
        assert.deepEqual(reused.issues?.[0]?.path, ['body', 'invite']);
        const named = await service.createInvite(operator, { email: 'Named.Person@Example.com' });
        const wrongEmail = await failure(
          service.signUp({ email: email('other'), password: PASSWORD, invite: named.token }, ADDRESS),
        );
        assert.deepEqual(wrongEmail.issues?.[0]?.path, ['body', 'invite']);
        await service.signUp({ email: 'named.person@example.com', password: PASSWORD, invite: named.token }, ADDRESS);
        await service.signIn({ email: 'named.person@example.com', password: PASSWORD }, ADDRESS);
      });

      test('invite: a taken email with a valid invite answers as a new one does, and uses the invite up too', async () => {
        const accounts = await plugin({ signupMode: 'invite' });
        const service = accounts.accounts;
        const operator = await operatorOf(accounts);
        const taken = email('invtaken');
        await accounts.store().createAccount({ email: taken, plan: 'free' });
        const invite = await service.createInvite(operator);
        assert.equal(
          await service.signUp({ email: taken, password: PASSWORD, invite: invite.token }, ADDRESS),
          undefined,
        );
        const reused = await failure(
          service.signUp({ email: email('inv'), password: PASSWORD, invite: invite.token }, ADDRESS),
        );
        assert.deepEqual(reused.issues?.[0]?.path, ['body', 'invite'], 'reusing it tells nothing about the email');
      });

      test('the sign-up mode comes from the server’s settings when the plugin has none', async () => {
        const made = apiKeysPlugin({ clock, scryptCost: CHEAP });
        const config: { signupMode: SignupMode } = { signupMode: 'closed' };
        await made.setup!({ directory, database: directory.storage.database, log: silentLogger, config });
        assert.equal(made.accounts.signupMode(), 'closed');
      });
    });

    describe('emails and passwords', () => {
      test('emails are unique whatever their letter case', async () => {
        const { accounts, store } = await plugin();
        const address = email('Case');
        await accounts.signUp({ email: address.toUpperCase(), password: PASSWORD }, { clientAddress: '192.0.2.50' });
        await accounts.signUp({ email: address.toLowerCase(), password: PASSWORD }, { clientAddress: '192.0.2.50' });
        await assert.rejects(store().createAccount({ email: ` ${address} `, plan: 'free' }), /already exists/);
      });

      test('sign-up answers a taken email as it answers a new one, makes nothing, and keeps the password', async () => {
        const { accounts } = await plugin();
        const from = { clientAddress: '192.0.2.51' };
        const address = email('taken');
        const fresh = await accounts.signUp({ email: address, password: PASSWORD }, from);
        const taken = await accounts.signUp({ email: address, password: 'another passphrase' }, from);
        assert.deepEqual([fresh, taken], [undefined, undefined]);
        const rows = await directory.storage
          .database!.kysely.withTables<{ api_accounts: { email: string } }>()
          .selectFrom('api_accounts')
          .select('email')
          .where('email', '=', address)
          .execute();
        assert.equal(rows.length, 1, 'the account is made once');
        await accounts.signIn({ email: address, password: PASSWORD }, ADDRESS);
        const other = await failure(accounts.signIn({ email: address, password: 'another passphrase' }, ADDRESS));
        assert.equal(other.code, 'UNAUTHORIZED', 'the existing password stays');
      });

      test('taken emails count against the address, and the limit answers new and taken emails alike', async () => {
        const { accounts } = await plugin({ signInLimits: { perEmail: 100, perAddress: 2, windowMs: 60_000 } });
        const from = { clientAddress: '198.51.100.20' };
        const known = email('probed');
        await accounts.signUp({ email: known, password: PASSWORD }, { clientAddress: '198.51.100.21' });
        for (let i = 0; i < 2; i++) await accounts.signUp({ email: known, password: PASSWORD }, from);
        const answers = await Promise.all([
          failure(accounts.signUp({ email: known, password: PASSWORD }, from)),
          failure(accounts.signUp({ email: email('new'), password: PASSWORD }, from)),
        ]);
        const [taken, fresh] = answers.map((answer) => ({ code: answer.code, message: answer.message }));
        assert.equal(taken?.code, 'TOO_MANY_REQUESTS');
        assert.deepEqual(fresh, taken);
      });

      test('a form’s problems come back together, one issue per field, each naming its field', async () => {
        const { accounts } = await plugin();
        const error = await failure(accounts.signUp({ email: 'not an email', password: 'short' }, ADDRESS));
        assert.equal(error.code, 'BAD_REQUEST');
        assert.deepEqual(
          error.issues?.map((issue) => issue.path),
          [
            ['body', 'email'],
            ['body', 'password'],
          ],
        );
        assert.match(error.issues![0]!.message, /^email /);
        const missing = await failure(accounts.signIn({}, ADDRESS));
        assert.deepEqual(
          missing.issues?.map((issue) => issue.message),
          ['email is required.', 'password is required.'],
        );
      });

      test('a wrong password and an unknown email get the same answer; a key-only account cannot sign in', async () => {
        const { accounts, store } = await plugin();
        const known = email('known');
        await accounts.signUp({ email: known, password: PASSWORD }, { clientAddress: '192.0.2.60' });
        await store().createAccount({ email: email('keyonly'), plan: 'free' });
        const answers = await Promise.all([
          failure(accounts.signIn({ email: known, password: 'wrong password!' }, { clientAddress: '192.0.2.61' })),
          failure(accounts.signIn({ email: email('nobody'), password: PASSWORD }, { clientAddress: '192.0.2.62' })),
        ]);
        for (const answer of answers) {
          assert.equal(answer.code, 'UNAUTHORIZED');
          assert.equal(answer.message, WRONG_CREDENTIALS);
          assert.equal(answer.issues, undefined);
        }
        const signedIn = await accounts.signIn({ email: known.toUpperCase(), password: PASSWORD }, ADDRESS);
        assert.equal(signedIn.session.account.email, known);
      });

      test('passwords are stored as scrypt hashes, never in clear', async () => {
        const { accounts } = await plugin();
        const address = email('hash');
        await accounts.signUp({ email: address, password: PASSWORD }, ADDRESS);
        const row = await directory.storage
          .database!.kysely.withTables<{ api_accounts: { email: string; passwordHash: string } }>()
          .selectFrom('api_accounts')
          .select('passwordHash')
          .where('email', '=', address)
          .executeTakeFirstOrThrow();
        assert.match(row.passwordHash, /^scrypt\$1024\$8\$1\$/);
        assert.ok(!row.passwordHash.includes(PASSWORD));
      });
    });

    describe('sign-in rate limit', () => {
      test('past the limit per email, even the right password waits until the window has passed', async () => {
        const { accounts } = await plugin({ signInLimits: { perEmail: 3, perAddress: 100, windowMs: 60_000 } });
        const address = email('limited');
        await accounts.signUp({ email: address, password: PASSWORD }, { clientAddress: '192.0.2.70' });
        for (let i = 0; i < 3; i++)
          await failure(
            accounts.signIn({ email: address, password: 'wrong password' }, { clientAddress: `192.0.2.7${i}` }),
          );
        const limited = await failure(accounts.signIn({ email: address, password: PASSWORD }, ADDRESS));
        assert.equal(limited.code, 'TOO_MANY_REQUESTS');
        now = new Date(now.getTime() + 61_000);
        await accounts.signIn({ email: address, password: PASSWORD }, ADDRESS);
      });

      test('past the limit per address, every email from it waits', async () => {
        const { accounts } = await plugin({ signInLimits: { perEmail: 100, perAddress: 3, windowMs: 60_000 } });
        const from = { clientAddress: '198.51.100.9' };
        for (let i = 0; i < 3; i++) await failure(accounts.signIn({ email: email('guess'), password: PASSWORD }, from));
        assert.equal(
          (await failure(accounts.signIn({ email: email('guess'), password: PASSWORD }, from))).code,
          'TOO_MANY_REQUESTS',
        );
        const elsewhere = await failure(accounts.signIn({ email: email('guess'), password: PASSWORD }, ADDRESS));
        assert.equal(elsewhere.code, 'UNAUTHORIZED', 'another address is not limited');
      });
    });

    describe('sessions', () => {
      test('a session slides: it lasts 30 days from its last use', async () => {
        const { accounts } = await plugin();
        const { token } = await signedUp(accounts, { email: email('slide'), password: PASSWORD }, ADDRESS);
        const start = now.getTime();
        now = new Date(start + SESSION_IDLE_MS - 1000);
        assert.ok(await accounts.sessionOf(token), 'used just before 30 days');
        now = new Date(start + 2 * SESSION_IDLE_MS - 2000);
        const slid = await accounts.sessionOf(token);
        assert.ok(slid, 'still alive nearly 60 days in, having been used');
        now = new Date(now.getTime() + SESSION_IDLE_MS + 1);
        assert.equal(await accounts.sessionOf(token), null, '30 days unused ends it');
        assert.equal(await accounts.sessionOf(token), null);
      });

      test('a session nobody comes back to is dropped from the database when another one starts', async () => {
        const { accounts } = await plugin();
        const { session } = await signedUp(accounts, { email: email('idle'), password: PASSWORD }, ADDRESS);
        const sessions = directory.storage
          .database!.kysely.withTables<{ api_sessions: { id: string } }>()
          .selectFrom('api_sessions')
          .select('id')
          .where('id', '=', session.id);
        now = new Date(now.getTime() + SESSION_IDLE_MS);
        await signedUp(accounts, { email: email('idle'), password: PASSWORD }, ADDRESS);
        assert.deepEqual(await sessions.execute(), []);
      });

      test('the cookie token is opaque and stored only as a hash', async () => {
        const { accounts } = await plugin();
        const { token, session } = await signedUp(accounts, { email: email('opaque'), password: PASSWORD }, ADDRESS);
        assert.match(token, /^bds_[0-9A-Za-z]{43}$/);
        const rows = await directory.storage
          .database!.kysely.withTables<{ api_sessions: { id: string; tokenHash: string } }>()
          .selectFrom('api_sessions')
          .selectAll()
          .where('id', '=', session.id)
          .execute();
        assert.equal(rows.length, 1);
        assert.ok(!JSON.stringify(rows).includes(token));
        assert.equal(await accounts.sessionOf('bds_forged'), null);
      });

      test('sign-out ends the session', async () => {
        const { accounts } = await plugin();
        const { token } = await signedUp(accounts, { email: email('out'), password: PASSWORD }, ADDRESS);
        await accounts.signOut(token);
        assert.equal(await accounts.sessionOf(token), null);
        await accounts.signOut(token);
      });

      test('a password change ends every session of the account and answers a new one', async () => {
        const { accounts } = await plugin();
        const address = email('change');
        const first = await signedUp(accounts, { email: address, password: PASSWORD }, ADDRESS);
        const second = await accounts.signIn({ email: address, password: PASSWORD }, ADDRESS);
        const wrong = await failure(
          accounts.changePassword(first.session, { currentPassword: 'not it at all', newPassword: 'a new passphrase' }),
        );
        assert.deepEqual(wrong.issues?.[0]?.path, ['body', 'currentPassword']);
        const fresh = await accounts.changePassword(first.session, {
          currentPassword: PASSWORD,
          newPassword: 'a new passphrase',
        });
        assert.equal(await accounts.sessionOf(first.token), null);
        assert.equal(await accounts.sessionOf(second.token), null);
        assert.ok(await accounts.sessionOf(fresh.token));
        assert.equal(
          (await failure(accounts.signIn({ email: address, password: PASSWORD }, ADDRESS))).code,
          'UNAUTHORIZED',
        );
        await accounts.signIn({ email: address, password: 'a new passphrase' }, ADDRESS);
      });

      test('sessions live in the database: one server process signs in, another sees and ends the session', async () => {
        const here = await plugin();
        const there = await plugin({}, await otherProcess());
        const { token } = await signedUp(here.accounts, { email: email('nodes'), password: PASSWORD }, ADDRESS);
        assert.ok(await there.accounts.sessionOf(token));
        await there.accounts.signOut(token);
        assert.equal(await here.accounts.sessionOf(token), null);
      });
    });

    describe('CSRF', () => {
      test('a form is accepted with its session’s token and refused (403) without it or with another’s', async () => {
        const { accounts } = await plugin();
        const one = await signedUp(accounts, { email: email('csrf'), password: PASSWORD }, ADDRESS);
        const two = await signedUp(accounts, { email: email('csrf'), password: PASSWORD }, ADDRESS);
        assert.doesNotThrow(() => accounts.checkCsrf(one.session, one.session.csrfToken));
        for (const submitted of [undefined, '', two.session.csrfToken, `${one.session.csrfToken}x`, 42])
          assert.throws(
            () => accounts.checkCsrf(one.session, submitted),
            (error: DirectoryError) => error.code === 'FORBIDDEN',
          );
        const seen = await accounts.sessionOf(one.token);
        assert.equal(seen?.csrfToken, one.session.csrfToken, 'the token stays with the session');
      });
    });

    describe('keys of the signed-in account', () => {
      test('a person makes, lists and revokes their own keys; the key is shown once; others’ keys are not theirs', async () => {
        const made = await plugin();
        const { accounts } = made;
        const me = await signedUp(accounts, { email: email('keys'), password: PASSWORD }, ADDRESS);
        const someone = await signedUp(accounts, { email: email('keys'), password: PASSWORD }, ADDRESS);
        const key = await accounts.createKey(me.session);
        assert.match(key.key, /^bdk_live_/);
        const listed = await accounts.listKeys(me.session);
        assert.deepEqual(
          listed.map((k) => k.id),
          [key.id],
        );
        assert.ok(!JSON.stringify(listed).includes(key.key));
        assert.equal((await failure(accounts.revokeKey(someone.session, key.id))).code, 'NOT_FOUND');
        assert.ok(!('refused' in ((await made.auth!.authenticate(keyRequest(key.key))) ?? {})));
        const revoked = await accounts.revokeKey(me.session, key.id);
        assert.ok(revoked.revokedAt);
        assert.deepEqual(await made.auth!.authenticate(keyRequest(key.key)), { refused: INVALID_KEY });
      });
    });

    describe('operators', () => {
      test('only an operator lists accounts (paged), changes plans and roles, and never demotes themselves', async () => {
        const made = await plugin();
        const { accounts } = made;
        const operator = await operatorOf(made);
        const member = await signedUp(accounts, { email: email('m'), password: PASSWORD }, ADDRESS);
        const asMember = { accountId: member.session.account.id };
        for (const call of [
          () => accounts.listAccounts(asMember),
          () => accounts.setPlan(asMember, asMember.accountId, { plan: 'PRO' }),
          () => accounts.setRole(asMember, asMember.accountId, { role: 'operator' }),
          () => accounts.disable(asMember, operator.accountId),
        ])
          assert.equal((await failure(call())).code, 'OPERATOR_REQUIRED');
        assert.equal((await accounts.setPlan(operator, asMember.accountId, { plan: 'pro' })).plan, 'PRO');
        const badPlan = await failure(accounts.setPlan(operator, asMember.accountId, { plan: 'gold' }));
        assert.deepEqual(badPlan.issues?.[0]?.path, ['body', 'plan']);
        assert.equal((await accounts.setRole(operator, asMember.accountId, { role: 'operator' })).role, 'operator');
        assert.equal((await accounts.setRole(operator, asMember.accountId, { role: 'member' })).role, 'member');
        assert.deepEqual(
          (await failure(accounts.setRole(operator, operator.accountId, { role: 'member' }))).issues?.[0]?.path,
          ['body', 'role'],
        );
        assert.equal((await failure(accounts.setPlan(operator, 'acct_missing', { plan: 'PRO' }))).code, 'NOT_FOUND');

        for (const name of ['Third', 'Fourth', 'Fifth']) await made.store().createAccount({ name, plan: 'free' });
        const pages: string[][] = [];
        let after: string | undefined;
        do {
          const page = await accounts.listAccounts(operator, { limit: '2', ...(after && { after }) });
          assert.ok(page.items.length <= 2);
          const ids = page.items.map((account) => account.id);
          assert.equal(
            page.previousCursor,
            pages.length === 0 ? null : ids[0],
            'previousCursor: the first, if any before',
          );
          pages.push(ids);
          after = page.nextCursor ?? undefined;
        } while (after);
        const all = (await made.store().listAccounts()).map((account) => account.id);
        assert.ok(pages.length >= 3);
        assert.deepEqual(pages.flat(), all);
        // And back from the last page, page by page, with `before`: the same pages in the same order within each.
        let before: string | undefined = pages.at(-1)![0];
        for (let index = pages.length - 2; index >= 0; index -= 1) {
          assert.ok(before);
          const page = await accounts.listAccounts(operator, { limit: '2', before });
          assert.deepEqual(
            page.items.map((account) => account.id),
            pages[index],
          );
          assert.equal(page.nextCursor, pages[index]!.at(-1), 'nextCursor: the last, as an account follows');
          before = page.previousCursor ?? undefined;
        }
        assert.equal(before, undefined, 'the first page has no previous one');
        const both = await failure(accounts.listAccounts(operator, { after: all[0], before: all[1] }));
        assert.deepEqual(both.issues?.[0]?.path, ['body', 'before']);
        const nobody = await failure(accounts.listAccounts(operator, { before: 'acct_nobody' }));
        assert.equal(nobody.code, 'BAD_REQUEST');
        assert.deepEqual(nobody.issues?.[0]?.path, ['endingBefore']);
        assert.ok(!JSON.stringify(await accounts.listAccounts(operator)).includes('scrypt$'), 'no password hash');
      });

      test("only an operator lists any account's keys and revokes one of them, refused at once", async () => {
        const made = await plugin();
        const { accounts } = made;
        const operator = await operatorOf(made);
        const holder = await made.store().createAccount({ name: 'Key holder', plan: 'free' });
        const asMember = { accountId: holder.account.id };
        for (const call of [
          () => accounts.listAccountKeys(asMember, holder.account.id),
          () => accounts.revokeAccountKey(asMember, holder.account.id, holder.key.id),
        ])
          assert.equal((await failure(call())).code, 'OPERATOR_REQUIRED');
        const listed = await accounts.listAccountKeys(operator, holder.account.id);
        assert.deepEqual(
          listed.map((key) => key.id),
          [holder.key.id],
        );
        assert.ok(!JSON.stringify(listed).includes(holder.key.key));
        assert.equal((await failure(accounts.listAccountKeys(operator, 'acct_missing'))).code, 'NOT_FOUND');
        const notItsKey = accounts.revokeAccountKey(operator, operator.accountId, holder.key.id);
        assert.equal((await failure(notItsKey)).code, 'NOT_FOUND');
        const revoked = await accounts.revokeAccountKey(operator, holder.account.id, holder.key.id);
        assert.ok(revoked.revokedAt);
        assert.deepEqual(await made.auth!.authenticate(keyRequest(holder.key.key)), { refused: INVALID_KEY });
      });
    });

    describe('disabled accounts', () => {
      test('a disabled account’s keys and sessions are refused at once, and it cannot sign in; enabling restores them', async () => {
        const made = await plugin();
        const { accounts } = made;
        const operator = await operatorOf(made);
        const address = email('disabled');
        const { token, session } = await signedUp(accounts, { email: address, password: PASSWORD }, ADDRESS);
        const key = await accounts.createKey(session);
        assert.ok(!('refused' in ((await made.auth!.authenticate(keyRequest(key.key))) ?? {})), 'verified, so cached');
        await accounts.disable(operator, session.account.id);
        assert.deepEqual(await made.auth!.authenticate(keyRequest(key.key)), { refused: INVALID_KEY });
        assert.equal(await accounts.sessionOf(token), null);
        const signIn = await failure(accounts.signIn({ email: address, password: PASSWORD }, ADDRESS));
        assert.equal(signIn.code, 'UNAUTHORIZED');
        assert.equal((await failure(accounts.disable(operator, operator.accountId))).code, 'BAD_REQUEST');
        await accounts.enable(operator, session.account.id);
        assert.ok(!('refused' in ((await made.auth!.authenticate(keyRequest(key.key))) ?? {})));
        assert.equal(await accounts.sessionOf(token), null, 'ended sessions stay ended');
        await accounts.signIn({ email: address, password: PASSWORD }, ADDRESS);
      });

      test('another server process refuses the key within its verified-key TTL and the session at once', async () => {
        const here = await plugin();
        const there = await plugin({ verifiedKeyTtlMs: 2000 }, await otherProcess());
        const operator = await operatorOf(here);
        const { token, session } = await signedUp(here.accounts, { email: email('far'), password: PASSWORD }, ADDRESS);
        const key = await here.accounts.createKey(session);
        assert.ok(!('refused' in ((await there.auth!.authenticate(keyRequest(key.key))) ?? {})));
        await here.accounts.disable(operator, session.account.id);
        assert.equal(await there.accounts.sessionOf(token), null);
        now = new Date(now.getTime() + 2001);
        assert.deepEqual(await there.auth!.authenticate(keyRequest(key.key)), { refused: INVALID_KEY });
      });
    });
  });
}

export type { AccountsService, WebSession };
