import type { SortOrder, StorySortKey } from '../constants.ts';

/** A sort value as lists order them; null means empty and always sorts last. */
export type SortValue = string | number | null;

/**
 * The order every list uses: the sort value in the requested direction with empty values last in both directions,
 * then id ascending. This is the reference the conformance suite holds drivers to.
 */
export function compareListOrder(
  a: { value: SortValue; id: string },
  b: { value: SortValue; id: string },
  order: SortOrder,
): number {
  if (a.value !== b.value) {
    if (a.value === null) return 1;
    if (b.value === null) return -1;
    const ascending = a.value < b.value ? -1 : 1;
    return order === 'asc' ? ascending : -ascending;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The end of a sort value's `switch` over every key of a list: a key without its case fails the typecheck there. */
export function unknownSortKey(sortBy: never): never {
  throw new RangeError(`no sort value for ${String(sortBy)}`);
}

/** The value the story list sorts by `sortBy`: the creation time, or the count of thumbs-up. */
export function storySortValue(
  story: { createdAt: string; thumbsUpBy: readonly unknown[] },
  sortBy: StorySortKey,
): SortValue {
  switch (sortBy) {
    case 'createdAt':
      return story.createdAt;
    case 'thumbsUpCount':
      return story.thumbsUpBy.length;
    default:
      return unknownSortKey(sortBy);
  }
}
