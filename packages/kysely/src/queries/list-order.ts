import {
  BANK_SORT_KEYS,
  type BankSortKey,
  COUNTRY_SORT_KEYS,
  type CountrySortKey,
  PRODUCT_SORT_KEYS,
  type ProductSortKey,
  type ScoreSortKey,
  type SortOrder,
  STORY_SORT_KEYS,
  type StorySortKey,
  type VOTE_SORT_KEYS,
} from '@bankdir/core';
import type { SortValue } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import type { Database } from '../schema/database.ts';
import { rankOrderOf } from './bank-ranks.ts';
import { type BankRow, scoreColumnOf } from './bank-rows.ts';
import { sortValue } from './keyset-page.ts';
import type { KeysetOrder } from './keyset-walk.ts';
import { preparedQuery } from './prepared-query.ts';
import { scoreCounterOf } from './score-orders.ts';

// The one place that says, for each list and sort key of the API, which column the list is ordered by, whether it can
// be empty, what breaks ties, a row's sort value and the column a cursor's sort value is read from. Every store asks
// here; the migrations' order indexes are made for the columns named here too.

/** Each list a store pages through, and its sort keys. */
interface SortKeys {
  banks: BankSortKey;
  countries: CountrySortKey;
  products: ProductSortKey;
  stories: StorySortKey;
  votes: (typeof VOTE_SORT_KEYS)[number];
}

export type ListName = keyof SortKeys;

/** A list's order for one sort key and direction. */
export interface ListOrder<Row> {
  /** How the keyset walk reads the list: the column, empty values, the tie-break. */
  keyset: KeysetOrder;
  /** The sort value of a row the page reads. */
  valueOf(row: Row): SortValue;
  /** The column the cursor look-up reads a cursor's sort value from (null when the list is in tie order only). */
  cursorColumn: string | null;
}

/** The column a sort key names in its list's table: the key itself, except `name`, which sorts by the folded name. */
export function sortColumn<Key extends string>(sortBy: Key): Exclude<Key, 'name'> | 'nameKey' {
  return (sortBy === 'name' ? 'nameKey' : sortBy) as Exclude<Key, 'name'> | 'nameKey';
}

/** The sort columns that can be empty: their empty values come last in both directions. */
const NULLABLE: { readonly [List in ListName]: readonly string[] } = {
  // A bank's worldwide rank is walked by bank_ranks' key, whose empty value is 0 (bankOrder).
  banks: ['countryRank'],
  countries: ['rank'],
  products: ['ratePercent', 'effectiveDate'],
  stories: [],
  votes: [],
};

/** Every column a list sorts by, one per sort key: the migrations index them. */
export const BANK_SORT_COLUMNS = BANK_SORT_KEYS.map(sortColumn);
export const PRODUCT_SORT_COLUMNS = PRODUCT_SORT_KEYS.map(sortColumn);
export const COUNTRY_SORT_COLUMNS = COUNTRY_SORT_KEYS.map(sortColumn);
export const STORY_SORT_COLUMNS = STORY_SORT_KEYS.map(sortColumn);

/**
 * The order of a list of one table by a column of that table: products, stories and votes tie by their seq (ordered
 * like the id), countries by their id.
 */
export function tableOrder<List extends Exclude<ListName, 'banks'>>(
  list: List,
  sortBy: SortKeys[List],
  order: SortOrder,
): ListOrder<object> {
  const column = sortColumn(sortBy);
  return {
    keyset: { column, order, nullable: NULLABLE[list].includes(column), tie: list === 'countries' ? 'id' : 'seq' },
    valueOf: (row) => sortValue((row as Record<string, unknown>)[column]),
    cursorColumn: column,
  };
}

/**
 * The order of the list of countries: a score order walks country_scores (the rows of `scoreKey`, joined to their
 * countries), every other order the countries table itself.
 */
export function countryOrder(sortBy: CountrySortKey, order: SortOrder): ListOrder<object> & { scoreKey?: number } {
  const column = sortColumn(sortBy);
  const score = scoreCounterOf(column);
  if (score === undefined) return tableOrder('countries', sortBy, order);
  return {
    keyset: { column: `country_scores.${score.metric}`, order, nullable: false, tie: 'country_scores.id' },
    valueOf: (row) => sortValue((row as Record<string, unknown>)[column]),
    // The country's row holds the same value as its score order row.
    cursorColumn: column,
    scoreKey: score.code,
  };
}

