// @bankdir/web: bankdir's public web pages, server-rendered over the directory, as a server plugin.

export { ASSETS, type Asset, SCRIPT_ASSET, STYLESHEET_ASSET } from './assets.ts';
export { webContentSecurityPolicy } from './content-security-policy.ts';
export { filterForm, selectField, textField } from './forms.ts';
export { escapeHtml, Html, type HtmlValue, html, trustedHtml } from './html.ts';
export type { LayoutFrame, PageContent, PagerLinks } from './layout.ts';
export { type FormState, readQuery } from './read-query.ts';
export { sendPage } from './send-page.ts';
export type { Site, WebOptions } from './site.ts';
export type { PageRequest, WebContext } from './web-context.ts';
export { webPages, webPages as default } from './web-pages.ts';
