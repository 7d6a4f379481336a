import { type Country, SCORE_KEYS, type Scores } from '@bankdir/core';
import {
  type CountryListQuery,
  type CountryRecord,
  type CountryStore,
  type Page,
  scoreEntry,
} from '@bankdir/core/driver';
import { type Selectable, type SqlBool, sql } from 'kysely';
import { containsPattern, inKeyOrder, lookUpCursor, readListPage, tableRows } from '../queries/keyset-page.ts';
import type { AnySelect } from '../queries/keyset-walk.ts';
import { countryOrder } from '../queries/list-order.ts';
import { preparedListQuery } from '../queries/prepared-query.ts';
import { insertCountryScoreOrders } from '../queries/score-orders.ts';
import type { StoreConnection } from '../queries/store-connection.ts';
import { holds, matchQuality, unrankedLast } from '../queries/text-search.ts';
import type { CountriesTable } from '../schema/database.ts';
import { scoresOfRow } from '../schema/score-columns.ts';
import { isoOf, msOf } from '../schema/time.ts';

type CountryRow = Selectable<CountriesTable>;

const countryOf = (row: CountryRow): Country => ({ id: row.id, name: row.name, code: row.code, emoji: row.emoji });

function countryRecordOf(row: CountryRow): CountryRecord {
  return {
    ...countryOf(row),
    banksCount: Number(row.banksCount),
    storiesCount: Number(row.storiesCount),
    rank: row.rank === null ? null : Number(row.rank),
    scores: scoresOfRow(row),
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

// A bank's country: its four shown columns, not the 60 counters a country row also holds.
const countriesByIds = preparedListQuery<string, Country>((db, ids) =>
  db.selectFrom('countries').select(['id', 'name', 'code', 'emoji']).where('id', 'in', ids),
);

/** One page of countries. */
async function listCountries(db: StoreConnection['db'], query: CountryListQuery): Promise<Page<CountryRecord>> {
  const order = countryOrder(query.sortBy, query.sortOrder);
  const base = () => {
    let q: AnySelect =
      order.scoreKey === undefined
        ? db.selectFrom('countries')
        : db
            .selectFrom('country_scores')
            .innerJoin('countries', 'countries.countryNo', 'country_scores.countryNo')
            .where('country_scores.scoreKey', '=', order.scoreKey);
    const { search, code } = query;
    if (search !== undefined) {
      const byName = sql<SqlBool>`${sql.ref('nameKey')} like ${containsPattern(search)} escape '\\'`;
      q = q.where((eb) => (code === undefined ? byName : eb.or([byName, eb('code', '=', code)])));
    }
    return q;
  };
  const page = await readListPage<CountryRow>(
    {
      filtered: base,
      order: order.keyset,
      // The countries are few: a cursor is placed in the whole table, and the page's neighbours are probed for.
      keyOfId: (id) => lookUpCursor({ db, column: order.cursorColumn, table: tableRows(db, 'countries', 'id') }, id),
      rowsOf: async (keys) => {
        if (keys.length === 0) return [];
        const ids = keys.map((key) => String(key.tie));
        const rows = await db.selectFrom('countries').selectAll().where('id', 'in', ids).execute();
        return inKeyOrder(keys, rows, (row) => row.id);
      },
      keyOf: (row) => ({ value: order.valueOf(row), tie: row.id }),
    },
    query.page,
  );
  return { ...page, items: page.items.map(countryRecordOf) };
}

export function countryStore(connection: StoreConnection): CountryStore {
  const { db } = connection;
  return {
    upsert: (country, at) =>
      connection.atomic(async (tx) => {
        const existing = await tx.selectFrom('countries').selectAll().where('id', '=', country.id).executeTakeFirst();
        if (!existing) {
          const { countryNo } = await tx
            .insertInto('countries')
            .values({ ...country, createdAt: msOf(at), updatedAt: msOf(at) })
            .returning('countryNo')
            .executeTakeFirstOrThrow();
          await insertCountryScoreOrders(tx, Number(countryNo), country.id);
          return;
        }
        const unchanged =
          existing.name === country.name &&
          existing.nameKey === country.nameKey &&
          existing.code === country.code &&
          existing.emoji === country.emoji;
        if (!unchanged)
          await tx
            .updateTable('countries')
            .set({ ...country, updatedAt: msOf(at) })
            .where('id', '=', country.id)
            .execute();
      }),

    list: (query) => listCountries(db, query),

    async get(id) {
      const row = await db.selectFrom('countries').selectAll().where('id', '=', id).executeTakeFirst();
      return row && countryOf(row);
    },

    async getByCode(code) {
      const row = await db
        .selectFrom('countries')
        .selectAll()
        .where('code', '=', code.toUpperCase())
        .executeTakeFirst();
      return row && countryRecordOf(row);
    },

    async getMany(ids) {
      return countriesByIds.execute(db, [...new Set(ids)]);
    },

    async search({ text, code, limit }) {
      const quality =
        code === undefined
          ? matchQuality('nameKey', text)
          : sql<number>`case when ${sql.ref('code')} = ${code} then 0 else ${matchQuality('nameKey', text)} end`;
      const rows = await db
        .selectFrom('countries')
        .selectAll()
        .where((eb) =>
          code === undefined ? holds('nameKey', text) : eb.or([holds('nameKey', text), eb('code', '=', code)]),
        )
        .orderBy(quality)
        .orderBy(unrankedLast('rank'))
        .orderBy('rank')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(countryRecordOf);
    },

    async totals() {
      // The countries table is small (one row per country), so its sums are read on demand.
      const row = (await db
        .selectFrom('countries')
        .select((eb) => [
          eb.fn.countAll<number>().filterWhere('banksCount', '>', 0).as('countries'),
          eb.fn.coalesce(eb.fn.sum<number>('banksCount'), sql.lit(0)).as('banks'),
          eb.fn.coalesce(eb.fn.sum<number>('storiesCount'), sql.lit(0)).as('stories'),
          ...SCORE_KEYS.flatMap((key) =>
            [`${key}_up` as const, `${key}_down` as const].map((column) =>
              eb.fn.coalesce(eb.fn.sum<number>(column), sql.lit(0)).as(column),
            ),
          ),
        ])
        .executeTakeFirstOrThrow()) as unknown as Record<string, number | string | null>;
      return {
        countries: Number(row.countries),
        banks: Number(row.banks),
        stories: Number(row.stories),
        scores: scoresOfSums(row),
      };
    },
  };
}

/** The scores of summed up and down columns, each score computed from its sums. */
function scoresOfSums(row: Record<string, number | string | null>): Scores {
  return Object.fromEntries(
    SCORE_KEYS.map((key) => [key, scoreEntry(Number(row[`${key}_up`]), Number(row[`${key}_down`]))]),
  ) as Scores;
}
