import { type Page, type PageRequest, readKeysetPage, type SortValue } from '@bankdir/core';
import { type AnySelect, type KeysetOrder, type SortKey, type WalkedList, walkKeyset } from './keyset-walk.ts';

/** One list of one table with its filters and order fixed, as a keyset page reads it. */
export interface KeysetList<Row extends { id: string }> {
  /** The table's rows the list holds (its filters), to select keys from. */
  filtered: () => AnySelect;
  /**
   * When set, names everything `filtered` depends on (which filters, and their values): the walk's statements are then
   * compiled once per shape and reused (see shapedQueries), on `db`.
   */
  prepared?: WalkedList['prepared'];
  order: KeysetOrder;
  /**
   * The key of the row with this id, in the whole table: a cursor need not match the filters, its values place it.
   * `inList` when the row is known to match them (it then neighbours the page, and no probe looks for a neighbour).
   */
  keyOfId(id: string): Promise<CursorKey | undefined>;
  /** The rows of these keys, in the keys' order. */
  rowsOf(keys: readonly SortKey[]): Promise<Row[]>;
  keyOf(row: Row): SortKey;
}

/** A cursor's key, and whether its row is known to be in the list. */
export type CursorKey = SortKey & { inList?: boolean };

/** One page of a list: core's readKeysetPage walks the keys from the cursor, then the page's rows are read by key. */
export async function readListPage<Row extends { id: string }>(
  list: KeysetList<Row>,
  page: PageRequest,
): Promise<Page<Row>> {
  return readKeysetPage<Row, CursorKey>(
    {
      keyOfId: (id) => list.keyOfId(id),
      holdsCursor: (key) => key.inList === true,
      // The page's own rows are in the list by construction.
      keyOf: (row) => ({ ...list.keyOf(row), inList: true }),
      walk: async (from, direction, count) =>
        list.rowsOf(
          await walkKeyset(
            { base: list.filtered, ...(list.prepared && { prepared: list.prepared }) },
            list.order,
            from,
            direction,
            count,
          ),
        ),
    },
    page,
  );
}

/** A sort value as read from a row: text stays text, numbers (strings on some drivers) become numbers. */
export function sortValue(value: unknown): SortValue {
  return value === null || value === undefined ? null : typeof value === 'string' ? value : Number(value);
}

/** Puts rows read in any order back in the order of their keys' ties. */
export function inKeyOrder<Row>(keys: readonly SortKey[], rows: readonly Row[], tieOf: (row: Row) => unknown): Row[] {
  const byTie = new Map(rows.map((row) => [String(tieOf(row)), row]));
  return keys.map((key) => byTie.get(String(key.tie))).filter((row): row is Row => row !== undefined);
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards in it taken literally (used with `escape '\'`). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern matching text that starts with `text` (used with `escape '\'`). */
export function startsPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
