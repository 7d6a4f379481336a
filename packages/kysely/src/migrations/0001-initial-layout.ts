import { STORY_SORT_KEYS } from '@bankdir/core';
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { BANK_SORT_COLUMNS, COUNTRY_SORT_COLUMNS, PRODUCT_SORT_COLUMNS } from '../queries/list-order.ts';
import { isSqlite } from '../schema/engine.ts';
import { SCORE_COLUMNS } from '../schema/score-columns.ts';
import { addColumns } from './column-list.ts';

// The directory's tables and indexes as a new database gets them, on every engine (packages/kysely/README.md, "The
// layout"). Each engine's own migration runs this, then adds the tables of its semantic index. Where the engines
// differ, `sqlite` says so in place.
//
// - Entities (countries, accounts, banks) get a number the database assigns, and every other table names them by it.
// - Times are milliseconds since the epoch (bigint); enums are small integers (codes.ts).
// - Columns are listed as the SQL reads (column-list.ts).
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

/** A bank's or a country's counters: up, down, total and score per category, zero until votes come. */
const COUNTER_COLUMNS = SCORE_COLUMNS.map((column) => `${column} integer not null default 0`).join(', ');

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
  const ordered = (columns: string[]) => (sqlite ? columns : [...columns, 'seq']);
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();

  // Countries are few (one per two-letter code): their scores stay in their one row, ties broken by the id itself.
  await addColumns(
    numbered(db.schema.createTable('countries'), 'countryNo'),
    `id text not null unique, name text not null, nameKey text not null, code text not null unique, emoji text not null,
    banksCount integer not null default 0, storiesCount integer not null default 0, rank integer, rankKey bigint,
    createdAt bigint not null, updatedAt bigint not null, ${COUNTER_COLUMNS}`,
  ).execute();
  for (const column of COUNTRY_SORT_COLUMNS) await index(`countries_by_${column}`, 'countries', [column, 'id']);
  // Rank maintenance finds a country's neighbours in rank order.
  await index('countries_by_rankKey', 'countries', ['rankKey', 'id']);

  // Accounts that vote, write stories or represent a bank, numbered; `id` is the account's own.
  await addColumns(numbered(db.schema.createTable('accounts'), 'accountNo'), 'id text not null unique').execute();

  await addColumns(
    db.schema.createTable('markets'),
    `id text primary key, name text not null, code text not null, tvCode text not null, isTvEmbeddable boolean not null,
    type text not null, countryId text not null, createdAt bigint not null, updatedAt bigint not null`,
  ).execute();

  // A bank's cold part: read when a bank is shown, seldom written. `facts` is the JSON of core's BankFacts, what
  // semantic search understands about the bank.
  await addColumns(
    numbered(db.schema.createTable('banks'), 'bankNo'),
    `id text not null unique, name text not null, url text not null, primaryHostname text not null,
    description text not null, facts text, claimedAt bigint, createdAt bigint not null, updatedAt bigint not null`,
  ).execute();
  await index('banks_by_primary_hostname', 'banks', ['primaryHostname']);

  // A bank's hot part: what a vote writes and what bank lists sort by.
  await addColumns(
    sequenced(db.schema.createTable('bank_stats')),
    `bankNo integer not null unique, countryNo integer not null, nameKey text not null, storiesCount integer not null,
    rankKey bigint, ${COUNTER_COLUMNS}`,
  ).execute();
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
  let ranks = addColumns(
    db.schema.createTable('bank_ranks'),
    `rankOrder bigint not null, seq ${sqlite ? 'integer' : 'bigint'} not null, countryNo integer not null, rank integer,
    countryRank integer`,
  ).addPrimaryKeyConstraint('bank_ranks_key', ['rankOrder', 'seq']);
  // SQLite keeps a WITHOUT ROWID table in key order, so neighbours in rank order share pages.
  if (sqlite) ranks = ranks.modifyEnd(sql`without rowid`);
  await ranks.execute();
  // They name the seq on both engines: a WITHOUT ROWID table's index entries end in its key, rank order first.
  await index('bank_ranks_by_rank', 'bank_ranks', ['rank', 'seq']);
  await index('bank_ranks_by_countryRank', 'bank_ranks', ['countryRank', 'seq']);
  await index('bank_ranks_in_country_by_countryRank', 'bank_ranks', ['countryNo', 'countryRank', 'seq']);

  await addColumns(db.schema.createTable('bank_hostnames'), 'bankNo integer not null, hostname text not null')
    .addPrimaryKeyConstraint('bank_hostnames_key', ['bankNo', 'hostname'])
    .execute();
  await index('bank_hostnames_by_hostname', 'bank_hostnames', ['hostname']);

  await addColumns(
    db.schema.createTable('stocks'),
    `id text primary key, symbol text not null, isPrimary boolean not null, marketId text not null,
    bankNo integer not null, createdAt bigint not null, updatedAt bigint not null`,
  ).execute();
  await index('stocks_of_bank', 'stocks', ['bankNo', 'isPrimary desc', 'symbol']);

  await addColumns(
    sequenced(db.schema.createTable('votes')),
    `id text not null unique, bankNo integer not null, accountNo integer not null, countryNo integer not null,
    category smallint not null, isUp boolean not null, createdAt bigint not null, updatedAt bigint not null`,
  ).execute();
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

  await addColumns(
    sequenced(db.schema.createTable('products')),
    `id text not null unique, bankNo integer not null, countryNo integer not null, category smallint not null,
    type smallint not null, name text not null, nameKey text not null, summary text, details text, url text,
    currency text, status smallint not null, hidden boolean not null, isPublic boolean not null, rateType text,
    ratePercent double precision, rateMinPercent double precision, rateMaxPercent double precision, rateNote text,
    monthlyFeeCents bigint, annualFeeCents bigint, minimumOpeningDepositCents bigint, minimumBalanceCents bigint,
    termMonths bigint, termNote text, features text not null, attributes text not null, effectiveDate integer,
    displayOrder integer, createdAt bigint not null, updatedAt bigint not null`,
  ).execute();
  await partialOrders('products', 'public', PRODUCT_SORT_COLUMNS, 'isPublic', true);

  await addColumns(
    sequenced(db.schema.createTable('stories')),
    `id text not null unique, bankNo integer not null, countryNo integer not null, accountNo integer not null,
    text text not null, textKey text not null, tags text not null, tagMask integer not null,
    thumbsUpCount integer not null default 0, hidden boolean not null, createdAt bigint not null,
    updatedAt bigint not null`,
  ).execute();
  await partialOrders('stories', 'visible', STORY_SORT_KEYS, 'hidden', false);

  await addColumns(
    db.schema.createTable('story_thumbs'),
    'storyId text not null, accountNo integer not null, createdAt bigint not null',
  )
    .addPrimaryKeyConstraint('story_thumbs_key', ['storyId', 'accountNo'])
    .execute();

  await addColumns(
    db.schema.createTable('representatives'),
    'accountNo integer not null, bankNo integer not null, approvedAt bigint not null',
  )
    .addPrimaryKeyConstraint('representatives_key', ['accountNo', 'bankNo'])
    .execute();
  await index('representatives_of_bank', 'representatives', ['bankNo']);

  // Applications to represent a bank (docs/api-contract.md, "Representatives"). Operators list them newest first, by
  // status or bank; an account looks for its own pending one before applying.
  await addColumns(
    db.schema.createTable('representative_applications'),
    `id text primary key, accountNo integer not null, bankNo integer not null, note text not null,
    status smallint not null, createdAt bigint not null, decidedAt bigint, decidedBy text, reason text`,
  ).execute();
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
  await addColumns(
    db.schema.createTable('audit_entries'),
    `id text primary key, at bigint not null, actorKind text not null, actorId text not null, actorName text,
    action text not null, area text not null, subjectType text, subjectId text, before text, after text, reason text`,
  ).execute();
  await index('audit_entries_newest', 'audit_entries', ['at', 'id']);
  await index('audit_entries_by_actor', 'audit_entries', ['actorId', 'at', 'id']);
  await index('audit_entries_by_area', 'audit_entries', ['area', 'at', 'id']);
}
