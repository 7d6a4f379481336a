import assert from 'node:assert/strict';
import { assertScoresAndRanks, generateDirectoryData, insertDirectoryData, VoteModel } from '@bankdir/conformance';
import type { SortOrder } from '@bankdir/core';
import type { Storage } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import { kyselyStorage } from '../../src/kysely-storage.ts';

// The upgrade case of migration 0005 (the worldwide rank order read from bank_ranks' key, the index on `rank`
// dropped), which every engine runs: a directory written before it, then what the same directory must answer once
// opened with this version, and keep exact as votes move banks into the ranking. Each engine's migrations test runs it.

/** Banks in three countries, some past the vote threshold and ranked, most not. */
const data = () =>
  generateDirectoryData({ seed: 5, banks: 30, countries: 3, votesPerBank: 8, productsPerBank: 0, accounts: 20 });

/** The directory as the layout before 0005 holds it: its stores are this version's, only an index differs. */
export async function fillBeforeRankOrderByKey(db: Kysely<any>): Promise<void> {
  await insertDirectoryData(kyselyStorage(db, { close: async () => {} }), data());
}

/** Every bank id by rank, walked page by page: the ranked banks in rank order, then the unranked ones by id. */
async function idsByRank(storage: Storage, sortOrder: SortOrder): Promise<string[]> {
  const ids: string[] = [];
  let startingAfter: string | undefined;
  do {
    const page = await storage.banks.list({
      sortBy: 'rank',
      sortOrder,
      page: { limit: 4, ...(startingAfter !== undefined && { startingAfter }) },
      withTotal: false,
    });
    ids.push(...page.items.map((bank) => bank.id));
    startingAfter = page.nextCursor ?? undefined;
  } while (startingAfter !== undefined);
  return ids;
}

async function assertRankLists(storage: Storage, model: VoteModel, label: string): Promise<void> {
  await assertScoresAndRanks(storage, model, label);
  const ranks = model.ranks();
  const ranked = model
    .bankIds()
    .filter((id) => ranks.get(id)!.rank !== null)
    .sort((a, b) => ranks.get(a)!.rank! - ranks.get(b)!.rank!);
  const unranked = model
    .bankIds()
    .filter((id) => ranks.get(id)!.rank === null)
    .sort();
  assert.ok(ranked.length > 0 && unranked.length > 0, `${label}: the data has ranked and unranked banks`);
  assert.deepEqual(await idsByRank(storage, 'asc'), [...ranked, ...unranked], `${label}: by rank ascending`);
  assert.deepEqual(
    await idsByRank(storage, 'desc'),
    [...ranked.reverse(), ...unranked],
    `${label}: by rank descending`,
  );
}

/** The upgraded directory lists by rank and ranks exactly, and stays exact as votes bring banks into the ranking. */
export async function assertRankOrderUpgraded(storage: Storage): Promise<void> {
  const model = VoteModel.of(data());
  await assertRankLists(storage, model, 'after the upgrade');
  const ranks = model.ranks();
  const newcomers = model
    .bankIds()
    .filter((id) => ranks.get(id)!.rank === null)
    .slice(0, 3);
  for (const [index, bankId] of newcomers.entries()) {
    for (let voter = 0; voter < 10; voter++) {
      const accountId = `acct_rank_upgrade_${index}_${voter}`;
      const isUp = voter % 3 !== 0;
      await storage.votes.cast(
        { id: `vote_rank_upgrade_${index}_${voter}`, accountId, bankId, category: 'LENDING', isUp },
        '2026-01-01T00:00:00.000Z',
      );
      model.cast(accountId, bankId, 'LENDING', isUp);
    }
    await assertRankLists(storage, model, `after ${bankId} entered the ranking`);
  }
}
