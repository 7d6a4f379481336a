import type { Market } from '@bankdir/core';
import type { MarketStore } from '@bankdir/core/driver';
import type { Selectable } from 'kysely';
import type { StoreConnection } from '../queries/store-connection.ts';
import type { MarketsTable } from '../schema/database.ts';
import { isoOf, msOf } from '../schema/time.ts';

type MarketRow = Selectable<MarketsTable>;

export function marketOf(row: MarketRow): Market {
  return {
    ...row,
    isTvEmbeddable: Boolean(row.isTvEmbeddable),
    type: 'STOCK',
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

export function marketStore(connection: StoreConnection): MarketStore {
  const { db } = connection;
  return {
    upsert: (market, at) =>
      connection.atomic(async (tx) => {
        const existing = await tx.selectFrom('markets').selectAll().where('id', '=', market.id).executeTakeFirst();
        if (!existing) {
          await tx
            .insertInto('markets')
            .values({ ...market, createdAt: msOf(at), updatedAt: msOf(at) })
            .execute();
          return { ...market, createdAt: at, updatedAt: at };
        }
        const current = marketOf(existing);
        const unchanged = (Object.keys(market) as (keyof typeof market)[]).every((key) => current[key] === market[key]);
        if (unchanged) return current;
        await tx
          .updateTable('markets')
          .set({ ...market, updatedAt: msOf(at) })
          .where('id', '=', market.id)
          .execute();
        return { ...market, createdAt: current.createdAt, updatedAt: at };
      }),

    async get(id) {
      const row = await db.selectFrom('markets').selectAll().where('id', '=', id).executeTakeFirst();
      return row && marketOf(row);
    },

    async list() {
      return (await db.selectFrom('markets').selectAll().orderBy('id').execute()).map(marketOf);
    },
  };
}
