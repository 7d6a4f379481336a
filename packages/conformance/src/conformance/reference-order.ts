import type { SortOrder } from '@bankdir/core';
import { compareListOrder, type SortValue } from '@bankdir/core/driver';

/** The ids of `items` in a list's order: the sort value in `order` with empty values last, then id ascending. */
export function orderIds<T extends { id: string }>(
  items: readonly T[],
  sortValueOf: (item: T) => SortValue,
  order: SortOrder,
): string[] {
  return items
    .map((item) => ({ id: item.id, value: sortValueOf(item) }))
    .sort((a, b) => compareListOrder(a, b, order))
    .map((entry) => entry.id);
}

/** What a page around a cursor holds when the cursor may not match the filters (docs/api-contract.md: its sort values place it). */
export interface ExpectedPage {
  ids: string[];
  nextCursor: string | null;
  previousCursor: string | null;
}

/**
 * The page the contract expects for `starting_after` or `ending_before` = `cursorId`, where `allIds` is every item of
 * the resource in the list's order (matching the filters or not) and `matches` says which ones the filters keep.
 */
export function expectedPageAround(
  allIds: readonly string[],
  matches: (id: string) => boolean,
  cursor: { startingAfter: string } | { endingBefore: string },
  limit: number,
): ExpectedPage {
  const cursorId = 'startingAfter' in cursor ? cursor.startingAfter : cursor.endingBefore;
  const at = allIds.indexOf(cursorId);
  if (at < 0) throw new Error(`The cursor ${cursorId} is not among the items of the list.`);
  const before = allIds.slice(0, at).filter(matches);
  const after = allIds.slice(at + 1).filter(matches);
  const ids = 'startingAfter' in cursor ? after.slice(0, limit) : before.slice(Math.max(0, before.length - limit));
  const first = ids[0];
  const last = ids[ids.length - 1];
  if (first === undefined || last === undefined) return { ids, nextCursor: null, previousCursor: null };
  const filtered = allIds.filter(matches);
  const firstAt = filtered.indexOf(first);
  const lastAt = filtered.indexOf(last);
  return { ids, previousCursor: firstAt > 0 ? first : null, nextCursor: lastAt < filtered.length - 1 ? last : null };
}
