import { stemmer } from 'stemmer';
import { plainLetters } from '../text/fold.ts';

// The words of keyword search, the same for every engine: what a query asks for, which of its words are worth matching,
// and the terms a section is indexed under (as SQLite's FTS5 tokenizer 'porter unicode61 remove_diacritics 2' makes
// them, so that an engine without FTS5 indexes and ranks the same terms).

/**
 * The words of a free-text query as FTS5's unicode61 tokenizer sees them (letters and digits, lower case, diacritics
 * removed), two characters or more, without stop words and repeats.
 */
export function queryWords(text: string): string[] {
  const words = tokensOf(text).filter((word) => [...word].length >= 2);
  return [...new Set(words)].filter((word) => !STOP_WORDS.has(word));
}

/**
 * The tokens of a text as FTS5's unicode61 tokenizer with remove_diacritics 2 makes them: runs of letters and digits
 * (a combining mark, as in Bengali or Devanagari, separates them), each character lower-cased on its own (a final
 * sigma as any sigma), and diacritics removed from Latin letters only (Greek tonos and Arabic hamza stay). Letters such
 * as "ı" and "ø" are first written plainly (plainLetters), as the text keyword search indexes is (keywordIndexText).
 */
function tokensOf(text: string): string[] {
  return (
    plainLetters(text)
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).map((token) => [...token].map((character) => foldCharacter(character)).join(''));
}

function foldCharacter(character: string): string {
  const lower = character === 'ς' ? 'σ' : character.toLowerCase(); // FTS5 folds the final sigma too
  return /\p{Script=Latin}/u.test(lower) ? lower.normalize('NFKD').replace(/\p{M}/gu, '') : lower;
}

/**
 * The words worth matching: rarest first while the sections they match fit `budget` (the rarest is always kept), and
 * never a word in more than half of the `total` sections. In the query's order.
 */
export function keepWords(
  words: readonly string[],
  counts: ReadonlyMap<string, number>,
  total: number,
  budget: number,
): string[] {
  const useful = words.filter((word) => (counts.get(word) ?? 0) <= total / 2);
  const rarestFirst = [...useful].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0));
  const kept = new Set<string>();
  let matches = 0;
  for (const word of rarestFirst) {
    const count = counts.get(word) ?? 0;
    if (kept.size > 0 && matches + count > budget) break;
    kept.add(word);
    matches += count;
  }
  return useful.filter((word) => kept.has(word));
}

/** Words too common to say anything; bm25 would weigh them little anyway, but they cost time. */
const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have i in into is it its me my of on or our so that the their them they this to us we what where which who with you your want need looking'.split(
    ' ',
  ),
);

/**
 * The text an engine's full-text index is given for a section (title, text or context): letters such as "ı", "ø" and
 * "ß" written plainly, so that "sabanci" finds "Sabancı" and the other way round.
 */
export function keywordIndexText(text: string): string {
  return plainLetters(text);
}

/** A text's terms in order, as FTS5's porter unicode61 tokenizer makes them: every run of letters and digits, folded and stemmed. */
export function indexTerms(text: string): string[] {
  return tokensOf(text).map((word) => stemmer(word));
}

/** The term a query word matches in the index (its Porter stem). */
export function termOf(word: string): string {
  return stemmer(word);
}
