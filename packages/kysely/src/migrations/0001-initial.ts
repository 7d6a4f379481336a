import { type Kysely, sql } from 'kysely';
import { BANK_SORT_COLUMNS, PRODUCT_SORT_COLUMNS } from '../queries/list-order.ts';
import { SCORE_COLUMNS } from '../schema/score-columns.ts';

// The directory's tables. Written with Kysely's schema builder only, so PostgreSQL can run the same migration.
// Every list order gets its own index, in both directions, with and without the filter a list is most often narrowed by:
// a keyset page then seeks straight to its cursor, however deep, and never sorts.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nameKey', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('banksCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await orderIndexes(db, 'countries', ['nameKey', 'code'], []);

  await db.schema
    .createTable('markets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('tvCode', 'text', (c) => c.notNull())
    .addColumn('isTvEmbeddable', 'boolean', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('countryId', 'text', (c) => c.notNull().references('countries.id'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  let banks = db.schema
    .createTable('banks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nameKey', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('primaryHostname', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('storiesCount', 'integer', (c) => c.notNull())
    .addColumn('claimedAt', 'text')
    .addColumn('countryId', 'text', (c) => c.notNull().references('countries.id'))
    .addColumn('rank', 'integer')
    .addColumn('countryRank', 'integer')
    .addColumn('rankKey', 'bigint')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull());
  for (const column of SCORE_COLUMNS) banks = banks.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  await banks.execute();
  await orderIndexes(db, 'banks', BANK_SORT_COLUMNS, ['countryId']);
  // Rank maintenance finds a bank's neighbours in rank order, worldwide and in its country.
  await db.schema.createIndex('banks_rank_order').on('banks').columns(['rankKey desc', 'id']).execute();
  await db.schema
    .createIndex('banks_country_rank_order')
    .on('banks')
    .columns(['countryId', 'rankKey desc', 'id'])
    .execute();
  await db.schema.createIndex('banks_primary_hostname').on('banks').column('primaryHostname').execute();

  await db.schema
    .createTable('bank_hostnames')
    .addColumn('bankId', 'text', (c) => c.notNull().references('banks.id').onDelete('cascade'))
    .addColumn('hostname', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bank_hostnames_pk', ['bankId', 'hostname'])
    .execute();
  await db.schema.createIndex('bank_hostnames_hostname').on('bank_hostnames').column('hostname').execute();

  await db.schema
    .createTable('stocks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('isPrimary', 'boolean', (c) => c.notNull())
    .addColumn('marketId', 'text', (c) => c.notNull().references('markets.id'))
    .addColumn('bankId', 'text', (c) => c.notNull().references('banks.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stocks_bank').on('stocks').columns(['bankId', 'isPrimary desc', 'symbol']).execute();

  await db.schema
    .createTable('votes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('bankId', 'text', (c) => c.notNull().references('banks.id').onDelete('cascade'))
    .addColumn('countryId', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('isUp', 'boolean', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('votes_one_per_account', ['accountId', 'bankId', 'category'])
    .execute();
  await orderIndexes(db, 'votes', ['createdAt'], ['bankId', 'countryId']);

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bankId', 'text', (c) => c.notNull().references('banks.id').onDelete('cascade'))
    .addColumn('countryId', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nameKey', 'text', (c) => c.notNull())
    .addColumn('summary', 'text')
    .addColumn('details', 'text')
    .addColumn('url', 'text')
    .addColumn('currency', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('hidden', 'boolean', (c) => c.notNull())
    .addColumn('isPublic', 'boolean', (c) => c.notNull())
    .addColumn('rateType', 'text')
    .addColumn('ratePercent', 'double precision')
    .addColumn('rateMinPercent', 'double precision')
    .addColumn('rateMaxPercent', 'double precision')
    .addColumn('rateNote', 'text')
    .addColumn('monthlyFeeCents', 'bigint')
    .addColumn('annualFeeCents', 'bigint')
    .addColumn('minimumOpeningDepositCents', 'bigint')
    .addColumn('minimumBalanceCents', 'bigint')
    .addColumn('termMonths', 'bigint')
    .addColumn('termNote', 'text')
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull())
    .addColumn('effectiveDate', 'text')
    .addColumn('displayOrder', 'integer')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await orderIndexes(db, 'products', PRODUCT_SORT_COLUMNS, ['countryId', 'bankId'], {
    column: 'isPublic',
    value: true,
  });
  await db.schema.createIndex('products_bank').on('products').column('bankId').execute();

  await db.schema
    .createTable('representatives')
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('bankId', 'text', (c) => c.notNull().references('banks.id').onDelete('cascade'))
    .addColumn('approvedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('representatives_pk', ['accountId', 'bankId'])
    .execute();
  await db.schema.createIndex('representatives_bank').on('representatives').column('bankId').execute();
}

/**
 * For each sort column: an index in each direction (the tie-break id always ascending), and the same behind each
 * filter column. `partial` makes them partial indexes over the rows where that boolean column has that value (the rows
 * public lists show).
 */
export async function orderIndexes(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
  filters: readonly string[],
  partial?: { column: string; value: boolean },
): Promise<void> {
  for (const prefix of [[], ...filters.map((filter) => [filter])]) {
    for (const column of columns) {
      // Filtered to one value of the sort column itself, the unfiltered index already walks in order.
      if (prefix.includes(column)) continue;
      for (const direction of ['asc', 'desc'] as const) {
        const name = [table, ...prefix, column, direction].join('_');
        let index = db.schema
          .createIndex(name)
          .on(table)
          .columns([...prefix, `${column} ${direction}`, 'id']);
        if (partial) index = index.where(sql.ref(partial.column), '=', sql.lit(partial.value));
        await index.execute();
      }
    }
  }
}
