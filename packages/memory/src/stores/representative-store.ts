import type { RepresentativeStore } from '@bankdir/core/driver';
import type { MemoryDb } from '../memory-db.ts';
import { approvalKey } from '../tables.ts';

export function representativeStore(db: MemoryDb): RepresentativeStore {
  return {
    approve: (accountId, bankId, at) =>
      db.write((tables) => {
        const bank = tables.banks.get(bankId);
        if (!bank) throw new Error(`no bank ${bankId}`);
        const key = approvalKey(accountId, bankId);
        if (tables.approvals.has(key)) return false;
        tables.approvals.set(key, { accountId, bankId, approvedAt: at });
        // The first approval claims the bank; later ones and revocations leave claimedAt as it is.
        if (bank.claimedAt === null) tables.banks.set(bankId, { ...bank, claimedAt: at });
        return true;
      }),

    revoke: (accountId, bankId) => db.write((tables) => tables.approvals.delete(approvalKey(accountId, bankId))),

    async isApproved(accountId, bankId) {
      return db.read().approvals.has(approvalKey(accountId, bankId));
    },

    async listForAccount(accountId) {
      return [...db.read().approvals.values()]
        .filter((approval) => approval.accountId === accountId)
        .map((approval) => approval.bankId)
        .sort();
    },
  };
}
