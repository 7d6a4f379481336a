import { type Page, type PageRequest, readKeysetPage, type SortValue } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import type { Database } from '../schema/database.ts';
import { type AnySelect, type KeysetOrder, type SortKey, type WalkedList, walkKeyset } from './keyset-walk.ts';
import { shapedQueries } from './prepared-query.ts';

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

// A cursor's sort value and seq: in a list, prepared once per list shape and column; anywhere, once per table and column.
const cursorLookUps = shapedQueries();

/**
 * The key of the cursor `id` in a list of a seq-ordered table whose statements are prepared under `shape`: looked up
 * in the list first (its filters and the id, one seek by the id), where a cursor found is in the list and neighbours
 * the page (no probe needs to look for one); else in the whole table, where its values still place it.
 */
export async function cursorKeyInList(
  list: {
    db: Kysely<Database>;
    shape: string;
    table: 'products' | 'stories' | 'votes';
    column: string;
    filtered: () => AnySelect;
  },
  id: string,
): Promise<CursorKey | undefined> {
  const { db, shape, table, column, filtered } = list;
  type KeyRow = Record<string, unknown> & { seq: unknown };
  const lookUp = (key: string, rows: () => AnySelect) =>
    cursorLookUps.execute<KeyRow>(
      db,
      key,
      (value) =>
        rows()
          .select([column, 'seq'])
          .where('id', '=', value(0) as string),
      [id],
    );
  const found = await lookUp(`${shape}|${column}`, filtered);
  const inList = found.length > 0;
  const [row] = inList ? found : await lookUp(`${table}|${column}`, () => db.selectFrom(table) as AnySelect);
  return row && { value: sortValue(row[column]), tie: Number(row.seq), inList };
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
