import type { BankProduct, ProductFilterOptions, ProductSortKey, SortOrder } from '@bankdir/core';
import type { SortValue } from '@bankdir/core/driver';
import { compareForBankPage, foldText, passesRateFilters, productSortValue } from '@bankdir/core/driver';
import type { DirectoryData, GeneratedProduct } from '../generate-directory-data.ts';
import { orderIds } from './reference-order.ts';

/** The filters of GET /bank-products as a test states them (values as sent; matching is the reference's job). */
export type ProductFilter = ProductFilterOptions;

/** The rate filters as docs/api-contract.md states them, core's own rule. */
export { passesRateFilters };

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
    sortValue: productSortValue,
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
        .sort(compareForBankPage),
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
