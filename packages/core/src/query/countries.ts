// The query string of the country list.

import * as v from 'valibot';
import { COUNTRY_SORT_KEYS, type CountrySortKey, type SortOrder } from '../constants.ts';
import type { RawQuery } from '../directory.ts';
import type { PageRequest } from '../paging/page.ts';
import { pageRequestOf } from '../paging/params.ts';
import { enumParam, searchParam, sortOrderParam } from '../validation/params.ts';
import { pagedQueryObject, parseQuery } from './parse-query.ts';

/** The query of GET /countries. */
export const ListCountriesQuerySchema = pagedQueryObject({
  search: v.optional(
    searchParam('Only countries whose name contains this text, ignoring case and accents: 1 to 200 characters.'),
  ),
  sortBy: v.optional(enumParam(COUNTRY_SORT_KEYS, 'Sort key, default name: name or code.'), 'name'),
  sortOrder: sortOrderParam('asc'),
});

/** GET /countries as the service reads it. */
export interface ListCountriesQuery {
  /** As sent; the service folds it. */
  search?: string;
  sortBy: CountrySortKey;
  sortOrder: SortOrder;
  page: PageRequest;
}

/** Parses the query of GET /countries, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseListCountriesQuery(raw: RawQuery): ListCountriesQuery {
  const { limit, starting_after, ending_before, ...filters } = parseQuery(ListCountriesQuerySchema, raw);
  return { ...filters, page: pageRequestOf({ limit, starting_after, ending_before }) };
}
