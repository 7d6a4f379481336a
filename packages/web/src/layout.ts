import { THEME_BOOT_SCRIPT } from './assets/enhance-script.ts';
import { SCRIPT_ASSET, STYLESHEET_ASSET } from './assets.ts';
import { type Html, html, jsonForScript, trustedHtml } from './html.ts';

/** The main navigation: every public list, in the order the header shows them. */
const NAVIGATION: readonly { href: string; label: string }[] = [
  { href: '/banks', label: 'Banks' },
  { href: '/countries', label: 'Countries' },
  { href: '/products', label: 'Products' },
  { href: '/stories', label: 'Stories' },
  { href: '/search', label: 'Search' },
];

/** The rel="prev" and rel="next" addresses of a list's page, when it has them. */
export interface PagerLinks {
  readonly prev?: string | undefined;
  readonly next?: string | undefined;
}

/** One page as a handler describes it; the layout adds the head, header and footer. */
export interface PageContent {
  /** 200 unless said otherwise (400 for a form with problems, 404, 503). */
  readonly status?: number;
  /** The page's own title; the layout appends the site's name. */
  readonly title: string;
  readonly description: string;
  /** The page's canonical address: its path and the query that makes it this page (e.g. /banks?countryCode=DE). */
  readonly canonical: string;
  readonly pager?: PagerLinks;
  readonly main: Html;
  /** schema.org data for a <script type="application/ld+json"> block. */
  readonly jsonLd?: unknown;
  /** Kept out of search engines (error pages). */
  readonly noindex?: boolean;
}

/** What the layout needs of the request beside the page: where the site lives, the script nonce, the header slot. */
export interface LayoutFrame {
  readonly siteName: string;
  /** http(s)://host of the site, without a trailing slash. */
  readonly origin: string;
  readonly nonce: string;
  /** The visitor's part of the header (a signed-in person); empty when nothing fills it. */
  readonly account: Html | undefined;
}

/** The whole HTML document of a page. */
export function renderDocument(frame: LayoutFrame, page: PageContent): string {
  const { nonce } = frame;
  const here = page.canonical.split('?')[0];
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} · ${frame.siteName}</title>
<meta name="description" content="${page.description}">
${page.noindex ? html`<meta name="robots" content="noindex">` : html`<link rel="canonical" href="${frame.origin + page.canonical}">`}
${page.pager?.prev ? html`<link rel="prev" href="${page.pager.prev}">` : ''}
${page.pager?.next ? html`<link rel="next" href="${page.pager.next}">` : ''}
<meta name="color-scheme" content="light dark">
<link rel="stylesheet" href="${STYLESHEET_ASSET.path}">
<script nonce="${nonce}">${trustedHtml(THEME_BOOT_SCRIPT)}</script>
<script src="${SCRIPT_ASSET.path}" defer nonce="${nonce}"></script>
${page.jsonLd === undefined ? '' : html`<script type="application/ld+json" nonce="${nonce}">${jsonForScript(page.jsonLd)}</script>`}
</head>
<body>
<a class="skip" href="#main">Skip to the content</a>
<header class="site"><div class="bar">
<a class="brand" href="/">${frame.siteName}</a>
<nav aria-label="Main"><ul>${NAVIGATION.map(
    (item) =>
      html`<li><a href="${item.href}"${here === item.href ? trustedHtml(' aria-current="page"') : ''}>${item.label}</a></li>`,
  )}</ul></nav>
<div class="account"><button type="button" class="plain" id="theme-switch" hidden>Theme: system</button>${frame.account ?? ''}</div>
</div></header>
<main id="main" tabindex="-1">
${page.main}
</main>
<footer class="site"><p>${frame.siteName}: an open bank directory. Data also as a JSON API at <a href="/v1/world">/v1</a>, documented at <a href="/docs">/docs</a>.</p></footer>
</body>
</html>
`.text;
}
