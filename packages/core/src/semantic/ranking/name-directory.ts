import type { BankSize } from '../../bank-facts.ts';
import { holdsDistinctiveWords, holdsNamePhrase, isDistinctive } from './bank-names.ts';
import { editDistance, typoTolerance } from './edit-distance.ts';
import { FuzzyIndex } from './fuzzy-index.ts';
import { wordsOf } from './tokens.ts';
import { WordForms } from './word-forms.ts';

/** Every name of one bank (see namesOf), and where it is. */
export interface BankNames {
  bankId: string;
  names: readonly string[];
  /** The city of its head office, and its country's ISO code (upper case). */
  headquarters?: string | undefined;
  countryCode?: string | undefined;
  /** Its size in its country (the `size` fact). */
  size?: BankSize | undefined;
}

/** What the directory's names make of a query. */
export interface NameReading {
  /**
   * The query's words with each misspelled, split or joined name read as the name's words ("santandr" -> "santander",
   * "comm bank" -> "commbank", "bankofamerica" -> "bank of america"); words that are known stay themselves.
   */
  words: string[];
  /** The banks one of whose names the read words hold (see holdsName), at most MAX_NAME_BANKS, in bank id order. */
  banks: string[];
}

/** A word that names banks, or a whole name of several words joined ("bankofamerica"), with the words it stands for. */
interface Term {
  text: string;
  words: string[];
  banks: string[];
}

/** How many banks the names of a query may add to the candidates: fixed, so the ranking never depends on `limit`. */
export const MAX_NAME_BANKS = 20;
/** How many of a country's largest banks a question about size adds to the candidates: fixed, as MAX_NAME_BANKS. */
export const MAX_SIZE_BANKS = 8;
/** Up to this many adjacent query words may be one name written apart ("comm bank", "hand els banken"). */
const MAX_JOINED_WORDS = 3;
/** A word in more banks' names than this says nothing about which bank is meant ("city", "community"). */
const CROWDED_TERM = 500;

/**
 * The names of every bank of the directory, for reading a query's misspelled, split or joined bank names
 * (docs/semantic-search.md). A query word is corrected only when it is no known word (vocabulary, stop words, generic
 * name words, a name's word): "bank", "savings" and "germany" always stay themselves. A word is read as the name word or
 * joined name nearest to it within typoTolerance edits (optimal string alignment), found through a FuzzyIndex.
 */
export class NameDirectory {
  readonly #terms: Term[] = [];
  readonly #byText = new Map<string, Term>();
  /** The terms that may be misspelled (five letters or more). */
  readonly #fuzzy: FuzzyIndex<Term>;
  readonly #names = new Map<string, string[][]>();
  /** Per first word of a headquarters city, the city's words and the countries of the banks there. */
  readonly #cities = new Map<string, { words: string[]; countries: Set<string> }[]>();
  /** The words of the head-office cities, for reading their declined forms ("katowicach" -> "katowice"). */
  readonly #cityForms: WordForms;
  /** Per country code, its banks with a size, the largest first, then by bank id. */
  readonly #largest = new Map<string, string[]>();

