// The options of the story list and one story; and the query the service reads.

import * as v from 'valibot';
import {
  SORT_ORDERS,
  type SortOrder,
  STORY_INCLUDES,
  STORY_SORT_KEYS,
  type StoryInclude,
  type StorySortKey,
  VOTE_CATEGORIES,
  type VoteCategory,
} from '../constants.ts';
import type { PageRequest } from '../paging/page.ts';
import { countryCodeValue, enumListValue, enumValue, idValue, textValue } from '../validation/values.ts';
import { SEARCH_TEXT } from './banks.ts';
import { pagedOptionsObject, pageRequestOf } from './paging.ts';
import type { PagingOptions } from './paging-options.ts';
import { optionsObject, parseOptions } from './parse-options.ts';

/** Options of `directory.stories.list`. */
export interface ListStoriesOptions extends PagingOptions {
  /** Only stories whose text contains this text, ignoring case and accents: 1 to 200 characters. */
  search?: string;
  /** Sort key, default `createdAt`: createdAt or thumbsUpCount. */
  sortBy?: StorySortKey;
  /** Sort direction, default `asc`. */
  sortOrder?: SortOrder;
  /** Related data to embed: bank, country. */
  include?: readonly StoryInclude[];
  /** Only stories about banks of the country with this ISO 3166-1 two-letter code, in any case. */
  countryCode?: string;
  /** Only stories about the bank with this id. */
  bankId?: string;
  /** Only stories with any of these tags. */
  tags?: readonly VoteCategory[];
}

/** Options of `directory.stories.get`. */
export interface GetStoryOptions {
  /** Related data to embed: bank, country. */
  include?: readonly StoryInclude[];
}

/** A story, as `directory.stories.create` takes it. */
export interface StoryInput {
  /** What happened: 1 to 280 characters (trimmed). */
  text: string;
  /** Up to 5 distinct vote categories the story is about. */
  tags?: readonly VoteCategory[];
}

const ListStoriesOptionsSchema = pagedOptionsObject({
  search: v.optional(textValue(SEARCH_TEXT)),
  sortBy: v.optional(enumValue(STORY_SORT_KEYS), 'createdAt'),
  sortOrder: v.optional(enumValue(SORT_ORDERS), 'asc'),
  include: v.optional(enumListValue(STORY_INCLUDES), []),
  countryCode: v.optional(countryCodeValue()),
  bankId: v.optional(idValue()),
  tags: v.optional(enumListValue(VOTE_CATEGORIES)),
});

const GetStoryOptionsSchema = optionsObject({ include: v.optional(enumListValue(STORY_INCLUDES), []) });

/** stories.list as the service reads it. */
export interface ListStoriesQuery {
  /** As given; the service folds it. */
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

/** Checks the options of stories.list. */
export function listStoriesQueryOf(options: unknown): ListStoriesQuery {
  const { limit, startingAfter, endingBefore, include, ...filters } = parseOptions(
    ListStoriesOptionsSchema,
    options,
    'stories.list',
  );
  return { ...filters, include: new Set(include), page: pageRequestOf({ limit, startingAfter, endingBefore }) };
}

/** Checks the options of stories.get. */
export function getStoryQueryOf(options: unknown): { include: ReadonlySet<StoryInclude> } {
  return { include: new Set(parseOptions(GetStoryOptionsSchema, options, 'stories.get').include) };
}
