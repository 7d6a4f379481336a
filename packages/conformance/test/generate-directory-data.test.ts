import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateDirectoryData } from '../src/generate-directory-data.ts';

const votesByBank = (data: ReturnType<typeof generateDirectoryData>) => {
  const counts = new Map(data.banks.map((bank) => [bank.id, 0]));
  for (const vote of data.votes) counts.set(vote.bankId, counts.get(vote.bankId)! + 1);
  return [...counts.values()].sort((a, b) => b - a);
};

describe('generated directory data', () => {
  it('is the same for the same seed and options, and the default spreads are uniform', () => {
    const options = { seed: 5, banks: 40, countries: 4, votesPerBank: 6, productsPerBank: 1 };
    assert.deepEqual(generateDirectoryData(options), generateDirectoryData(options));
    assert.deepEqual(
      generateDirectoryData({ ...options, voteSpread: 'uniform', countrySpread: 'uniform' }),
      generateDirectoryData(options),
    );
  });

  it('spreads votes with a long tail: exactly the asked total, most banks none, a few thousands', () => {
    const data = generateDirectoryData({
      seed: 9,
      banks: 2000,
      countries: 30,
      votesPerBank: 40,
      productsPerBank: 0,
      accounts: 1000,
      voteSpread: 'long-tail',
    });
    assert.equal(data.votes.length, 80_000);
    const counts = votesByBank(data);
    const none = counts.filter((count) => count === 0).length;
    assert.ok(none > 2000 / 2, `${none} banks without votes`);
    assert.ok(counts[0]! >= 1000, `the busiest bank has ${counts[0]} votes`);
    const keys = new Set(data.votes.map((vote) => `${vote.accountId} ${vote.bankId} ${vote.category}`));
    assert.equal(keys.size, data.votes.length, 'one vote per account, bank and category');
  });

  it('caps a long-tail bank at one vote per account and category', () => {
    const data = generateDirectoryData({
      seed: 2,
      banks: 20,
      countries: 2,
      votesPerBank: 200,
      productsPerBank: 0,
      accounts: 5,
      voteSpread: 'long-tail',
    });
    assert.ok(votesByBank(data)[0]! <= 5 * 14);
  });

  it('spreads banks over countries the Zipf way when skewed, every country in use', () => {
    const data = generateDirectoryData({
      seed: 3,
      banks: 6000,
      countries: 249,
      votesPerBank: 0,
      productsPerBank: 0,
      countrySpread: 'skewed',
    });
    assert.equal(data.countries.length, 249);
    const perCountry = data.countries.map(
      (country) => data.banks.filter((bank) => bank.countryId === country.id).length,
    );
    // 1 / H(249) of the banks, about 16%, go to the first country; the second gets about half that.
    assert.ok(perCountry[0]! > 800 && perCountry[0]! < 1150, `first country: ${perCountry[0]}`);
    assert.ok(perCountry[1]! > 380 && perCountry[1]! < 600, `second country: ${perCountry[1]}`);
    assert.ok(perCountry.filter((count) => count > 0).length > 240);
  });
});
