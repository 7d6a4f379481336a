import { SCORE_KEY_BY_CATEGORY, SCORE_KEYS, VOTE_CATEGORIES, type VoteCategory } from '../constants.ts';
import type { ScoreEntry, Scores } from '../schemas/resources.ts';

/** round(100 * (up - down) / total), rounded half away from zero; 0 when there are no votes. */
export function scoreOf(up: number, down: number): number {
  const total = up + down;
  if (total === 0) return 0;
  const exact = (100 * (up - down)) / total;
  // Math.round rounds -2.5 to -2; the contract wants half away from zero.
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export function scoreEntry(up: number, down: number): ScoreEntry {
  return { total: up + down, up, down, score: scoreOf(up, down) };
}

/** Up and down counts per vote category. */
export type VoteTally = Record<VoteCategory, { up: number; down: number }>;

export function emptyTally(): VoteTally {
  return Object.fromEntries(VOTE_CATEGORIES.map((c) => [c, { up: 0, down: 0 }])) as VoteTally;
}

/** The full scores object from a tally: one entry per category plus `overall` over the sums. */
export function scoresFromTally(tally: VoteTally): Scores {
  let up = 0;
  let down = 0;
  const scores = {} as Scores;
  for (const category of VOTE_CATEGORIES) {
    const counts = tally[category];
    up += counts.up;
    down += counts.down;
    scores[SCORE_KEY_BY_CATEGORY[category]] = scoreEntry(counts.up, counts.down);
  }
  scores.overall = scoreEntry(up, down);
  return orderScores(scores);
}

export function emptyScores(): Scores {
  return scoresFromTally(emptyTally());
}

/** The same scores with `overall` first and the categories in the spec's order. */
export function orderScores(scores: Scores): Scores {
  return Object.fromEntries(SCORE_KEYS.map((key) => [key, scores[key]])) as Scores;
}
