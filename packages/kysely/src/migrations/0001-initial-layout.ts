import { STORY_SORT_KEYS } from '@bankdir/core';
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { BANK_SORT_COLUMNS, COUNTRY_SORT_COLUMNS, PRODUCT_SORT_COLUMNS } from '../queries/list-order.ts';
import { isSqlite } from '../schema/engine.ts';
import { SCORE_COLUMNS } from '../schema/score-columns.ts';

// The directory's tables and indexes as a new database gets them, on every engine (packages/kysely/README.md, "The
// layout"). Each engine's own migration runs this, then adds the tables of its semantic index. Where the engines
// differ, `sqlite` says so in place.
//
// - Entities (countries, accounts, banks) get a number the database assigns, and every other table names them by it.
// - Times are milliseconds since the epoch (bigint); enums are small integers (codes.ts).
// - A bank's hot counters (bank_stats) live apart from its cold text (banks), its ranks apart again (bank_ranks).
// - No foreign keys: the stores keep references whole themselves (a bank's rows go with it), and a vote pays no
//   parent lookup.
// - One index per list order and filter, read forwards for one sort direction and backwards for the other. Order
//   indexes end in `seq`, ordered like the id: on SQLite they name only the sort columns, since every SQLite index entry
//   ends in the rowid, which is the seq; on PostgreSQL the seq is named.
//
// This layout never changes once released: a later change is a migration of its own (see index.ts).

// biome-ignore lint/suspicious/noExplicitAny: a migration works below the typed schema
type Db = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: a table under construction
type Table = CreateTableBuilder<any, any>;

/** The bank orders bank_stats serves: `countryId` is walked country by country, ranks are bank_ranks' own. */
const BANK_STATS_ORDER_COLUMNS = BANK_SORT_COLUMNS.filter(
  (column) => column !== 'countryId' && column !== 'rank' && column !== 'countryRank',
);

