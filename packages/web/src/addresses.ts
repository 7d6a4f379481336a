import type { Pagination } from '@bankdir/core';
import type { PagerLinks } from './layout.ts';

// The pages' addresses, built in one place so that links, canonical URLs and the sitemap agree.

/** A path with a query of the given parameters (undefined and empty ones left out), in the order given. */
export function hrefOf(path: string, params: Readonly<Record<string, string | undefined>> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(name, value);
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

export const bankHref = (id: string) => `/banks/${encodeURIComponent(id)}`;
export const countryHref = (code: string) => `/countries/${code.toLowerCase()}`;
export const storyHref = (id: string) => `/stories/${encodeURIComponent(id)}`;

/** The cursors of a list page: the API's own, under the API's own names. */
export const CURSOR_NAMES = ['starting_after', 'ending_before'] as const;

/**
 * The addresses of the pages before and after this one: the same filters, and the API's cursor (starting_after the
 * page's last item, ending_before its first).
 */
export function pagerLinks(
  path: string,
  filters: Readonly<Record<string, string>>,
  pagination: Pagination,
): PagerLinks {
  const { starting_after: _after, ending_before: _before, ...kept } = filters;
  return {
    next: pagination.nextCursor ? hrefOf(path, { ...kept, starting_after: pagination.nextCursor }) : undefined,
    prev: pagination.previousCursor ? hrefOf(path, { ...kept, ending_before: pagination.previousCursor }) : undefined,
  };
}

/** An outside address a page may link to: http or https only (a product's or a bank's own link is written by people). */
export function outsideHref(url: string | null): string | undefined {
  if (url === null) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
