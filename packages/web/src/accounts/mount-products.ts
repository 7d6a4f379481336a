import { type Directory, isDirectoryError } from '@bankdir/core';
import type { PluginRouter } from '@bankdir/server';
import type { PageContent } from '../layout.ts';
import { notFoundPage, refusedPage } from '../pages/errors.ts';
import { editProductPage, managedProduct, manageProductsHref, manageProductsPage } from '../pages/manage-products.ts';
import type { PageRequest, WebContext } from '../web-context.ts';
import { type FormRoute, mountForm } from './form-route.ts';
import { formValuesOf, productInputOf } from './product-form.ts';
import { type AccountsOf, principalOf, sessionOfRequest } from './sessions.ts';

type Send = (ctx: WebContext, page: PageContent) => Promise<void>;

/**
 * A representative's product pages: the bank's products at /banks/{id}/products (drafts included) and one product's
 * form at /banks/{id}/products/{productId}; their forms create, replace, change the status of and delete a product
 * through the directory, under the API's lifecycle and its representative check.
 */
export function mountProducts(router: PluginRouter, directory: Directory, accounts: AccountsOf, send: Send): void {
  const show = (page: (request: PageRequest) => Promise<PageContent>) => async (koaContext: unknown) => {
    const ctx = koaContext as WebContext;
    const request = { directory, ctx, session: await sessionOfRequest(ctx, accounts) };
    try {
      await send(ctx, await page(request));
    } catch (error) {
      if (!isDirectoryError(error)) throw error;
      if (error.code === 'UNAUTHORIZED') {
        ctx.redirect('/signin');
        ctx.status = 303;
      } else if (error.status === 403) await send(ctx, refusedPage(ctx.path, 403, error.message));
      else if (error.status === 404 || error.status === 400) await send(ctx, notFoundPage(ctx.path));
      else throw error;
    }
  };
  router.get('/banks/:id/products', show(manageProductsPage));
  router.get(
    '/banks/:id/products/:productId',
    show(async (request) => {
      const product = await managedProduct(request.session!, request, bankIdOf(request.ctx), productIdOf(request.ctx));
      return editProductPage(request, undefined, formValuesOf(product));
    }),
  );

  const form = (path: string, handle: FormRoute['handle'], page: FormRoute['page'] = manageProductsPage) =>
    mountForm(router, path, directory, accounts, send, { handle, page });

  form('/banks/:id/products', async ({ ctx, session, fields }) => {
    await directory.products.create(principalOf(session!, directory), bankIdOf(ctx), productInputOf(fields));
    return manageProductsHref(bankIdOf(ctx));
  });
  form(
    '/banks/:id/products/:productId',
    async (request) => {
      const { ctx, session, fields } = request;
      const current = await managedProduct(session!, request, bankIdOf(ctx), productIdOf(ctx));
      await directory.products.replace(
        principalOf(session!, directory),
        bankIdOf(ctx),
        current.id,
        productInputOf(fields, current),
      );
      return manageProductsHref(bankIdOf(ctx));
    },
    (request, problem) => editProductPage(request, problem),
  );
  form('/banks/:id/products/:productId/status', async ({ ctx, session }) => {
    const status = typeof ctx.query.status === 'string' ? ctx.query.status : '';
    await directory.products.setStatus(principalOf(session!, directory), bankIdOf(ctx), productIdOf(ctx), {
      status,
    } as never);
    return manageProductsHref(bankIdOf(ctx));
  });
  form('/banks/:id/products/:productId/delete', async ({ ctx, session }) => {
    await directory.products.delete(principalOf(session!, directory), bankIdOf(ctx), productIdOf(ctx));
    return manageProductsHref(bankIdOf(ctx));
  });
}

const bankIdOf = (ctx: WebContext) => ctx.params.id ?? '';
const productIdOf = (ctx: WebContext) => ctx.params.productId ?? '';
