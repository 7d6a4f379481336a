import type { RepresentativeStore } from '@bankdir/core';
import type { Scope } from '../queries/scope.ts';

export function representativeStore(scope: Scope): RepresentativeStore {
  const { db } = scope;
  return {
    approve: (accountId, bankId, at) =>
      scope.atomic(async (tx) => {
        const existing = await tx
          .selectFrom('representatives')
          .select('accountId')
          .where('accountId', '=', accountId)
          .where('bankId', '=', bankId)
          .executeTakeFirst();
        if (existing) return false;
        await tx.insertInto('representatives').values({ accountId, bankId, approvedAt: at }).execute();
        // The first approval claims the bank; later ones and revocations leave claimedAt as it is.
        await tx
          .updateTable('banks')
          .set({ claimedAt: at })
          .where('id', '=', bankId)
          .where('claimedAt', 'is', null)
          .execute();
        return true;
      }),

    async revoke(accountId, bankId) {
      const result = await db
        .deleteFrom('representatives')
        .where('accountId', '=', accountId)
        .where('bankId', '=', bankId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async isApproved(accountId, bankId) {
      const row = await db
        .selectFrom('representatives')
        .select('bankId')
        .where('accountId', '=', accountId)
        .where('bankId', '=', bankId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async listForAccount(accountId) {
      const rows = await db
        .selectFrom('representatives')
        .select('bankId')
        .where('accountId', '=', accountId)
        .orderBy('bankId')
        .execute();
      return rows.map((row) => row.bankId);
    },
  };
}
