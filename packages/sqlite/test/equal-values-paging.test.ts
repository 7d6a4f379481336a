import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SortOrder } from '@bankdir/core';
import { bankWriteOf, type Storage } from '@bankdir/core/driver';
import { type Database, kyselyStorage } from '@bankdir/kysely';
import { type CompiledQuery, Kysely } from 'kysely';
import { ImmediateSqliteDialect } from '../src/engine/immediate-sqlite-dialect.ts';
import { openDatabase } from '../src/engine/open-database.ts';
import { preparedStatements } from '../src/engine/prepared-statements.ts';
import { openSqliteStorage } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

// One index per order, read in both directions: a descending list runs its values down and its ties (id ascending) up,
// against the index. A group of equal values larger than a page must still page in id order, at the cost of a page.

const folder = tempFolder('equal-values');
const file = folder.file('equal.sqlite');
const captured: CompiledQuery[] = [];
const BANKS = 300;
const LIMIT = 7;
let storage: Storage;
let ids: string[];

before(async () => {
  const writer = await openSqliteStorage({ file });
  await writer.countries.upsert({ id: 'ctry_aa', name: 'Aland', nameKey: 'aland', code: 'AA', emoji: '🇦🇦' }, AT);
  // Ids created out of order, so the seqs come from relabelling as well as appends.
  ids = Array.from({ length: BANKS }, (_, i) => `bank_${String((i * 7919) % BANKS).padStart(4, '0')}`);
  for (const id of ids) {
    const write = bankWriteOf({
      name: 'Same',
      url: `https://${id}.example`,
      description: '',
      countryId: 'ctry_aa',
      alternativeHostnames: [],
    });
    await writer.banks.create(id, write, AT);
  }
  // Three banks get votes, above and below the crowd at 0.
  for (const [bankId, isUp] of [
    ['bank_0005', true],
    ['bank_0150', false],
    ['bank_0299', true],
  ] as const) {
    await writer.votes.cast({ id: `vote_${bankId}`, accountId: 'acct_a', bankId, category: 'LENDING', isUp }, AT);
  }
  await writer.close();
  const sqlite = openDatabase({ file });
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: preparedStatements(sqlite) }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  storage = kyselyStorage(db, { close: () => db.destroy() });
  ids.sort();
});

after(async () => {
  await storage.close();
  folder.remove();
});

const AT = '2025-01-01T00:00:00.000Z';

/** The reference order by overall score: the banks voted up, the crowd at 0 in id order, then the one voted down. */
function expectedOrder(sortOrder: SortOrder): string[] {
  const score = (id: string) => (id === 'bank_0150' ? -100 : id === 'bank_0005' || id === 'bank_0299' ? 100 : 0);
  return [...ids].sort((a, b) => {
    const difference = sortOrder === 'asc' ? score(a) - score(b) : score(b) - score(a);
    return difference !== 0 ? difference : a < b ? -1 : 1;
  });
}

/** The largest LIMIT of the keyset walks a piece of work ran. */
async function largestWalk(work: () => Promise<unknown>): Promise<number> {
  captured.length = 0;
  await work();
  const limits = captured
    .filter((query) => /"seq" as "tie"/.test(query.sql))
    .map((query) => Number(/ limit (\d+)$/.exec(query.sql)?.[1] ?? Number.POSITIVE_INFINITY));
  return Math.max(...limits);
}

describe('a group of equal values larger than a page', () => {
  for (const sortOrder of ['desc', 'asc'] as const) {
    it(`pages by overall score ${sortOrder} in id order within the group, both ways, reading a page at a time`, async () => {
      const expected = expectedOrder(sortOrder);
      const list = (page: { limit: number; startingAfter?: string; endingBefore?: string }) =>
        storage.banks.list({ sortBy: 'overall_score', sortOrder, page, withTotal: false });
      const forward: string[] = [];
      let cursor: string | undefined;
      for (;;) {
        const page = await list({ limit: LIMIT, ...(cursor !== undefined && { startingAfter: cursor }) });
        forward.push(...page.items.map((bank) => bank.id));
        assert.ok(
          (await largestWalk(() => list({ limit: LIMIT, ...(cursor && { startingAfter: cursor }) }))) <= LIMIT + 1,
        );
        if (page.nextCursor === null) break;
        cursor = page.nextCursor;
      }
      assert.deepEqual(forward, expected);
      const backward: string[] = [];
      let page = await list({ limit: LIMIT, endingBefore: expected[expected.length - 1]! });
      backward.unshift(expected[expected.length - 1]!);
      for (;;) {
        backward.unshift(...page.items.map((bank) => bank.id));
        if (page.previousCursor === null) break;
        const before = page.previousCursor;
        assert.ok((await largestWalk(() => list({ limit: LIMIT, endingBefore: before }))) <= LIMIT + 1);
        page = await list({ limit: LIMIT, endingBefore: before });
      }
      assert.deepEqual(backward, expected);
    });
  }
});
