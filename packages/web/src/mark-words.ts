import { queryWords } from '@bankdir/core/driver';
import { type Html, html } from './html.ts';

/** Folds a word as keyword search does (lower case, no diacritics), so "Bänk" in the text matches "bank" in the query. */
function folded(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The text with every word of the query marked: <mark> around each word of `text` that is one of the query's words
 * (as keyword search reads them: no stop words), or starts with one (plural and other endings).
 */
export function markWords(text: string, query: string): Html {
  const words = queryWords(query).filter((word) => word.length >= 3);
  if (words.length === 0) return html`${text}`;
  const parts = text.split(/([\p{L}\p{N}]+)/u);
  return html`${parts.map((part, index) => {
    // split with a capture group puts the words at the odd indexes.
    const isWord = index % 2 === 1;
    const word = isWord ? folded(part) : '';
    return isWord && words.some((wanted) => word === wanted || word.startsWith(wanted))
      ? html`<mark>${part}</mark>`
      : part;
  })}`;
}
