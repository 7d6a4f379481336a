// The query string of the vote list, and the vote category of DELETE /banks/:bankId/votes/:category.

import * as v from 'valibot';
import { VOTE_CATEGORIES, VOTE_INCLUDES, VOTE_SORT_KEYS } from '../constants.ts';
import {
  booleanParam,
  countryCodeParam,
  enumListParam,
  enumParam,
  idParam,
  includeParam,
  sortOrderParam,
} from '../validation/params.ts';
import { pagedQueryObject } from './parse-query.ts';

/** The query of GET /bank-votes. */
export const ListVotesQuerySchema = pagedQueryObject({
  bankId: v.optional(idParam('Only votes for the bank with this id.')),
  categories: v.optional(
    enumListParam(VOTE_CATEGORIES, `Only votes in these categories, comma-separated: ${VOTE_CATEGORIES.join(', ')}.`),
  ),
  isUp: v.optional(booleanParam('true for upvotes only, false for downvotes only.')),
  countryCode: v.optional(
    countryCodeParam('Only votes for banks of the country with this ISO 3166-1 two-letter code, in any case.'),
  ),
  sortBy: v.optional(enumParam(VOTE_SORT_KEYS, 'Sort key: createdAt, the only one and the default.'), 'createdAt'),
  sortOrder: sortOrderParam('desc'),
  include: v.optional(includeParam(VOTE_INCLUDES)),
});

/** The `category` path parameter of DELETE /banks/:bankId/votes/:category. */
export const VoteCategoryParamSchema = enumParam(
  VOTE_CATEGORIES,
  `The category of the vote to retract: ${VOTE_CATEGORIES.join(', ')}.`,
);
