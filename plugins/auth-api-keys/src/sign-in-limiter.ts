import type { Kysely } from 'kysely';
import type { ApiKeyTables } from './tables.ts';

export interface SignInLimits {
  /** Refused sign-ins allowed per email in the window; default 5. */
  perEmail: number;
  /** Refused sign-ins (and taken sign-up emails) allowed per client address in the window; default 20. */
  perAddress: number;
  /** The window, ms; default 15 minutes. */
  windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perEmail: 5, perAddress: 20, windowMs: 15 * 60_000 };

/**
 * Counts refused sign-ins per email and per client address in the database, so the limit holds across workers and
 * nodes. Past a limit, sign-ins of that email or from that address are refused until the window has passed.
 */
export interface SignInLimiter {
  /** Ms to wait before the next attempt for this email or address; 0 when allowed. */
  waitFor(subjects: { emailKey?: string; address?: string }): Promise<number>;
  recordFailure(subjects: { emailKey?: string; address?: string }): Promise<void>;
  /** A correct password clears the email's count (not the address's). */
  clearEmail(emailKey: string): Promise<void>;
}

export function signInLimiter(db: Kysely<ApiKeyTables>, limits: SignInLimits, clock: () => Date): SignInLimiter {
  const subjectsOf = ({ emailKey, address }: { emailKey?: string; address?: string }) => [
    ...(emailKey === undefined ? [] : [{ subject: `email:${emailKey}`, limit: limits.perEmail }]),
    ...(address === undefined ? [] : [{ subject: `address:${address}`, limit: limits.perAddress }]),
  ];
  return {
    async waitFor(subjects) {
      const now = clock().getTime();
      const since = new Date(now - limits.windowMs).toISOString();
      let wait = 0;
      for (const { subject, limit } of subjectsOf(subjects)) {
        const rows = await db
          .selectFrom('api_sign_in_failures')
          .select('at')
          .where('subject', '=', subject)
          .where('at', '>', since)
          .orderBy('at', 'desc')
          .limit(limit)
          .execute();
        // Blocked until the oldest of the last `limit` failures leaves the window.
        if (rows.length >= limit) wait = Math.max(wait, Date.parse(rows[limit - 1]!.at) + limits.windowMs - now);
      }
      return wait;
    },

    async recordFailure(subjects) {
      const now = clock().getTime();
      const at = new Date(now).toISOString();
      const before = new Date(now - limits.windowMs).toISOString();
      // Failures older than the window count for nothing: drop them, whoever they were about.
      await db.deleteFrom('api_sign_in_failures').where('at', '<=', before).execute();
      for (const { subject } of subjectsOf(subjects))
        await db.insertInto('api_sign_in_failures').values({ subject, at }).execute();
    },

    async clearEmail(emailKey) {
      await db.deleteFrom('api_sign_in_failures').where('subject', '=', `email:${emailKey}`).execute();
    },
  };
}
