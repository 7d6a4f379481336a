import assert from 'node:assert/strict';
import type { BankRecord, CountryRecord, Ranks, Storage } from '@bankdir/core/driver';
import { computeRanks, readAllPages } from '@bankdir/core/driver';
import type { VoteModel } from './vote-model.ts';

/**
 * Every bank's stored scores, rank and countryRank equal the ones computed from scratch; deleted banks are gone. Every
 * country's scores equal the sums over its banks, and its rank the one computed from those sums.
 */
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
  const countries = await allCountries(storage);
  const countryIds = countries.map((country) => country.id);
  const countryScores = model.countryScores(countryIds);
  const countryRanks = model.countryRanks(countryIds);
  for (const country of countries) {
    assert.deepEqual(country.scores, countryScores.get(country.id), `${label}: scores of country ${country.code}`);
    assert.equal(country.rank, countryRanks.get(country.id), `${label}: rank of country ${country.code}`);
  }
}

/** Every stored country, by walking the pages of the country list. */
export function allCountries(storage: Storage): Promise<CountryRecord[]> {
  return readAllPages((page) => storage.countries.list({ sortBy: 'name', sortOrder: 'asc', page }));
}

/** The rank and countryRank of each bank as computed from scratch (computeRanks) from the banks' stored scores. */
export function ranksFromScores(banks: readonly BankRecord[]): Map<string, Ranks> {
  return computeRanks(
    banks.map((bank) => ({
      id: bank.id,
      countryId: bank.countryId,
      overallScore: bank.scores.overall.score,
      overallTotal: bank.scores.overall.total,
    })),
  );
}