/**
 * A list of banks' order, and which table its walk reads: bank_ranks for the rank orders, bank_scores for the score
 * orders (the rows of `scoreKey`), else bank_stats.
 */
export interface BankListOrder extends ListOrder<BankRow> {
  walks: 'bank_stats' | 'bank_ranks' | 'bank_scores';
  /** The score key's code (SCORE_KEY_CODES) when the walk reads bank_scores. */
  scoreKey?: number;
  /**
   * The rank order of one country's banks, walked by country rank: a ranked cursor bank of another country has no
   * country rank there, and is placed between the country ranks of the banks ranked ahead of it and behind it.
   */
  rankInCountry: boolean;
}

/**
 * The order of a list of banks, `inOneCountry` when the list holds one country's banks. The rank orders are read from
 * bank_ranks; `countryId` is walked country by country; every other key is a column of bank_stats.
 */
export function bankOrder(
  db: Kysely<Database>,
  sortBy: BankSortKey,
  order: SortOrder,
  inOneCountry: boolean,
): BankListOrder {
  if (sortBy === 'countryId') {
    // Within one country every bank has the same country: the order is the id order.
    if (inOneCountry)
      return {
        keyset: { column: null, order, nullable: false, tie: 'seq' },
        valueOf: () => null,
        cursorColumn: null,
        walks: 'bank_stats',
        rankInCountry: false,
      };
    return {
      keyset: { column: 'countryNo', order, nullable: false, tie: 'seq', groups: () => countriesInIdOrder(db) },
      valueOf: (row) => row.countryId,
      cursorColumn: 'countries.id',
      walks: 'bank_stats',
      rankInCountry: false,
    };
  }
  if (sortBy === 'rank' && !inOneCountry) {
    // Worldwide, the order by rank is bank_ranks' key order reversed (a larger rank order first, then the smaller
    // seq), unranked banks (rank order 0) last: read from the key, which a vote that shifts ranks does not change.
    return {
      keyset: {
        column: 'bank_ranks.rankOrder',
        order: order === 'asc' ? 'desc' : 'asc',
        nullable: true,
        emptyValue: rankOrderOf(null),
        tie: 'bank_ranks.seq',
        tiesDescending: order === 'desc',
      },
      valueOf: (row) => Number(row.rankOrder),
      cursorColumn: 'bank_ranks.rankOrder',
      walks: 'bank_ranks',
      rankInCountry: false,
    };
  }
  if (sortBy === 'rank' || sortBy === 'countryRank') {
    // Among one country's banks the order by rank is the order by country rank: one index serves both.
    return {
      keyset: {
        column: 'bank_ranks.countryRank',
        order,
        nullable: NULLABLE.banks.includes('countryRank'),
        tie: 'bank_ranks.seq',
        // Country ranks are unique within one country.
        uniqueValues: inOneCountry,
      },
      valueOf: (row) => sortValue(row.countryRank),
      cursorColumn: 'bank_ranks.countryRank',
      walks: 'bank_ranks',
      rankInCountry: sortBy === 'rank' && inOneCountry,
    };
  }
  const column = sortColumn(sortBy);
  const score = scoreCounterOf(column);
  if (score !== undefined)
    return {
      keyset: { column: `bank_scores.${score.metric}`, order, nullable: false, tie: 'bank_scores.seq' },
      // A bank row holds the up and down counters only: the total and the score follow from them.
      valueOf: (row) => scoreColumnOf(row, column as ScoreSortKey),
      // The counters row holds the same value as the score order row.
      cursorColumn: `bank_stats.${column}`,
      walks: 'bank_scores',
      scoreKey: score.code,
      rankInCountry: false,
    };
  return {
    keyset: { column, order, nullable: NULLABLE.banks.includes(column), tie: 'seq' },
    valueOf: (row) => sortValue(row[column as keyof BankRow]),
    cursorColumn: `bank_stats.${column}`,
    walks: 'bank_stats',
    rankInCountry: false,
  };
}

/** Every country in id order with its number: the order of the countryId sort, walked country by country. */
const countriesInIdOrderQuery = preparedQuery<Record<string, never>, { id: string; countryNo: number }>((db) =>
  db.selectFrom('countries').select(['id', 'countryNo']).orderBy('id'),
);

async function countriesInIdOrder(db: Kysely<Database>) {
  const rows = await countriesInIdOrderQuery.execute(db, {});
  return rows.map((row) => ({ value: row.id, group: Number(row.countryNo) }));
}
