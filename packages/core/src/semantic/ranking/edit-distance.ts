/**
 * How many edits a word may be from the word it is read as: none below five letters (short words are too often
 * another real word one edit away), one from five, two from eight. The one rule for every typo a search forgives.
 */
export function typoTolerance(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0;
}

/**
 * The optimal string alignment distance of two words (insertions, deletions, substitutions and transpositions of
 * adjacent letters, each 1: "barclys" and "barlcays" are both one edit from "barclays"), or `max + 1` as soon as it is
 * sure to exceed `max`. The npm packages checked (damerau-levenshtein, talisman) allocate a matrix per call and have no
 * bound; this keeps three rows between calls and stops early.
 */
// The three rows of the distance table, kept between calls (a search compares thousands of words).
let rows = [0, 1, 2].map(() => new Uint16Array(32));

export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  if (rows[0]!.length < width) rows = [0, 1, 2].map(() => new Uint16Array(width * 2));
  let [before, previous, current] = rows as [Uint16Array, Uint16Array, Uint16Array];
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}
