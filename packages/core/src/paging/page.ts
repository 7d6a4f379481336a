import type { Pagination } from '../schemas/resources.ts';

/** Which page of a list to read. At most one of the two cursors is set (the request schemas reject both). */
export interface PageRequest {
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
}

/** One page of a list, in the list's order. */
export interface Page<T> {
  items: T[];
  /** Id to pass as startingAfter for the next page; null when no item follows the page. */
  nextCursor: string | null;
  /** Id to pass as endingBefore for the previous page; null when no item precedes the page. */
  previousCursor: string | null;
  /** Items matching the filters, counted only when asked for. */
  total?: number;
}

export function emptyPage<T>(): Page<T> {
  return { items: [], nextCursor: null, previousCursor: null };
}

/** The spec's pagination object for a page. */
export function paginationOf(page: Page<unknown>, limit: number, withTotal = false): Pagination {
  const pagination: Pagination = {
    hasMore: page.nextCursor !== null,
    limit,
    nextCursor: page.nextCursor,
    previousCursor: page.previousCursor,
  };
  if (withTotal) pagination.meta = { total: page.total ?? 0 };
  return pagination;
}

/** Every item of a list, read forward page by page (100 at a time) through the list's own keyset. */
export async function readAllPages<T>(list: (page: PageRequest) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let startingAfter: string | undefined;
  for (;;) {
    const page = await list({ limit: 100, ...(startingAfter !== undefined && { startingAfter }) });
    items.push(...page.items);
    if (page.nextCursor === null) return items;
    startingAfter = page.nextCursor;
  }
}
