import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ranksFromScores } from '@bankdir/conformance';
import { bankWriteOf, readAllPages, type Storage } from '@bankdir/core/driver';
import { openSqliteStorage } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

// A bank's places live in bank_ranks, keyed by its rank key and seq. Banks created later between two ids relabel the
// seqs of ranked banks around them; their places must follow, and every list by rank must still equal a recount.

const folder = tempFolder('bank-ranks');
const AT = '2026-01-01T00:00:00.000Z';
let storage: Storage;

const write = (id: string, countryId: string) =>
  bankWriteOf({ name: id, url: `https://${id}.example`, description: '', countryId, alternativeHostnames: [] });

before(async () => {
  storage = await openSqliteStorage({ file: folder.file('ranks.sqlite') });
  for (const [id, code] of [
    ['ctry_aa', 'AA'],
    ['ctry_bb', 'BB'],
  ] as const)
    await storage.countries.upsert({ id, name: id, nameKey: id, code, emoji: '🏳' }, AT);
  // Ranked banks with ids two apart, each with its own number of up votes (10 to 21, so all are ranked).
  for (let index = 0; index < 12; index++) {
    const id = `bank_${String(index * 2).padStart(2, '0')}`;
    await storage.banks.create(id, write(id, index % 3 === 0 ? 'ctry_bb' : 'ctry_aa'), AT);
    for (let vote = 0; vote < 10 + index; vote++)
      await storage.votes.cast(
        { id: `vote_${id}_${vote}`, accountId: `acct_${vote}`, bankId: id, category: 'LENDING', isUp: vote % 4 !== 3 },
        AT,
      );
  }
  // Forty banks between bank_10 and bank_12: the gap's seqs run out and ranked banks around it are relabelled.
  for (let index = 0; index < 40; index++) {
    const id = `bank_11_${String(index).padStart(2, '0')}`;
    await storage.banks.create(id, write(id, 'ctry_aa'), AT);
  }
});
after(async () => {
  await storage?.close();
  folder.remove();
});

describe('bank places in their own table', () => {
  it('ranks follow banks whose seqs were relabelled, on every read and list by rank', async () => {
    const banks = await readAllPages((page) =>
      storage.banks.list({ sortBy: 'name', sortOrder: 'asc', page, withTotal: false }),
    );
    assert.equal(banks.length, 52);
    const expected = ranksFromScores(banks);
    for (const bank of banks) {
      assert.deepEqual({ rank: bank.rank, countryRank: bank.countryRank }, expected.get(bank.id), bank.id);
      const read = await storage.banks.get(bank.id);
      assert.deepEqual({ rank: read!.rank, countryRank: read!.countryRank }, expected.get(bank.id), `get ${bank.id}`);
    }
    const byRank = await readAllPages((page) =>
      storage.banks.list({ sortBy: 'rank', sortOrder: 'asc', page, withTotal: false }),
    );
    assert.deepEqual(
      byRank.slice(0, 12).map((bank) => bank.rank),
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    assert.ok(byRank.slice(12).every((bank) => bank.rank === null));
  });

  it('a vote after the relabel moves the relabelled bank and shifts the others exactly', async () => {
    for (let vote = 0; vote < 30; vote++)
      await storage.votes.cast(
        {
          id: `vote_late_${vote}`,
          accountId: `acct_late_${vote}`,
          bankId: 'bank_10',
          category: 'FEES_PRICING',
          isUp: true,
        },
        AT,
      );
    const top = await storage.banks.list({ sortBy: 'rank', sortOrder: 'asc', page: { limit: 3 }, withTotal: false });
    assert.equal(top.items[0]!.id, 'bank_10');
    const byRank = await readAllPages((page) =>
      storage.banks.list({ sortBy: 'rank', sortOrder: 'asc', page, withTotal: false }),
    );
    assert.deepEqual(
      byRank.slice(0, 12).map((bank) => bank.rank),
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
  });
});
