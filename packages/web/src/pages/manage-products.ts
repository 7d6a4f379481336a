import { type BankProduct, DirectoryError, PRODUCT_STATUSES } from '@bankdir/core';
import type { WebSession } from '@bankdir/server';
import type { FormProblem } from '../accounts/form-problem.ts';
import { buttonForm, formAlert } from '../accounts/post-form.ts';
import { productForm } from '../accounts/product-form.ts';
import { principalOf } from '../accounts/sessions.ts';
import { bankHref } from '../addresses.ts';
import { formatRate, wordsOf } from '../format.ts';
import { scrollingTable } from '../fragments.ts';
import { type Html, html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import type { FormState } from '../read-query.ts';
import type { PageRequest } from '../web-context.ts';

export const manageProductsHref = (bankId: string) => `${bankHref(bankId)}/products`;
export const productHref = (bankId: string, productId: string) =>
  `${manageProductsHref(bankId)}/${encodeURIComponent(productId)}`;

const NEW_PRODUCT: FormState = { values: { status: 'DRAFT' }, problems: new Map() };

/** The session of a representative's page: a visitor is asked to sign in (401), anyone else is refused (403). */
function signedIn(session: WebSession | null): WebSession {
  if (!session) throw new DirectoryError('UNAUTHORIZED', 'Sign in to manage products.');
  return session;
}

/**
 * GET /banks/{id}/products: every product of the bank, drafts and archived ones included, with buttons to publish,
 * draft, archive, edit and delete each, and the form of a new one. Only its approved representatives see it.
 */
export async function manageProductsPage(
  { directory, ctx, session }: PageRequest,
  problem?: FormProblem,
): Promise<PageContent> {
  const person = signedIn(session);
  const bankId = ctx.params.id ?? '';
  const [{ data: bank }, { data: products }] = await Promise.all([
    directory.banks.get(bankId),
    directory.products.listManaged(principalOf(person, directory), bankId),
  ]);
  const newForm = problem && 'name' in problem.form.values ? problem.form : NEW_PRODUCT;
  return {
    ...(problem && { status: problem.status }),
    title: `Products of ${bank.name}`,
    description: `The products ${bank.name} publishes in the directory, managed by its representatives.`,
    canonical: manageProductsHref(bank.id),
    noindex: true,
    main: html`<h1>Products of <a href="${bankHref(bank.id)}">${bank.name}</a></h1>
<p>A draft or an archived product stays here; only a published one shows on the bank's page and in the product lists.</p>
${formAlert(problem?.message)}${managedTable(person, bank.id, products)}
<section aria-labelledby="new-product"><h2 id="new-product">Add a product</h2>${productForm(
      person,
      manageProductsHref(bank.id),
      newForm,
      'Add the product',
    )}</section>`,
  };
}

/** GET /banks/{id}/products/{productId}: the product's form, to change it. */
export async function editProductPage(
  { directory, ctx, session }: PageRequest,
  problem?: FormProblem,
  values?: Readonly<Record<string, string>>,
): Promise<PageContent> {
  const person = signedIn(session);
  const bankId = ctx.params.id ?? '';
  const product = await managedProduct(person, { directory, ctx, session }, bankId, ctx.params.productId ?? '');
  const form: FormState = problem?.form ?? { values: values ?? {}, problems: new Map() };
  return {
    ...(problem && { status: problem.status }),
    title: `Edit ${product.name}`,
    description: `Change a product of ${product.bankName}.`,
    canonical: productHref(bankId, product.id),
    noindex: true,
    main: html`<h1>Edit ${product.name}</h1><p><a href="${manageProductsHref(bankId)}">All products of ${product.bankName}</a></p>${formAlert(
      problem?.message,
    )}${productForm(person, productHref(bankId, product.id), form, 'Save the product')}`,
  };
}

/** One product of the bank as its representative sees it (drafts included); 404 for any other. */
export async function managedProduct(
  session: WebSession,
  { directory }: PageRequest,
  bankId: string,
  productId: string,
): Promise<BankProduct> {
  const { data } = await directory.products.listManaged(principalOf(session, directory), bankId);
  const product = data.find((candidate) => candidate.id === productId);
  if (!product) throw DirectoryError.notFound(`No product with id ${productId} at bank ${bankId}.`);
  return product;
}

function managedTable(session: WebSession, bankId: string, products: readonly BankProduct[]): Html {
  if (products.length === 0) return html`<p>No product yet.</p>`;
  return scrollingTable(
    'Products',
    html`<tr><th scope="col">Product</th><th scope="col">Category</th><th scope="col">Rate</th><th scope="col">Status</th><th scope="col">Change</th></tr>`,
    products.map(
      (product) =>
        html`<tr><td><a href="${productHref(bankId, product.id)}">${product.name}</a></td><td>${wordsOf(product.category)}</td><td>${formatRate(
          product,
        )}</td><td>${wordsOf(product.status)}</td><td><div class="actions">${PRODUCT_STATUSES.filter(
          (status) => status !== product.status,
        ).map((status) =>
          buttonForm(
            session,
            `${productHref(bankId, product.id)}/status?status=${status}`,
            html`${STATUS_ACTIONS[status]} <span class="visually-hidden">${product.name}</span>`,
          ),
        )}${buttonForm(session, `${productHref(bankId, product.id)}/delete`, html`Delete <span class="visually-hidden">${product.name}</span>`)}</div></td></tr>`,
    ),
  );
}

/** The button that moves a product to each status. */
const STATUS_ACTIONS: Readonly<Record<(typeof PRODUCT_STATUSES)[number], string>> = {
  DRAFT: 'Back to draft',
  PUBLISHED: 'Publish',
  ARCHIVED: 'Archive',
};
