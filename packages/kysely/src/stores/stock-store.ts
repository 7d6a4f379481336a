import type { Stock } from '@bankdir/core';
import type { StockStore } from '@bankdir/core/driver';
import { onRanksOfBank } from '../queries/bank-ranks.ts';
import { bankNoOf } from '../queries/entity-numbers.ts';
import { chunks } from '../queries/id-chunks.ts';
import type { StoreConnection } from '../queries/store-connection.ts';
import { isoOf, msOf } from '../schema/time.ts';
import { marketOf } from './market-store.ts';

export function stockStore(connection: StoreConnection): StockStore {
  const { db } = connection;
  return {
    replaceForBank: (bankId, stocks, at) =>
      connection.atomic(async (tx) => {
        const bankNo = await bankNoOf(tx, bankId);
        if (bankNo === undefined) throw new Error(`no bank ${bankId}`);
        const existing = await tx.selectFrom('stocks').selectAll().where('bankNo', '=', bankNo).execute();
        const byId = new Map(existing.map((row) => [row.id, row]));
        const keep = new Set(stocks.map((stock) => stock.id));
        const gone = existing.filter((row) => !keep.has(row.id)).map((row) => row.id);
        if (gone.length > 0) await tx.deleteFrom('stocks').where('id', 'in', gone).execute();
        for (const stock of stocks) {
          const row = byId.get(stock.id);
          if (!row) {
            await tx
              .insertInto('stocks')
              .values({ ...stock, bankNo, createdAt: msOf(at), updatedAt: msOf(at) })
              .execute();
          } else if (
            row.symbol !== stock.symbol ||
            row.marketId !== stock.marketId ||
            Boolean(row.isPrimary) !== stock.isPrimary
          ) {
            await tx
              .updateTable('stocks')
              .set({ symbol: stock.symbol, marketId: stock.marketId, isPrimary: stock.isPrimary, updatedAt: msOf(at) })
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
          .innerJoin('banks', 'banks.bankNo', 'stocks.bankNo')
          .innerJoin('bank_stats', 'bank_stats.bankNo', 'stocks.bankNo')
          .innerJoin('bank_ranks', onRanksOfBank)
          .innerJoin('countries', 'countries.countryNo', 'bank_stats.countryNo')
          .select([
            'stocks.id',
            'stocks.symbol',
            'stocks.isPrimary',
            'stocks.marketId',
            'banks.id as bankId',
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
            'bank_ranks.rank as bankRank',
            'bank_ranks.countryRank as bankCountryRank',
            'countries.id as bankCountryId',
          ])
          .where('banks.id', 'in', part)
          .execute();
        for (const row of rows) {
          stocks.push({
            id: row.id,
            symbol: row.symbol,
            isPrimary: Boolean(row.isPrimary),
            marketId: row.marketId,
            bankId: row.bankId,
            createdAt: isoOf(row.createdAt),
            updatedAt: isoOf(row.updatedAt),
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
