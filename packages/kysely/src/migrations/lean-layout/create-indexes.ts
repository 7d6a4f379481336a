import { type Kysely, sql } from 'kysely';
import {
  BANK_SORT_COLUMNS,
  COUNTRY_SORT_COLUMNS,
  PRODUCT_SORT_COLUMNS,
  STORY_SORT_COLUMNS,
} from '../../queries/list-order.ts';
import { isSqlite } from '../../schema/engine.ts';

// One index per list order and filter, read forwards for one sort direction and backwards for the other (the keyset
// walk turns groups of equal values round where the tie-break runs against the scan). Order indexes end in `seq`,
// ordered like the id: on SQLite they name only the sort columns, since every SQLite index entry ends in the rowid,
// which is the seq; on PostgreSQL the seq is named.
// Made after the rows are copied in, so each index is written once, in order, into full pages.

// biome-ignore lint/suspicious/noExplicitAny: indexes tables the schema types do not know yet
type Db = Kysely<any>;

/** Bank sort columns of bank_stats: `countryId` is walked country by country, on the country index. */
const BANK_ORDER_COLUMNS = BANK_SORT_COLUMNS.filter((column) => column !== 'countryId');

export async function createLeanIndexes(db: Db): Promise<void> {
  const ordered = (columns: string[]) => (isSqlite(db) ? columns : [...columns, 'seq']);
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();

  for (const column of COUNTRY_SORT_COLUMNS) await index(`countries_by_${column}`, 'countries', [column, 'id']);
  // Rank maintenance finds a country's neighbours in rank order.
  await index('countries_by_rankKey', 'countries', ['rankKey', 'id']);

  await index('banks_by_primary_hostname', 'banks', ['primaryHostname']);
  for (const column of BANK_ORDER_COLUMNS) {
    await index(`bank_stats_by_${column}`, 'bank_stats', ordered([column]));
    await index(`bank_stats_in_country_by_${column}`, 'bank_stats', ordered(['countryNo', column]));
  }
  // A country's banks in id order: the country filter with the id order, and the countryId order country by country.
  await index('bank_stats_in_country', 'bank_stats', ordered(['countryNo']));
  // Rank maintenance finds a bank's neighbours in rank order, worldwide and in its country.
  await index('bank_stats_by_rankKey', 'bank_stats', ordered(['rankKey']));
  await index('bank_stats_in_country_by_rankKey', 'bank_stats', ordered(['countryNo', 'rankKey']));
  await index('bank_hostnames_by_hostname', 'bank_hostnames', ['hostname']);
  await db.schema.createIndex('stocks_of_bank').on('stocks').columns(['bankNo', 'isPrimary desc', 'symbol']).execute();

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

  // Lists of products and stories show only some rows (public, visible): partial indexes over those, alone and behind the
  // country and the bank filters; the condition a literal, so that SQLite matches it with the queries' own.
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
  await partialOrders('products', 'public', PRODUCT_SORT_COLUMNS, 'isPublic', true);
  await partialOrders('stories', 'visible', STORY_SORT_COLUMNS, 'hidden', false);

  await index('representatives_of_bank', 'representatives', ['bankNo']);
}
