import assert from 'node:assert/strict';
import type { Page, PagingOptions } from '@bankdir/core';
import type { Page as KeysetPage, PageRequest } from '@bankdir/core/driver';

/** One page as a test sees it, whether read from a Storage or from the Directory. */
export interface PageProbe {
  ids: string[];
  nextCursor: string | null;
  previousCursor: string | null;
  hasMore: boolean;
  total?: number;
}

export type ReadPage = (request: PageRequest) => Promise<PageProbe>;

/** A PageRequest without undefined cursors. */
export function pageRequest(
  limit: number,
  cursor: { startingAfter?: string | undefined; endingBefore?: string | undefined } = {},
): PageRequest {
  return {
    limit,
    ...(cursor.startingAfter !== undefined && { startingAfter: cursor.startingAfter }),
    ...(cursor.endingBefore !== undefined && { endingBefore: cursor.endingBefore }),
  };
}

/** A reader over a storage list: `list` gets the page request to add to its fixed query. */
export function storageReader<T extends { id: string }>(list: (page: PageRequest) => Promise<KeysetPage<T>>): ReadPage {
  return async (request) => {
    const page = await list(request);
    const probe: PageProbe = {
      ids: page.items.map((item) => item.id),
      nextCursor: page.nextCursor,
      previousCursor: page.previousCursor,
      hasMore: page.nextCursor !== null,
    };
    if (page.total !== undefined) probe.total = page.total;
    return probe;
  };
}

/** A reader over a Directory list method, sending the page request as its paging options beside `options`. */
export function serviceReader<T extends { id: string }, const TOptions extends object>(
  list: (options: TOptions & PagingOptions) => Promise<Page<T>>,
  options: TOptions,
): ReadPage {
  return async (request) => {
    const outcome = await list({
      ...options,
      limit: request.limit,
      ...(request.startingAfter !== undefined && { startingAfter: request.startingAfter }),
      ...(request.endingBefore !== undefined && { endingBefore: request.endingBefore }),
    });
    const pagination = outcome.pagination;
    assert.ok(pagination, 'a paginated list answers a pagination object');
    assert.equal(pagination.limit, request.limit, 'pagination.limit is the page size in effect');
    const probe: PageProbe = {
      ids: outcome.data.map((item) => item.id),
      nextCursor: pagination.nextCursor,
      previousCursor: pagination.previousCursor,
      hasMore: pagination.hasMore,
    };
    if (pagination.meta) probe.total = pagination.meta.total;
    return probe;
  };
}

/** Checks one page that should hold expected[start..end): its items and its three pagination fields. */
export function assertPage(
  page: PageProbe,
  expected: readonly string[],
  start: number,
  end: number,
  label: string,
): void {
  const where = `${label}, page of items ${start}..${end - 1} of ${expected.length}`;
  assert.deepEqual(page.ids, expected.slice(start, end), `${where}: items`);
  const isEmpty = start >= end;
  assert.equal(page.previousCursor, !isEmpty && start > 0 ? expected[start] : null, `${where}: previousCursor`);
  assert.equal(page.nextCursor, !isEmpty && end < expected.length ? expected[end - 1] : null, `${where}: nextCursor`);
  assert.equal(page.hasMore, page.nextCursor !== null, `${where}: hasMore`);
}

/**
 * Walks the whole list forward page by page with startingAfter, then back from the last page with endingBefore,
 * following the cursors the pages hand out, and checks every page against the reference order. Then reads pages
 * after and before a few single items (first, middle, last), which covers the empty pages at both ends.
 */
export async function assertWalk(
  read: ReadPage,
  expected: readonly string[],
  limit: number,
  label: string,
): Promise<void> {
  const n = expected.length;
  let start = 0;
  let page = await read(pageRequest(limit));
  assertPage(page, expected, 0, Math.min(limit, n), `${label} forward`);
  while (page.nextCursor !== null) {
    start += limit;
    page = await read(pageRequest(limit, { startingAfter: page.nextCursor }));
    assertPage(page, expected, start, Math.min(start + limit, n), `${label} forward`);
  }
  let end = start;
  while (page.previousCursor !== null) {
    const from = Math.max(0, end - limit);
    page = await read(pageRequest(limit, { endingBefore: page.previousCursor }));
    assertPage(page, expected, from, end, `${label} backward`);
    end = from;
  }
  assert.equal(end, 0, `${label}: walking back ends at the first item`);

  for (const position of n === 0 ? [] : [...new Set([0, Math.floor(n / 2), n - 1])]) {
    const id = expected[position] as string;
    const after = await read(pageRequest(limit, { startingAfter: id }));
    assertPage(
      after,
      expected,
      position + 1,
      Math.min(position + 1 + limit, n),
      `${label} startingAfter item ${position}`,
    );
    const before = await read(pageRequest(limit, { endingBefore: id }));
    assertPage(before, expected, Math.max(0, position - limit), position, `${label} endingBefore item ${position}`);
  }
}
