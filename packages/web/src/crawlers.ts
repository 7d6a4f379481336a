import type { Directory } from '@bankdir/core';
import { bankHref, countryHref } from './addresses.ts';
import { escapeHtml } from './html.ts';
import type { Site } from './site.ts';

/** The pages every sitemap lists before the banks and countries. */
const FIXED_PAGES = ['/', '/banks', '/countries', '/products', '/stories', '/search'];

/** Items per call while walking a whole list for the sitemap: the API's largest page. */
const WALK_PAGE = 100;

async function allOf<T>(
  list: (startingAfter: string | undefined) => Promise<{ data: T[]; pagination: { nextCursor: string | null } }>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await list(cursor);
    items.push(...page.data);
    cursor = page.pagination.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

/** /sitemap.xml: the fixed pages, every country and every bank, by the site's public address. */
export async function sitemapXml(directory: Directory, origin: string): Promise<string> {
  const [countries, banks] = await Promise.all([
    allOf((startingAfter) => directory.countries.list({ limit: WALK_PAGE, ...(startingAfter && { startingAfter }) })),
    allOf((startingAfter) => directory.banks.list({ limit: WALK_PAGE, ...(startingAfter && { startingAfter }) })),
  ]);
  const paths = [
    ...FIXED_PAGES,
    ...countries.filter((country) => country.banksCount > 0).map((country) => countryHref(country.code)),
    ...banks.map((bank) => bankHref(bank.id)),
  ];
  const urls = paths.map((path) => `<url><loc>${escapeHtml(origin + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** /robots.txt as configured: everyone in (naming the sitemap when there is one), everyone out, or the operator's text. */
export function robotsTxt(site: Site, origin: string): string | undefined {
  if (site.robots === false) return undefined;
  if (site.robots === 'disallow') return 'User-agent: *\nDisallow: /\n';
  if (site.robots === 'allow')
    return `User-agent: *\nAllow: /\n${site.sitemap ? `Sitemap: ${origin}/sitemap.xml\n` : ''}`;
  return site.robots.endsWith('\n') ? site.robots : `${site.robots}\n`;
}
