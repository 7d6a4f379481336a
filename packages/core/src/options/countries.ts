// The options of the country methods, the world and search; and the queries the service reads.

import * as v from 'valibot';
import {
  COUNTRY_INCLUDES,
  COUNTRY_SORT_KEYS,
  type CountryInclude,
  type CountrySortKey,
  SEARCH_INCLUDES,
  SEARCH_LIMIT,
  type SearchInclude,
  type SortOrder,
  WORLD_INCLUDES,
} from '../constants.ts';
import type { PageRequest } from '../paging/page.ts';
import { countryCodeValue, enumListValue, integerValue, textValue } from '../validation/values.ts';
import { namedListEntries, SEARCH_TEXT } from './banks.ts';
import { pagedOptionsObject, pageRequestOf } from './paging.ts';
import type { PagingOptions } from './paging-options.ts';
import { invalidOptions, issueOf, optionsObject, parseOptions } from './parse-options.ts';

/** Options of `directory.countries.list`. */
export interface ListCountriesOptions extends PagingOptions {
  /** Only countries whose name contains this text, ignoring case and accents, or whose two-letter code it is. */
  search?: string;
  /** Sort key, default `name`: name, code, rank, banksCount, storiesCount, or `<category>_<metric>` such as `overall_score`. */
  sortBy?: CountrySortKey;
  /** Sort direction, default `asc`. */
  sortOrder?: SortOrder;
  /** Related data to embed: scores. */
  include?: readonly CountryInclude[];
}

/** Options of `directory.countries.get`. */
export interface GetCountryOptions {
  /** Related data to embed: scores. */
  include?: readonly CountryInclude[];
}

/** Options of `directory.world.get`. */
export interface GetWorldOptions {
  /** Related data to embed: scores (summed over every bank). */
  include?: readonly (typeof WORLD_INCLUDES)[number][];
}

/** Options of `directory.search.get`. */
export interface SearchOptions {
  /** What to look for: bank names and hostnames, country names and codes, story texts; 1 to 200 characters. */
  q: string;
  /** The entity types to search: banks, countries, stories; default all three. */
  include?: readonly SearchInclude[];
  /** Results per entity type: an integer from 1 to 50; default 10. */
  limit?: number;
}

const ListCountriesOptionsSchema = pagedOptionsObject(
  namedListEntries(
    COUNTRY_SORT_KEYS,
    'name, code, rank, banksCount, storiesCount, or <category>_<metric>',
    COUNTRY_INCLUDES,
  ),
);

const GetCountryOptionsSchema = optionsObject({ include: v.optional(enumListValue(COUNTRY_INCLUDES), []) });

const GetWorldOptionsSchema = optionsObject({ include: v.optional(enumListValue(WORLD_INCLUDES), []) });

const SearchOptionsSchema = optionsObject({
  q: textValue(SEARCH_TEXT),
  include: v.optional(enumListValue(SEARCH_INCLUDES), [...SEARCH_INCLUDES]),
  limit: v.optional(integerValue(SEARCH_LIMIT), SEARCH_LIMIT.default),
});

/** countries.list as the service reads it. */
export interface ListCountriesQuery {
  /** As given; the service folds it. */
  search?: string;
  sortBy: CountrySortKey;
  sortOrder: SortOrder;
  include: ReadonlySet<CountryInclude>;
  page: PageRequest;
}

/** Checks the options of countries.list. */
export function listCountriesQueryOf(options: unknown): ListCountriesQuery {
  const { limit, startingAfter, endingBefore, include, ...filters } = parseOptions(
    ListCountriesOptionsSchema,
    options,
    'countries.list',
  );
  return { ...filters, include: new Set(include), page: pageRequestOf({ limit, startingAfter, endingBefore }) };
}

/** Checks the code of countries.get: two letters in any case; it comes out upper case. */
export function countryCodeOf(code: unknown): string {
  const parsed = v.safeParse(countryCodeValue(), code);
  if (parsed.success) return parsed.output;
  throw invalidOptions('countries.get', [issueOf(['code'], parsed.issues[0].message)]);
}

/** Checks the options of countries.get. */
export function getCountryQueryOf(options: unknown): { include: ReadonlySet<CountryInclude> } {
  return { include: new Set(parseOptions(GetCountryOptionsSchema, options, 'countries.get').include) };
}

/** Checks the options of world.get. */
export function getWorldQueryOf(options: unknown): { include: ReadonlySet<(typeof WORLD_INCLUDES)[number]> } {
  return { include: new Set(parseOptions(GetWorldOptionsSchema, options, 'world.get').include) };
}

/** search.get as the service reads it. */
export interface SearchQuery {
  q: string;
  include: ReadonlySet<SearchInclude>;
  limit: number;
}

/** Checks the options of search.get. */
export function searchQueryOf(options: unknown): SearchQuery {
  const { q, include, limit } = parseOptions(SearchOptionsSchema, options, 'search.get');
  return { q, include: new Set(include), limit };
}
