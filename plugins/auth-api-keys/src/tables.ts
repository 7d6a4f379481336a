import type { Plan } from '@bankdir/core';
import type { AccountRole, AccountState } from '@bankdir/server';

/** The plugin's tables, beside the directory's in the same database. */
export type ApiKeyTables = {
  api_accounts: {
    id: string;
    name: string;
    plan: Plan;
    createdAt: string;
    /** The sign-in name as given; null for an account made for API keys only. */
    email: string | null;
    /** The email folded to lower case: unique, so that two spellings of one address are one account. */
    emailKey: string | null;
    /** scrypt hash (see password-hash.ts); null: the account cannot sign in on the web. */
    passwordHash: string | null;
    role: AccountRole;
    state: AccountState;
  };
  api_keys: {
    id: string;
    accountId: string;
    /** SHA-256 of the full key, hex; the key itself is never stored. */
    secretHash: string;
    createdAt: string;
    /** Updated at most once a minute per key. */
    lastUsedAt: string | null;
    revokedAt: string | null;
  };
  api_sessions: {
    id: string;
    accountId: string;
    /** SHA-256 of the cookie's token, hex; the token itself is never stored. */
    tokenHash: string;
    csrfToken: string;
    createdAt: string;
    /** The session ends SESSION_IDLE_MS after this; updated at most once a minute. */
    lastSeenAt: string;
  };
  api_invites: {
    id: string;
    tokenHash: string;
    email: string | null;
    createdBy: string;
    createdAt: string;
    expiresAt: string;
    usedAt: string | null;
  };
  /** One row per refused sign-in (or taken sign-up), by subject (`email:<key>`, `address:<ip>`), for the rate limit. */
  api_sign_in_failures: {
    subject: string;
    at: string;
  };
};
