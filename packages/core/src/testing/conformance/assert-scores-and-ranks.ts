import assert from 'node:assert/strict';
import type { Storage } from '../../storage.ts';
import type { VoteModel } from './vote-model.ts';

/** Every bank's stored scores, rank and countryRank equal the ones computed from scratch; deleted banks are gone. */
export async function assertScoresAndRanks(storage: Storage, model: VoteModel, label: string): Promise<void> {
  const ids = model.bankIds();
  const stored = new Map((await storage.banks.getMany(ids)).map((bank) => [bank.id, bank]));
  const scores = model.scores();
  const ranks = model.ranks();
  assert.equal(stored.size, ids.length, `${label}: every bank is stored`);
  for (const id of ids) {
    const bank = stored.get(id);
    assert.ok(bank, `${label}: bank ${id} exists`);
    assert.equal(bank.countryId, model.countryIdOf(id), `${label}: country of ${id}`);
    assert.deepEqual(bank.scores, scores.get(id), `${label}: scores of ${id}`);
    assert.deepEqual({ rank: bank.rank, countryRank: bank.countryRank }, ranks.get(id), `${label}: ranks of ${id}`);
  }
}
