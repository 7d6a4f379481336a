import type { SortOrder } from '@bankdir/core';
import { compareListOrder, type Page, type PageRequest, readKeysetPage, type SortValue } from '@bankdir/core/driver';

/** Where an item stands in a list's order: its sort value, then its id. */
interface Key {
  value: SortValue;
  id: string;
}

export interface ListSpec<T extends { id: string }> {
  /** The items the filters keep, in any order. */
  items: readonly T[];
  /** An item's sort value; null is empty and sorts last in both directions. */
  sortValue: (item: T) => SortValue;
  order: SortOrder;
  /**
   * The sort value of the cursor item, looked up in the whole table, whether or not it matches the filters
   * (docs/api-contract.md: its sort values place it); undefined when no item has this id.
   */
  cursorValue: (id: string) => SortValue | undefined;
}

/**
 * One keyset page of a list, read by core's readKeysetPage: the kept items are sorted once in the list order
 * (compareListOrder: the sort value in `order`, empty values last, then id ascending), and each walk finds its start
 * by binary search. A page costs a sort of the kept items, never a scan per item.
 */
export function keysetPage<T extends { id: string }>(spec: ListSpec<T>, request: PageRequest): Promise<Page<T>> {
  const { order } = spec;
  const sorted = spec.items
    .map((item) => ({ item, key: { value: spec.sortValue(item), id: item.id } }))
    .sort((a, b) => compareListOrder(a.key, b.key, order));
  /** The index of the first entry that comes after `key` (or is `key` itself, when `inclusive`). */
  const firstAfter = (key: Key, inclusive: boolean): number => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const comparison = compareListOrder(sorted[middle]!.key, key, order);
      if (comparison > 0 || (inclusive && comparison === 0)) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  return readKeysetPage<T, Key>(
    {
      async keyOfId(id) {
        const value = spec.cursorValue(id);
        return value === undefined ? undefined : { value, id };
      },
      keyOf: (item) => ({ value: spec.sortValue(item), id: item.id }),
      async walk(from, direction, count) {
        if (direction === 'forward') {
          const start = from === null ? 0 : firstAfter(from, false);
          return sorted.slice(start, start + count).map((entry) => entry.item);
        }
        const end = from === null ? sorted.length : firstAfter(from, true);
        return sorted
          .slice(Math.max(0, end - count), end)
          .reverse()
          .map((entry) => entry.item);
      },
    },
    request,
  );
}
