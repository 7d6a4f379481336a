// The options of the bank methods: the list, one bank, by hostname, semantic search; and the queries the service reads.

import * as v from 'valibot';
import {
  BANK_BY_HOSTNAME_INCLUDES,
  BANK_GET_INCLUDES,
  BANK_INCLUDES,
  BANK_SORT_KEYS,
  type BankInclude,
  type BankSortKey,
  SEMANTIC_LIMIT,
  SORT_ORDERS,
  type SortOrder,
} from '../constants.ts';
import type { PageRequest } from '../paging/page.ts';
import { countryCodeValue, enumListValue, enumValue, idValue, integerValue, textValue } from '../validation/values.ts';
import { pagedOptionsObject, pageRequestOf } from './paging.ts';
import type { PagingOptions } from './paging-options.ts';
import { optionsObject, parseOptions } from './parse-options.ts';

/** The length of every `search` option. */
export const SEARCH_TEXT = { min: 1, max: 200 } as const;

/** Options of `directory.banks.list`. */
export interface ListBanksOptions extends PagingOptions {
  /** Only banks whose name contains this text, ignoring case and accents: 1 to 200 characters. */
  search?: string;
  /** Sort key, default `name`: name, rank, countryRank, storiesCount, countryId, or `<category>_<metric>` such as `overall_score`. */
  sortBy?: BankSortKey;
  /** Sort direction, default `asc`. */
  sortOrder?: SortOrder;
  /** Related data to embed: scores, country, stocks; `meta` adds `pagination.meta.total`. */
  include?: readonly BankInclude[];
  /** Only banks of the country with this id; used instead of countryCode when both are given. */
  countryId?: string;
  /** Only banks of the country with this ISO 3166-1 two-letter code, in any case. */
  countryCode?: string;
  /**
   * `'null'`: only banks without a description; `'not_null'`: only banks with one; any other text (1 to 1000
   * characters, a sentence works best): banks with a description ranked by similarity to it instead of sortBy (needs
   * an embedder: SERVICE_UNAVAILABLE without one).
   */
  description?: string;
}

/** Options of `directory.banks.get`. */
export interface GetBankOptions {
  /** Related data to embed: scores, country, stocks. */
  include?: readonly (typeof BANK_GET_INCLUDES)[number][];
}

/** Options of `directory.banks.byHostname`. */
export interface BanksByHostnameOptions {
  /** The website hostname or full URL to look up, e.g. www.example.com; normalised before matching. */
  hostname: string;
  /** Related data to embed: scores, country. */
  include?: readonly (typeof BANK_BY_HOSTNAME_INCLUDES)[number][];
  /** The title of the web page, at most 1000 characters: among banks of one country, one whose name it contains wins. */
  pageTitle?: string;
}

/** Options of `directory.banks.semanticSearch`. */
export interface SemanticSearchOptions {
  /** A full descriptive sentence matched against bank descriptions: 1 to 1000 characters. */
  query: string;
  /** Number of banks to return: an integer from 1 to 50; default 10. */
  limit?: number;
  /** Only banks of the country with this ISO 3166-1 two-letter code, in any case. */
  countryCode?: string;
}

/**
 * The options the bank and the country lists share: search, sortBy (default `name`; `sortKeys` named as `sortRule`
 * says), sortOrder (default `asc`) and include (default none).
 */
export function namedListEntries<
  const TKeys extends readonly [string, ...string[]],
  const TIncludes extends readonly [string, ...string[]],
>(sortKeys: TKeys, sortRule: string, includes: TIncludes) {
  return {
    search: v.optional(textValue(SEARCH_TEXT)),
    sortBy: v.optional(enumValue(sortKeys, sortRule), 'name'),
    sortOrder: v.optional(enumValue(SORT_ORDERS), 'asc'),
    include: v.optional(enumListValue(includes), []),
  };
}

const ListBanksOptionsSchema = pagedOptionsObject({
  ...namedListEntries(
    BANK_SORT_KEYS,
    'name, rank, countryRank, storiesCount, countryId, or <category>_<metric>',
    BANK_INCLUDES,
  ),
  countryId: v.optional(idValue()),
  countryCode: v.optional(countryCodeValue()),
  description: v.optional(textValue({ min: 1, max: 1000 })),
});

const GetBankOptionsSchema = optionsObject({ include: v.optional(enumListValue(BANK_GET_INCLUDES), []) });

const BanksByHostnameOptionsSchema = optionsObject({
  hostname: textValue({ min: 1, max: 2048 }),
  include: v.optional(enumListValue(BANK_BY_HOSTNAME_INCLUDES), []),
  pageTitle: v.optional(
    v.pipe(
      v.string('must be a string of at most 1000 characters.'),
      v.maxLength(1000, 'must be at most 1000 characters.'),
    ),
  ),
});

const SemanticSearchOptionsSchema = optionsObject({
  query: textValue({ min: 1, max: 1000 }),
  limit: v.optional(integerValue(SEMANTIC_LIMIT), SEMANTIC_LIMIT.default),
  countryCode: v.optional(countryCodeValue()),
});

/** What `description` asks for: whether a bank has one, or banks ranked by similarity to a text. */
export type DescriptionFilter = { readonly has: boolean } | { readonly similarTo: string };

/** banks.list as the service reads it. */
export interface ListBanksQuery {
  include: ReadonlySet<BankInclude>;
  countryId?: string;
  /** Upper case. */
  countryCode?: string;
  /** As given; the service folds it. */
  search?: string;
  sortBy: BankSortKey;
  sortOrder: SortOrder;
  description?: DescriptionFilter;
  page: PageRequest;
}

/** Checks the options of banks.list, or throws BAD_REQUEST naming each bad option. */
export function listBanksQueryOf(options: unknown): ListBanksQuery {
  const { limit, startingAfter, endingBefore, include, description, ...filters } = parseOptions(
    ListBanksOptionsSchema,
    options,
    'banks.list',
  );
  return {
    ...filters,
    ...(description !== undefined && { description: descriptionFilterOf(description) }),
    include: new Set(include),
    page: pageRequestOf({ limit, startingAfter, endingBefore }),
  };
}

function descriptionFilterOf(text: string): DescriptionFilter {
  if (text === 'null') return { has: false };
  if (text === 'not_null') return { has: true };
  return { similarTo: text };
}

/** Checks the options of banks.get: the related data to embed. */
export function getBankQueryOf(options: unknown): { include: ReadonlySet<(typeof BANK_GET_INCLUDES)[number]> } {
  return { include: new Set(parseOptions(GetBankOptionsSchema, options, 'banks.get').include) };
}

/** banks.byHostname as the service reads it. */
export interface BanksByHostnameQuery {
  /** As given; the service normalises it. */
  hostname: string;
  include: ReadonlySet<(typeof BANK_BY_HOSTNAME_INCLUDES)[number]>;
  pageTitle?: string;
}

/** Checks the options of banks.byHostname. */
export function banksByHostnameQueryOf(options: unknown): BanksByHostnameQuery {
  const { include, ...rest } = parseOptions(BanksByHostnameOptionsSchema, options, 'banks.byHostname');
  return { ...rest, include: new Set(include) };
}

/** banks.semanticSearch as the service reads it. */
export interface SemanticSearchQuery {
  query: string;
  limit: number;
  /** Upper case. */
  countryCode?: string;
}

/** Checks the options of banks.semanticSearch. */
export function semanticSearchQueryOf(options: unknown): SemanticSearchQuery {
  return parseOptions(SemanticSearchOptionsSchema, options, 'banks.semanticSearch');
}
