import type { Plan } from '@bankdir/core';

/** The plugin's tables, beside the directory's in the same database. */
export type ApiKeyTables = {
  api_accounts: {
    id: string;
    name: string;
    plan: Plan;
    createdAt: string;
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
};
