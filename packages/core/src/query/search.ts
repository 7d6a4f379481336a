// The query string of GET /search.

import * as v from 'valibot';
import { SEARCH_INCLUDES, SEARCH_LIMIT, type SearchInclude } from '../constants.ts';
import type { RawQuery } from '../directory.ts';
import { includeParam, integerParam, searchParam } from '../validation/params.ts';
import { parseQuery, queryObject } from './parse-query.ts';

/** The query of GET /search. */
export const SearchQuerySchema = queryObject({
  q: searchParam(
    'What to look for: bank names and hostnames, country names and codes, story texts, ignoring case and accents; 1 to 200 characters.',
  ),
  include: v.optional(includeParam(SEARCH_INCLUDES)),
  limit: v.optional(
    integerParam(SEARCH_LIMIT, `Results per entity type: an integer from ${SEARCH_LIMIT.min} to ${SEARCH_LIMIT.max}.`),
    String(SEARCH_LIMIT.default),
  ),
});

/** GET /search as the service reads it. */
export interface SearchQuery {
  q: string;
  /** The entity types to search; all three when include was not sent. */
  include: ReadonlySet<SearchInclude>;
  limit: number;
}

/** Parses the query of GET /search, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseSearchQuery(raw: RawQuery): SearchQuery {
  const { q, include, limit } = parseQuery(SearchQuerySchema, raw);
  return { q, include: include ?? new Set(SEARCH_INCLUDES), limit };
}
