import { SCORE_SORT_KEYS } from '@bankdir/core';
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { isSqlite } from '../../schema/engine.ts';

// The tables of the lean layout, under `prefix` while the migration fills them. No foreign keys: the stores keep
// references whole themselves (a bank's rows go with it), and a vote pays no parent lookup.

// biome-ignore lint/suspicious/noExplicitAny: creates tables the schema types do not know yet
type Db = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: a table under construction
type Table = CreateTableBuilder<any, any>;

export async function createLeanTables(db: Db, prefix: string): Promise<void> {
  const sqlite = isSqlite(db);
  // A number the database assigns: SQLite's rowid, a PostgreSQL identity.
  const numbered = (table: Table, column: string) =>
    table.addColumn(column, 'integer', (c) =>
      sqlite ? c.primaryKey() : c.primaryKey().generatedByDefaultAsIdentity(),
    );
  // The id-ordered seq: on SQLite the rowid itself, so every index entry already ends in it.
  const sequenced = (table: Table) => table.addColumn('seq', sqlite ? 'integer' : 'bigint', (c) => c.primaryKey());
  const time = 'bigint';
  const required = (c: ColumnDefinitionBuilder) => c.notNull();
  const name = (table: string) => `${prefix}${table}`;

  // Countries are few (one per two-letter code): their scores stay in their one row, ties broken by the id itself.
  let countries = numbered(db.schema.createTable(name('countries')), 'countryNo')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', required)
    .addColumn('nameKey', 'text', required)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('emoji', 'text', required)
    .addColumn('banksCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('storiesCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rank', 'integer')
    .addColumn('rankKey', 'bigint')
    .addColumn('createdAt', time, required)
    .addColumn('updatedAt', time, required);
  for (const column of SCORE_SORT_KEYS)
    countries = countries.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  await countries.execute();

  await numbered(db.schema.createTable(name('accounts')), 'accountNo')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable(name('markets'))
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', required)
    .addColumn('code', 'text', required)
    .addColumn('tvCode', 'text', required)
    .addColumn('isTvEmbeddable', 'boolean', required)
    .addColumn('type', 'text', required)
    .addColumn('countryId', 'text', required)
    .addColumn('createdAt', time, required)
    .addColumn('updatedAt', time, required)
    .execute();

  await numbered(db.schema.createTable(name('banks')), 'bankNo')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', required)
    .addColumn('url', 'text', required)
    .addColumn('primaryHostname', 'text', required)
    .addColumn('description', 'text', required)
    .addColumn('facts', 'text')
    .addColumn('claimedAt', time)
    .addColumn('createdAt', time, required)
    .addColumn('updatedAt', time, required)
    .execute();

  let stats = sequenced(db.schema.createTable(name('bank_stats')))
    .addColumn('bankNo', 'integer', (c) => c.notNull().unique())
    .addColumn('countryNo', 'integer', required)
    .addColumn('nameKey', 'text', required)
    .addColumn('storiesCount', 'integer', required)
    .addColumn('rank', 'integer')
    .addColumn('countryRank', 'integer')
    .addColumn('rankKey', 'bigint');
  for (const column of SCORE_SORT_KEYS) stats = stats.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  await stats.execute();

  await db.schema
    .createTable(name('bank_hostnames'))
    .addColumn('bankNo', 'integer', required)
    .addColumn('hostname', 'text', required)
    .addPrimaryKeyConstraint(`${prefix}bank_hostnames_key`, ['bankNo', 'hostname'])
    .execute();

  await db.schema
    .createTable(name('stocks'))
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('symbol', 'text', required)
    .addColumn('isPrimary', 'boolean', required)
    .addColumn('marketId', 'text', required)
    .addColumn('bankNo', 'integer', required)
    .addColumn('createdAt', time, required)
    .addColumn('updatedAt', time, required)
    .execute();

  await sequenced(db.schema.createTable(name('votes')))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('bankNo', 'integer', required)
    .addColumn('accountNo', 'integer', required)
    .addColumn('countryNo', 'integer', required)
    .addColumn('category', 'smallint', required)
    .addColumn('isUp', 'boolean', required)
    .addColumn('createdAt', time, required)
    .addColumn('updatedAt', time, required)
    .execute();

  await sequenced(db.schema.createTable(name('products')))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('bankNo', 'integer', required)
    .addColumn('countryNo', 'integer', required)
    .addColumn('category', 'smallint', required)
    .addColumn('type', 'smallint', required)
    .addColumn('name', 'text', required)
    .addColumn('nameKey', 'text', required)
    .addColumn('summary', 'text')
    .addColumn('details', 'text')
    .addColumn('url', 'text')
    .addColumn('currency', 'text')
    .addColumn('status', 'smallint', required)
    .addColumn('hidden', 'boolean', required)
    .addColumn('isPublic', 'boolean', required)
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
    .addColumn('features', 'text', required)
    .addColumn('attributes', 'text', required)
    .addColumn('effectiveDate', 'integer')
    .addColumn('displayOrder', 'integer')
    .addColumn('createdAt', time, required)
    .addColumn('updatedAt', time, required)
    .execute();

  await sequenced(db.schema.createTable(name('stories')))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('bankNo', 'integer', required)
    .addColumn('countryNo', 'integer', required)
    .addColumn('accountNo', 'integer', required)
    .addColumn('text', 'text', required)
    .addColumn('textKey', 'text', required)
    .addColumn('tags', 'text', required)
    .addColumn('tagMask', 'integer', required)
    .addColumn('thumbsUpCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'boolean', required)
    .addColumn('createdAt', time, required)
    .addColumn('updatedAt', time, required)
    .execute();

  await db.schema
    .createTable(name('story_thumbs'))
    .addColumn('storyId', 'text', required)
    .addColumn('accountNo', 'integer', required)
    .addColumn('createdAt', time, required)
    .addPrimaryKeyConstraint(`${prefix}story_thumbs_key`, ['storyId', 'accountNo'])
    .execute();

  await db.schema
    .createTable(name('representatives'))
    .addColumn('accountNo', 'integer', required)
    .addColumn('bankNo', 'integer', required)
    .addColumn('approvedAt', time, required)
    .addPrimaryKeyConstraint(`${prefix}representatives_key`, ['accountNo', 'bankNo'])
    .execute();
}

/** The tables above, children before the tables they refer to. */
export const LEAN_TABLES = [
  'story_thumbs',
  'stories',
  'representatives',
  'products',
  'votes',
  'stocks',
  'bank_hostnames',
  'bank_stats',
  'banks',
  'markets',
  'accounts',
  'countries',
] as const;
