import type { SortOrder } from '../constants.ts';

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
