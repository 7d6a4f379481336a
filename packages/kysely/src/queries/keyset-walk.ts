import type { SortOrder } from '@bankdir/core';
import type { SortValue } from '@bankdir/core/driver';
import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { shapedQueries } from './prepared-query.ts';

/** Where an item stands in a list: its sort value, and the column that breaks ties in id order (seq, or the id). */
export interface SortKey {
  value: SortValue;
  tie: number | string;
}

/**
 * A list order over one index: `column` in `order` with empty values last in both directions, then `tie` ascending.
 * The index holds (filter columns..., column, tie) and is read in either direction, so one index serves both orders.
 */
export interface KeysetOrder {
  /** A trusted column name from the schema, never request text; null when the list is in tie order only. */
  column: string | null;
  order: SortOrder;
  /** Whether the column can be empty. */
  nullable: boolean;
  /**
   * The value empty rows hold where the column cannot be null (a key column), below every other value; without it,
   * empty is null.
   */
  emptyValue?: number;
  /**
   * Equal non-empty values follow each other in descending tie order (a list in the reverse of an index's order on
   * values and ties); the empty values still come in ascending tie order.
   */
  tiesDescending?: boolean;
  /** The tie-break column: `seq` (ordered like the id) or `id` itself. */
  tie: string;
  /**
   * When the values are ordered by something the index does not hold (a bank's country, ordered by the country's id,
   * indexed by its number): every value in ascending order with the `column` value of its group. The walk then reads
   * group after group, each in tie order.
   */
  groups?: () => Promise<{ value: SortValue; group: number }[]>;
  /**
   * No two rows of the list share a non-empty value (ranks): the rest of a cursor's group, when the cursor is in the
   * list, is empty, so the walk does not read it.
   */
  uniqueValues?: boolean;
}

// Rows of any table: the stores read keys, then their rows by key.
// biome-ignore lint/suspicious/noExplicitAny: a select over any table of the schema
export type AnySelect = SelectQueryBuilder<any, any, any>;

type Direction = 'asc' | 'desc';

/**
 * Conditions on a list's rows that one piece of a walk adds: `id` names their shape, `values` are theirs, and `apply`
 * adds them with `value(i)` standing for the i-th value (the value itself, or a slot of a prepared shape).
 */
interface Range {
  id: string;
  values: readonly unknown[];
  apply(query: AnySelect, value: (index: number) => unknown): AnySelect;
}

const ALL: Range = { id: '', values: [], apply: (query) => query };

/** `range` and one more condition, built from its own values. */
function and(
  range: Range,
  id: string,
  values: readonly unknown[],
  condition: (value: (index: number) => unknown) => ReturnType<typeof sql<SqlBool>>,
): Range {
  const offset = range.values.length;
  return {
    id: `${range.id}&${id}`,
    values: [...range.values, ...values],
    apply: (query, value) => range.apply(query, value).where(condition((index) => value(offset + index))),
  };
}

/** The list a walk reads, and, when `shape` names its filters and their values, the connection to prepare it on. */
export interface WalkedList {
  base: () => AnySelect;
  // biome-ignore lint/suspicious/noExplicitAny: a connection to any schema
  prepared?: { db: Kysely<any>; shape: string };
}

// Walk statements of lists that name their shape, compiled once per shape.
const walkStatements = shapedQueries();

/**
 * The keys of up to `count` rows of `base` strictly after `from` ('forward', in list order) or strictly before it
 * ('backward', nearest first), from the start or the end when `from` is null. The walk is cut into pieces that each
 * read one stretch of the index: the rest of the cursor's group of equal values, the values beyond it, the empty values.
 * A piece whose values and ties run in opposite directions (a descending list: values down, ties up) reads the index
 * backwards and turns each group of equal values round; the last group it reached may be cut short, so that one is
 * read again in tie order. Every page costs O(limit) index entries however large a group of equal values is.
 */
