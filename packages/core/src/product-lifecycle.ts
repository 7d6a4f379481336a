import { PRODUCT_CATEGORIES, type ProductSortKey, type ProductStatus } from './constants.ts';
import { type SortValue, unknownSortKey } from './paging/order.ts';
import type { BankProduct } from './schemas/resources.ts';
import type { ProductFields } from './storage.ts';
import { foldText } from './text/fold.ts';

/** A product shows in public lists only when PUBLISHED and not hidden by the operator. */
export function isPubliclyVisible(product: { status: ProductStatus; hidden: boolean }): boolean {
  return product.status === 'PUBLISHED' && !product.hidden;
}

/** The status a create ends in: the one sent, else PUBLISHED (the product appears at once). */
export function statusOnCreate(requested: ProductStatus | undefined): ProductStatus {
  return requested ?? 'PUBLISHED';
}

/** The status a full replace ends in: the one sent, else the current one. */
export function statusOnReplace(requested: ProductStatus | undefined, current: ProductStatus): ProductStatus {
  return requested ?? current;
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

/** A product as the public list sorts it; `nameKey` is its folded name when the caller keeps one. */
export interface SortedProduct {
  fields: Pick<ProductFields, 'name' | 'ratePercent' | 'effectiveDate'>;
  createdAt: string;
  updatedAt: string;
  nameKey?: string;
}

/** The value the public product list sorts by `sortBy`: names compare folded; null is an empty value. */
export function productSortValue(product: SortedProduct, sortBy: ProductSortKey): SortValue {
  switch (sortBy) {
    case 'ratePercent':
      return product.fields.ratePercent;
    case 'name':
      return product.nameKey ?? foldText(product.fields.name);
    case 'effectiveDate':
      return product.fields.effectiveDate;
    case 'createdAt':
      return product.createdAt;
    case 'updatedAt':
      return product.updatedAt;
    default:
      return unknownSortKey(sortBy);
  }
}

const CATEGORY_ORDER = new Map(PRODUCT_CATEGORIES.map((category, index) => [category, index]));

/** The order of one bank's product lists: category (enum order), displayOrder asc with empty last, then name, then id. */
export function compareForBankPage(a: BankProduct, b: BankProduct): number {
  const byCategory = (CATEGORY_ORDER.get(a.category) ?? 0) - (CATEGORY_ORDER.get(b.category) ?? 0);
  if (byCategory !== 0) return byCategory;
  if (a.displayOrder !== b.displayOrder) {
    if (a.displayOrder === null) return 1;
    if (b.displayOrder === null) return -1;
    return a.displayOrder - b.displayOrder;
  }
  // Names compare folded, as every name sort of the API does.
  const nameA = foldText(a.name);
  const nameB = foldText(b.name);
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
