import { editDistance } from './edit-distance.ts';

/**
 * Words (or joined names) with a value each, for finding the one nearest to a misspelled word: an index of letter pairs
 * narrows thousands of words to the few that share enough pairs, and only those are compared by edit distance. Words
 * are kept shortest first, so that the words of a length window are one range of indexes in every list of pairs.
 */
export class FuzzyIndex<T> {
  readonly #entries: { text: string; value: T; rank: number }[];
  /** Per letter pair (a number, see forEachLetterPair), the indexes of the entries that hold it, ascending. */
  readonly #pairs = new Map<number, Int32Array>();
  /** The index of the first entry of each length or longer. */
  readonly #lengthStart: number[] = [];
  readonly #counts: Uint16Array;

  /** `entries` in order of preference: among equally near words, the first one given wins. */
  constructor(entries: readonly { text: string; value: T }[]) {
    this.#entries = entries
      .map((entry, rank) => ({ ...entry, rank }))
      .sort((a, b) => a.text.length - b.text.length || a.rank - b.rank);
    const lists = new Map<number, number[]>();
    this.#entries.forEach((entry, index) => {
      while (this.#lengthStart.length <= entry.text.length) this.#lengthStart.push(index);
      forEachLetterPair(entry.text, (pair) => {
        const list = lists.get(pair);
        if (!list) lists.set(pair, [index]);
        else if (list[list.length - 1] !== index) list.push(index);
      });
    });
    this.#lengthStart.push(this.#entries.length);
    for (const [pair, list] of lists) this.#pairs.set(pair, Int32Array.from(list));
    this.#counts = new Uint16Array(this.#entries.length);
  }

  /** The value of the word nearest to `word` within `tolerance` edits (the first given among equals), and its distance. */
  nearest(word: string, tolerance: number): { value: T; distance: number } | undefined {
    if (tolerance === 0) return undefined;
    const pairs = new Set<number>();
    forEachLetterPair(word, (pair) => pairs.add(pair));
    // Each edit changes at most three letter pairs (a transposition), so a word within reach shares the rest.
    const needed = Math.max(1, pairs.size - 3 * tolerance);
    const counts = this.#counts;
    const touched: number[] = [];
    const from = this.#startOf(word.length - tolerance);
    const to = this.#startOf(word.length + tolerance + 1);
    for (const pair of pairs) {
      const list = this.#pairs.get(pair);
      if (!list) continue;
      for (let at = firstAtLeast(list, from); at < list.length && list[at]! < to; at++) {
        const index = list[at]!;
        if (counts[index] === 0) touched.push(index);
        counts[index]! += 1;
      }
    }
    let best: { text: string; value: T; rank: number } | undefined;
    let bestDistance = tolerance + 1;
    for (const index of touched) {
      if (counts[index]! >= needed) {
        const entry = this.#entries[index]!;
        const distance = editDistance(word, entry.text, Math.min(tolerance, bestDistance));
        if (distance < bestDistance || (distance === bestDistance && best && entry.rank < best.rank)) {
          best = entry;
          bestDistance = distance;
        }
      }
      counts[index] = 0;
    }
    return best && bestDistance <= tolerance ? { value: best.value, distance: bestDistance } : undefined;
  }

  /** The index of the first entry of `length` letters or more. */
  #startOf(length: number): number {
    const starts = this.#lengthStart;
    return length <= 0 ? 0 : length >= starts.length ? this.#entries.length : starts[length]!;
  }
}

/** The position of the first value >= `value` in an ascending list. */
function firstAtLeast(list: Int32Array, value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Calls `take` with each letter pair of the word, its start and end marked ("^b", "ba", ..., "k$"), as a number. */
function forEachLetterPair(word: string, take: (pair: number) => void): void {
  let previous = 0; // the start mark
  for (let index = 0; index < word.length; index++) {
    const code = word.charCodeAt(index) + 2;
    take(previous * 65_538 + code);
    previous = code;
  }
  take(previous * 65_538 + 1); // the end mark
}
