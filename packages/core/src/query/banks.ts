// The query strings of the bank endpoints: the list, one bank, by hostname, semantic search.

import * as v from 'valibot';
import {
  BANK_BY_HOSTNAME_INCLUDES,
  BANK_GET_INCLUDES,
  BANK_INCLUDES,
  BANK_SORT_KEYS,
  SCORE_KEYS,
  SCORE_METRICS,
  SEMANTIC_LIMIT,
} from '../constants.ts';
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
import { pagedQueryObject, queryObject } from './parse-query.ts';

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

/** The query of GET /banks/:id. */
export const GetBankQuerySchema = queryObject({
  include: v.optional(includeParam(BANK_GET_INCLUDES)),
});

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
