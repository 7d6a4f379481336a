import type { Plan } from '@bankdir/core';

// The accounts seam: what a web or admin plugin calls to sign people in and manage accounts, without importing the
// plugin that keeps them. An auth plugin provides it (ServerPlugin.accounts); the others reach it as
// PluginContext.accounts. Every failure is a DirectoryError in the contract's shape: BAD_REQUEST with one issue per
// form field (path ["body", field]), UNAUTHORIZED, OPERATOR_REQUIRED (not an operator), FORBIDDEN (web forms: sign-up closed, CSRF), NOT_FOUND or TOO_MANY_REQUESTS, with a message fit to show.

export const ACCOUNT_ROLES = ['member', 'operator'] as const;
/** An operator changes plans and roles, disables accounts and makes invites; a member manages only their own keys. */
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ACCOUNT_STATES = ['active', 'disabled'] as const;
/** A disabled account's keys and sessions are refused (401). */
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const SIGNUP_MODES = ['open', 'invite', 'closed'] as const;
/** open: anyone signs up; invite: only with an operator's one-time invite; closed: only the CLI makes accounts. */
export type SignupMode = (typeof SIGNUP_MODES)[number];

/** An account as a page or an operator sees it: never its password hash. */
export interface AccountProfile {
  /** `acct_…` */
  readonly id: string;
  /** The sign-in name, as given; null for an account made for API keys only. */
  readonly email: string | null;
  readonly name: string;
  readonly plan: Plan;
  readonly role: AccountRole;
  readonly state: AccountState;
  readonly createdAt: string;
}

/** A signed-in browser: what sessionOf answers for a valid session cookie. */
export interface WebSession {
  /** `ses_…`: not secret. */
  readonly id: string;
  readonly account: AccountProfile;
  /** Put in every form that changes something; checkCsrf compares it. */
  readonly csrfToken: string;
  /** When the session ends if it is not used again (it slides forward with use). */
  readonly expiresAt: string;
}

/** A session just made: the cookie's value (shown to the browser only; stored hashed) and the session. */
export interface NewSession {
  readonly token: string;
  readonly session: WebSession;
}

/** An API key as listed: never the key itself. */
export interface AccountKey {
  readonly id: string;
  /** The key's non-secret beginning, to recognise it. */
  readonly prefix: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
  readonly revokedAt: string | null;
}

/** A key right after it is made: `key` is shown once and never again. */
export interface NewAccountKey {
  readonly id: string;
  readonly key: string;
  readonly createdAt: string;
}

/**
 * One page of accounts, oldest first; pass nextCursor as `after` for the next page, previousCursor as `before` for the
 * one before. Each is null when no account lies that way.
 */
export interface AccountsPage {
  readonly items: readonly AccountProfile[];
  readonly nextCursor: string | null;
  readonly previousCursor: string | null;
}

/** A one-time invite: `token` goes into the sign-up link, shown once. */
export interface NewInvite {
  readonly id: string;
  readonly token: string;
  /** When set, only this email may use the invite. */
  readonly email: string | null;
  readonly expiresAt: string;
}

/** Where a request comes from, for the per-address sign-in and sign-up limits. */
export interface ClientInfo {
  readonly clientAddress: string;
}

/** The account acting as operator: a session's account id (web) or a key's principal's accountId (admin API). */
export interface Actor {
  readonly accountId: string;
}

/** Form input: fields are `unknown` because they come straight from a form or a JSON body and are checked here. */
export type FormInput = Readonly<Record<string, unknown>>;

/** The accounts service; see the comment at the top of this file for how it fails. */
export interface AccountsService {
  /** The sign-up mode in force. */
  signupMode(): SignupMode;
  /**
   * Makes a FREE member account, or nothing when the email already has one: both answer alike (the same work, the same
   * void) so that sign-up never tells whether an email has an account; the person then signs in. `{ email, password,
   * invite? }`; invite mode needs `invite`, used up either way. Taken emails count against the address's sign-in limit.
   */
  signUp(input: FormInput, client: ClientInfo): Promise<void>;
  /** `{ email, password }`. One answer for an unknown email and a wrong password; rate-limited per email and address. */
  signIn(input: FormInput, client: ClientInfo): Promise<NewSession>;
  /** Ends the session of this cookie token; an unknown token changes nothing. */
  signOut(token: string): Promise<void>;
  /** The signed-in session of a cookie token, or null (unknown, expired, account disabled). Slides the expiry. */
  sessionOf(token: string): Promise<WebSession | null>;
  /** Throws 403 FORBIDDEN unless `submitted` is the session's CSRF token; call it on every state-changing request. */
  checkCsrf(session: WebSession, submitted: unknown): void;
  /** `{ currentPassword, newPassword }`. Ends every session of the account and answers a new one for this browser. */
  changePassword(session: WebSession, input: FormInput): Promise<NewSession>;
  createKey(session: WebSession): Promise<NewAccountKey>;
  listKeys(session: WebSession): Promise<readonly AccountKey[]>;
  /** Revokes one of the session account's own keys (404 for any other key). */
  revokeKey(session: WebSession, keyId: string): Promise<AccountKey>;
  /** The account with this id, or undefined: the admin API reads a key principal's role here. */
  accountOf(accountId: string): Promise<AccountProfile | undefined>;
  /**
   * Operators only (403 otherwise). `{ limit? (1 to 100, default 50), after? or before? }`; a cursor naming no account
   * is a BAD_REQUEST at `["startingAfter"]` or `["endingBefore"]`, as a Directory list's.
   */
  listAccounts(actor: Actor, input?: FormInput): Promise<AccountsPage>;
  /** Operators only. `{ plan }`: FREE or PRO. */
  setPlan(actor: Actor, accountId: string, input: FormInput): Promise<AccountProfile>;
  /** Operators only. `{ role }`: member or operator. An operator cannot demote themselves. */
  setRole(actor: Actor, accountId: string, input: FormInput): Promise<AccountProfile>;
  /** Operators only; not oneself. Refuses the account's keys and sessions at once. */
  disable(actor: Actor, accountId: string): Promise<AccountProfile>;
  enable(actor: Actor, accountId: string): Promise<AccountProfile>;
  /** Operators only. Any account's keys, oldest first (404 for an unknown account). */
  listAccountKeys(actor: Actor, accountId: string): Promise<readonly AccountKey[]>;
  /** Operators only. Revokes a key of the account (404 when the account has no such key); again changes nothing. */
  revokeAccountKey(actor: Actor, accountId: string, keyId: string): Promise<AccountKey>;
  /** Operators only. `{ email? }`: a one-time invite, valid 7 days. */
  createInvite(actor: Actor, input?: FormInput): Promise<NewInvite>;
}