export async function walkKeyset(
  list: WalkedList,
  spec: KeysetOrder,
  from: (SortKey & { matchesFilters?: boolean }) | null,
  direction: 'forward' | 'backward',
  count: number,
): Promise<SortKey[]> {
  const forward = direction === 'forward';
  // Ties in walk order: among the empty values (and in a list without a column), and among equal non-empty values.
  const ties: Direction = forward ? 'asc' : 'desc';
  const valueTies: Direction = spec.tiesDescending === true ? (forward ? 'desc' : 'asc') : ties;
  const tie = sql.ref(spec.tie);
  const afterTie = (range: Range, key: SortKey | null, direction: Direction = ties): Range => {
    if (key === null) return range;
    const beyond = direction === 'asc' ? '>' : '<';
    return and(range, `tie${beyond}`, [key.tie], (value) => sql<SqlBool>`${tie} ${sql.raw(beyond)} ${value(0)}`);
  };

  const keys: SortKey[] = [];
  const read = async (piece: (wanted: number) => Promise<SortKey[]>) => {
    if (keys.length < count) keys.push(...(await piece(count - keys.length)));
  };

  if (spec.column === null) {
    await read((wanted) => readTies(list, spec, afterTie(ALL, from), ties, wanted));
    return keys;
  }
  const column = sql.ref(spec.column);
  // Values in walk order: ascending when walking an ascending list forward or a descending one backward.
  const values: Direction = (spec.order === 'asc') === forward ? 'asc' : 'desc';
  const equalTo = (range: Range, value: unknown) =>
    and(range, 'value=', [value], (v) => sql<SqlBool>`${column} = ${v(0)}`);
  const group = (value: unknown, key: SortKey | null) => (wanted: number) =>
    readTies(list, spec, afterTie(equalTo(ALL, value), key, valueTies), valueTies, wanted);

  if (spec.groups !== undefined) {
    const ascending = await spec.groups();
    const groups = values === 'asc' ? ascending : [...ascending].reverse();
    const beyond = (value: SortValue) =>
      from === null || (values === 'asc' ? value! > from.value! : value! < from.value!);
    const current = from === null ? undefined : groups.find((candidate) => candidate.value === from.value);
    if (current !== undefined) await read(group(current.group, from));
    for (const next of groups) {
      if (keys.length >= count) break;
      if (beyond(next.value)) await read(group(next.group, null));
    }
    return keys;
  }
  const emptyValue = spec.emptyValue;
  const nonEmpty: Range = !spec.nullable
    ? ALL
    : emptyValue === undefined
      ? and(ALL, 'notnull', [], () => sql<SqlBool>`${column} is not null`)
      : and(ALL, 'nonempty', [], () => sql<SqlBool>`${column} > ${sql.lit(emptyValue)}`);
  const emptyRows: Range =
    emptyValue === undefined
      ? and(ALL, 'null', [], () => sql<SqlBool>`${column} is null`)
      : and(ALL, 'empty', [], () => sql<SqlBool>`${column} = ${sql.lit(emptyValue)}`);
  const empty = (key: SortKey | null) => (wanted: number) =>
    readTies(list, spec, afterTie(emptyRows, key), ties, wanted);
  const allValues = (wanted: number) => readValues(list, spec, nonEmpty, values, valueTies, wanted);

  if (from === null) {
    const pieces = spec.nullable ? (forward ? [allValues, empty(null)] : [empty(null), allValues]) : [allValues];
    for (const piece of pieces) await read(piece);
    return keys;
  }
  if (from.value === null || (emptyValue !== undefined && Number(from.value) === emptyValue)) {
    // The cursor is among the empty values, which come last.
    await read(empty(from));
    if (!forward) await read(allValues);
    return keys;
  }
  const value = from.value;
  if (spec.uniqueValues !== true || from.matchesFilters !== true) await read(group(value, from));
  const beyond = values === 'asc' ? '>' : '<';
  await read((wanted) =>
    readValues(
      list,
      spec,
      // Null is never beyond a value; an empty value held as a number may be.
      and(
        emptyValue === undefined ? ALL : nonEmpty,
        `value${beyond}`,
        [value],
        (v) => sql<SqlBool>`${column} ${sql.raw(beyond)} ${v(0)}`,
      ),
      values,
      valueTies,
      wanted,
    ),
  );
  if (forward && spec.nullable) await read(empty(null));
  return keys;
}

/** Keys of one stretch in tie order only (one group of equal values, the empty values, or a list without a column). */
async function readTies(list: WalkedList, spec: KeysetOrder, range: Range, ties: Direction, count: number) {
  return select(list, spec, range, `ties ${ties}`, (query) => query.orderBy(sql.ref(spec.tie), ties), count);
}

/** Keys of a stretch of values in `values` order, ties in `ties` order. */
async function readValues(
  list: WalkedList,
  spec: KeysetOrder,
  range: Range,
  values: Direction,
  ties: Direction,
  count: number,
): Promise<SortKey[]> {
  const column = sql.ref(spec.column!);
  const scan = (direction: Direction) =>
    select(
      list,
      spec,
      range,
      `values ${values} ties ${direction}`,
      (query) => query.orderBy(column, values).orderBy(sql.ref(spec.tie), direction),
      count,
    );
  if (values === ties) return scan(ties);
  // The index runs ties the way values run: read it so, then turn each group of equal values round.
  const scanned = await scan(values);
  const groups: SortKey[][] = [];
  for (const key of scanned) {
    const group = groups[groups.length - 1];
    if (group !== undefined && group[0]!.value === key.value) group.push(key);
    else groups.push([key]);
  }
  const keys: SortKey[] = [];
  // A full read may have stopped inside its last group, holding that group's far end: read it again from its start.
  const cut = scanned.length === count ? groups.pop() : undefined;
  for (const group of groups) keys.push(...group.reverse());
  if (cut !== undefined) {
    const value = cut[0]!.value;
    keys.push(
      ...(await readTies(
        list,
        spec,
        and(range, 'value=', [value], (v) => sql<SqlBool>`${column} = ${v(0)}`),
        ties,
        count - keys.length,
      )),
    );
  }
  return keys;
}

/** Runs one piece: prepared under its shape when the list names one, else built and compiled here. */
async function select(
  list: WalkedList,
  spec: KeysetOrder,
  range: Range,
  orderId: string,
  order: (query: AnySelect) => AnySelect,
  count: number,
): Promise<SortKey[]> {
  // Only the key is read, so the order's index covers the walk and no engine is tempted to scan and sort; and a
  // literal limit, since SQLite plans `limit ?` without it and may read a whole group of equal values first.
  const value = spec.column === null ? sql<null>`null` : sql.ref(spec.column);
  const build = (values: (index: number) => unknown) =>
    order(range.apply(list.base(), values))
      .select([value.as('value'), sql.ref(spec.tie).as('tie')])
      .limit(sql.lit(count));
  if (list.prepared === undefined) return (await build((index) => range.values[index]).execute()) as SortKey[];
  const key = `${list.prepared.shape}|${spec.column}|${spec.tie}|${range.id}|${orderId}|${count}`;
  return (await walkStatements.execute(list.prepared.db, key, build, range.values)) as SortKey[];
}
