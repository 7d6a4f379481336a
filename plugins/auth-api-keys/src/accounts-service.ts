import { DirectoryError } from '@bankdir/core';
import type {
  AccountKey,
  AccountProfile,
  AccountsService,
  Actor,
  ClientInfo,
  NewSession,
  SignupMode,
  WebSession,
} from '@bankdir/server';
import * as v from 'valibot';
import {
  EmailSchema,
  emailKeyOf,
  fieldProblem,
  GivenPasswordSchema,
  PAGE_ENTRIES,
  PasswordSchema,
  PlanSchema,
  parseForm,
  RoleSchema,
} from './account-rules.ts';
import { type ApiKeyInfo, type ApiKeyStore, ApiKeyStoreError } from './api-key-store.ts';
import type { InviteStore } from './invite-store.ts';
import { hashPassword, passwordMatches, type ScryptCost } from './password-hash.ts';
import { csrfMatches, type SessionStore, type StoredSession } from './session-store.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';

/** The one answer to an unknown email, a wrong password and an account without a password alike. */
export const WRONG_CREDENTIALS = 'The email or password is not right.';

export interface AccountsServiceParts {
  store: ApiKeyStore;
  sessions: SessionStore;
  invites: InviteStore;
  limiter: SignInLimiter;
  signupMode: () => SignupMode;
  scryptCost: ScryptCost;
}

