// The query strings of the bank endpoints: the list, one bank, by hostname, semantic search.

import * as v from 'valibot';
import {
  BANK_BY_HOSTNAME_INCLUDES,
  BANK_GET_INCLUDES,
  BANK_INCLUDES,
  BANK_SORT_KEYS,
  type BankInclude,
  type BankSortKey,
  SCORE_KEYS,
  SCORE_METRICS,
  SEMANTIC_LIMIT,
  type SortOrder,
} from '../constants.ts';
import type { RawQuery } from '../directory.ts';
import type { PageRequest } from '../paging/page.ts';
import { pageRequestOf } from '../paging/params.ts';
import {
  countryCodeParam,
  enumParam,
  idParam,
  includeParam,
  integerParam,
  searchParam,
  sortOrderParam,
  textParam,
} from '../validation/params.ts';
import { pagedQueryObject, parseQuery, queryObject } from './parse-query.ts';

/** How a message names the 65 sort keys. */
const SORT_KEYS_NAMED =
  'name, rank, countryRank, storiesCount, countryId, or <category>_<metric> such as overall_score';

/** The `description` text of GET /banks: as long as a semantic search query. */
const DESCRIPTION_LENGTH = { min: 1, max: 1000 } as const;

/** The query of GET /banks. */
export const ListBanksQuerySchema = pagedQueryObject({
  search: v.optional(
    searchParam('Only banks whose name contains this text, ignoring case and accents: 1 to 200 characters.'),
  ),
  sortBy: v.optional(
    enumParam(
      BANK_SORT_KEYS,
      `Sort key, default name: name, rank, countryRank, storiesCount, countryId, or <category>_<metric> where category is one of ${SCORE_KEYS.join(', ')} and metric one of ${SCORE_METRICS.join(', ')}. Unranked banks come last when sorting by rank or countryRank.`,
      SORT_KEYS_NAMED,
    ),
    'name',
  ),
  sortOrder: sortOrderParam('asc'),
  include: v.optional(includeParam(BANK_INCLUDES)),
  countryId: v.optional(
    idParam('Only banks of the country with this id; used instead of countryCode when both are sent.'),
  ),
  countryCode: v.optional(
    countryCodeParam('Only banks of the country with this ISO 3166-1 two-letter code, in any case.'),
  ),
  description: v.optional(
    textParam(
      DESCRIPTION_LENGTH,
      '`null`: only banks without a description; `not_null`: only banks with one; any other text (1 to 1000 characters, a sentence works best): banks with a description, ranked by the semantic similarity of their best description section to it instead of sortBy (needs an embedding model: 503 without one).',
    ),
  ),
});

/** What `description` on GET /banks asks for: whether a bank has one, or banks ranked by similarity to a text. */
export type DescriptionFilter = { readonly has: boolean } | { readonly similarTo: string };

/** GET /banks as the service reads it. */
export interface ListBanksQuery {
  /** Related data to embed; empty when include was not sent. */
  include: ReadonlySet<BankInclude>;
  countryId?: string;
  /** Upper case. */
  countryCode?: string;
  /** As sent; the service folds it. */
  search?: string;
  sortBy: BankSortKey;
  sortOrder: SortOrder;
  description?: DescriptionFilter;
  page: PageRequest;
}

/** Parses the query of GET /banks, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseListBanksQuery(raw: RawQuery): ListBanksQuery {
  const { limit, starting_after, ending_before, include, description, ...filters } = parseQuery(
    ListBanksQuerySchema,
    raw,
  );
  return {
    ...filters,
    ...(description !== undefined && { description: descriptionFilterOf(description) }),
    include: include ?? new Set(),
    page: pageRequestOf({ limit, starting_after, ending_before }),
  };
}

function descriptionFilterOf(text: string): DescriptionFilter {
  if (text === 'null') return { has: false };
  if (text === 'not_null') return { has: true };
  return { similarTo: text };
}

/** The query of GET /banks/:id. */
export const GetBankQuerySchema = queryObject({
  include: v.optional(includeParam(BANK_GET_INCLUDES)),
});

/** GET /banks/:id as the service reads it. */
export interface GetBankQuery {
  /** Related data to embed; empty when include was not sent. */
  include: ReadonlySet<(typeof BANK_GET_INCLUDES)[number]>;
}

/** Parses the query of GET /banks/:id, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseGetBankQuery(raw: RawQuery): GetBankQuery {
  const { include } = parseQuery(GetBankQuerySchema, raw);
  return { include: include ?? new Set() };
}

const PAGE_TITLE_MESSAGE = 'must be at most 1000 characters.';

/** The query of GET /banks/by-hostname. */
export const BanksByHostnameQuerySchema = queryObject({
  hostname: textParam(
    { min: 1, max: 2048 },
    'The website hostname or full URL to look up, e.g. www.example.com; normalised (case, port, trailing dot, IDN, one leading www.) before matching.',
  ),
  include: v.optional(includeParam(BANK_BY_HOSTNAME_INCLUDES)),
  pageTitle: v.optional(
    v.pipe(
      v.string(PAGE_TITLE_MESSAGE),
      v.description(
        'The title of the web page, at most 1000 characters: among banks of one country, one whose name it contains wins.',
      ),
      v.maxLength(1000, PAGE_TITLE_MESSAGE),
    ),
  ),
});

/** GET /banks/by-hostname as the service reads it. */
export interface BanksByHostnameQuery {
  /** As sent; the service normalises it. */
  hostname: string;
  /** Related data to embed; empty when include was not sent. */
  include: ReadonlySet<(typeof BANK_BY_HOSTNAME_INCLUDES)[number]>;
  pageTitle?: string;
}

/** Parses the query of GET /banks/by-hostname, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseBanksByHostnameQuery(raw: RawQuery): BanksByHostnameQuery {
  const { include, ...rest } = parseQuery(BanksByHostnameQuerySchema, raw);
  return { ...rest, include: include ?? new Set() };
}

/** The query of GET /banks/semantic-search. */
export const SemanticSearchQuerySchema = queryObject({
  query: textParam(
    { min: 1, max: 1000 },
    'A full descriptive sentence (not a keyword list) matched against bank descriptions: 1 to 1000 characters.',
  ),
  limit: v.optional(
    integerParam(
      SEMANTIC_LIMIT,
      `Number of banks to return: an integer from ${SEMANTIC_LIMIT.min} to ${SEMANTIC_LIMIT.max}.`,
    ),
    String(SEMANTIC_LIMIT.default),
  ),
  countryCode: v.optional(
    countryCodeParam('Only banks of the country with this ISO 3166-1 two-letter code, in any case.'),
  ),
});

/** GET /banks/semantic-search as the service reads it. */
export interface SemanticSearchQuery {
  query: string;
  limit: number;
  /** Upper case. */
  countryCode?: string;
}

/** Parses the query of GET /banks/semantic-search, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseSemanticSearchQuery(raw: RawQuery): SemanticSearchQuery {
  return parseQuery(SemanticSearchQuerySchema, raw);
}
