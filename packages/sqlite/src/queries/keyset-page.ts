import { sql, type Kysely } from 'kysely';
import { readKeysetPage, type Page, type PageRequest } from '@bankdir/core';
import { walkKeyset, type AnySelect, type KeysetOrder, type SortKey } from './keyset-walk.ts';

/**
 * One keyset page of `base` in `order`: the cursor is looked up in the whole table (it need not match the filters; its
 * sort values place it), then core's readKeysetPage walks from it. Rows come back as stored; the caller maps them.
 */
export function readRowsPage<Row extends { id: string }>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: string,
  order: KeysetOrder,
  base: () => AnySelect,
  page: PageRequest,
): Promise<Page<Row>> {
  return readKeysetPage<Row, SortKey>(
    {
      keyOfId: async (id) => {
        const row = await db
          .selectFrom(table)
          .select(sql<string | number | null>`${sql.ref(order.column)}`.as('value'))
          .where('id', '=', id)
          .executeTakeFirst();
        return row === undefined ? undefined : { value: row.value as SortKey['value'], id };
      },
      keyOf: (row) => ({ value: (row as Record<string, unknown>)[order.column] as SortKey['value'], id: row.id }),
      walk: (from, direction, count) => walkKeyset<Row>(base, order, from, direction, count),
    },
    page,
  );
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards in it taken literally (used with `escape '\'`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