  constructor(banks: readonly BankNames[]) {
    const sized = banks.filter((bank) => bank.size !== undefined && bank.countryCode !== undefined);
    for (const { bankId, countryCode } of [...sized].sort(
      (a, b) => Number(b.size === 'largest') - Number(a.size === 'largest') || (a.bankId < b.bankId ? -1 : 1),
    ))
      this.#largest.set(countryCode!, [...(this.#largest.get(countryCode!) ?? []), bankId]);
    for (const { headquarters, countryCode } of banks)
      if (headquarters !== undefined && countryCode !== undefined) this.#addCity(headquarters, countryCode);
    for (const { bankId, names } of banks) {
      const read = names.map((name) => wordsOf(name)).filter((words) => words.length > 0);
      this.#names.set(bankId, read);
      for (const words of read) {
        for (const word of words) if (isDistinctive(word)) this.#add(word, [word], bankId);
        if (words.length > 1) this.#add(words.join(''), words, bankId);
      }
    }
    this.#cityForms = new WordForms([...this.#cities.values()].flat().flatMap((city) => city.words));
    this.#fuzzy = new FuzzyIndex(
      this.#terms.filter((term) => typoTolerance(term.text) > 0).map((term) => ({ text: term.text, value: term })),
    );
  }

  /**
   * The countries of the head-office cities the words name ("sao paulo", "medellin"), each a country where banks of the
   * directory have their head office there; a city whose words are all common words ("mobile") names none.
   */
  countriesOfCities(words: readonly string[], common: (word: string) => boolean): Set<string> {
    const countries = new Set<string>();
    words.forEach((word, start) => {
      for (const city of this.#cities.get(word) ?? [])
        if (city.words.every((cityWord, offset) => words[start + offset] === cityWord) && !city.words.every(common))
          for (const code of city.countries) countries.add(code);
    });
    return countries;
  }

  #addCity(headquarters: string, countryCode: string): void {
    const words = wordsOf(headquarters);
    if (words.length === 0) return;
    const list = this.#cities.get(words[0]!) ?? [];
    this.#cities.set(words[0]!, list);
    const text = words.join(' ');
    const city = list.find((entry) => entry.words.join(' ') === text);
    if (city) city.countries.add(countryCode);
    else list.push({ words, countries: new Set([countryCode]) });
  }

  /** The word of a head-office city that `word` is a declined form of (WordForms.formOf): "w Katowicach". */
  cityWordOf(word: string): string | undefined {
    return this.#cityForms.formOf(word);
  }

  /** The banks of these countries with a size (the `size` fact), the largest first: what "the largest bank in" asks. */
  largestOf(countryCodes: Iterable<string>): string[] {
    return [...countryCodes].sort().flatMap((code) => (this.#largest.get(code) ?? []).slice(0, MAX_SIZE_BANKS));
  }

  /** The word is a word of some bank's name (or a whole name joined). */
  has(word: string): boolean {
    return this.#byText.has(word);
  }

  /**
   * Reads the query's bank names. `query` is the query's words as the vocabulary corrected them, `original` the words
   * as written (the same length); `common` tells the words that are never read as a name (vocabulary, stop words,
   * generic name words). A word the vocabulary corrected is read as a name instead when a name is as near to what was
   * written ("credit agricol": Crédit Agricole as much as "agricola").
   */
  read(query: readonly string[], original: readonly string[], common: (word: string) => boolean): NameReading {
    const words: string[] = [];
    const found: Term[] = [];
    const take = (term: Term) => {
      words.push(...term.words);
      found.push(term);
    };
    for (let index = 0; index < query.length; ) {
      const joined = this.#joined(query, index, common);
      if (joined) {
        take(joined.term);
        index += joined.length;
        continue;
      }
      const word = query[index]!;
      const written = original[index] ?? word;
      const term = this.#byText.get(word) ?? this.#termFor(word, written, common);
      if (term) take(term);
      else words.push(word);
      index += 1;
    }
    return { words, banks: this.#banksHolding(words, found) };
  }

  /** The name a word that is no name word misspells, if any (see read). */
  #termFor(word: string, written: string, common: (word: string) => boolean): Term | undefined {
    if (written !== word) {
      const asWritten = this.#nearest(written, typoTolerance(written));
      return asWritten && asWritten.distance <= editDistance(written, word, typoTolerance(written))
        ? asWritten.term
        : undefined;
    }
    return common(word) ? undefined : this.#nearest(word, typoTolerance(word))?.term;
  }

  /**
   * A name written apart or joined at `index`: two or three adjacent words, not all common, that are one name word or
   * a whole name once joined ("scotia bank" -> "scotiabank"); or, when one of them is neither common nor a name word,
   * within the edits its words would each be allowed ("hand elsbanken" -> "handelsbanken", but "comm bank" is never
   * "coop bank": a four-letter word gets no edit, joined or not).
   */
  #joined(
    query: readonly string[],
    index: number,
    common: (word: string) => boolean,
  ): { term: Term; length: number } | undefined {
    for (let length = Math.min(MAX_JOINED_WORDS, query.length - index); length >= 2; length--) {
      const run = query.slice(index, index + length);
      if (run.every(common)) continue;
      const text = run.join('');
      const exact = this.#byText.get(text);
      if (exact) return { term: exact, length };
      if (run.every((word) => common(word) || this.#byText.has(word))) continue;
      const tolerance = Math.min(
        typoTolerance(text),
        run.reduce((sum, word) => sum + typoTolerance(word), 0),
      );
      const near = this.#nearest(text, tolerance);
      if (near) return { term: near.term, length };
    }
    return undefined;
  }

  /** The term nearest to `word` within `tolerance` edits; the first indexed among equals. */
  #nearest(word: string, tolerance: number): { term: Term; distance: number } | undefined {
    const near = this.#fuzzy.nearest(word, tolerance);
    return near && { term: near.value, distance: near.distance };
  }

  /** The banks of the found terms that one of whose names the words hold: first MAX_NAME_BANKS by id. */
  #banksHolding(words: readonly string[], found: readonly Term[]): string[] {
    const banks = new Set<string>();
    for (const term of found) {
      if (term.banks.length > CROWDED_TERM) continue;
      for (const bankId of term.banks) banks.add(bankId);
    }
    const none = new Set<string>();
    return [...banks]
      .filter((bankId) =>
        this.#names
          .get(bankId)!
          .some((name) => holdsNamePhrase(words, name) || holdsDistinctiveWords(words, name, none)),
      )
      .sort()
      .slice(0, MAX_NAME_BANKS);
  }

  #add(text: string, words: string[], bankId: string): void {
    let term = this.#byText.get(text);
    if (!term) {
      term = { text, words, banks: [] };
      this.#byText.set(text, term);
      this.#terms.push(term);
    }
    if (term.banks.at(-1) !== bankId) term.banks.push(bankId);
  }
}
