import type { Country, CountryListItem, CountryStore } from '@bankdir/core';
import { type Selectable, type SqlBool, sql } from 'kysely';
import { chunks } from '../queries/id-chunks.ts';
import { containsPattern, readRowsPage } from '../queries/keyset-page.ts';
import type { Scope } from '../queries/scope.ts';
import type { CountriesTable } from '../schema/database.ts';
import { countrySortColumn } from '../schema/sort-columns.ts';

type CountryRow = Selectable<CountriesTable>;

const countryOf = (row: CountryRow): Country => ({ id: row.id, name: row.name, code: row.code, emoji: row.emoji });

export function countryStore(scope: Scope): CountryStore {
  const { db } = scope;
  return {
    upsert: (country, at) =>
      scope.atomic(async (tx) => {
        const existing = await tx.selectFrom('countries').selectAll().where('id', '=', country.id).executeTakeFirst();
        if (!existing) {
          await tx
            .insertInto('countries')
            .values({ ...country, createdAt: at, updatedAt: at })
            .execute();
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
            .set({ ...country, updatedAt: at })
            .where('id', '=', country.id)
            .execute();
      }),

    async list(query) {
      const base = () => {
        let q = db.selectFrom('countries');
        if (query.search !== undefined)
          q = q.where(sql<SqlBool>`${sql.ref('nameKey')} like ${containsPattern(query.search)} escape '\\'`);
        return q;
      };
      const order = { column: countrySortColumn(query.sortBy), order: query.sortOrder, nullable: false };
      const page = await readRowsPage<CountryRow>(db, 'countries', order, base, query.page);
      return {
        ...page,
        items: page.items.map(
          (row): CountryListItem => ({
            ...countryOf(row),
            banksCount: Number(row.banksCount),
            createdAt: row.createdAt,
            updatedAt: row.updatedAt,
          }),
        ),
      };
    },

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
      return row && countryOf(row);
    },

    async getMany(ids) {
      const countries: Country[] = [];
      for (const part of chunks([...new Set(ids)])) {
        countries.push(
          ...(await db.selectFrom('countries').selectAll().where('id', 'in', part).execute()).map(countryOf),
        );
      }
      return countries;
    },
  };
}
