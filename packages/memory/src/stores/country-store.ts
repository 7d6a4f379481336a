import { type Country, VOTE_CATEGORIES } from '@bankdir/core';
import {
  type CountryRecord,
  type CountryStore,
  emptyTally,
  type SortValue,
  scoresFromTally,
} from '@bankdir/core/driver';
import { type Derived, derivedOf, scoreSortValue, scoresOf } from '../derived.ts';
import { keysetPage } from '../keyset.ts';
import type { MemoryDb } from '../memory-db.ts';
import type { CountryRow } from '../tables.ts';
import { compareIds, compareRanks, matchQuality } from '../text-match.ts';

const countryOf = (row: CountryRow): Country => ({ id: row.id, name: row.name, code: row.code, emoji: row.emoji });

function countryRecordOf(row: CountryRow, derived: Derived): CountryRecord {
  const stats = derived.countries.get(row.id)!;
  return {
    ...countryOf(row),
    banksCount: stats.banksCount,
    storiesCount: stats.storiesCount,
    rank: stats.rank,
    scores: scoresOf(stats),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function countryStore(db: MemoryDb): CountryStore {
  return {
    upsert: (country, at) =>
      db.write((tables) => {
        const current = tables.countries.get(country.id);
        const fields = {
          id: country.id,
          name: country.name,
          code: country.code,
          emoji: country.emoji,
          nameKey: country.nameKey,
        };
        if (!current) {
          tables.countries.set(country.id, { ...fields, createdAt: at, updatedAt: at });
          return;
        }
        const unchanged =
          current.name === fields.name &&
          current.nameKey === fields.nameKey &&
          current.code === fields.code &&
          current.emoji === fields.emoji;
        if (!unchanged) tables.countries.set(country.id, { ...current, ...fields, updatedAt: at });
      }),

    async list(query) {
      const tables = db.read();
      const derived = derivedOf(tables);
      const { search, code } = query;
      const kept = [...tables.countries.values()].filter(
        (country) => search === undefined || country.nameKey.includes(search) || country.code === code,
      );
      const sortValue = (country: CountryRow): SortValue => {
        const stats = derived.countries.get(country.id)!;
        switch (query.sortBy) {
          case 'name':
            return country.nameKey;
          case 'code':
            return country.code;
          case 'rank':
            return stats.rank;
          case 'banksCount':
            return stats.banksCount;
          case 'storiesCount':
            return stats.storiesCount;
          default:
            return scoreSortValue(stats, query.sortBy);
        }
      };
      const page = await keysetPage(
        {
          items: kept,
          sortValue,
          order: query.sortOrder,
          cursorValue: (id) => {
            const cursor = tables.countries.get(id);
            return cursor && sortValue(cursor);
          },
        },
        query.page,
      );
      return { ...page, items: page.items.map((country) => countryRecordOf(country, derived)) };
    },

    async get(id) {
      const row = db.read().countries.get(id);
      return row && countryOf(row);
    },

    async getByCode(code) {
      const tables = db.read();
      const wanted = code.toUpperCase();
      const row = [...tables.countries.values()].find((country) => country.code === wanted);
      return row && countryRecordOf(row, derivedOf(tables));
    },

    async getMany(ids) {
      const tables = db.read();
      return [...new Set(ids)].flatMap((id) => {
        const row = tables.countries.get(id);
        return row ? [countryOf(row)] : [];
      });
    },

    async search({ text, code, limit }) {
      const tables = db.read();
      const derived = derivedOf(tables);
      const found: { country: CountryRow; quality: number; rank: number | null }[] = [];
      for (const country of tables.countries.values()) {
        // A country whose code is the code sent matches as well as an exact name.
        const quality = code !== undefined && country.code === code ? 0 : matchQuality(country.nameKey, text);
        if (quality !== undefined) found.push({ country, quality, rank: derived.countries.get(country.id)!.rank });
      }
      return found
        .sort((a, b) => a.quality - b.quality || compareRanks(a.rank, b.rank) || compareIds(a.country.id, b.country.id))
        .slice(0, limit)
        .map(({ country }) => countryRecordOf(country, derived));
    },

    async totals() {
      const derived = derivedOf(db.read());
      let countries = 0;
      let banks = 0;
      let stories = 0;
      const tally = emptyTally();
      for (const stats of derived.countries.values()) {
        if (stats.banksCount > 0) countries += 1;
        banks += stats.banksCount;
        stories += stats.storiesCount;
        for (const category of VOTE_CATEGORIES) {
          tally[category].up += stats.tally[category].up;
          tally[category].down += stats.tally[category].down;
        }
      }
      // Each score of the world is computed from its summed counts, never averaged from the countries' scores.
      return { countries, banks, stories, scores: scoresFromTally(tally) };
    },
  };
}
