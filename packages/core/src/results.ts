// What the Directory's methods answer, as a library caller reads it.

import type { Outcome } from './envelope.ts';
import type { Pagination } from './schemas/resources.ts';

/**
 * One page of a list, as `directory.banks.list()` and every other list answer it: the items in `data`, and
 * `pagination` with `nextCursor` (give it as `startingAfter` for the next page; null on the last page),
 * `previousCursor` (as `endingBefore`), `hasMore` and `limit`.
 */
export interface Page<T> extends Outcome<T[]> {
  pagination: Pagination;
}
