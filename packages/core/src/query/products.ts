// The query string of the product list across banks.

import * as v from 'valibot';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_SORT_KEYS,
  PRODUCT_TYPES,
  type ProductCategory,
  type ProductSortKey,
  type ProductType,
  type SortOrder,
} from '../constants.ts';
import type { RawQuery } from '../directory.ts';
import type { PageRequest } from '../paging/page.ts';
import { pageRequestOf } from '../paging/params.ts';
import {
  countryCodeParam,
  currencyParam,
  enumListParam,
  enumParam,
  idParam,
  numberParam,
  searchParam,
  sortOrderParam,
} from '../validation/params.ts';
import { pagedQueryObject, parseQuery } from './parse-query.ts';

const RATE_FILTER = { min: 0, max: 1000 } as const;

/** The query of GET /bank-products. */
export const ListProductsQuerySchema = pagedQueryObject({
  bankId: v.optional(idParam('Only products of the bank with this id.')),
  countryCode: v.optional(
    countryCodeParam('Only products of banks of the country with this ISO 3166-1 two-letter code, in any case.'),
  ),
  categories: v.optional(
    enumListParam(
      PRODUCT_CATEGORIES,
      `Only products in these categories, comma-separated: ${PRODUCT_CATEGORIES.join(', ')}.`,
    ),
  ),
  types: v.optional(enumListParam(PRODUCT_TYPES, 'Only products of these types, comma-separated product type values.')),
  currency: v.optional(currencyParam('Only products in this ISO 4217 three-letter currency, in any case.')),
  search: v.optional(
    searchParam('Only products whose name contains this text, ignoring case and accents: 1 to 200 characters.'),
  ),
  minRatePercent: v.optional(
    numberParam(
      RATE_FILTER,
      'Only products whose ratePercent, or else rateMaxPercent, is at least this (0 to 1000); products with no rate are left out.',
    ),
  ),
  maxRatePercent: v.optional(
    numberParam(
      RATE_FILTER,
      'Only products whose ratePercent, or else rateMinPercent, is at most this (0 to 1000); products with no rate are left out.',
    ),
  ),
  sortBy: v.optional(
    enumParam(
      PRODUCT_SORT_KEYS,
      'Sort key, default ratePercent: ratePercent, name, effectiveDate, createdAt or updatedAt; empty values come last.',
    ),
    'ratePercent',
  ),
  sortOrder: sortOrderParam('desc'),
});

/** GET /bank-products as the service reads it. */
export interface ListProductsQuery {
  bankId?: string;
  /** Upper case. */
  countryCode?: string;
  categories?: ProductCategory[];
  types?: ProductType[];
  /** Upper case. */
  currency?: string;
  /** As sent; the service folds it. */
  search?: string;
  minRatePercent?: number;
  maxRatePercent?: number;
  sortBy: ProductSortKey;
  sortOrder: SortOrder;
  page: PageRequest;
}

/**
 * Parses the query of GET /bank-products, or throws BAD_REQUEST with every issue at ["query", name].
 * minRatePercent above maxRatePercent is not an error: a product whose range spans both can still match.
 */
export function parseListProductsQuery(raw: RawQuery): ListProductsQuery {
  const { limit, starting_after, ending_before, ...filters } = parseQuery(ListProductsQuerySchema, raw);
  return { ...filters, page: pageRequestOf({ limit, starting_after, ending_before }) };
}
