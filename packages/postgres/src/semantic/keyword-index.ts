import { indexTerms } from '@bankdir/core/driver';

// FTS5's bm25 constants, which SQLite's keyword search ranks with.
const K1 = 1.2;
const B = 0.75;
// tsvector keeps at most 256 positions of a lexeme, each at most 16,383.
const MAX_POSITIONS = 256;
const MAX_POSITION = 16_383;

/**
 * A section's keyword entry: its terms as a tsvector literal (with their positions, for term frequencies), the distinct
 * terms, and how many words it has in all.
 */
export function keywordEntry(...texts: readonly string[]): {
  terms: string;
  distinct: string[];
  /** Each term's count (its positions in `terms`), as a JSON object. */
  counts: string;
  words: number;
} {
  const positions = new Map<string, number[]>();
  let words = 0;
  for (const text of texts) {
    for (const term of indexTerms(text)) {
      words += 1;
      const list = positions.get(term);
      const position = Math.min(words, MAX_POSITION);
      if (!list) positions.set(term, [position]);
      else if (list.length < MAX_POSITIONS) list.push(position);
    }
  }
  const terms = [...positions].map(([term, at]) => `${quoteLexeme(term)}:${at.join(',')}`).join(' ');
  const counts = JSON.stringify(Object.fromEntries([...positions].map(([term, at]) => [term, at.length])));
  return { terms, distinct: [...positions.keys()], counts, words };
}

/** A tsquery literal matching any of the terms. */
export function anyTermQuery(terms: readonly string[]): string {
  return terms.map(quoteLexeme).join(' | ');
}

/** bm25's inverse document frequency as FTS5 computes it (never below a millionth). */
export function idf(sections: number, withTerm: number): number {
  const value = Math.log((sections - withTerm + 0.5) / (withTerm + 0.5));
  return value > 0 ? value : 1e-6;
}

/** The per-term part of bm25 in SQL terms: idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * words / averageWords)). */
export const BM25 = { k1: K1, b: B };

function quoteLexeme(term: string): string {
  return `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
