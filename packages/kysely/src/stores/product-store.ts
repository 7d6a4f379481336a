import {
  isPubliclyVisible,
  type Page,
  type ProductListQuery,
  type ProductRecord,
  type ProductStore,
} from '@bankdir/core/driver';
import { type SqlBool, sql } from 'kysely';
import { filterNumbers } from '../queries/entity-numbers.ts';
import { containsPattern, inKeyOrder, lookUpCursor, readListPage, tableRows } from '../queries/keyset-page.ts';
import { tableOrder } from '../queries/list-order.ts';
import { preparedListQuery } from '../queries/prepared-query.ts';
import { type ProductRow, productColumnsOf, productRecordOf, selectProductRows } from '../queries/product-rows.ts';
import type { StoreConnection } from '../queries/store-connection.ts';
import { productCategories, productStatuses, productTypes } from '../schema/codes.ts';
import { msOf } from '../schema/time.ts';
import { newSeq } from '../sequence/new-seq.ts';
import { productSeqs } from '../sequence/seq-tables.ts';

// A literal, not a bound value: SQLite uses a partial index only when the query repeats its condition as written.
const IS_PUBLIC = sql<SqlBool>`${sql.ref('isPublic')} = true`;

// A page's rows by seq, prepared once per size of list.
const productRowsBySeqs = preparedListQuery<number, ProductRow>((db, seqs) =>
  selectProductRows(db).where('products.seq', 'in', seqs),
);

/** One page of the public products. */
async function listPublicProducts(db: StoreConnection['db'], query: ProductListQuery): Promise<Page<ProductRecord>> {
  const { bankNo, countryNo } = await filterNumbers(db, query);
  const base = () => {
    let q = db.selectFrom('products').where(IS_PUBLIC);
    if (bankNo !== undefined) q = q.where('bankNo', '=', bankNo);
    if (countryNo !== undefined) q = q.where('countryNo', '=', countryNo);
    if (query.categories !== undefined)
      q = q.where(
        'category',
        'in',
        query.categories.map((category) => productCategories.code(category)),
      );
    if (query.types !== undefined)
      q = q.where(
        'type',
        'in',
        query.types.map((type) => productTypes.code(type)),
      );
    if (query.currency !== undefined) q = q.where('currency', '=', query.currency);
    if (query.search !== undefined)
      q = q.where(sql<SqlBool>`${sql.ref('nameKey')} like ${containsPattern(query.search)} escape '\\'`);
    const min = query.minRatePercent;
    if (min !== undefined) q = q.where((eb) => eb.or([eb('ratePercent', '>=', min), eb('rateMaxPercent', '>=', min)]));
    const max = query.maxRatePercent;
    if (max !== undefined) q = q.where((eb) => eb.or([eb('ratePercent', '<=', max), eb('rateMinPercent', '<=', max)]));
    return q;
  };
  // Everything `base` depends on: its statements are then prepared once per shape.
  const shape = JSON.stringify([
    'products',
    bankNo,
    countryNo,
    query.categories,
    query.types,
    query.currency,
    query.search,
    query.minRatePercent,
    query.maxRatePercent,
  ]);
  const order = tableOrder('products', query.sortBy, query.sortOrder);
  const page = await readListPage<ProductRow>(
    {
      filtered: base,
      prepared: { db, shape },
      order: order.keyset,
      keyOfId: (id) =>
        lookUpCursor(
          { db, column: order.cursorColumn, table: tableRows(db, 'products'), list: { shape, rows: base } },
          id,
        ),
      rowsOf: async (keys) => {
        if (keys.length === 0) return [];
        const seqs = keys.map((key) => Number(key.tie));
        const rows = await productRowsBySeqs.execute(db, seqs);
        return inKeyOrder(keys, rows, (row) => Number(row.seq));
      },
      keyOf: (row) => ({ value: order.valueOf(row), tie: Number(row.seq) }),
    },
    query.page,
  );
  return { ...page, items: page.items.map(productRecordOf) };
}

export function productStore(connection: StoreConnection): ProductStore {
  const { db } = connection;

  async function getRecord(tx: StoreConnection['db'], id: string): Promise<ProductRecord | undefined> {
    const row = (await selectProductRows(tx).where('products.id', '=', id).executeTakeFirst()) as
      | ProductRow
      | undefined;
    return row && productRecordOf(row);
  }

  return {
    listPublic: (query) => listPublicProducts(db, query),

    async listForBank(bankId, { publicOnly }) {
      let q = selectProductRows(db).where('banks.id', '=', bankId);
      if (publicOnly) q = q.where(IS_PUBLIC);
      return ((await q.execute()) as ProductRow[]).map(productRecordOf);
    },

    get: (id) => getRecord(db, id),

    create: (id, bankId, fields, nameKey, at) =>
      connection.atomic(async (tx) => {
        const bank = await tx
          .selectFrom('banks')
          .innerJoin('bank_stats', 'bank_stats.bankNo', 'banks.bankNo')
          .select(['banks.bankNo', 'bank_stats.countryNo'])
          .where('banks.id', '=', bankId)
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('products')
          .values({
            seq: await newSeq(productSeqs(tx), id),
            id,
            bankNo: bank.bankNo,
            countryNo: bank.countryNo,
            ...productColumnsOf(fields, nameKey, false),
            createdAt: msOf(at),
            updatedAt: msOf(at),
          })
          .execute();
        return (await getRecord(tx, id))!;
      }),

    replace: (id, fields, nameKey, at) =>
      connection.atomic(async (tx) => {
        const current = await tx.selectFrom('products').select('hidden').where('id', '=', id).executeTakeFirst();
        if (!current) return undefined;
        await tx
          .updateTable('products')
          .set({ ...productColumnsOf(fields, nameKey, Boolean(current.hidden)), updatedAt: msOf(at) })
          .where('id', '=', id)
          .execute();
        return getRecord(tx, id);
      }),

    setStatus: (id, status, at) =>
      connection.atomic(async (tx) => {
        const current = await tx.selectFrom('products').select('hidden').where('id', '=', id).executeTakeFirst();
        if (!current) return undefined;
        const isPublic = isPubliclyVisible({ status, hidden: Boolean(current.hidden) });
        await tx
          .updateTable('products')
          .set({ status: productStatuses.code(status), isPublic, updatedAt: msOf(at) })
          .where('id', '=', id)
          .execute();
        return getRecord(tx, id);
      }),

    setHidden: (id, hidden, at) =>
      connection.atomic(async (tx) => {
        const current = await tx.selectFrom('products').select('status').where('id', '=', id).executeTakeFirst();
        if (!current) return undefined;
        const isPublic = isPubliclyVisible({ status: productStatuses.value(current.status), hidden });
        await tx
          .updateTable('products')
          .set({ hidden, isPublic, updatedAt: msOf(at) })
          .where('id', '=', id)
          .execute();
        return getRecord(tx, id);
      }),

    async delete(id) {
      const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
