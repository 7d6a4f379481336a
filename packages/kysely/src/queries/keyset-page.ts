import { type Page, type PageRequest, readKeysetPage, type SortValue } from '@bankdir/core/driver';
import { type Kysely, sql } from 'kysely';
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
   * `matchesFilters` when the row is known to match them (it then neighbours the page, and no probe looks for a
   * neighbour).
   */
  keyOfId(id: string): Promise<CursorKey | undefined>;
  /** The rows of these keys, in the keys' order. */
  rowsOf(keys: readonly SortKey[]): Promise<Row[]>;
  keyOf(row: Row): SortKey;
}

/** A cursor's key, and whether its row is known to match the list's filters. */
export type CursorKey = SortKey & {
  /**
   * True when the cursor's row is known to match the list's filters, so it neighbours the page and no probe looks
   * for one.
   */
  matchesFilters?: boolean;
};

/** One page of a list: core's readKeysetPage walks the keys from the cursor, then the page's rows are read by key. */
export async function readListPage<Row extends { id: string }>(
  list: KeysetList<Row>,
  page: PageRequest,
): Promise<Page<Row>> {
  return readKeysetPage<Row, CursorKey>(
    {
      keyOfId: (id) => list.keyOfId(id),
      cursorMatchesFilters: (key) => key.matchesFilters === true,
      // The page's own rows are in the list by construction.
      keyOf: (row) => ({ ...list.keyOf(row), matchesFilters: true }),
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

// A cursor's sort value and tie: in a list, prepared once per list shape and column; anywhere, once per table and column.
const cursorLookUps = shapedQueries();

/** Where the cursor look-up finds a list's cursor. */
export interface CursorSource {
  db: Kysely<Database>;
  /** The column holding a cursor's sort value (ListOrder's cursorColumn); null when the list has no sort value. */
  column: string | null;
  /**
   * The whole table, where a cursor that is not in the list is placed: its rows (which `name` and `column` determine),
   * the column holding the id, and the tie column (`seq`, read as a number, or the id itself, read as text).
   */
  table: { name: string; rows: () => AnySelect; id: string; tie: string };
  /**
   * The list's rows, where the cursor is looked up first (one seek by the id): a cursor found there is in the list.
   * `shape` (the list's `prepared.shape`) names the statements of that look-up.
   */
  list?: { shape: string; rows: () => AnySelect };
  /**
   * Instead of a look-up in the list: more columns read with the cursor's row in the table, and whether they put the
   * cursor in the list. A list whose filters its rows' columns answer (a country's banks) then places its cursor in
   * one narrow read, found or not.
   */
  holds?: {
    columns: readonly string[];
    /**
     * True when the cursor's row is known to match the list's filters, so it neighbours the page and no probe looks
     * for one.
     */
    matchesFilters: (row: Record<string, unknown>) => boolean;
  };
}

/** A whole table as CursorSource places a cursor in it: its rows, by `id`, tied by `tie`. */
export function tableRows(db: Kysely<Database>, name: 'countries' | 'products' | 'stories' | 'votes', tie = 'seq') {
  return { name, rows: () => db.selectFrom(name) as AnySelect, id: 'id', tie };
}

/** A cursor's key, and the table row it was read from (with `holds.columns`). */
export type FoundCursor = CursorKey & { row: Record<string, unknown> };

/**
 * The key of the cursor `id` of a list: looked up in the list first when it gives its rows, where a cursor found is in
 * the list and neighbours the page (no probe needs to look for one); else in the whole table, where its values still
 * place it. Every list's cursors are placed here.
 */
export async function lookUpCursor(source: CursorSource, id: string): Promise<FoundCursor | undefined> {
  const { db, column, table, list, holds } = source;
  const extra = holds?.columns ?? [];
  const lookUp = (key: string, rows: () => AnySelect, idColumn: string) =>
    cursorLookUps.execute<Record<string, unknown>>(
      db,
      `${key}|${column}|${extra.join(',')}`,
      (value) =>
        rows()
          .select([
            column === null ? sql<null>`null`.as('cursorValue') : sql.ref(column).as('cursorValue'),
            // Named apart from a walk's `value` and `tie`, which tests tell walks by.
            sql.ref(table.tie).as('cursorTie'),
            ...extra,
          ])
          .where(idColumn, '=', value(0) as string),
      [id],
    );
  const found = list === undefined ? [] : await lookUp(list.shape, list.rows, 'id');
  const inFiltered = found.length > 0;
  const [row] = inFiltered ? found : await lookUp(table.name, table.rows, table.id);
  if (row === undefined) return undefined;
  const tie = table.tie === 'id' || table.tie.endsWith('.id') ? String(row.cursorTie) : Number(row.cursorTie);
  return {
    value: sortValue(row.cursorValue),
    tie,
    matchesFilters: inFiltered || (holds?.matchesFilters(row) ?? false),
    row,
  };
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
