import { invalidCursorError } from '../paging/keyset.ts';
import { emptyPage, type Page, type PageRequest } from '../paging/page.ts';

/**
 * The page of a filter that can match nothing (a well-formed code of no country): empty, yet a cursor naming no item
 * of the resource is still a BAD_REQUEST, as on any other page.
 */
export async function emptyListPage<T>(
  request: PageRequest,
  exists: (id: string) => Promise<boolean>,
): Promise<Page<T>> {
  const cursor = request.startingAfter ?? request.endingBefore;
  if (cursor !== undefined && !(await exists(cursor))) {
    throw invalidCursorError(request.endingBefore !== undefined ? 'ending_before' : 'starting_after', cursor);
  }
  return { ...emptyPage<T>(), total: 0 };
}
