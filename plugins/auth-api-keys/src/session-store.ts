import { timingSafeEqual } from 'node:crypto';
import { isStorageUnavailable } from '@bankdir/core';
import type { Kysely } from 'kysely';
import { hashToken, randomBase62 } from './key-token.ts';
import type { ApiKeyTables } from './tables.ts';

/** A session ends after 30 days without use. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute per session, so a busy page does not write on every request. */
const SEEN_RESOLUTION_MS = 60_000;
/** `bds_` and 43 base62 characters: about 256 bits. */
const TOKEN_PREFIX = 'bds_';
const TOKEN = /^bds_[0-9A-Za-z]{43}$/;

export interface StoredSession {
  id: string;
  accountId: string;
  csrfToken: string;
  expiresAt: string;
}

/** Web sessions in the database (so every worker and node sees them), found by the SHA-256 of their cookie token. */
export interface SessionStore {
  create(accountId: string): Promise<{ token: string; session: StoredSession }>;
  /** The live session of a token, its expiry slid forward; null when unknown or idle too long (then deleted). */
  find(token: string): Promise<StoredSession | null>;
  end(token: string): Promise<void>;
  endAll(accountId: string): Promise<void>;
}

export function sessionStore(db: Kysely<ApiKeyTables>, clock: () => Date): SessionStore {
  const expiry = (lastSeenAt: string) => new Date(Date.parse(lastSeenAt) + SESSION_IDLE_MS).toISOString();
  return {
    async create(accountId) {
      const now = clock();
      const token = `${TOKEN_PREFIX}${randomBase62(43)}`;
      const row = {
        id: `ses_${randomBase62(20)}`,
        accountId,
        tokenHash: hashToken(token),
        csrfToken: randomBase62(32),
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
      };
      // Sessions nobody came back to are dropped as new ones start, so the table holds live sessions only.
      const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
      await db.deleteFrom('api_sessions').where('lastSeenAt', '<=', idleSince).execute();
      await db.insertInto('api_sessions').values(row).execute();
      return { token, session: { id: row.id, accountId, csrfToken: row.csrfToken, expiresAt: expiry(row.lastSeenAt) } };
    },

    async find(token) {
      if (!TOKEN.test(token)) return null;
      const row = await db
        .selectFrom('api_sessions')
        .selectAll()
        .where('tokenHash', '=', hashToken(token))
        .executeTakeFirst();
      if (!row) return null;
      const now = clock();
      if (Date.parse(row.lastSeenAt) + SESSION_IDLE_MS <= now.getTime()) {
        await db.deleteFrom('api_sessions').where('id', '=', row.id).execute();
        return null;
      }
      let lastSeenAt = row.lastSeenAt;
      if (Date.parse(lastSeenAt) <= now.getTime() - SEEN_RESOLUTION_MS) {
        lastSeenAt = now.toISOString();
        // Best effort, as for a key's lastUsedAt: a database that takes no writes still lets the session in.
        await db
          .updateTable('api_sessions')
          .set({ lastSeenAt })
          .where('id', '=', row.id)
          .execute()
          .catch((error: unknown) => {
            if (!isStorageUnavailable(error)) throw error;
          });
      }
      return { id: row.id, accountId: row.accountId, csrfToken: row.csrfToken, expiresAt: expiry(lastSeenAt) };
    },

    async end(token) {
      if (TOKEN.test(token)) await db.deleteFrom('api_sessions').where('tokenHash', '=', hashToken(token)).execute();
    },

    async endAll(accountId) {
      await db.deleteFrom('api_sessions').where('accountId', '=', accountId).execute();
    },
  };
}

/** Whether `submitted` is the session's CSRF token, compared in constant time. */
export function csrfMatches(expected: string, submitted: unknown): boolean {
  if (typeof submitted !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}
