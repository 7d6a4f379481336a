// The options of the vote list, the vote body and the category of a retraction; and what the service reads.

import * as v from 'valibot';
import {
  SORT_ORDERS,
  type SortOrder,
  VOTE_CATEGORIES,
  VOTE_INCLUDES,
  type VoteCategory,
  type VoteInclude,
} from '../constants.ts';
import type { PageRequest } from '../paging/page.ts';
import { booleanValue, countryCodeValue, enumListValue, enumValue, idValue } from '../validation/values.ts';
import { pagedOptionsObject, pageRequestOf } from './paging.ts';
import type { PagingOptions } from './paging-options.ts';
import { invalidOptions, issueOf, parseOptions } from './parse-options.ts';

/** Options of `directory.votes.list`. */
export interface ListVotesOptions extends PagingOptions {
  /** Only votes for the bank with this id. */
  bankId?: string;
  /** Only votes in these categories. */
  categories?: readonly VoteCategory[];
  /** true for upvotes only, false for downvotes only. */
  isUp?: boolean;
  /** Only votes for banks of the country with this ISO 3166-1 two-letter code, in any case. */
  countryCode?: string;
  /** Sort key: createdAt, the only one and the default. */
  sortBy?: 'createdAt';
  /** Sort direction, default `desc`. */
  sortOrder?: SortOrder;
  /** Related data to embed: bank, country. */
  include?: readonly VoteInclude[];
}

/** A vote, as `directory.votes.cast` takes it. */
export interface VoteInput {
  category: VoteCategory;
  /** true for an upvote, false for a downvote. */
  isUp: boolean;
}

const ListVotesOptionsSchema = pagedOptionsObject({
  bankId: v.optional(idValue()),
  categories: v.optional(enumListValue(VOTE_CATEGORIES)),
  isUp: v.optional(booleanValue()),
  countryCode: v.optional(countryCodeValue()),
  sortBy: v.optional(enumValue(['createdAt']), 'createdAt'),
  sortOrder: v.optional(enumValue(SORT_ORDERS), 'desc'),
  include: v.optional(enumListValue(VOTE_INCLUDES), []),
});

/** votes.list as the service reads it. */
export interface ListVotesQuery {
  bankId?: string;
  categories?: VoteCategory[];
  isUp?: boolean;
  /** Upper case. */
  countryCode?: string;
  sortBy: 'createdAt';
  sortOrder: SortOrder;
  include: ReadonlySet<VoteInclude>;
  page: PageRequest;
}

/** Checks the options of votes.list. */
export function listVotesQueryOf(options: unknown): ListVotesQuery {
  const { limit, startingAfter, endingBefore, include, ...filters } = parseOptions(
    ListVotesOptionsSchema,
    options,
    'votes.list',
  );
  return { ...filters, include: new Set(include), page: pageRequestOf({ limit, startingAfter, endingBefore }) };
}

/** Checks the category of votes.retract. */
export function voteCategoryOf(category: unknown): VoteCategory {
  const parsed = v.safeParse(enumValue(VOTE_CATEGORIES), category);
  if (parsed.success) return parsed.output;
  throw invalidOptions('votes.retract', [issueOf(['category'], parsed.issues[0].message)]);
}
