import type { Stock, StockStore } from '@bankdir/core';
import { chunks } from '../queries/id-chunks.ts';
import type { Scope } from '../queries/scope.ts';
import { marketOf } from './market-store.ts';

export function stockStore(scope: Scope): StockStore {
  const { db } = scope;
  return {
    replaceForBank: (bankId, stocks, at) =>
      scope.atomic(async (tx) => {
        const existing = await tx.selectFrom('stocks').selectAll().where('bankId', '=', bankId).execute();
        const byId = new Map(existing.map((row) => [row.id, row]));
        const keep = new Set(stocks.map((stock) => stock.id));
        const gone = existing.filter((row) => !keep.has(row.id)).map((row) => row.id);
        if (gone.length > 0) await tx.deleteFrom('stocks').where('id', 'in', gone).execute();
        for (const stock of stocks) {
          const row = byId.get(stock.id);
          if (!row) {
            await tx
              .insertInto('stocks')
              .values({ ...stock, bankId, createdAt: at, updatedAt: at })
              .execute();
          } else if (
            row.symbol !== stock.symbol ||
            row.marketId !== stock.marketId ||
            Boolean(row.isPrimary) !== stock.isPrimary
          ) {
            await tx
              .updateTable('stocks')
              .set({ symbol: stock.symbol, marketId: stock.marketId, isPrimary: stock.isPrimary, updatedAt: at })
              .where('id', '=', stock.id)
              .execute();
          }
        }
      }),

    async listForBanks(bankIds) {
      const stocks: Stock[] = [];
      for (const part of chunks([...new Set(bankIds)])) {
        const rows = await db
          .selectFrom('stocks')
          .innerJoin('markets', 'markets.id', 'stocks.marketId')
          .innerJoin('banks', 'banks.id', 'stocks.bankId')
          .select([
            'stocks.id',
            'stocks.symbol',
            'stocks.isPrimary',
            'stocks.marketId',
            'stocks.bankId',
            'stocks.createdAt',
            'stocks.updatedAt',
            'markets.name as marketName',
            'markets.code as marketCode',
            'markets.tvCode as marketTvCode',
            'markets.isTvEmbeddable as marketIsTvEmbeddable',
            'markets.type as marketType',
            'markets.countryId as marketCountryId',
            'markets.createdAt as marketCreatedAt',
            'markets.updatedAt as marketUpdatedAt',
            'banks.name as bankName',
            'banks.url as bankUrl',
            'banks.rank as bankRank',
            'banks.countryRank as bankCountryRank',
            'banks.countryId as bankCountryId',
          ])
          .where('stocks.bankId', 'in', part)
          .execute();
        for (const row of rows) {
          stocks.push({
            id: row.id,
            symbol: row.symbol,
            isPrimary: Boolean(row.isPrimary),
            marketId: row.marketId,
            bankId: row.bankId,
            createdAt: row.createdAt,
            updatedAt: row.updatedAt,
            market: marketOf({
              id: row.marketId,
              name: row.marketName,
              code: row.marketCode,
              tvCode: row.marketTvCode,
              isTvEmbeddable: row.marketIsTvEmbeddable,
              type: row.marketType,
              countryId: row.marketCountryId,
              createdAt: row.marketCreatedAt,
              updatedAt: row.marketUpdatedAt,
            }),
            bank: {
              id: row.bankId,
              name: row.bankName,
              url: row.bankUrl,
              rank: row.bankRank === null ? null : Number(row.bankRank),
              countryRank: row.bankCountryRank === null ? null : Number(row.bankCountryRank),
              countryId: row.bankCountryId,
            },
          });
        }
      }
      // bankId, primary first, then symbol.
      return stocks.sort((a, b) =>
        a.bankId < b.bankId
          ? -1
          : a.bankId > b.bankId
            ? 1
            : Number(b.isPrimary) - Number(a.isPrimary) || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0),
      );
    },
  };
}
