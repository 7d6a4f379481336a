import { PRODUCT_STATUSES, type ProductStatus } from '../constants.ts';
import { bodyObject } from './body-object.ts';
import { enumParam } from './enum-param.ts';
import { parseBody } from './parse-body.ts';

/** The body of PUT /banks/:bankId/products/:id/status. */
export const ProductStatusBodySchema = bodyObject({
  status: enumParam(PRODUCT_STATUSES, 'The new status: DRAFT, PUBLISHED or ARCHIVED.'),
});

/** Parses a product status body, or throws BAD_REQUEST with every issue at ["body", field]. */
export function parseProductStatusBody(input: unknown): { status: ProductStatus } {
  return parseBody(ProductStatusBodySchema, input);
}
