import type { BankProduct } from '@bankdir/core';
import {
  PRODUCT_CATEGORIES,
  type ProductCategory,
  type ProductSortKey,
  type ProductType,
  type SortOrder,
} from '@bankdir/core';
import type { ProductFields, SortValue } from '@bankdir/core/driver';
import { foldText } from '@bankdir/core/driver';
import type { DirectoryData, GeneratedProduct } from '../generate-directory-data.ts';
import { orderIds } from './reference-order.ts';

/** The filters of GET /bank-products as a test states them (values as sent; matching is the reference's job). */
export interface ProductFilter {
  bankId?: string;
  countryCode?: string;
  categories?: readonly ProductCategory[];
  types?: readonly ProductType[];
  currency?: string;
  search?: string;
  minRatePercent?: number;
  maxRatePercent?: number;
}

/**
 * The rate filters as docs/api-contract.md states them: minRatePercent keeps a product whose headline rate or top of
 * the range reaches at least the value; maxRatePercent one whose headline rate or bottom of the range is at most the
 * value. A product with no rate at all never passes.
 */
export function passesRateFilters(
  fields: Pick<ProductFields, 'ratePercent' | 'rateMinPercent' | 'rateMaxPercent'>,
  min?: number,
  max?: number,
): boolean {
  const { ratePercent, rateMinPercent, rateMaxPercent } = fields;
  if (
    min !== undefined &&
    !((ratePercent !== null && ratePercent >= min) || (rateMaxPercent !== null && rateMaxPercent >= min))
  )
    return false;
  if (
    max !== undefined &&
    !((ratePercent !== null && ratePercent <= max) || (rateMinPercent !== null && rateMinPercent <= max))
  )
    return false;
  return true;
}

const CATEGORY_INDEX = new Map(PRODUCT_CATEGORIES.map((category, index) => [category, index]));

/** One bank's product page order (docs/api-contract.md): category in enum order, displayOrder with empty last, name, then id. */
export function compareBankPageReference(a: BankProduct, b: BankProduct): number {
  const byCategory = (CATEGORY_INDEX.get(a.category) ?? 0) - (CATEGORY_INDEX.get(b.category) ?? 0);
  if (byCategory !== 0) return byCategory;
  if (a.displayOrder !== b.displayOrder) {
    if (a.displayOrder === null) return 1;
    if (b.displayOrder === null) return -1;
    return a.displayOrder - b.displayOrder;
  }
  const [nameA, nameB] = [foldText(a.name), foldText(b.name)];
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export interface ProductReference {
  readonly products: readonly GeneratedProduct[];
  product(id: string): GeneratedProduct;
  /** PUBLISHED and not hidden. */
  isPublic(product: GeneratedProduct): boolean;
  /** The product as the API shows it. */
  view(product: GeneratedProduct): BankProduct;
  sortValue(product: GeneratedProduct, sortBy: ProductSortKey): SortValue;
  matches(product: GeneratedProduct, filter: ProductFilter): boolean;
  /** Ids of the public products passing `filter` in the list order; `everyProduct` orders every product instead. */
  order(sortBy: ProductSortKey, sortOrder: SortOrder, filter?: ProductFilter, everyProduct?: boolean): string[];
  /** One bank's products in page order: its public ones, or all of them (the managed list). */
  bankPage(bankId: string, publicOnly: boolean): BankProduct[];
}

const references = new WeakMap<DirectoryData, ProductReference>();

export function productReference(data: DirectoryData): ProductReference {
  const known = references.get(data);
  if (known) return known;
  const banks = new Map(data.banks.map((bank) => [bank.id, bank]));
  const codeOfCountry = new Map(data.countries.map((country) => [country.id, country.code]));
  const products = new Map(data.products.map((product) => [product.id, product]));

  const reference: ProductReference = {
    products: data.products,
    product(id) {
      const product = products.get(id);
      if (!product) throw new Error(`The reference has no product ${id}.`);
      return product;
    },
    isPublic: (product) => product.fields.status === 'PUBLISHED' && !product.hidden,
    view: (product) => ({
      id: product.id,
      bankId: product.bankId,
      ...product.fields,
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
      bankName: banks.get(product.bankId)?.name ?? '',
    }),
    sortValue(product, sortBy) {
      switch (sortBy) {
        case 'ratePercent':
          return product.fields.ratePercent;
        case 'name':
          return foldText(product.fields.name);
        case 'effectiveDate':
          return product.fields.effectiveDate;
        case 'createdAt':
          return product.createdAt;
        case 'updatedAt':
          return product.updatedAt;
      }
    },
    matches(product, filter) {
      const { fields } = product;
      if (filter.bankId !== undefined && product.bankId !== filter.bankId) return false;
      if (filter.countryCode !== undefined) {
        const bank = banks.get(product.bankId);
        if (!bank || codeOfCountry.get(bank.countryId) !== filter.countryCode.toUpperCase()) return false;
      }
      if (filter.categories !== undefined && !filter.categories.includes(fields.category)) return false;
      if (filter.types !== undefined && !filter.types.includes(fields.type)) return false;
      if (filter.currency !== undefined && fields.currency?.toUpperCase() !== filter.currency.toUpperCase())
        return false;
      if (filter.search !== undefined && !foldText(fields.name).includes(foldText(filter.search))) return false;
      return passesRateFilters(fields, filter.minRatePercent, filter.maxRatePercent);
    },
    order: (sortBy, sortOrder, filter = {}, everyProduct = false) =>
      orderIds(
        data.products.filter(
          (product) => (everyProduct || reference.isPublic(product)) && reference.matches(product, filter),
        ),
        (product) => reference.sortValue(product, sortBy),
        sortOrder,
      ),
    bankPage: (bankId, publicOnly) =>
      data.products
        .filter((product) => product.bankId === bankId && (!publicOnly || reference.isPublic(product)))
        .map(reference.view)
        .sort(compareBankPageReference),
  };
  references.set(data, reference);
  return reference;
}

/** A product filter as a query string writes it: how a test names the filter. */
export function productFilterQuery(filter: ProductFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.bankId !== undefined) query.bankId = filter.bankId;
  if (filter.countryCode !== undefined) query.countryCode = filter.countryCode;
  if (filter.categories !== undefined) query.categories = filter.categories.join(',');
  if (filter.types !== undefined) query.types = filter.types.join(',');
  if (filter.currency !== undefined) query.currency = filter.currency;
  if (filter.search !== undefined) query.search = filter.search;
  if (filter.minRatePercent !== undefined) query.minRatePercent = String(filter.minRatePercent);
  if (filter.maxRatePercent !== undefined) query.maxRatePercent = String(filter.maxRatePercent);
  return query;
}
