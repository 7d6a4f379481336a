import type { SortOrder, SortValue } from '@bankdir/core';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

/** Where an item stands in a list: its sort value and its id. */
export interface SortKey {
  value: SortValue;
  id: string;
}

/** A list order: one column, a direction, id ascending to break ties, empty values last in both directions. */
export interface KeysetOrder {
  /** A trusted column name from the sort-column maps, never request text. */
  column: string;
  order: SortOrder;
  /** Whether the column can be empty. */
  nullable: boolean;
}

// Rows of any table: the stores read plain rows and map them to records afterwards.
// biome-ignore lint/suspicious/noExplicitAny: a select over any table of the schema
export type AnySelect = SelectQueryBuilder<any, any, any>;

type Segment = (query: AnySelect) => AnySelect;

/**
 * The keys of up to `count` rows of `base` strictly after `from` ('forward', in list order) or strictly before it ('backward',
 * nearest first), from the start or the end when `from` is null. The order is cut into segments that each read as
 * one index seek: the rest of the cursor's group of equal values, the values beyond it, then the empty values.
 * Expressed this way (not as a mixed-direction row comparison) every engine seeks instead of scanning.
 */
export async function walkKeyset(
  base: () => AnySelect,
  spec: KeysetOrder,
  from: SortKey | null,
  direction: 'forward' | 'backward',
  count: number,
): Promise<SortKey[]> {
  const keys: SortKey[] = [];
  for (const segment of segmentsOf(spec, from, direction)) {
    if (keys.length >= count) break;
    // Only the key is read, so the order's index covers the walk and no engine is tempted to scan and sort; and
    // a literal limit, since SQLite plans `limit ?` without it and may read a whole group of equal values first.
    const query = segment(base().select([sql.ref(spec.column).as('value'), sql.ref('id').as('id')])).limit(
      sql.lit(count - keys.length),
    );
    keys.push(...((await query.execute()) as SortKey[]));
  }
  return keys;
}

function segmentsOf(spec: KeysetOrder, from: SortKey | null, direction: 'forward' | 'backward'): Segment[] {
  const column = sql.ref(spec.column);
  const id = sql.ref('id');
  const forward = direction === 'forward';
  // Values in walk order: ascending when walking an ascending list forward or a descending one backward.
  const valuesAscending = (spec.order === 'asc') === forward;
  const idDirection = forward ? 'asc' : 'desc';
  const beyond = valuesAscending ? '>' : '<';
  const idBeyond = forward ? '>' : '<';

  const values = (query: AnySelect) => query.orderBy(column, valuesAscending ? 'asc' : 'desc').orderBy(id, idDirection);
  const nonEmpty = (query: AnySelect) => (spec.nullable ? query.where(sql<SqlBool>`${column} is not null`) : query);
  const empties =
    (after?: string): Segment =>
    (query) => {
      let q = query.where(sql<SqlBool>`${column} is null`);
      if (after !== undefined) q = q.where(sql<SqlBool>`${id} ${sql.raw(idBeyond)} ${after}`);
      return q.orderBy(id, idDirection);
    };
  const allValues: Segment = (query) => values(nonEmpty(query));

  if (from === null) {
    if (!spec.nullable) return [allValues];
    return forward ? [allValues, empties()] : [empties(), allValues];
  }
  if (from.value === null) {
    // The cursor is among the empty values, which come last.
    return forward ? [empties(from.id)] : [empties(from.id), allValues];
  }
  const value = from.value;
  const restOfGroup: Segment = (query) =>
    query
      .where(sql<SqlBool>`${column} = ${value}`)
      .where(sql<SqlBool>`${id} ${sql.raw(idBeyond)} ${from.id}`)
      .orderBy(id, idDirection);
  const furtherValues: Segment = (query) => values(query.where(sql<SqlBool>`${column} ${sql.raw(beyond)} ${value}`));
  const segments = [restOfGroup, furtherValues];
  if (forward && spec.nullable) segments.push(empties());
  return segments;
}
