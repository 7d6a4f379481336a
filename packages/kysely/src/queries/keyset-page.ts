import { type Page, type PageRequest, readKeysetPage } from '@bankdir/core';
import { type Kysely, sql } from 'kysely';
import { type AnySelect, type KeysetOrder, type SortKey, walkKeyset } from './keyset-walk.ts';

/**
 * One keyset page of the rows `filtered` selects, in `order`: the cursor is looked up in the whole table (it need not
 * match the filters; its sort values place it), core's readKeysetPage walks the keys from it, then the page's rows
 * are read by id. Rows come back as stored; the caller maps them.
 */
export async function readRowsPage<Row extends { id: string }>(
  // biome-ignore lint/suspicious/noExplicitAny: pages rows of any table of the schema
  db: Kysely<any>,
  table: string,
  order: KeysetOrder,
  filtered: () => AnySelect,
  page: PageRequest,
): Promise<Page<Row>> {
  const keys = await readKeysetPage<SortKey, SortKey>(
    {
      keyOfId: async (id) => {
        const row = await db
          .selectFrom(table)
          .select(sql<SortKey['value']>`${sql.ref(order.column)}`.as('value'))
          .where('id', '=', id)
          .executeTakeFirst();
        return row === undefined ? undefined : { value: row.value, id };
      },
      keyOf: (key) => key,
      walk: (from, direction, count) => walkKeyset(filtered, order, from, direction, count),
    },
    page,
  );
  const rows =
    keys.items.length === 0
      ? []
      : ((await db
          .selectFrom(table)
          .selectAll()
          .where(
            'id',
            'in',
            keys.items.map((key) => key.id),
          )
          .execute()) as Row[]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { ...keys, items: keys.items.map((key) => byId.get(key.id)!) };
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
