import { isPubliclyVisible, type ProductRecord, type ProductStore } from '@bankdir/core';
import { type SqlBool, sql } from 'kysely';
import { chunks } from '../queries/id-chunks.ts';
import { containsPattern, readRowsPage } from '../queries/keyset-page.ts';
import { type ProductRow, productColumnsOf, productRecordOf } from '../queries/product-rows.ts';
import type { Scope } from '../queries/scope.ts';
import { productSortColumn } from '../schema/sort-columns.ts';

const NULLABLE_SORT_COLUMNS = new Set(['ratePercent', 'effectiveDate']);
// A literal, not a bound value: SQLite uses a partial index only when the query repeats its condition as written.
const IS_PUBLIC = sql<SqlBool>`${sql.ref('isPublic')} = true`;

export function productStore(scope: Scope): ProductStore {
  const { db } = scope;

  async function withBankNames(rows: readonly ProductRow[]): Promise<ProductRecord[]> {
    const names = new Map<string, string>();
    for (const part of chunks([...new Set(rows.map((row) => row.bankId))])) {
      for (const bank of await db.selectFrom('banks').select(['id', 'name']).where('id', 'in', part).execute())
        names.set(bank.id, bank.name);
    }
    return rows.map((row) => productRecordOf(row, names.get(row.bankId) ?? ''));
  }

  async function getRecord(tx: Scope['db'], id: string): Promise<ProductRecord | undefined> {
    const row = await tx.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const bank = await tx.selectFrom('banks').select('name').where('id', '=', row.bankId).executeTakeFirst();
    return productRecordOf(row, bank?.name ?? '');
  }

  return {
    async listPublic(query) {
      const base = () => {
        let q = db.selectFrom('products').where(IS_PUBLIC);
        if (query.bankId !== undefined) q = q.where('bankId', '=', query.bankId);
        if (query.countryId !== undefined) q = q.where('countryId', '=', query.countryId);
        if (query.categories !== undefined) q = q.where('category', 'in', [...query.categories]);
        if (query.types !== undefined) q = q.where('type', 'in', [...query.types]);
        if (query.currency !== undefined) q = q.where('currency', '=', query.currency);
        if (query.search !== undefined)
          q = q.where(sql<SqlBool>`${sql.ref('nameKey')} like ${containsPattern(query.search)} escape '\\'`);
        const min = query.minRatePercent;
        if (min !== undefined)
          q = q.where((eb) => eb.or([eb('ratePercent', '>=', min), eb('rateMaxPercent', '>=', min)]));
        const max = query.maxRatePercent;
        if (max !== undefined)
          q = q.where((eb) => eb.or([eb('ratePercent', '<=', max), eb('rateMinPercent', '<=', max)]));
        return q;
      };
      const column = productSortColumn(query.sortBy);
      const order = { column, order: query.sortOrder, nullable: NULLABLE_SORT_COLUMNS.has(column) };
      const page = await readRowsPage<ProductRow>(db, 'products', order, base, query.page);
      return { ...page, items: await withBankNames(page.items) };
    },

    async listForBank(bankId, { publicOnly }) {
      let q = db.selectFrom('products').selectAll().where('bankId', '=', bankId);
      if (publicOnly) q = q.where(IS_PUBLIC);
      return withBankNames(await q.execute());
    },

    get: (id) => getRecord(db, id),

    create: (id, bankId, fields, nameKey, at) =>
      scope.atomic(async (tx) => {
        const bank = await tx
          .selectFrom('banks')
          .select('countryId')
          .where('id', '=', bankId)
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('products')
          .values({
            id,
            bankId,
            countryId: bank.countryId,
            ...productColumnsOf(fields, nameKey, false),
            createdAt: at,
            updatedAt: at,
          })
          .execute();
        return (await getRecord(tx, id))!;
      }),

    replace: (id, fields, nameKey, at) =>
      scope.atomic(async (tx) => {
        const current = await tx.selectFrom('products').select('hidden').where('id', '=', id).executeTakeFirst();
        if (!current) return undefined;
        await tx
          .updateTable('products')
          .set({ ...productColumnsOf(fields, nameKey, Boolean(current.hidden)), updatedAt: at })
          .where('id', '=', id)
          .execute();
        return getRecord(tx, id);
      }),

    setStatus: (id, status, at) =>
      scope.atomic(async (tx) => {
        const current = await tx.selectFrom('products').select('hidden').where('id', '=', id).executeTakeFirst();
        if (!current) return undefined;
        const isPublic = isPubliclyVisible({ status, hidden: Boolean(current.hidden) });
        await tx.updateTable('products').set({ status, isPublic, updatedAt: at }).where('id', '=', id).execute();
        return getRecord(tx, id);
      }),

    setHidden: (id, hidden, at) =>
      scope.atomic(async (tx) => {
        const current = await tx.selectFrom('products').select('status').where('id', '=', id).executeTakeFirst();
        if (!current) return undefined;
        const isPublic = isPubliclyVisible({ status: current.status, hidden });
        await tx.updateTable('products').set({ hidden, isPublic, updatedAt: at }).where('id', '=', id).execute();
        return getRecord(tx, id);
      }),

    async delete(id) {
      const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
