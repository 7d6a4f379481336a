import { type Directory, isDirectoryError } from '@bankdir/core';
import type { Logger, PluginRouter } from '@bankdir/server';
import { accountSlot } from './accounts/account-slot.ts';
import { mountAccounts } from './accounts/mount-accounts.ts';
import { mountBankActions } from './accounts/mount-bank-actions.ts';
import { mountProducts } from './accounts/mount-products.ts';
import { type AccountsOf, sessionOfRequest } from './accounts/sessions.ts';
import { ASSET_CACHE_CONTROL, ASSETS } from './assets.ts';
import { sendCompressible } from './compression.ts';
import { mountConsole } from './console/mount-console.ts';
import { robotsTxt, sitemapXml } from './crawlers.ts';
import type { PageContent } from './layout.ts';
import { bankPage } from './pages/bank.ts';
import { banksPage } from './pages/banks.ts';
import { countriesPage } from './pages/countries.ts';
import { countryPage } from './pages/country.ts';
import { failurePage, notFoundPage } from './pages/errors.ts';
import { homePage } from './pages/home.ts';
import { productsPage } from './pages/products.ts';
import { searchPage } from './pages/search.ts';
import { storiesPage } from './pages/stories.ts';
import { storyPage } from './pages/story.ts';
import { originOf, sendPage } from './send-page.ts';
import type { Site } from './site.ts';
import type { PageRequest, WebContext } from './web-context.ts';

/** A page: what it shows, from the directory and the request. */
export type PageHandler = (request: PageRequest) => Promise<PageContent>;

/** The public pages by address; these addresses are part of bankdir's public interface. */
const PAGES: readonly (readonly [string, PageHandler])[] = [
  ['/', homePage],
  ['/banks', banksPage],
  ['/banks/:id', bankPage],
  ['/countries', countriesPage],
  ['/countries/:code', countryPage],
  ['/products', productsPage],
  ['/search', searchPage],
  ['/stories', storiesPage],
  ['/stories/:id', storyPage],
];

/**
 * Every address the pages do not own: the API, the admin API, MCP, the API references and the health check keep their
 * own answers (JSON 404s included); anything else unknown is the 404 page (the console's pages included).
 */
const NOT_PAGES = /^\/(?!(?:v1|admin\/v1|mcp|docs|admin\/docs|healthz)(?:\/|$))/;

/** Mounts the pages, the account pages and forms, their files, the sitemap and robots.txt on the plugin's router. */
export function mountPages(
  router: PluginRouter,
  directory: Directory,
  configured: Site,
  log: () => Logger | undefined,
  accounts: AccountsOf,
): void {
  const site: Site = { ...configured, accountSlot: configured.accountSlot ?? accountSlot(accounts) };
  const send = (ctx: WebContext, page: PageContent) => sendPage(ctx, site, page);
  const answer = async (ctx: WebContext, handler: PageHandler) => {
    let page: PageContent;
    try {
      page = await handler({ directory, ctx, session: await sessionOfRequest(ctx, accounts) });
    } catch (error) {
      page = failureOf(error, ctx, log());
    }
    await sendPage(ctx, site, page);
  };
  for (const [path, handler] of PAGES) router.get(path, (ctx) => answer(ctx as WebContext, handler));

  mountAccounts(router, directory, accounts, send);
  mountBankActions(router, directory, accounts, send);
  mountProducts(router, directory, accounts, send);
  mountConsole(router, directory, accounts, send);

  router.get('/assets/:file', (ctx, next) => {
    const asset = ASSETS.get(ctx.path);
    if (!asset) return next();
    ctx.type = asset.type;
    ctx.set('Cache-Control', ASSET_CACHE_CONTROL);
    sendCompressible(ctx as WebContext, asset.content, asset.gzipped);
  });
  router.get('/robots.txt', (ctx, next) => {
    const text = robotsTxt(site, originOf(site, ctx as WebContext));
    if (text === undefined) return next();
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = text;
  });
  if (site.sitemap) {
    router.get('/sitemap.xml', async (ctx) => {
      ctx.type = 'application/xml; charset=utf-8';
      ctx.body = await sitemapXml(directory, originOf(site, ctx as WebContext));
    });
  }
  router.get(NOT_PAGES, (ctx) => sendPage(ctx as WebContext, site, notFoundPage(ctx.path)));
}

/** What a page shows when its handler failed: 404 for what does not exist, the failure page otherwise. */
function failureOf(error: unknown, ctx: WebContext, log: Logger | undefined): PageContent {
  // A detail page's address that names nothing, or that cannot name anything (a malformed id or code).
  if (isDirectoryError(error) && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
    return notFoundPage(ctx.path);
  const status = isDirectoryError(error) && error.status === 503 ? 503 : 500;
  if (status === 500) log?.error(`GET ${ctx.path}: the page failed, request ${ctx.state.requestId}`, error);
  return failurePage(ctx.path, status, ctx.state.requestId);
}