export async function up(db: Db): Promise<void> {
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
  const ordered = (columns: string[]) => (sqlite ? columns : [...columns, 'seq']);
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();

  // Countries are few (one per two-letter code): their scores stay in their one row, ties broken by the id itself.
  let countries = numbered(db.schema.createTable('countries'), 'countryNo')
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
  for (const column of SCORE_COLUMNS)
    countries = countries.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  await countries.execute();
  for (const column of COUNTRY_SORT_COLUMNS) await index(`countries_by_${column}`, 'countries', [column, 'id']);
  // Rank maintenance finds a country's neighbours in rank order.
  await index('countries_by_rankKey', 'countries', ['rankKey', 'id']);

  // Accounts that vote, write stories or represent a bank, numbered; `id` is the account's own.
  await numbered(db.schema.createTable('accounts'), 'accountNo')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('markets')
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

  // A bank's cold part: read when a bank is shown, seldom written. `facts` is the JSON of core's BankFacts, what
  // semantic search understands about the bank.
  await numbered(db.schema.createTable('banks'), 'bankNo')
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
  await index('banks_by_primary_hostname', 'banks', ['primaryHostname']);

  // A bank's hot part: what a vote writes and what bank lists sort by.
  let stats = sequenced(db.schema.createTable('bank_stats'))
    .addColumn('bankNo', 'integer', (c) => c.notNull().unique())
    .addColumn('countryNo', 'integer', required)
    .addColumn('nameKey', 'text', required)
    .addColumn('storiesCount', 'integer', required)
    .addColumn('rankKey', 'bigint');
  for (const column of SCORE_COLUMNS) stats = stats.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  await stats.execute();
  for (const column of BANK_STATS_ORDER_COLUMNS) {
    await index(`bank_stats_by_${column}`, 'bank_stats', ordered([column]));
    await index(`bank_stats_in_country_by_${column}`, 'bank_stats', ordered(['countryNo', column]));
  }
  // A country's banks in id order: the country filter with the id order, and the countryId order country by country.
  await index('bank_stats_in_country', 'bank_stats', ordered(['countryNo']));
  // Rank maintenance finds a bank's neighbours in rank order, worldwide and in its country.
  await index('bank_stats_by_rankKey', 'bank_stats', ordered(['rankKey']));
  await index('bank_stats_in_country_by_rankKey', 'bank_stats', ordered(['countryNo', 'rankKey']));

  // Each bank's rank and country rank, kept in rank order (packages/kysely/README.md, "The vote transaction"): a vote
  // that moves a bank past others renumbers neighbouring rows of a few columns. A country's rank order and its banks'
  // order by rank are the same, so one index serves both.
  let ranks = db.schema
    .createTable('bank_ranks')
    .addColumn('rankOrder', 'bigint', (c) => c.notNull())
    .addColumn('seq', sqlite ? 'integer' : 'bigint', (c) => c.notNull())
    .addColumn('countryNo', 'integer', required)
    .addColumn('rank', 'integer')
    .addColumn('countryRank', 'integer')
    .addPrimaryKeyConstraint('bank_ranks_key', ['rankOrder', 'seq']);
  // SQLite keeps a WITHOUT ROWID table in key order, so neighbours in rank order share pages.
  if (sqlite) ranks = ranks.modifyEnd(sql`without rowid`);
  await ranks.execute();
  // They name the seq on both engines: a WITHOUT ROWID table's index entries end in its key, rank order first.
  await index('bank_ranks_by_rank', 'bank_ranks', ['rank', 'seq']);
  await index('bank_ranks_by_countryRank', 'bank_ranks', ['countryRank', 'seq']);
  await index('bank_ranks_in_country_by_countryRank', 'bank_ranks', ['countryNo', 'countryRank', 'seq']);

  await db.schema
    .createTable('bank_hostnames')
    .addColumn('bankNo', 'integer', required)
    .addColumn('hostname', 'text', required)
    .addPrimaryKeyConstraint('bank_hostnames_key', ['bankNo', 'hostname'])
    .execute();
  await index('bank_hostnames_by_hostname', 'bank_hostnames', ['hostname']);

  await db.schema
    .createTable('stocks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('symbol', 'text', required)
    .addColumn('isPrimary', 'boolean', required)
    .addColumn('marketId', 'text', required)
    .addColumn('bankNo', 'integer', required)
    .addColumn('createdAt', time, required)
    .addColumn('updatedAt', time, required)
    .execute();
  await index('stocks_of_bank', 'stocks', ['bankNo', 'isPrimary desc', 'symbol']);

  await sequenced(db.schema.createTable('votes'))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('bankNo', 'integer', required)
    .addColumn('accountNo', 'integer', required)
    .addColumn('countryNo', 'integer', required)
    .addColumn('category', 'smallint', required)
    .addColumn('isUp', 'boolean', required)
    .addColumn('createdAt', time, required)
    .addColumn('updatedAt', time, required)
    .execute();
  // One vote per account, bank and category: the row a vote replaces, found by one seek.
  await db.schema
    .createIndex('votes_by_bank_account_category')
    .on('votes')
    .columns(['bankNo', 'accountNo', 'category'])
    .unique()
    .execute();
  await index('votes_by_createdAt', 'votes', ordered(['createdAt']));
  await index('votes_of_bank_by_createdAt', 'votes', ordered(['bankNo', 'createdAt']));
  await index('votes_in_country_by_createdAt', 'votes', ordered(['countryNo', 'createdAt']));

  // Lists of products and stories show only some rows (public, visible): partial indexes over those, alone and behind
  // the country and the bank filters; the condition a literal, so that SQLite matches it with the queries' own.
  const partialOrders = async (table: string, label: string, columns: readonly string[], flag: string, on: boolean) => {
    await index(`${table}_of_bank`, table, ordered(['bankNo']));
    for (const column of columns)
      for (const [scope, prefix] of [
        ['', []],
        ['in_country_', ['countryNo']],
        ['of_bank_', ['bankNo']],
      ] as const)
        await db.schema
          .createIndex(`${table}_${label}_${scope}by_${column}`)
          .on(table)
          .columns(ordered([...prefix, column]))
          .where(sql.ref(flag), '=', sql.lit(on))
          .execute();
  };

  await sequenced(db.schema.createTable('products'))
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
  await partialOrders('products', 'public', PRODUCT_SORT_COLUMNS, 'isPublic', true);

  await sequenced(db.schema.createTable('stories'))
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
  await partialOrders('stories', 'visible', STORY_SORT_KEYS, 'hidden', false);

  await db.schema
    .createTable('story_thumbs')
    .addColumn('storyId', 'text', required)
    .addColumn('accountNo', 'integer', required)
    .addColumn('createdAt', time, required)
    .addPrimaryKeyConstraint('story_thumbs_key', ['storyId', 'accountNo'])
    .execute();

  await db.schema
    .createTable('representatives')
    .addColumn('accountNo', 'integer', required)
    .addColumn('bankNo', 'integer', required)
    .addColumn('approvedAt', time, required)
    .addPrimaryKeyConstraint('representatives_key', ['accountNo', 'bankNo'])
    .execute();
  await index('representatives_of_bank', 'representatives', ['bankNo']);

  // Applications to represent a bank (docs/api-contract.md, "Representatives"). Operators list them newest first, by
  // status or bank; an account looks for its own pending one before applying.
  await db.schema
    .createTable('representative_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountNo', 'integer', required)
    .addColumn('bankNo', 'integer', required)
    .addColumn('note', 'text', required)
    .addColumn('status', 'smallint', required)
    .addColumn('createdAt', time, required)
    .addColumn('decidedAt', time)
    .addColumn('decidedBy', 'text')
    .addColumn('reason', 'text')
    .execute();
  await index('representative_applications_newest', 'representative_applications', ['createdAt', 'id']);
  await index('representative_applications_by_status', 'representative_applications', ['status', 'createdAt', 'id']);
  await index('representative_applications_of_bank', 'representative_applications', ['bankNo', 'createdAt', 'id']);
  await index('representative_applications_of_account', 'representative_applications', [
    'accountNo',
    'bankNo',
    'status',
  ]);
  // The service checks for an open application inside the apply's transaction; this index keeps the rule when nodes
  // sharing a PostgreSQL database apply at once (1 is PENDING's code).
  await db.schema
    .createIndex('representative_applications_one_open')
    .on('representative_applications')
    .columns(['accountNo', 'bankNo'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit(1))
    .execute();

  // The operators' audit trail (docs/operations.md, "Audit trail"): one row per operator action, only ever added. Read
  // newest first, alone, by actor or by the action's first word (`area`), each order served by an index ending in
  // (at, id). Before and after are JSON text.
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', time, required)
    .addColumn('actorKind', 'text', required)
    .addColumn('actorId', 'text', required)
    .addColumn('actorName', 'text')
    .addColumn('action', 'text', required)
    .addColumn('area', 'text', required)
    .addColumn('subjectType', 'text')
    .addColumn('subjectId', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reason', 'text')
    .execute();
  await index('audit_entries_newest', 'audit_entries', ['at', 'id']);
  await index('audit_entries_by_actor', 'audit_entries', ['actorId', 'at', 'id']);
  await index('audit_entries_by_area', 'audit_entries', ['area', 'at', 'id']);
}
