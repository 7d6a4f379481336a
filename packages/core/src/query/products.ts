// The query string of the product list across banks.

import * as v from 'valibot';
import { PRODUCT_CATEGORIES, PRODUCT_SORT_KEYS, PRODUCT_TYPES } from '../constants.ts';
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
import { pagedQueryObject } from './parse-query.ts';

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
