import { type BankFacts, hasAnyFact } from '@bankdir/core';
import {
  type BankListQuery,
  type BankRecord,
  type BankStore,
  type BankWrite,
  emptyTally,
  type SortValue,
} from '@bankdir/core/driver';
import { type BankStats, type Derived, derivedOf, scoreSortValue, scoresOf } from '../derived.ts';
import { keysetPage } from '../keyset.ts';
import type { MemoryDb } from '../memory-db.ts';
import { type BankRow, type Tables, voteKey } from '../tables.ts';
import { compareIds, compareRanks, matchQuality } from '../text-match.ts';

/** A stored bank with what its rows imply (scores, ranks, stories), as the service reads it. */
export function bankRecordOf(row: BankRow, derived: Derived): BankRecord {
  return recordWith(row, derived.banks.get(row.id)!);
}

function recordWith(row: BankRow, stats: BankStats): BankRecord {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    description: row.description,
    storiesCount: stats.storiesCount,
    claimedAt: row.claimedAt,
    countryId: row.countryId,
    rank: stats.rank,
    countryRank: stats.countryRank,
    scores: scoresOf(stats),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The value a bank sorts by: the folded name for name, else the field or score the key names. */
function sortValueOf(row: BankRow, sortBy: BankListQuery['sortBy'], derived: Derived): SortValue {
  const stats = derived.banks.get(row.id)!;
  switch (sortBy) {
    case 'name':
      return row.nameKey;
    case 'countryId':
      return row.countryId;
    case 'rank':
      return stats.rank;
    case 'countryRank':
      return stats.countryRank;
    case 'storiesCount':
      return stats.storiesCount;
    default:
      return scoreSortValue(stats, sortBy);
  }
}

export function bankStore(db: MemoryDb): BankStore {
  return {
    async list(query) {
      const tables = db.read();
      const derived = derivedOf(tables);
      const kept = [...tables.banks.values()].filter(
        (bank) =>
          (query.countryId === undefined || bank.countryId === query.countryId) &&
          (query.search === undefined || bank.nameKey.includes(query.search)) &&
          (query.hasDescription === undefined || (bank.description !== '') === query.hasDescription),
      );
      // By global rank, a cursor bank of another country falls among one country's banks where its rank puts it.
      const sortValue = (bank: BankRow) => sortValueOf(bank, query.sortBy, derived);
      const page = await keysetPage(
        {
          items: kept,
          sortValue,
          order: query.sortOrder,
          cursorValue: (id) => {
            const cursor = tables.banks.get(id);
            return cursor && sortValue(cursor);
          },
        },
        query.page,
      );
      return {
        ...page,
        items: page.items.map((bank) => bankRecordOf(bank, derived)),
        ...(query.withTotal && { total: kept.length }),
      };
    },

    async get(id) {
      const tables = db.read();
      const bank = tables.banks.get(id);
      return bank && bankRecordOf(bank, derivedOf(tables));
    },

    async getMany(ids) {
      const tables = db.read();
      const derived = derivedOf(tables);
      return [...new Set(ids)].flatMap((id) => {
        const bank = tables.banks.get(id);
        return bank ? [bankRecordOf(bank, derived)] : [];
      });
    },

    async search({ text, limit }) {
      return searchBanks(db.read(), text, limit);
    },

    async findByHostname(hostname) {
      const tables = db.read();
      const derived = derivedOf(tables);
      return [...tables.banks.values()]
        .filter((bank) => bank.primaryHostname === hostname || bank.alternativeHostnames.includes(hostname))
        .map((bank) => bankRecordOf(bank, derived));
    },

    async alternativeHostnames(bankId) {
      return [...(db.read().banks.get(bankId)?.alternativeHostnames ?? [])];
    },

    async factsOf(ids) {
      const tables = db.read();
      const facts = new Map<string, BankFacts>();
      for (const id of ids) {
        const bankFacts = tables.banks.get(id)?.facts;
        if (bankFacts && hasAnyFact(bankFacts)) facts.set(id, bankFacts);
      }
      return facts;
    },

    create: (id, bank, at) =>
      db.write((tables) => {
        requireCountry(tables, bank.countryId);
        if (tables.banks.has(id)) throw new Error(`a bank ${id} already exists`);
        const row: BankRow = { id, ...writtenFields(bank), claimedAt: null, createdAt: at, updatedAt: at };
        tables.banks.set(id, row);
        // A new bank has no votes, stories or rank: nothing to derive (a pass over every bank and vote).
        const none = { up: 0, down: 0 };
        return recordWith(row, { tally: emptyTally(), overall: none, rank: null, countryRank: null, storiesCount: 0 });
      }),

    update: (id, bank, at) =>
      db
        .write((tables) => {
          const current = tables.banks.get(id);
          if (!current) return undefined;
          requireCountry(tables, bank.countryId);
          // Votes, stories and products read their country from the bank: they move with it.
          const row: BankRow = { ...current, ...writtenFields(bank), updatedAt: at };
          tables.banks.set(id, row);
          return row;
        })
        .then((row) => row && bankRecordOf(row, derivedOf(db.read()))),

    delete: (id) => db.write((tables) => deleteBank(tables, id)),
  };
}

/** Banks whose folded name or a hostname matches `text`, best match first, then by rank and id. */
function searchBanks(tables: Tables, text: string, limit: number) {
  const derived = derivedOf(tables);
  const found: { bank: BankRow; quality: number; rank: number | null }[] = [];
  for (const bank of tables.banks.values()) {
    // The best match among the folded name and every hostname.
    const qualities = [bank.nameKey, bank.primaryHostname, ...bank.alternativeHostnames]
      .map((value) => matchQuality(value, text))
      .filter((quality) => quality !== undefined);
    if (qualities.length > 0)
      found.push({ bank, quality: Math.min(...qualities), rank: derived.banks.get(bank.id)!.rank });
  }
  return found
    .sort((a, b) => a.quality - b.quality || compareRanks(a.rank, b.rank) || compareIds(a.bank.id, b.bank.id))
    .slice(0, limit)
    .map(({ bank }) => bankRecordOf(bank, derived));
}

/** Deletes a bank with its stock, votes, stories, products, approvals and applications; false when there is none. */
function deleteBank(tables: Tables, id: string): boolean {
  if (!tables.banks.delete(id)) return false;
  tables.stocks.delete(id);
  for (const [key, vote] of tables.votes)
    if (vote.bankId === id) {
      tables.votes.delete(key);
      tables.voteIds.delete(voteKey(vote.accountId, vote.bankId, vote.category));
    }
  for (const [key, story] of tables.stories) if (story.bankId === id) tables.stories.delete(key);
  for (const [key, product] of tables.products) if (product.bankId === id) tables.products.delete(key);
  for (const [key, approval] of tables.approvals) if (approval.bankId === id) tables.approvals.delete(key);
  for (const [key, application] of tables.applications) if (application.bankId === id) tables.applications.delete(key);
  return true;
}

/** A write's fields as the row keeps them: a BankWrite holds exactly the written fields; hostnames in order. */
function writtenFields(bank: BankWrite) {
  return { ...bank, alternativeHostnames: [...bank.alternativeHostnames].sort() };
}

function requireCountry(tables: Tables, countryId: string): void {
  if (!tables.countries.has(countryId)) throw new Error(`no country ${countryId}`);
}
