import type { SortOrder, SortValue } from '@bankdir/core';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

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
  /** The tie-break column: `seq` (ordered like the id) or `id` itself. */
  tie: string;
  /**
   * When the values are ordered by something the index does not hold (a bank's country, ordered by the country's id,
   * indexed by its number): every value in ascending order with the `column` value of its group. The walk then reads
   * group after group, each in tie order.
   */
  groups?: () => Promise<{ value: SortValue; group: number }[]>;
}

// Rows of any table: the stores read keys, then their rows by key.
// biome-ignore lint/suspicious/noExplicitAny: a select over any table of the schema
export type AnySelect = SelectQueryBuilder<any, any, any>;

type Direction = 'asc' | 'desc';
type Range = (query: AnySelect) => AnySelect;

/**
 * The keys of up to `count` rows of `base` strictly after `from` ('forward', in list order) or strictly before it
 * ('backward', nearest first), from the start or the end when `from` is null. The walk is cut into pieces that each
 * read one stretch of the index: the rest of the cursor's group of equal values, the values beyond it, the empty values.
 * A piece whose values and ties run in opposite directions (a descending list: values down, ties up) reads the index
 * backwards and turns each group of equal values round; the last group it reached may be cut short, so that one is
 * read again in tie order. Every page costs O(limit) index entries however large a group of equal values is.
 */
export async function walkKeyset(
  base: () => AnySelect,
  spec: KeysetOrder,
  from: SortKey | null,
  direction: 'forward' | 'backward',
  count: number,
): Promise<SortKey[]> {
  const forward = direction === 'forward';
  const ties: Direction = forward ? 'asc' : 'desc';
  const tieBeyond = forward ? '>' : '<';
  const tie = sql.ref(spec.tie);
  const afterTie =
    (key: SortKey | null): Range =>
    (query) =>
      key === null ? query : query.where(sql<SqlBool>`${tie} ${sql.raw(tieBeyond)} ${key.tie}`);

  const keys: SortKey[] = [];
  const read = async (piece: (wanted: number) => Promise<SortKey[]>) => {
    if (keys.length < count) keys.push(...(await piece(count - keys.length)));
  };

  if (spec.column === null) {
    await read((wanted) => readTies(base, spec, afterTie(from), ties, wanted));
    return keys;
  }
  const column = sql.ref(spec.column);
  // Values in walk order: ascending when walking an ascending list forward or a descending one backward.
  const values: Direction = (spec.order === 'asc') === forward ? 'asc' : 'desc';
  const group = (value: unknown, key: SortKey | null) => (wanted: number) =>
    readTies(base, spec, (query) => afterTie(key)(query.where(sql<SqlBool>`${column} = ${value}`)), ties, wanted);

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
  const nonEmpty: Range = (query) => (spec.nullable ? query.where(sql<SqlBool>`${column} is not null`) : query);
  const empty = (key: SortKey | null) => (wanted: number) =>
    readTies(base, spec, (query) => afterTie(key)(query.where(sql<SqlBool>`${column} is null`)), ties, wanted);
  const allValues = (wanted: number) => readValues(base, spec, nonEmpty, values, ties, wanted);

  if (from === null) {
    const pieces = spec.nullable ? (forward ? [allValues, empty(null)] : [empty(null), allValues]) : [allValues];
    for (const piece of pieces) await read(piece);
    return keys;
  }
  if (from.value === null) {
    // The cursor is among the empty values, which come last.
    await read(empty(from));
    if (!forward) await read(allValues);
    return keys;
  }
  const value = from.value;
  await read(group(value, from));
  const beyond = values === 'asc' ? '>' : '<';
  await read((wanted) =>
    readValues(
      base,
      spec,
      (query) => query.where(sql<SqlBool>`${column} ${sql.raw(beyond)} ${value}`),
      values,
      ties,
      wanted,
    ),
  );
  if (forward && spec.nullable) await read(empty(null));
  return keys;
}

/** Keys of one stretch in tie order only (one group of equal values, the empty values, or a list without a column). */
async function readTies(base: () => AnySelect, spec: KeysetOrder, range: Range, ties: Direction, count: number) {
  return select(range(base()).orderBy(sql.ref(spec.tie), ties), spec, count);
}

/** Keys of a stretch of values in `values` order, ties in `ties` order. */
async function readValues(
  base: () => AnySelect,
  spec: KeysetOrder,
  range: Range,
  values: Direction,
  ties: Direction,
  count: number,
): Promise<SortKey[]> {
  const column = sql.ref(spec.column!);
  const scan = (direction: Direction) =>
    select(range(base()).orderBy(column, values).orderBy(sql.ref(spec.tie), direction), spec, count);
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
        base,
        spec,
        (query) => range(query).where(sql<SqlBool>`${column} = ${value}`),
        ties,
        count - keys.length,
      )),
    );
  }
  return keys;
}

async function select(query: AnySelect, spec: KeysetOrder, count: number): Promise<SortKey[]> {
  // Only the key is read, so the order's index covers the walk and no engine is tempted to scan and sort; and a
  // literal limit, since SQLite plans `limit ?` without it and may read a whole group of equal values first.
  const value = spec.column === null ? sql<null>`null` : sql.ref(spec.column);
  return (await query
    .select([value.as('value'), sql.ref(spec.tie).as('tie')])
    .limit(sql.lit(count))
    .execute()) as SortKey[];
}
