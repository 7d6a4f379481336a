import type { Html } from './html.ts';
import type { WebContext } from './web-context.ts';

/** The options of webPages(), as an operator or an embedder writes them; every one has a default. */
export interface WebOptions {
  /** The site's name in titles and the header; default "bankdir". */
  siteName?: string;
  /**
   * The public address of the site (https://banks.example.org), for canonical links, the sitemap and robots.txt;
   * default: the address each request came to.
   */
  publicUrl?: string;
  /** Serve /sitemap.xml; default true. */
  sitemap?: boolean;
  /**
   * /robots.txt: `'allow'` (the default) lets every crawler in and names the sitemap, `'disallow'` keeps them all out,
   * any other text is served as it is, and false serves none.
   */
  robots?: 'allow' | 'disallow' | false | (string & {});
  /**
   * What the header shows of the visitor (a signed-in person's name and links, say); default nothing. An accounts
   * plugin fills it.
   */
  accountSlot?: (ctx: WebContext) => Html | undefined | Promise<Html | undefined>;
}

/** The options with their defaults. */
export interface Site {
  readonly siteName: string;
  readonly publicUrl: string | undefined;
  readonly sitemap: boolean;
  readonly robots: string | false;
  readonly accountSlot: NonNullable<WebOptions['accountSlot']> | undefined;
}

export function siteOf(options: WebOptions): Site {
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  if (publicUrl !== undefined && !/^https?:\/\/[^/]+/.test(publicUrl))
    throw new RangeError(
      `webPages: publicUrl must be an http(s) address such as https://banks.example.org, not ${JSON.stringify(options.publicUrl)}.`,
    );
  return {
    siteName: options.siteName ?? 'bankdir',
    publicUrl,
    sitemap: options.sitemap ?? true,
    robots: options.robots ?? 'allow',
    accountSlot: options.accountSlot,
  };
}
