import type { Stock, StockStore } from '@bankdir/core';
import { derivedOf } from '../derived.ts';
import type { MemoryDb } from '../memory-db.ts';
import type { StockRow } from '../tables.ts';
import { compareIds } from '../text-match.ts';

export function stockStore(db: MemoryDb): StockStore {
  return {
    replaceForBank: (bankId, stocks, at) =>
      db.write((tables) => {
        if (!tables.banks.has(bankId)) throw new Error(`no bank ${bankId}`);
        const keep = new Set(stocks.map((stock) => stock.id));
        for (const [id, row] of tables.stocks) if (row.bankId === bankId && !keep.has(id)) tables.stocks.delete(id);
        for (const stock of stocks) {
          const current = tables.stocks.get(stock.id);
          const unchanged =
            current !== undefined &&
            current.symbol === stock.symbol &&
            current.marketId === stock.marketId &&
            current.isPrimary === stock.isPrimary;
          if (unchanged) continue;
          // A listing whose id stays keeps its createdAt.
          const row: StockRow = {
            id: stock.id,
            bankId,
            symbol: stock.symbol,
            marketId: stock.marketId,
            isPrimary: stock.isPrimary,
            createdAt: current?.createdAt ?? at,
            updatedAt: at,
          };
          tables.stocks.set(stock.id, row);
        }
      }),

    async listForBanks(bankIds) {
      const tables = db.read();
      const derived = derivedOf(tables);
      const wanted = new Set(bankIds);
      const stocks: Stock[] = [];
      for (const row of tables.stocks.values()) {
        const bank = tables.banks.get(row.bankId);
        const market = tables.markets.get(row.marketId);
        if (!wanted.has(row.bankId) || !bank || !market) continue;
        const { rank, countryRank } = derived.banks.get(bank.id)!;
        stocks.push({
          id: row.id,
          symbol: row.symbol,
          isPrimary: row.isPrimary,
          marketId: row.marketId,
          bankId: row.bankId,
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
          market: { ...market },
          bank: { id: bank.id, name: bank.name, url: bank.url, rank, countryRank, countryId: bank.countryId },
        });
      }
      // bankId, primary first, then symbol.
      return stocks.sort(
        (a, b) =>
          compareIds(a.bankId, b.bankId) || Number(b.isPrimary) - Number(a.isPrimary) || compareIds(a.symbol, b.symbol),
      );
    },
  };
}
