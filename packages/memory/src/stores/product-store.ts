import {
  isPubliclyVisible,
  type ProductRecord,
  type ProductStore,
  passesRateFilters,
  productSortValue,
  type SortValue,
} from '@bankdir/core/driver';
import { keysetPage } from '../keyset.ts';
import type { MemoryDb } from '../memory-db.ts';
import type { ProductRow, Tables } from '../tables.ts';

function productRecordOf(row: ProductRow, tables: Tables): ProductRecord {
  return {
    id: row.id,
    bankId: row.bankId,
    ...structuredClone(row.fields),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    bankName: tables.banks.get(row.bankId)?.name ?? '',
    hidden: row.hidden,
  };
}

const isPublic = (row: ProductRow) => isPubliclyVisible({ status: row.fields.status, hidden: row.hidden });

export function productStore(db: MemoryDb): ProductStore {
  return {
    async listPublic(query) {
      const tables = db.read();
      const kept = [...tables.products.values()].filter((product) => {
        const { fields } = product;
        return (
          isPublic(product) &&
          (query.bankId === undefined || product.bankId === query.bankId) &&
          (query.countryId === undefined || tables.banks.get(product.bankId)?.countryId === query.countryId) &&
          (query.categories === undefined || query.categories.includes(fields.category)) &&
          (query.types === undefined || query.types.includes(fields.type)) &&
          (query.currency === undefined || fields.currency === query.currency) &&
          (query.search === undefined || product.nameKey.includes(query.search)) &&
          passesRateFilters(fields, query.minRatePercent, query.maxRatePercent)
        );
      });
      const sortValue = (product: ProductRow): SortValue => productSortValue(product, query.sortBy);
      const page = await keysetPage(
        {
          items: kept,
          sortValue,
          order: query.sortOrder,
          cursorValue: (id) => {
            const cursor = tables.products.get(id);
            return cursor && sortValue(cursor);
          },
        },
        query.page,
      );
      return { ...page, items: page.items.map((product) => productRecordOf(product, tables)) };
    },

    async listForBank(bankId, { publicOnly }) {
      const tables = db.read();
      return [...tables.products.values()]
        .filter((product) => product.bankId === bankId && (!publicOnly || isPublic(product)))
        .map((product) => productRecordOf(product, tables));
    },

    async get(id) {
      const tables = db.read();
      const product = tables.products.get(id);
      return product && productRecordOf(product, tables);
    },

    create: (id, bankId, fields, nameKey, at) =>
      db.write((tables) => {
        if (!tables.banks.has(bankId)) throw new Error(`a product names no bank (${bankId})`);
        const row: ProductRow = {
          id,
          bankId,
          fields: structuredClone(fields),
          nameKey,
          hidden: false,
          createdAt: at,
          updatedAt: at,
        };
        tables.products.set(id, row);
        return productRecordOf(row, tables);
      }),

    replace: (id, fields, nameKey, at) =>
      db.write((tables) => {
        const current = tables.products.get(id);
        if (!current) return undefined;
        const row: ProductRow = { ...current, fields: structuredClone(fields), nameKey, updatedAt: at };
        tables.products.set(id, row);
        return productRecordOf(row, tables);
      }),

    setStatus: (id, status, at) =>
      db.write((tables) => {
        const current = tables.products.get(id);
        if (!current) return undefined;
        const row: ProductRow = { ...current, fields: { ...current.fields, status }, updatedAt: at };
        tables.products.set(id, row);
        return productRecordOf(row, tables);
      }),

    setHidden: (id, hidden, at) =>
      db.write((tables) => {
        const current = tables.products.get(id);
        if (!current) return undefined;
        const row: ProductRow = { ...current, hidden, updatedAt: at };
        tables.products.set(id, row);
        return productRecordOf(row, tables);
      }),

    delete: (id) => db.write((tables) => tables.products.delete(id)),
  };
}
