import type { BankSortKey, CountrySortKey, ProductSortKey } from '@bankdir/core';
import { BANK_SORT_KEYS, COUNTRY_SORT_KEYS, PRODUCT_SORT_KEYS } from '@bankdir/core';

export type BankSortColumn = Exclude<BankSortKey, 'name'> | 'nameKey';
export type ProductSortColumn = Exclude<ProductSortKey, 'name'> | 'nameKey';
export type CountrySortColumn = Exclude<CountrySortKey, 'name'> | 'nameKey';

/** The column a bank sortBy value reads: the value itself, except `name`, which sorts by the folded `nameKey`. */
export function bankSortColumn(sortBy: BankSortKey): BankSortColumn {
  return sortBy === 'name' ? 'nameKey' : sortBy;
}

export function productSortColumn(sortBy: ProductSortKey): ProductSortColumn {
  return sortBy === 'name' ? 'nameKey' : sortBy;
}

export function countrySortColumn(sortBy: CountrySortKey): CountrySortColumn {
  return sortBy === 'name' ? 'nameKey' : sortBy;
}

/** Every bank column a list sorts by, one per sortBy value. */
export const BANK_SORT_COLUMNS: readonly BankSortColumn[] = BANK_SORT_KEYS.map(bankSortColumn);
export const PRODUCT_SORT_COLUMNS: readonly ProductSortColumn[] = PRODUCT_SORT_KEYS.map(productSortColumn);
export const COUNTRY_SORT_COLUMNS: readonly CountrySortColumn[] = COUNTRY_SORT_KEYS.map(countrySortColumn);
