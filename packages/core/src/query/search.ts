// The query string of GET /search.

import * as v from 'valibot';
import { SEARCH_INCLUDES, SEARCH_LIMIT } from '../constants.ts';
import { includeParam, integerParam, searchParam } from '../validation/params.ts';
import { queryObject } from './parse-query.ts';

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
