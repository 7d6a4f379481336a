// The query strings of the country endpoints: the list and one country (with its path code).

import * as v from 'valibot';
import { COUNTRY_INCLUDES, COUNTRY_SORT_KEYS, SCORE_KEYS, SCORE_METRICS } from '../constants.ts';
import { countryCodeParam, enumParam, includeParam, searchParam, sortOrderParam } from '../validation/params.ts';
import { pagedQueryObject, queryObject } from './parse-query.ts';

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

/** The `code` path parameter of GET /countries/:code: two letters, any case. */
export const CountryCodePathSchema = countryCodeParam('The ISO 3166-1 two-letter code of the country, in any case.');

/** The query of GET /countries/:code. */
export const GetCountryQuerySchema = queryObject({
  include: v.optional(includeParam(COUNTRY_INCLUDES)),
});
