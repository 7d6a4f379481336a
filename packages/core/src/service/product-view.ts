import type { BankProduct } from '../schemas/resources.ts';
import type { ProductRecord } from '../storage.ts';

/** The API product: the stored record without the operator's hidden flag. */
export function viewProduct(record: ProductRecord): BankProduct {
  const { hidden: _hidden, ...product } = record;
  return product;
}
