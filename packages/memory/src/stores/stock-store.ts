import type { Stock } from '@bankdir/core';
import type { StockStore } from '@bankdir/core/driver';
import { derivedOf } from '../derived.ts';
import type { MemoryDb } from '../memory-db.ts';
import type { StockRow } from '../tables.ts';
import { compareIds } from '../text-match.ts';

export function stockStore(db: MemoryDb): StockStore {
  return {
    replaceForBank: (bankId, stocks, at) =>
      db.write((tables) => {
        if (!tables.banks.has(bankId)) throw new Error(`no bank ${bankId}`);
        const current = new Map((tables.stocks.get(bankId) ?? []).map((row) => [row.id, row]));
        const rows = stocks.map((stock): StockRow => {
          const earlier = current.get(stock.id);
          const unchanged =
            earlier !== undefined &&
            earlier.symbol === stock.symbol &&
            earlier.marketId === stock.marketId &&
            earlier.isPrimary === stock.isPrimary;
          if (unchanged) return earlier;
          // A listing whose id stays keeps its createdAt.
          return { ...stock, bankId, createdAt: earlier?.createdAt ?? at, updatedAt: at };
        });
        if (rows.length === 0) tables.stocks.delete(bankId);
        else tables.stocks.set(bankId, rows);
      }),

    async listForBanks(bankIds) {
      const tables = db.read();
      const derived = derivedOf(tables);
      const stocks: Stock[] = [];
      for (const bankId of new Set(bankIds)) {
        const bank = tables.banks.get(bankId);
        if (!bank) continue;
        const { rank, countryRank } = derived.banks.get(bankId)!;
        for (const row of tables.stocks.get(bankId) ?? []) {
          const market = tables.markets.get(row.marketId);
          if (!market) continue;
          stocks.push({
            id: row.id,
            symbol: row.symbol,
            isPrimary: row.isPrimary,
            marketId: row.marketId,
            bankId,
            createdAt: row.createdAt,
            updatedAt: row.updatedAt,
            market: { ...market },
            bank: { id: bankId, name: bank.name, url: bank.url, rank, countryRank, countryId: bank.countryId },
          });
        }
      }
      // bankId, primary first, then symbol.
      return stocks.sort(
        (a, b) =>
          compareIds(a.bankId, b.bankId) || Number(b.isPrimary) - Number(a.isPrimary) || compareIds(a.symbol, b.symbol),
      );
    },
  };
}
