import { indexTerms, type KeywordHit, keepWords, queryWords, termOf } from '@bankdir/core/driver';
import type { IndexedSection, SectionsRow } from '../tables.ts';
import { compareIds } from '../text-match.ts';

// Keyword search as bm25 over each section's title, text and context, with the terms SQLite's FTS5 indexes (core's
// indexTerms: folded, Porter-stemmed) and its constants, the way the PostgreSQL driver computes it. Nothing is indexed
// ahead: a search scores every section, which is fine for the banks a memory storage holds.

const K1 = 1.2;
const B = 0.75;
/** How many (section, word) matches a search may rank, as the SQL drivers' default: common words are left out first. */
const MATCH_BUDGET = 2000;

/** A section's terms and their counts, computed once when the section is written. */
export function indexSection(section: IndexedSection['section']): IndexedSection {
  const terms = new Map<string, number>();
  let words = 0;
  for (const text of [section.title, section.text, section.context ?? ''])
    for (const term of indexTerms(text)) {
      words += 1;
      terms.set(term, (terms.get(term) ?? 0) + 1);
    }
  return { section, terms, words };
}

/** bm25's inverse document frequency as FTS5 computes it (never below a millionth). */
function idf(sections: number, withTerm: number): number {
  const value = Math.log((sections - withTerm + 0.5) / (withTerm + 0.5));
  return value > 0 ? value : 1e-6;
}

/** The best-scoring section of each of the `limit` best banks, best first, then by bank id. */
export function keywordHits(
  index: ReadonlyMap<string, SectionsRow>,
  text: string,
  options: { countryId?: string; limit: number },
): KeywordHit[] {
  const words = queryWords(text);
  if (words.length === 0 || options.limit < 1) return [];
  const all = [...index].flatMap(([bankId, row]) => row.sections.map((indexed) => ({ bankId, row, indexed })));
  if (all.length === 0) return [];
  const counts = new Map(
    words.map((word) => {
      const term = termOf(word);
      return [word, all.filter(({ indexed }) => indexed.terms.has(term)).length];
    }),
  );
  const kept = keepWords(words, counts, all.length, MATCH_BUDGET).filter((word) => counts.get(word)! > 0);
  if (kept.length === 0) return [];
  const averageWords = all.reduce((sum, { indexed }) => sum + indexed.words, 0) / all.length;
  const best = new Map<string, KeywordHit>();
  for (const { bankId, row, indexed } of all) {
    if (options.countryId !== undefined && row.countryId !== options.countryId) continue;
    let score = 0;
    for (const word of kept) {
      const tf = indexed.terms.get(termOf(word)) ?? 0;
      if (tf === 0) continue;
      score +=
        (idf(all.length, counts.get(word)!) * (tf * (K1 + 1))) /
        (tf + K1 * (1 - B + (B * indexed.words) / averageWords));
    }
    if (score <= 0) continue;
    const earlier = best.get(bankId);
    if (!earlier || score > earlier.score)
      best.set(bankId, { bankId, title: indexed.section.title, text: indexed.section.text, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score || compareIds(a.bankId, b.bankId)).slice(0, options.limit);
}
