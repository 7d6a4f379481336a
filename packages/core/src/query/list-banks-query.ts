import * as v from 'valibot';
import {
  BANK_INCLUDES,
  BANK_SORT_KEYS,
  type BankInclude,
  type BankSortKey,
  SCORE_KEYS,
  SCORE_METRICS,
  type SortOrder,
} from '../constants.ts';
import type { RawQuery } from '../directory.ts';
import type { PageRequest } from '../paging/page.ts';
import { countryCodeParam } from './country-code-param.ts';
import { enumParam } from './enum-param.ts';
import { idParam } from './id-param.ts';
import { includeParam } from './include-param.ts';
import { pageRequestOf } from './paging-params.ts';
import { parseQuery } from './parse-query.ts';
import { pagedQueryObject } from './query-object.ts';
import { searchParam } from './search-param.ts';
import { sortOrderParam } from './sort-order-param.ts';

/** How a message names the 65 sort keys. */
const SORT_KEYS_NAMED =
  'name, rank, countryRank, storiesCount, countryId, or <category>_<metric> such as overall_score';

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
});

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
  page: PageRequest;
}

/** Parses the query of GET /banks, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseListBanksQuery(raw: RawQuery): ListBanksQuery {
  const { limit, starting_after, ending_before, include, ...filters } = parseQuery(ListBanksQuerySchema, raw);
  return { ...filters, include: include ?? new Set(), page: pageRequestOf({ limit, starting_after, ending_before }) };
}
