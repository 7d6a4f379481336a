import { PRODUCT_CATEGORIES, type ProductStatus } from './constants.ts';
import type { BankProduct } from './schemas/resources.ts';
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
