import { DirectoryError } from '../errors.ts';
import { emptyPage, type Page, type PageRequest } from './page.ts';

/**
 * What a driver provides for one list with its filters and order fixed: a cursor lookup and a keyset walk.
 * `Key` is whatever places an item in the order (its sort value and id).
 */
export interface KeysetSource<T extends { id: string }, Key> {
  /** The key of the item with this id, whether or not it matches the filters; undefined when no such item exists. */
  keyOfId(id: string): Promise<Key | undefined>;
  /** The key of an item read from this list. */
  keyOf(item: T): Key;
  /**
   * Up to `count` items matching the filters, strictly after `from` (or from the start when null) when `direction`
   * is 'forward', strictly before it (or from the end) when 'backward', nearest first.
   */
  walk(from: Key | null, direction: 'forward' | 'backward', count: number): Promise<T[]>;
  /**
   * Whether the cursor item of this key (from `keyOfId`) is known to match the filters without a read. Such a cursor
   * is itself the page's neighbour on its side, so no walk probes for one.
   */
  cursorMatchesFilters?(key: Key): boolean;
}

/**
 * Reads one page of a keyset list: `startingAfter` walks forward from the cursor, `endingBefore` walks backward and
 * turns the result round, and one extra item on each side tells whether a neighbour page exists. No offsets anywhere.
 */
export async function readKeysetPage<T extends { id: string }, Key>(
  source: KeysetSource<T, Key>,
  request: PageRequest,
): Promise<Page<T>> {
  const { limit } = request;
  const cursorId = request.startingAfter ?? request.endingBefore;
  let anchor: Key | null = null;
  if (cursorId !== undefined) {
    const found = await source.keyOfId(cursorId);
    if (found === undefined)
      throw invalidCursorError(request.endingBefore !== undefined ? 'endingBefore' : 'startingAfter', cursorId);
    anchor = found;
  }

  if (request.endingBefore !== undefined) {
    const before = await source.walk(anchor, 'backward', limit + 1);
    const items = before.slice(0, limit).reverse();
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return { items, nextCursor: null, previousCursor: null };
    const hasNext =
      source.cursorMatchesFilters?.(anchor!) === true ||
      (await source.walk(source.keyOf(last), 'forward', 1)).length > 0;
    return { items, previousCursor: before.length > limit ? first.id : null, nextCursor: hasNext ? last.id : null };
  }

  const after = await source.walk(anchor, 'forward', limit + 1);
  const items = after.slice(0, limit);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return { items, nextCursor: null, previousCursor: null };
  const hasPrevious =
    anchor !== null &&
    (source.cursorMatchesFilters?.(anchor) === true ||
      (await source.walk(source.keyOf(first), 'backward', 1)).length > 0);
  return { items, nextCursor: after.length > limit ? last.id : null, previousCursor: hasPrevious ? first.id : null };
}

/** The BAD_REQUEST for a cursor id that names no item of the list's resource. */
export function invalidCursorError(cursor: 'startingAfter' | 'endingBefore', id: string): DirectoryError {
  return DirectoryError.badRequest(`The cursor ${cursor} names no item of this list.`, [
    { path: [cursor], message: `No item with id "${id}" exists in this list.` },
  ]);
}

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
    throw invalidCursorError(request.endingBefore !== undefined ? 'endingBefore' : 'startingAfter', cursor);
  }
  return { ...emptyPage<T>(), total: 0 };
}
