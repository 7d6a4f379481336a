import type { Market } from '@bankdir/core';
import type { MarketStore, MarketWrite } from '@bankdir/core/driver';
import type { MemoryDb } from '../memory-db.ts';

export function marketStore(db: MemoryDb): MarketStore {
  return {
    upsert: (market, at) =>
      db.write((tables) => {
        const current = tables.markets.get(market.id);
        const unchanged =
          current !== undefined &&
          (Object.keys(market) as (keyof MarketWrite)[]).every((key) => current[key] === market[key]);
        if (current && unchanged) return { ...current };
        const row: Market = { ...market, createdAt: current?.createdAt ?? at, updatedAt: at };
        tables.markets.set(market.id, row);
        return { ...row };
      }),

    async get(id) {
      const market = db.read().markets.get(id);
      return market && { ...market };
    },

    async list() {
      return [...db.read().markets.values()]
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map((market) => ({ ...market }));
    },
  };
}
