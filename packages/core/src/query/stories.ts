// The query strings of the story endpoints: the list and one story.

import * as v from 'valibot';
import { STORY_INCLUDES, STORY_SORT_KEYS, VOTE_CATEGORIES } from '../constants.ts';
import {
  countryCodeParam,
  enumListParam,
  enumParam,
  idParam,
  includeParam,
  searchParam,
  sortOrderParam,
} from '../validation/params.ts';
import { pagedQueryObject, queryObject } from './parse-query.ts';

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

/** The query of GET /stories/:id. */
export const GetStoryQuerySchema = queryObject({
  include: v.optional(includeParam(STORY_INCLUDES)),
});
