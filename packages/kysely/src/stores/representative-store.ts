import type { RepresentativeStore } from '@bankdir/core/driver';
import { accountNoFor, accountNoOf, bankNoOf } from '../queries/entity-numbers.ts';
import type { StoreConnection } from '../queries/store-connection.ts';
import { msOf } from '../schema/time.ts';

export function representativeStore(connection: StoreConnection): RepresentativeStore {
  const { db } = connection;

  const numbersOf = async (tx: StoreConnection['db'], accountId: string, bankId: string) => {
    const [accountNo, bankNo] = [await accountNoOf(tx, accountId), await bankNoOf(tx, bankId)];
    return accountNo === undefined || bankNo === undefined ? undefined : { accountNo, bankNo };
  };

  return {
    approve: (accountId, bankId, at) =>
      connection.atomic(async (tx) => {
        const bankNo = await bankNoOf(tx, bankId);
        if (bankNo === undefined) throw new Error(`no bank ${bankId}`);
        const accountNo = await accountNoFor(tx, accountId);
        const { numInsertedOrUpdatedRows } = await tx
          .insertInto('representatives')
          .values({ accountNo, bankNo, approvedAt: msOf(at) })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirstOrThrow();
        if (!numInsertedOrUpdatedRows) return false;
        // The first approval claims the bank; later ones and revocations leave claimedAt as it is.
        await tx
          .updateTable('banks')
          .set({ claimedAt: msOf(at) })
          .where('bankNo', '=', bankNo)
          .where('claimedAt', 'is', null)
          .execute();
        return true;
      }),

    async revoke(accountId, bankId) {
      const numbers = await numbersOf(db, accountId, bankId);
      if (!numbers) return false;
      const result = await db
        .deleteFrom('representatives')
        .where('accountNo', '=', numbers.accountNo)
        .where('bankNo', '=', numbers.bankNo)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async isApproved(accountId, bankId) {
      const numbers = await numbersOf(db, accountId, bankId);
      if (!numbers) return false;
      const row = await db
        .selectFrom('representatives')
        .select('bankNo')
        .where('accountNo', '=', numbers.accountNo)
        .where('bankNo', '=', numbers.bankNo)
        .executeTakeFirst();
      return row !== undefined;
    },

    async listForAccount(accountId) {
      const rows = await db
        .selectFrom('representatives')
        .innerJoin('accounts', 'accounts.accountNo', 'representatives.accountNo')
        .innerJoin('banks', 'banks.bankNo', 'representatives.bankNo')
        .select('banks.id')
        .where('accounts.id', '=', accountId)
        .orderBy('banks.id')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
