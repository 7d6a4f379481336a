// What the tests read of a page's HTML, with plain regular expressions: the pages are this package's own output.

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

export function linkHref(html: string, rel: string): string | undefined {
  return new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
}

/** Every <script ...> start tag. */
export function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/g) ?? [];
}

/** The nonce a Content-Security-Policy allows scripts with. */
export function nonceOf(policy: string): string | undefined {
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}

/** The stylesheet and script addresses a page loads. */
export function assetPaths(html: string): string[] {
  return [...html.matchAll(/<(?:link rel="stylesheet" href|script src)="(\/assets\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
}
