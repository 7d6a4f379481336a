import { BankProductSchema, DeletedSchema } from '@bankdir/core';
import { ListProductsQuerySchema, ProductBodySchema, ProductStatusBodySchema } from '@bankdir/core/query';
import * as v from 'valibot';
import { type PathParameter, type RouteDefinition, route } from '../route-definition.ts';

const bankId: PathParameter = { description: 'The bank, e.g. bank_us_jpmorgan-chase.' };
const productId: PathParameter = { description: 'The product; it must belong to the bank of the path.' };
const NO_BANK = 'No bank has this id.';
const NO_PRODUCT = 'No bank has this id, or the bank has no product with this id.';
/** What the routes of one product of a bank share: for the bank's representatives, answering 200 or 404. */
const ONE_PRODUCT = {
  pathParameters: { bankId, id: productId },
  paginated: false,
  success: [200],
  representative: true,
  notFound: NO_PRODUCT,
} as const;

export const productRoutes: readonly RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/bank-products',
    plan: 'PRO',
    operationId: 'listBankProducts',
    tag: 'bank-products',
    summary: 'List published products of all banks',
    description:
      'Published products across banks, to compare rates and terms, each with its bankName; by ratePercent descending by default, empty values last; paginated by cursor.',
    query: ListProductsQuerySchema,
    response: v.array(BankProductSchema),
    paginated: true,
    success: [200],
    handle: ({ query }, directory) => directory.products.listAll(query),
  }),
  route({
    method: 'GET',
    path: '/banks/:bankId/products',
    plan: 'PRO',
    operationId: 'listPublishedBankProducts',
    tag: 'bank-products',
    summary: "List a bank's published products",
    description:
      "The bank's PUBLISHED products, by category, then displayOrder (empty last), then name. Not paginated.",
    pathParameters: { bankId },
    response: v.array(BankProductSchema),
    paginated: false,
    success: [200],
    notFound: NO_BANK,
    handle: ({ params }, directory) => directory.products.listPublished(params.bankId!),
  }),
  route({
    method: 'GET',
    path: '/banks/:bankId/managed-products',
    plan: 'FREE',
    operationId: 'listManagedBankProducts',
    tag: 'bank-products',
    summary: 'List every product of a bank (representatives)',
    description:
      'Every product of the bank, DRAFT and ARCHIVED included, for its approved representatives. Not paginated.',
    pathParameters: { bankId },
    response: v.array(BankProductSchema),
    paginated: false,
    success: [200],
    representative: true,
    notFound: NO_BANK,
    handle: ({ params, principal }, directory) => directory.products.listManaged(principal, params.bankId!),
  }),
  route({
    method: 'POST',
    path: '/banks/:bankId/products',
    plan: 'FREE',
    operationId: 'createBankProduct',
    tag: 'bank-products',
    summary: 'Create a product (representatives)',
    description:
      'Creates a product of the bank. Without status it is PUBLISHED at once; status DRAFT stages it unpublished.',
    pathParameters: { bankId },
    body: ProductBodySchema,
    response: BankProductSchema,
    paginated: false,
    success: [201],
    representative: true,
    notFound: NO_BANK,
    handle: ({ params, principal, body }, directory) => directory.products.create(principal, params.bankId!, body),
  }),
  route({
    method: 'PUT',
    path: '/banks/:bankId/products/:id',
    plan: 'FREE',
    operationId: 'replaceBankProduct',
    tag: 'bank-products',
    summary: 'Replace a product (representatives)',
    description:
      'Overwrites every writable field with the body (absent optional fields become empty). With status, the product moves to it; without, it keeps its status.',
    ...ONE_PRODUCT,
    body: ProductBodySchema,
    response: BankProductSchema,
    handle: ({ params, principal, body }, directory) =>
      directory.products.replace(principal, params.bankId!, params.id!, body),
  }),
  route({
    method: 'DELETE',
    path: '/banks/:bankId/products/:id',
    plan: 'FREE',
    operationId: 'deleteBankProduct',
    tag: 'bank-products',
    summary: 'Delete a product (representatives)',
    description:
      'Removes the product permanently; ARCHIVED is the reversible way to retire one. data holds the removed id.',
    ...ONE_PRODUCT,
    response: DeletedSchema,
    handle: ({ params, principal }, directory) => directory.products.delete(principal, params.bankId!, params.id!),
  }),
  route({
    method: 'PUT',
    path: '/banks/:bankId/products/:id/status',
    plan: 'FREE',
    operationId: 'setBankProductStatus',
    tag: 'bank-products',
    summary: "Change a product's status (representatives)",
    description: 'Moves the product to DRAFT, PUBLISHED or ARCHIVED; its other fields stay as they are.',
    ...ONE_PRODUCT,
    body: ProductStatusBodySchema,
    response: BankProductSchema,
    handle: ({ params, principal, body }, directory) =>
      directory.products.setStatus(principal, params.bankId!, params.id!, body),
  }),
];
