// The options of the product list across banks; and the query the service reads.

import * as v from 'valibot';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_SORT_KEYS,
  PRODUCT_TYPES,
  type ProductCategory,
  type ProductSortKey,
  type ProductType,
  SORT_ORDERS,
  type SortOrder,
} from '../constants.ts';
import type { PageRequest } from '../paging/page.ts';
import {
  countryCodeValue,
  currencyValue,
  enumListValue,
  enumValue,
  idValue,
  numberValue,
  textValue,
} from '../validation/values.ts';
import { SEARCH_TEXT } from './banks.ts';
import { pagedOptionsObject, pageRequestOf } from './paging.ts';
import type { PagingOptions } from './paging-options.ts';
import { parseOptions } from './parse-options.ts';

const RATE_FILTER = { min: 0, max: 1000 } as const;

/** The filters of `directory.products.listAll` (GET /bank-products), values as sent. */
export interface ProductFilterOptions {
  /** Only products of the bank with this id. */
  bankId?: string;
  /** Only products of banks of the country with this ISO 3166-1 two-letter code, in any case. */
  countryCode?: string;
  /** Only products in these categories. */
  categories?: readonly ProductCategory[];
  /** Only products of these types. */
  types?: readonly ProductType[];
  /** Only products in this ISO 4217 three-letter currency, in any case. */
  currency?: string;
  /** Only products whose name contains this text, ignoring case and accents: 1 to 200 characters. */
  search?: string;
  /** Only products whose ratePercent, or else rateMaxPercent, is at least this (0 to 1000). */
  minRatePercent?: number;
  /** Only products whose ratePercent, or else rateMinPercent, is at most this (0 to 1000). */
  maxRatePercent?: number;
}

/** Options of `directory.products.listAll`. */
export interface ListProductsOptions extends PagingOptions, ProductFilterOptions {
  /** Sort key, default `ratePercent`: ratePercent, name, effectiveDate, createdAt or updatedAt; empty values last. */
  sortBy?: ProductSortKey;
  /** Sort direction, default `desc`. */
  sortOrder?: SortOrder;
}

const ListProductsOptionsSchema = pagedOptionsObject({
  bankId: v.optional(idValue()),
  countryCode: v.optional(countryCodeValue()),
  categories: v.optional(enumListValue(PRODUCT_CATEGORIES)),
  types: v.optional(enumListValue(PRODUCT_TYPES)),
  currency: v.optional(currencyValue()),
  search: v.optional(textValue(SEARCH_TEXT)),
  minRatePercent: v.optional(numberValue(RATE_FILTER)),
  maxRatePercent: v.optional(numberValue(RATE_FILTER)),
  sortBy: v.optional(enumValue(PRODUCT_SORT_KEYS), 'ratePercent'),
  sortOrder: v.optional(enumValue(SORT_ORDERS), 'desc'),
});

/** products.listAll as the service reads it. */
export interface ListProductsQuery {
  bankId?: string;
  /** Upper case. */
  countryCode?: string;
  categories?: ProductCategory[];
  types?: ProductType[];
  /** Upper case. */
  currency?: string;
  /** As given; the service folds it. */
  search?: string;
  minRatePercent?: number;
  maxRatePercent?: number;
  sortBy: ProductSortKey;
  sortOrder: SortOrder;
  page: PageRequest;
}

/**
 * Checks the options of products.listAll. minRatePercent above maxRatePercent is not an error: a product whose range
 * spans both can still match.
 */
export function listProductsQueryOf(options: unknown): ListProductsQuery {
  const { limit, startingAfter, endingBefore, ...filters } = parseOptions(
    ListProductsOptionsSchema,
    options,
    'products.listAll',
  );
  return { ...filters, page: pageRequestOf({ limit, startingAfter, endingBefore }) };
}
