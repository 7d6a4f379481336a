import { sendCompressible } from './compression.ts';
import { newNonce, webContentSecurityPolicy } from './content-security-policy.ts';
import { type PageContent, renderDocument } from './layout.ts';
import type { Site } from './site.ts';
import type { WebContext } from './web-context.ts';

/** The site's public address: the configured one, or the one the request came to. */
export function originOf(site: Site, ctx: WebContext): string {
  return site.publicUrl ?? `${ctx.protocol}://${ctx.host}`;
}

/**
 * Answers a page: the document in the layout, its status, and the pages' Content-Security-Policy with a nonce of its
 * own (which replaces the API's policy set by the server's security headers), gzipped when the browser takes it. Every page, forms with problems and
 * error pages included, goes out through here.
 */
export async function sendPage(ctx: WebContext, site: Site, page: PageContent): Promise<void> {
  const nonce = newNonce();
  const account = site.accountSlot ? await site.accountSlot(ctx) : undefined;
  ctx.status = page.status ?? 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Content-Security-Policy', webContentSecurityPolicy(nonce));
  // A page carries its nonce: a shared cache must not hand it to someone else.
  ctx.set('Cache-Control', 'private, no-cache');
  sendCompressible(ctx, renderDocument({ siteName: site.siteName, origin: originOf(site, ctx), nonce, account }, page));
}
