import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BANK_SORT_KEYS, COUNTRY_SORT_KEYS, PRODUCT_SORT_KEYS, SORT_ORDERS, type Storage } from '@bankdir/core';
import { type DirectoryData, generateDirectoryData, insertDirectoryData } from '@bankdir/core/testing';
import { type Database, kyselyStorage } from '@bankdir/kysely';
import { type CompiledQuery, Kysely } from 'kysely';
import { openSqliteStorage } from '../src/index.ts';
import { cachedStatements } from '../src/sqlite/cached-statements.ts';
import { ImmediateSqliteDialect } from '../src/sqlite/immediate-sqlite-dialect.ts';
import { openDatabase } from '../src/sqlite/open-database.ts';
import { tempFolder } from './temp-file.ts';

// Every list order must be read by an index in keyset order: no temporary sort, whatever the page depth.

const folder = tempFolder('plans');
const file = folder.file('plans.sqlite');
const captured: CompiledQuery[] = [];
let sqlite: ReturnType<typeof openDatabase>;
let storage: Storage;
let data: DirectoryData;

before(async () => {
  data = generateDirectoryData({ seed: 7, banks: 120, countries: 6, votesPerBank: 12 });
  const writer = await openSqliteStorage({ file });
  await insertDirectoryData(writer, data);
  await writer.close();
  sqlite = openDatabase({ file });
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: cachedStatements(sqlite) }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  storage = kyselyStorage(db, { close: () => db.destroy() });
});

after(async () => {
  await storage.close();
  folder.remove();
});

/** The plan of every ordered select the work ran, one line each. */
async function plansOf(work: () => Promise<unknown>): Promise<string[]> {
  captured.length = 0;
  await work();
  return captured
    .filter((query) => /^select/i.test(query.sql) && / order by /i.test(query.sql))
    .map((query) => {
      const parameters = query.parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
      const rows = sqlite.prepare(`explain query plan ${query.sql}`).all(...parameters) as { detail: string }[];
      return `${rows.map((row) => row.detail).join(' / ')}    <- ${query.sql}`;
    });
}

function assertIndexOrdered(plans: string[], label: string): void {
  assert.ok(plans.length > 0, `${label}: no ordered query ran`);
  for (const plan of plans) {
    assert.doesNotMatch(plan, /TEMP B-TREE/, `${label} sorts instead of walking an index: ${plan}`);
    assert.match(plan, /USING (COVERING )?INDEX/, `${label} reads no index: ${plan}`);
  }
}

describe('SQLite query plans', () => {
  it('walks every bank order through an index, with and without the country filter, in both directions', async () => {
    const middle = data.banks[60]!.id;
    const countryId = data.banks[0]!.countryId;
    for (const sortBy of BANK_SORT_KEYS) {
      for (const sortOrder of SORT_ORDERS) {
        for (const filter of [{}, { countryId }]) {
          for (const page of [{ limit: 5 }, { limit: 5, startingAfter: middle }, { limit: 5, endingBefore: middle }]) {
            const plans = await plansOf(() =>
              storage.banks.list({ ...filter, sortBy, sortOrder, page, withTotal: false }),
            );
            assertIndexOrdered(
              plans,
              `banks by ${sortBy} ${sortOrder} ${JSON.stringify(filter)} ${JSON.stringify(page)}`,
            );
          }
        }
      }
    }
  });

  it('walks every public product order through an index, alone, by country and by bank', async () => {
    const product = data.products[10]!;
    const bank = data.banks.find((candidate) => candidate.id === product.bankId)!;
    for (const sortBy of PRODUCT_SORT_KEYS) {
      for (const sortOrder of SORT_ORDERS) {
        for (const filter of [{}, { countryId: bank.countryId }, { bankId: bank.id }]) {
          for (const page of [{ limit: 5 }, { limit: 5, startingAfter: product.id }]) {
            const plans = await plansOf(() => storage.products.listPublic({ ...filter, sortBy, sortOrder, page }));
            assertIndexOrdered(plans, `products by ${sortBy} ${sortOrder} ${JSON.stringify(filter)}`);
          }
        }
      }
    }
  });

  it('walks votes by time through an index, alone, by bank and by country', async () => {
    const vote = data.votes[100]!;
    const bank = data.banks.find((candidate) => candidate.id === vote.bankId)!;
    for (const sortOrder of SORT_ORDERS) {
      for (const filter of [{}, { bankId: bank.id }, { countryId: bank.countryId }]) {
        const plans = await plansOf(() =>
          storage.votes.list({ ...filter, sortOrder, page: { limit: 5, startingAfter: vote.id } }),
        );
        assertIndexOrdered(plans, `votes ${sortOrder} ${JSON.stringify(filter)}`);
      }
    }
  });

  it('walks every country order through an index, with and without a search', async () => {
    for (const sortBy of COUNTRY_SORT_KEYS) {
      for (const sortOrder of SORT_ORDERS) {
        for (const filter of [{}, { search: 'a', code: 'A' }]) {
          const plans = await plansOf(() =>
            storage.countries.list({
              sortBy,
              sortOrder,
              ...filter,
              page: { limit: 3, startingAfter: data.countries[2]!.id },
            }),
          );
          assertIndexOrdered(plans, `countries by ${sortBy} ${sortOrder} ${JSON.stringify(filter)}`);
        }
      }
    }
  });

  it('finds a bank’s neighbours in the rankings by index when a vote moves it', async () => {
    const votesOf = (id: string) => data.votes.filter((vote) => vote.bankId === id).length;
    const bank = data.banks.reduce((best, candidate) => (votesOf(candidate.id) > votesOf(best.id) ? candidate : best));
    const plans = await plansOf(() =>
      storage.votes.cast(
        { id: 'vote_plan_probe', accountId: 'acct_plan_probe', bankId: bank.id, category: 'LENDING', isUp: true },
        '2025-06-01T00:00:00.000Z',
      ),
    );
    assertIndexOrdered(plans, 'rank neighbours');
  });
});
