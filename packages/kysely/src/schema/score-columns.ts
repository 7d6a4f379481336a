import type { ScoreEntry, ScoreKey, ScoreSortKey, Scores } from '@bankdir/core';
import { SCORE_KEYS, SCORE_METRICS, SCORE_SORT_KEYS } from '@bankdir/core';

/** The 60 score columns, named like the bank sortBy values. */
export const SCORE_COLUMNS: readonly ScoreSortKey[] = SCORE_SORT_KEYS;

export type ScoreValues = Record<ScoreSortKey, number>;

/** The scores object of a bank row. */
export function scoresOfRow(row: ScoreValues): Scores {
  const scores = {} as Scores;
  for (const key of SCORE_KEYS) scores[key] = entryOfRow(row, key);
  return scores;
}

function entryOfRow(row: ScoreValues, key: ScoreKey): ScoreEntry {
  return {
    total: row[`${key}_total`],
    up: row[`${key}_up`],
    down: row[`${key}_down`],
    score: row[`${key}_score`],
  };
}

/** The columns of a scores object, for writing. */
export function scoreColumnsOf(scores: Scores): ScoreValues {
  const values = {} as ScoreValues;
  for (const key of SCORE_KEYS) for (const metric of SCORE_METRICS) values[`${key}_${metric}`] = scores[key][metric];
  return values;
}

/** Only the columns whose value differs between `before` and `after`: SQLite then touches only their indexes. */
export function changedScoreColumns(before: Partial<ScoreValues>, after: Partial<ScoreValues>): Partial<ScoreValues> {
  const changed: Partial<ScoreValues> = {};
  for (const column of Object.keys(after) as ScoreSortKey[]) {
    if (before[column] !== after[column]) changed[column] = after[column];
  }
  return changed;
}
