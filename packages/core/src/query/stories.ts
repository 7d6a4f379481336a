// The query strings of the story endpoints: the list and one story.

import * as v from 'valibot';
import {
  type SortOrder,
  STORY_INCLUDES,
  STORY_SORT_KEYS,
  type StoryInclude,
  type StorySortKey,
  VOTE_CATEGORIES,
  type VoteCategory,
} from '../constants.ts';
import type { RawQuery } from '../directory.ts';
import type { PageRequest } from '../paging/page.ts';
import { pageRequestOf } from '../paging/params.ts';
import {
  countryCodeParam,
  enumListParam,
  enumParam,
  idParam,
  includeParam,
  searchParam,
  sortOrderParam,
} from '../validation/params.ts';
import { pagedQueryObject, parseQuery, queryObject } from './parse-query.ts';

/** The query of GET /stories. */
export const ListStoriesQuerySchema = pagedQueryObject({
  search: v.optional(
    searchParam('Only stories whose text contains this text, ignoring case and accents: 1 to 200 characters.'),
  ),
  sortBy: v.optional(
    enumParam(STORY_SORT_KEYS, 'Sort key, default createdAt: createdAt or thumbsUpCount.'),
    'createdAt',
  ),
  sortOrder: sortOrderParam('asc'),
  include: v.optional(includeParam(STORY_INCLUDES)),
  countryCode: v.optional(
    countryCodeParam('Only stories about banks of the country with this ISO 3166-1 two-letter code, in any case.'),
  ),
  bankId: v.optional(idParam('Only stories about the bank with this id.')),
  tags: v.optional(
    enumListParam(
      VOTE_CATEGORIES,
      `Only stories with any of these comma-separated tags: ${VOTE_CATEGORIES.join(', ')}.`,
    ),
  ),
});

/** GET /stories as the service reads it. */
export interface ListStoriesQuery {
  /** As sent; the service folds it. */
  search?: string;
  sortBy: StorySortKey;
  sortOrder: SortOrder;
  include: ReadonlySet<StoryInclude>;
  /** Upper case. */
  countryCode?: string;
  bankId?: string;
  tags?: VoteCategory[];
  page: PageRequest;
}

/** Parses the query of GET /stories, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseListStoriesQuery(raw: RawQuery): ListStoriesQuery {
  const { limit, starting_after, ending_before, include, ...filters } = parseQuery(ListStoriesQuerySchema, raw);
  return { ...filters, include: include ?? new Set(), page: pageRequestOf({ limit, starting_after, ending_before }) };
}

/** The query of GET /stories/:id. */
export const GetStoryQuerySchema = queryObject({
  include: v.optional(includeParam(STORY_INCLUDES)),
});

/** Parses the query of GET /stories/:id, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseGetStoryQuery(raw: RawQuery): { include: ReadonlySet<StoryInclude> } {
  const { include } = parseQuery(GetStoryQuerySchema, raw);
  return { include: include ?? new Set() };
}
