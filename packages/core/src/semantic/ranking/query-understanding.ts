import { distance } from 'fastest-levenshtein';
import { wordsOf } from './tokens.ts';
import { VOCABULARY, type VocabularyTable } from './vocabulary.ts';

/** What a query asks for besides its meaning: the countries it names and the kinds of bank it wants. */
export interface QueryIntent {
  /** The query's words (see wordsOf). */
  words: string[];
  /** ISO codes (upper case) of the countries the query names. */
  countries: Set<string>;
  /** The query's words that named those countries ("dutch", "south", "african"). */
  countryWords: Set<string>;
  /** Each kind the query asks for, as the bank tags that answer it (any one of them does). */
  kinds: string[][];
}

interface Phrase {
  words: string[];
  /** A country code, or the tags a kind phrase asks for. */
  target: { country: string } | { tags: string[] };
}

/** Words this short are never matched with a typo; longer ones with one edit, from 8 letters two. */
const TYPO_MIN_LENGTH = 5;

/**
 * Recognises countries and kinds of bank in a query, from the vocabulary tables and the directory's own country names
 * and codes. Phrases are matched on whole words, longest first, so "south african" is South Africa and not Africa. A
 * word of five letters or more that is no vocabulary word is first read as the vocabulary word one edit away (two from
 * eight letters), so "norwegain", "islamik" and "credt union" are understood. A two-letter country code counts only written in capitals ("NL", "US"),
 * never "us" or "it".
 */
export class QueryUnderstanding {
  readonly #phrases: Phrase[];
  /** Every word of every phrase, for correcting typos. */
  readonly #dictionary: Set<string>;
  readonly #codes: Set<string>;

  constructor(countries: readonly { code: string; name: string }[], tables: readonly VocabularyTable[] = VOCABULARY) {
    const phrases: Phrase[] = [];
    const addCountry = (code: string, text: string) => {
      const words = wordsOf(text);
      if (words.length > 0) phrases.push({ words, target: { country: code.toUpperCase() } });
    };
    for (const country of countries) addCountry(country.code, country.name);
    for (const table of tables) {
      for (const [code, names] of Object.entries(table.countries)) for (const name of names) addCountry(code, name);
      for (const [tags, texts] of Object.entries(table.kinds)) {
        for (const text of texts) {
          const words = wordsOf(text);
          if (words.length > 0) phrases.push({ words, target: { tags: tags.split('|') } });
        }
      }
    }
    // In table order, so that a typo equally near an English and a French word is read as the English one.
    this.#dictionary = new Set(phrases.flatMap((phrase) => phrase.words));
    this.#phrases = [...phrases].sort((a, b) => b.words.length - a.words.length);
    this.#codes = new Set(countries.map((country) => country.code.toUpperCase()));
  }

  understand(query: string): QueryIntent {
    const words = wordsOf(query).map((word) => this.#corrected(word));
    const used = new Array<boolean>(words.length).fill(false);
    const countries = new Set<string>();
    const countryWords = new Set<string>();
    const kinds = new Map<string, string[]>();
    const take = (phrase: Phrase) => {
      if ('country' in phrase.target) {
        countries.add(phrase.target.country);
        for (const word of phrase.words) countryWords.add(word);
      } else kinds.set(phrase.target.tags.join('|'), phrase.target.tags);
    };
    for (const phrase of this.#phrases) {
      for (let start = 0; start + phrase.words.length <= words.length; start++) {
        if (phrase.words.every((word, offset) => !used[start + offset] && words[start + offset] === word)) {
          for (let offset = 0; offset < phrase.words.length; offset++) used[start + offset] = true;
          take(phrase);
        }
      }
    }
    for (const code of query.match(/\b[A-Z]{2}\b/g) ?? []) if (this.#codes.has(code)) countries.add(code);
    return { words, countries, countryWords, kinds: [...kinds.values()] };
  }

  /** The word, or the vocabulary word it is a typo of: the nearest within the allowed edits, the first among equals. */
  #corrected(word: string): string {
    if (word.length < TYPO_MIN_LENGTH || this.#dictionary.has(word)) return word;
    const allowed = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = allowed + 1;
    for (const entry of this.#dictionary) {
      if (entry.length < TYPO_MIN_LENGTH || Math.abs(entry.length - word.length) > allowed) continue;
      const d = distance(word, entry);
      if (d < bestDistance) {
        best = entry;
        bestDistance = d;
      }
    }
    return best;
  }
}
