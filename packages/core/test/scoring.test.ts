import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareForRank, computeRanks, emptyTally, rankKeyOf, scoreOf, scoresFromTally } from '../src/driver.ts';
import { SCORE_KEYS } from '../src/index.ts';

describe('scoreOf', () => {
  it('is 0 when there are no votes', () => assert.equal(scoreOf(0, 0), 0));
  it('is 100 for only upvotes and -100 for only downvotes', () => {
    assert.equal(scoreOf(7, 0), 100);
    assert.equal(scoreOf(0, 3), -100);
  });
  it('rounds half away from zero in both directions', () => {
    assert.equal(scoreOf(5, 3), 25); // 25 exactly
    assert.equal(scoreOf(1, 7), -75);
    // 100 * (3 - 5) / 8 = -25; 100 * (1 - 0) / 8 = 12.5 -> 13; -12.5 -> -13
    assert.equal(scoreOf(9, 7), 13);
    assert.equal(scoreOf(7, 9), -13);
  });
  it('rounds other fractions to the nearest integer', () => assert.equal(scoreOf(2, 1), 33));
});

describe('scoresFromTally', () => {
  it('gives 15 entries, overall first, with overall summing every category', () => {
    const tally = emptyTally();
    tally.CRYPTO_FRIENDLY = { up: 3, down: 1 };
    tally.LENDING = { up: 0, down: 2 };
    const scores = scoresFromTally(tally);
    assert.deepEqual(Object.keys(scores), SCORE_KEYS);
    assert.deepEqual(scores.overall, { total: 6, up: 3, down: 3, score: 0 });
    assert.deepEqual(scores.cryptoFriendly, { total: 4, up: 3, down: 1, score: 50 });
    assert.deepEqual(scores.lending, { total: 2, up: 0, down: 2, score: -100 });
    assert.deepEqual(scores.innovation, { total: 0, up: 0, down: 0, score: 0 });
  });
});

describe('computeRanks', () => {
  const bank = (id: string, countryId: string, overallScore: number, overallTotal: number) => ({
    id,
    countryId,
    overallScore,
    overallTotal,
  });

  it('leaves banks under 10 votes unranked', () => {
    const ranks = computeRanks([bank('a', 'x', 100, 9), bank('b', 'x', 0, 10)]);
    assert.deepEqual(ranks.get('a'), { rank: null, countryRank: null });
    assert.deepEqual(ranks.get('b'), { rank: 1, countryRank: 1 });
  });

  it('orders by score, then total, then id, numbering without gaps', () => {
    const ranks = computeRanks([
      bank('c', 'x', 50, 20),
      bank('b', 'y', 50, 20),
      bank('a', 'x', 50, 30),
      bank('d', 'y', 90, 10),
    ]);
    assert.deepEqual(
      ['d', 'a', 'b', 'c'].map((id) => ranks.get(id)),
      [
        { rank: 1, countryRank: 1 },
        { rank: 2, countryRank: 1 },
        { rank: 3, countryRank: 2 },
        { rank: 4, countryRank: 2 },
      ],
    );
  });
});

describe('rankKeyOf', () => {
  it('is null below 10 votes', () => assert.equal(rankKeyOf(100, 9), null));

  it('orders ranked banks exactly as compareForRank does, larger key first', () => {
    const banks = [
      { id: 'a', countryId: 'x', overallScore: 50, overallTotal: 20 },
      { id: 'b', countryId: 'x', overallScore: 50, overallTotal: 30 },
      { id: 'c', countryId: 'x', overallScore: -100, overallTotal: 1_000_000 },
      { id: 'd', countryId: 'x', overallScore: 51, overallTotal: 10 },
      { id: 'e', countryId: 'x', overallScore: 100, overallTotal: 10 },
    ];
    const byKey = [...banks].sort(
      (a, b) => rankKeyOf(b.overallScore, b.overallTotal)! - rankKeyOf(a.overallScore, a.overallTotal)!,
    );
    assert.deepEqual(
      byKey.map((bank) => bank.id),
      [...banks].sort(compareForRank).map((bank) => bank.id),
    );
  });
});
