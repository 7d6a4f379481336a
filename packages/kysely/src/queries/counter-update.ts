import type { ScoreKey } from '@bankdir/core';
import { LruCache, scoreOf } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import type { Database } from '../schema/database.ts';
import { type PreparedQuery, preparedQuery } from './prepared-query.ts';
import { type CountedTable, rowColumnOf, updateScoreOrders } from './score-orders.ts';

/** Counter columns to write, by name. */
export type CounterColumns = Record<string, number | null>;

/**
 * What one vote change (+1/-1 up and down in one category) does to a row's counters: the category's and the overall
 * up, down, total and score, only those whose value changes (so only their indexes are touched), and the overall score
 * and total after it.
 */
export function counterChanges(
  key: ScoreKey,
  counts: { up: number; down: number; overallUp: number; overallDown: number },
  delta: { up: number; down: number },
): { columns: CounterColumns; overallScore: number; overallTotal: number } {
  const columns: CounterColumns = {};
  const changed = (column: string, before: number, after: number) => {
    if (before !== after) columns[column] = after;
  };
  const entry = (prefix: string, up: number, down: number, newUp: number, newDown: number) => {
    changed(`${prefix}_up`, up, newUp);
    changed(`${prefix}_down`, down, newDown);
    changed(`${prefix}_total`, up + down, newUp + newDown);
    changed(`${prefix}_score`, scoreOf(up, down), scoreOf(newUp, newDown));
  };
  entry(key, counts.up, counts.down, counts.up + delta.up, counts.down + delta.down);
  const overallUp = counts.overallUp + delta.up;
  const overallDown = counts.overallDown + delta.down;
  entry('overall', counts.overallUp, counts.overallDown, overallUp, overallDown);
  return { columns, overallScore: scoreOf(overallUp, overallDown), overallTotal: overallUp + overallDown };
}

// A vote writes one of a few hundred sets of columns; a rebuild writes whatever changed, so the sets kept are bounded.
const updates = new LruCache<string, PreparedQuery<CounterColumns, never>>(1000);

/**
 * Writes exactly these columns of one row, with an update prepared once per table and set of columns, and the score
 * counters among them into the row's score order rows.
 */
export async function updateCounters(
  db: Kysely<Database>,
  table: CountedTable,
  row: number,
  columns: CounterColumns,
): Promise<void> {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  const shape = `${table} ${names.join(',')}`;
  let update = updates.get(shape);
  if (update === undefined) {
    update = preparedQuery<CounterColumns, never>((db, param) =>
      db
        .updateTable(table)
        .set(Object.fromEntries(names.map((name) => [name, param(name)])))
        .where(rowColumnOf(table), '=', param('__row')),
    );
    updates.set(shape, update);
  }
  await update.execute(db, { ...columns, __row: row });
  await updateScoreOrders(db, table, row, columns);
}