/** The accounts service the plugin provides through the server's seam (PluginContext.accounts). */
export function accountsService(parts: AccountsServiceParts): AccountsService {
  const { store, sessions, invites, limiter, scryptCost } = parts;
  // Compared against when the email has no account, so an unknown email costs the same scrypt as a known one.
  let standInHash: Promise<string> | undefined;
  const standIn = () => (standInHash ??= hashPassword('no account has this password', scryptCost));

  async function newSession(account: AccountProfile): Promise<NewSession> {
    const { token, session } = await sessions.create(account.id);
    return { token, session: webSession(account, session) };
  }

  async function refuseWhenLimited(subjects: { emailKey?: string; address?: string }): Promise<void> {
    const wait = await limiter.waitFor(subjects);
    if (wait > 0)
      throw new DirectoryError(
        'TOO_MANY_REQUESTS',
        `Too many failed attempts; try again in ${Math.ceil(wait / 60_000)} minute(s).`,
      );
  }

  async function operator(actor: Actor): Promise<void> {
    const account = await store.getAccount(actor.accountId);
    if (account?.role !== 'operator' || account.state !== 'active')
      throw new DirectoryError('OPERATOR_REQUIRED', "Only an active operator's account may do this.");
  }

  async function target(accountId: string): Promise<AccountProfile> {
    const account = await store.getAccount(accountId);
    if (!account) throw DirectoryError.notFound(`No account ${accountId}.`);
    return account;
  }

  return {
    signupMode: () => parts.signupMode(),

    async signUp(input, client: ClientInfo) {
      const mode = parts.signupMode();
      if (mode === 'closed')
        throw new DirectoryError('FORBIDDEN', 'Sign-up is closed; ask the operator of this server for an account.');
      const form = parseForm(
        {
          email: EmailSchema,
          password: PasswordSchema,
          invite:
            mode === 'invite' ? v.pipe(v.string('is required.'), v.nonEmpty('is required.')) : v.optional(v.unknown()),
        },
        input,
      );
      const emailKey = emailKeyOf(form.email);
      await refuseWhenLimited({ address: client.clientAddress });
      // Hashed before anything depends on the email, so a taken email costs the same time as a new one.
      const passwordHash = await hashPassword(form.password, scryptCost);
      const invite = mode === 'invite' ? String(form.invite) : undefined;
      // An invite is used up whether or not the email has an account: reusing it tells nothing about the email.
      if (invite !== undefined && !(await invites.consume(invite, emailKey)))
        throw fieldProblem('invite', 'is not valid: it is unknown, used, expired or made for another email.');
      // Counted against the address: probing which emails have accounts costs as much as guessing passwords.
      const countTakenEmail = () => limiter.recordFailure({ address: client.clientAddress });
      if (await store.findByEmail(form.email)) return countTakenEmail();
      try {
        await store.createAccountWithoutKey({ email: form.email, plan: 'FREE', role: 'member', passwordHash });
      } catch (error) {
        // Taken in the meantime by a sign-up running alongside: the same answer as any taken email.
        if (error instanceof ApiKeyStoreError) return countTakenEmail();
        if (invite !== undefined) await invites.release(invite);
        throw error;
      }
    },

    async signIn(input, client) {
      const form = parseForm({ email: EmailSchema, password: GivenPasswordSchema }, input);
      const subjects = { emailKey: emailKeyOf(form.email), address: client.clientAddress };
      await refuseWhenLimited(subjects);
      const found = await store.findByEmail(form.email);
      const matches = await passwordMatches(form.password, found?.passwordHash ?? (await standIn()));
      if (!found?.passwordHash || !matches) {
        await limiter.recordFailure(subjects);
        throw new DirectoryError('UNAUTHORIZED', WRONG_CREDENTIALS);
      }
      // Said only to whoever knows the password.
      if (found.account.state !== 'active')
        throw new DirectoryError('UNAUTHORIZED', 'This account is disabled; ask the operator of this server.');
      await limiter.clearEmail(subjects.emailKey);
      return newSession(found.account);
    },

    signOut: (token) => sessions.end(token),

    async sessionOf(token) {
      const stored = await sessions.find(token);
      if (!stored) return null;
      const account = await store.getAccount(stored.accountId);
      return account?.state === 'active' ? webSession(account, stored) : null;
    },

    checkCsrf(session, submitted) {
      if (!csrfMatches(session.csrfToken, submitted))
        throw new DirectoryError(
          'FORBIDDEN',
          'The form has expired or did not come from this site; reload the page and try again.',
        );
    },

    async changePassword(session, input) {
      const form = parseForm({ currentPassword: GivenPasswordSchema, newPassword: PasswordSchema }, input);
      const found = session.account.email === null ? undefined : await store.findByEmail(session.account.email);
      if (!found || found.account.id !== session.account.id)
        throw new DirectoryError('UNAUTHORIZED', 'This session has ended; sign in again.');
      // Counted like sign-ins of the email: a stolen session does not make guessing the password cheaper.
      const subjects = { emailKey: emailKeyOf(found.account.email ?? '') };
      await refuseWhenLimited(subjects);
      if (found.passwordHash === null || !(await passwordMatches(form.currentPassword, found.passwordHash))) {
        await limiter.recordFailure(subjects);
        throw fieldProblem('currentPassword', 'is not your current password.');
      }
      await store.setPasswordHash(session.account.id, await hashPassword(form.newPassword, scryptCost));
      return newSession(found.account);
    },

    async createKey(session) {
      const key = await store.createKey(session.account.id);
      return { id: key.id, key: key.key, createdAt: key.createdAt };
    },

    async listKeys(session) {
      return (await store.listKeys(session.account.id)).map(accountKeyOf);
    },

    async revokeKey(session, keyId) {
      const own = (await store.listKeys(session.account.id)).some((key) => key.id === keyId);
      if (!own) throw DirectoryError.notFound(`No key ${keyId} on your account.`);
      return accountKeyOf(await store.revokeKey(keyId));
    },

    accountOf: (accountId) => store.getAccount(accountId),

    async listAccounts(actor, input) {
      await operator(actor);
      const { limit, after, before } = parseForm(PAGE_ENTRIES, input);
      if (after !== undefined && before !== undefined)
        throw fieldProblem('before', 'cannot be sent together with after; send one cursor only.');
      return store.listAccountsPage({ limit, startingAfter: after, endingBefore: before });
    },

    async setPlan(actor, accountId, input) {
      await operator(actor);
      const { plan } = parseForm({ plan: PlanSchema }, input);
      await target(accountId);
      return store.setPlan(accountId, plan);
    },

    async setRole(actor, accountId, input) {
      await operator(actor);
      const { role } = parseForm({ role: RoleSchema }, input);
      await target(accountId);
      // Keeps at least the operator who asks: nobody locks the server's operators out by accident.
      if (accountId === actor.accountId && role !== 'operator')
        throw fieldProblem('role', 'of your own account stays operator; ask another operator to change it.');
      return store.setRole(accountId, role);
    },

    async disable(actor, accountId) {
      await operator(actor);
      await target(accountId);
      if (accountId === actor.accountId)
        throw DirectoryError.badRequest('An operator cannot disable their own account.', [
          { path: ['accountId'], message: 'An operator cannot disable their own account.' },
        ]);
      return store.setState(accountId, 'disabled');
    },

    async enable(actor, accountId) {
      await operator(actor);
      await target(accountId);
      return store.setState(accountId, 'active');
    },

    async listAccountKeys(actor, accountId) {
      await operator(actor);
      await target(accountId);
      return (await store.listKeys(accountId)).map(accountKeyOf);
    },

    async revokeAccountKey(actor, accountId, keyId) {
      await operator(actor);
      await target(accountId);
      const owned = (await store.listKeys(accountId)).some((key) => key.id === keyId);
      if (!owned) throw DirectoryError.notFound(`No key ${keyId} on account ${accountId}.`);
      return accountKeyOf(await store.revokeKey(keyId));
    },

    async createInvite(actor, input) {
      await operator(actor);
      const { email } = parseForm({ email: v.optional(EmailSchema) }, input);
      const invite = await invites.create(actor.accountId, email ?? null);
      return { ...invite, email: email ?? null };
    },
  };
}

function webSession(account: AccountProfile, stored: StoredSession): WebSession {
  return { id: stored.id, account, csrfToken: stored.csrfToken, expiresAt: stored.expiresAt };
}

function accountKeyOf(info: ApiKeyInfo): AccountKey {
  return {
    id: info.id,
    prefix: info.prefix,
    createdAt: info.createdAt,
    lastUsedAt: info.lastUsedAt,
    revokedAt: info.revokedAt,
  };
}
