// The query string of the vote list, and the vote category of DELETE /banks/:bankId/votes/:category.

import * as v from 'valibot';
import {
  type SortOrder,
  VOTE_CATEGORIES,
  VOTE_INCLUDES,
  VOTE_SORT_KEYS,
  type VoteCategory,
  type VoteInclude,
} from '../constants.ts';
import type { RawQuery } from '../directory.ts';
import type { PageRequest } from '../paging/page.ts';
import { pageRequestOf } from '../paging/params.ts';
import { badRequest, toIssues } from '../validation/issues.ts';
import {
  booleanParam,
  countryCodeParam,
  enumListParam,
  enumParam,
  idParam,
  includeParam,
  sortOrderParam,
} from '../validation/params.ts';
import { pagedQueryObject, parseQuery } from './parse-query.ts';

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

/** GET /bank-votes as the service reads it. */
export interface ListVotesQuery {
  bankId?: string;
  categories?: VoteCategory[];
  isUp?: boolean;
  /** Upper case. */
  countryCode?: string;
  sortBy: 'createdAt';
  sortOrder: SortOrder;
  /** Related data to embed; empty when include was not sent. */
  include: ReadonlySet<VoteInclude>;
  page: PageRequest;
}

/** Parses the query of GET /bank-votes, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseListVotesQuery(raw: RawQuery): ListVotesQuery {
  const { limit, starting_after, ending_before, include, ...filters } = parseQuery(ListVotesQuerySchema, raw);
  return { ...filters, include: include ?? new Set(), page: pageRequestOf({ limit, starting_after, ending_before }) };
}

/** The `category` path parameter of DELETE /banks/:bankId/votes/:category. */
export const VoteCategoryParamSchema = enumParam(
  VOTE_CATEGORIES,
  `The category of the vote to retract: ${VOTE_CATEGORIES.join(', ')}.`,
);

/** Parses the vote category of a path, or throws BAD_REQUEST with the issue at ["path", "category"]. */
export function parseVoteCategoryParam(raw: string): VoteCategory {
  const result = v.safeParse(VoteCategoryParamSchema, raw);
  if (result.success) return result.output;
  throw badRequest('path', toIssues(['path', 'category'], result.issues));
}
