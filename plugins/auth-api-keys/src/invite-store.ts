import type { Kysely } from 'kysely';
import { hashToken, randomBase62 } from './key-token.ts';
import type { ApiKeyTables } from './tables.ts';

/** An invite may be used for 7 days. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** One-time sign-up invites made by operators, stored as the SHA-256 of their token. */
export interface InviteStore {
  create(createdBy: string, email: string | null): Promise<{ id: string; token: string; expiresAt: string }>;
  /**
   * Marks the invite of `token` used when it is unused, unexpired and made for `emailKey` (or for anyone); answers
   * whether it was. One conditional update: only one of two sign-ups racing for one invite gets it.
   */
  consume(token: string, emailKey: string): Promise<boolean>;
  /** Makes a consumed invite usable again, when the sign-up it was consumed for failed after all. */
  release(token: string): Promise<void>;
}

export function inviteStore(db: Kysely<ApiKeyTables>, clock: () => Date): InviteStore {
  return {
    async create(createdBy, email) {
      const now = clock();
      const token = `bdi_${randomBase62(32)}`;
      const row = {
        id: `inv_${randomBase62(20)}`,
        tokenHash: hashToken(token),
        email: email === null ? null : email.trim().toLowerCase(),
        createdBy,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + INVITE_TTL_MS).toISOString(),
        usedAt: null,
      };
      await db.insertInto('api_invites').values(row).execute();
      return { id: row.id, token, expiresAt: row.expiresAt };
    },

    async consume(token, emailKey) {
      const now = clock().toISOString();
      const result = await db
        .updateTable('api_invites')
        .set({ usedAt: now })
        .where('tokenHash', '=', hashToken(token))
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .where((eb) => eb.or([eb('email', 'is', null), eb('email', '=', emailKey)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async release(token) {
      await db.updateTable('api_invites').set({ usedAt: null }).where('tokenHash', '=', hashToken(token)).execute();
    },
  };
}
