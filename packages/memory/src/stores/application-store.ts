import type { ApplicationRecord, ApplicationStore } from '@bankdir/core/driver';
import { keysetPage } from '../keyset.ts';
import type { MemoryDb } from '../memory-db.ts';

export function applicationStore(db: MemoryDb): ApplicationStore {
  return {
    create: (application, at) =>
      db.write((tables) => {
        if (!tables.banks.has(application.bankId)) throw new Error(`no bank ${application.bankId}`);
        const record: ApplicationRecord = {
          ...application,
          status: 'PENDING',
          createdAt: at,
          decidedAt: null,
          decidedBy: null,
          reason: null,
        };
        tables.applications.set(record.id, record);
        return { ...record };
      }),

    async get(id) {
      const row = db.read().applications.get(id);
      return row && { ...row };
    },

    async findPending(accountId, bankId) {
      for (const row of db.read().applications.values()) {
        if (row.accountId === accountId && row.bankId === bankId && row.status === 'PENDING') return { ...row };
      }
      return undefined;
    },

    async list(query) {
      const { applications } = db.read();
      const kept = [...applications.values()].filter(
        (row) =>
          (query.status === undefined || row.status === query.status) &&
          (query.bankId === undefined || row.bankId === query.bankId) &&
          (query.accountId === undefined || row.accountId === query.accountId),
      );
      const page = await keysetPage(
        {
          items: kept,
          sortValue: (row) => row.createdAt,
          order: 'desc',
          cursorValue: (id) => applications.get(id)?.createdAt,
        },
        query.page,
      );
      return { ...page, items: page.items.map((row) => ({ ...row })) };
    },

    decide: (id, decision) =>
      db.write((tables) => {
        const row = tables.applications.get(id);
        if (row?.status !== 'PENDING') return undefined;
        const decided: ApplicationRecord = {
          ...row,
          status: decision.status,
          decidedAt: decision.decidedAt,
          decidedBy: decision.decidedBy ?? null,
          reason: decision.reason ?? null,
        };
        tables.applications.set(id, decided);
        return { ...decided };
      }),
  };
}
