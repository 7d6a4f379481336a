// The query strings of the country endpoints: the list and one country (with its path code).

import * as v from 'valibot';
import {
  COUNTRY_INCLUDES,
  COUNTRY_SORT_KEYS,
  type CountryInclude,
  type CountrySortKey,
  SCORE_KEYS,
  SCORE_METRICS,
  type SortOrder,
} from '../constants.ts';
import type { RawQuery } from '../directory.ts';
import type { PageRequest } from '../paging/page.ts';
import { pageRequestOf } from '../paging/params.ts';
import { badRequest, toIssues } from '../validation/issues.ts';
import { countryCodeParam, enumParam, includeParam, searchParam, sortOrderParam } from '../validation/params.ts';
import { pagedQueryObject, parseQuery, queryObject } from './parse-query.ts';

/** How a message names the 65 sort keys. */
const SORT_KEYS_NAMED = 'name, code, rank, banksCount, storiesCount, or <category>_<metric> such as overall_score';

/** The query of GET /countries. */
export const ListCountriesQuerySchema = pagedQueryObject({
  search: v.optional(
    searchParam(
      'Only countries whose name contains this text, ignoring case and accents, or whose two-letter code it is: 1 to 200 characters.',
    ),
  ),
  sortBy: v.optional(
    enumParam(
      COUNTRY_SORT_KEYS,
      `Sort key, default name: name, code, rank, banksCount, storiesCount, or <category>_<metric> where category is one of ${SCORE_KEYS.join(', ')} and metric one of ${SCORE_METRICS.join(', ')} (the votes on the country's banks). Unranked countries come last when sorting by rank.`,
      SORT_KEYS_NAMED,
    ),
    'name',
  ),
  sortOrder: sortOrderParam('asc'),
  include: v.optional(includeParam(COUNTRY_INCLUDES)),
});

/** GET /countries as the service reads it. */
export interface ListCountriesQuery {
  /** As sent; the service folds it. */
  search?: string;
  sortBy: CountrySortKey;
  sortOrder: SortOrder;
  /** Related data to embed; empty when include was not sent. */
  include: ReadonlySet<CountryInclude>;
  page: PageRequest;
}

/** Parses the query of GET /countries, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseListCountriesQuery(raw: RawQuery): ListCountriesQuery {
  const { limit, starting_after, ending_before, include, ...filters } = parseQuery(ListCountriesQuerySchema, raw);
  return { ...filters, include: include ?? new Set(), page: pageRequestOf({ limit, starting_after, ending_before }) };
}

/** The `code` path parameter of GET /countries/:code: two letters, any case. */
export const CountryCodePathSchema = countryCodeParam('The ISO 3166-1 two-letter code of the country, in any case.');

/** The query of GET /countries/:code. */
export const GetCountryQuerySchema = queryObject({
  include: v.optional(includeParam(COUNTRY_INCLUDES)),
});

/** Parses the code of a path, or throws BAD_REQUEST with the issue at ["path", "code"]; the output is upper case. */
export function parseCountryCodePath(raw: string): string {
  const result = v.safeParse(CountryCodePathSchema, raw);
  if (result.success) return result.output;
  throw badRequest('path', toIssues(['path', 'code'], result.issues));
}

/** Parses the query of GET /countries/:code, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseGetCountryQuery(raw: RawQuery): { include: ReadonlySet<CountryInclude> } {
  const { include } = parseQuery(GetCountryQuerySchema, raw);
  return { include: include ?? new Set() };
}
