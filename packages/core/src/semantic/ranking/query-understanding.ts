import { GENERIC_NAME_WORDS } from './bank-names.ts';
import { typoTolerance } from './edit-distance.ts';
import { FuzzyIndex } from './fuzzy-index.ts';
import type { NameDirectory } from './name-directory.ts';
import { QueryLanguages, tableWords } from './query-languages.ts';
import { indexOfPhrase, wordsOf } from './tokens.ts';
import { VOCABULARY, type VocabularyTable } from './vocabulary.ts';

/** What a query asks for besides its meaning: the countries it names, the kinds of bank it wants, the banks it names. */
export interface QueryIntent {
  /** The query's words as written (see wordsOf). */
  original: string[];
  /** The query's words, vocabulary typos corrected ("norwegain" -> "norwegian"). */
  words: string[];
  /** The same words with misspelled, split or joined bank names read as the names (NameReading.words). */
  nameWords: string[];
  /** Banks one of whose names the query holds, read by the directory's names (NameReading.banks). */
  nameBanks: string[];
  /** When it asks for the largest banks: those of the countries it names with a size (NameDirectory.largestOf). */
  sizeBanks: string[];
  /**
   * The query in English words: foreign words and phrases replaced by their English reading from the vocabulary tables
   * ("größte bank in deutschland" -> "largest bank in deutschland"); the query's words when nothing was translated.
   */
  english: string[];
  /** Some word of the query was read in English. */
  translated: boolean;
  /** What is embedded: the query itself, or its English reading when a word of it was translated. */
  embeddingText: string;
  /** What keyword search looks for: the query, and the corrected and English words it did not hold. */
  keywordText: string;
  /** ISO codes (upper case) of the countries the query names. */
  countries: Set<string>;
  /** The query's words that named those countries ("dutch", "south", "african"). */
  countryWords: Set<string>;
  /**
   * Those of them in another language than English ("schweiz", "italiana"): keyword search looks for the country's
   * English name instead, as these words are in many bank names and few descriptions ("Raiffeisen Schweiz").
   */
  foreignCountryWords: Set<string>;
  /** Each kind the query asks for, as the bank tags that answer it (any one of them does). */
  kinds: string[][];
}

interface Phrase {
  words: string[];
  /** The country codes a country or region phrase names, or the tags a kind phrase asks for. */
  target: { countries: string[] } | { tags: string[] };
  /**
   * A kind or country phrase of another language than English: the English table's phrase for the kind, or the
   * country's English name, added to the English reading ("bank pembangunan" -> "development bank", "polsce" ->
   * "poland"). Added, not put in its place: the phrase's own words often name banks too ("caja", "sparkasse", "maroc").
   */
  english?: string[];
}

interface Translation {
  words: string[];
  english: string[];
  /** A function word (a table's `grammar`): read in English, but alone it does not make the query a translated one. */
  grammar?: true;
  /** A function word that is an English word too (`grammarNotInEnglish`): read only in a foreign query. */
  foreignOnly?: true;
}

/** The English reading of the other languages' function words (their `grammar`). */
function grammarReadings(tables: readonly VocabularyTable[]): Translation[] {
  return tables.flatMap((table) => [
    ...Object.entries(table.grammar ?? {}).map(
      ([text, english]): Translation => ({ words: wordsOf(text), english: wordsOf(english), grammar: true }),
    ),
    ...Object.entries(table.grammarNotInEnglish ?? {}).map(
      ([text, english]): Translation => ({
        words: wordsOf(text),
        english: wordsOf(english),
        grammar: true,
        foreignOnly: true,
      }),
    ),
  ]);
}

/** The English table's first phrase for each kind, by its tags ("kind:development" -> "development bank"). */
function englishKinds(tables: readonly VocabularyTable[]): Map<string, string[]> {
  return new Map(
    tables
      .filter((table) => table.language === 'en')
      .flatMap((table) => Object.entries(table.kinds).map(([tags, texts]) => [tags, wordsOf(texts[0] ?? '')] as const)),
  );
}

/** The longest a bank's whole name is looked for in a query, in words. */
const MAX_NAME_WORDS = 5;

/**
 * The indexes of the words that write a bank's whole name of two words or more ("Société Générale", "Caixa Geral de
 * Depósitos"): the English reading keeps them as written, as a name is no phrase to translate ("society generale").
 */
function wholeNames(words: readonly string[], names: NameDirectory): Set<number> {
  const kept = new Set<number>();
  for (let start = 0; start < words.length; start++)
    for (let end = Math.min(words.length, start + MAX_NAME_WORDS); end >= start + 2; end--)
      if (names.has(words.slice(start, end).join(''))) {
        for (let index = start; index < end; index++) kept.add(index);
        start = end - 1;
        break;
      }
  return kept;
}

/** The tag a size phrase ("the largest", "größte", "en büyük") asks for, with the kinds that answer it otherwise. */
const SIZE_TAG = 'size:largest';

/** The query asks for the largest banks. */
export function asksForSize(intent: Pick<QueryIntent, 'kinds'>): boolean {
  return intent.kinds.some((alternatives) => alternatives.includes(SIZE_TAG));
}

/**
 * What keyword search looks for. A translated query is looked for in English (its untranslated words as they are): the
 * foreign words themselves would match bank names more than what is asked ("banca" is in many Italian names). Either
 * way the corrections of misspelled words and names are looked for too.
 */
function keywordText(
  query: string,
  original: readonly string[],
  english: { words: string[]; translated: boolean; countryWords: ReadonlySet<string> },
  corrected: readonly string[],
): string {
  if (english.translated)
    return [
      ...new Set([
        ...english.words.filter((word) => !english.countryWords.has(word)),
        ...corrected.filter((word) => !original.includes(word)),
      ]),
    ].join(' ');
  const added = [...new Set(corrected)].filter((word) => !original.includes(word));
  return added.length > 0 ? `${query} ${added.join(' ')}` : query;
}

/** Words too common to be a misspelled bank name (with the tables' words and their `known` lists). */
export const STOP_WORDS =
  'a an and are as at be but by can do does for from has have i in into is it its me my of on or our so that the their them they this to us we what where which who with you your want need looking'.split(
    ' ',
  );

/**
 * Recognises countries and kinds of bank in a query, from the vocabulary tables and the directory's own country names
 * and codes, reads it in English, and reads the bank names it holds. Phrases are matched on whole words, longest
 * first, so "south african" is South Africa and not Africa. A word that is no vocabulary word and no bank's name word
 * is first read as the vocabulary word within typoTolerance edits, so "norwegain", "islamik" and "credt union" are
 * understood; then as a bank's name (NameDirectory). A two-letter country code counts only written in capitals ("NL",
 * "US"), never "us" or "it".
 */
export class QueryUnderstanding {
  readonly #phrases: Phrase[];
  /** Foreign words and phrases with their English reading, by first word, longest first. */
  readonly #translations = new Map<string, Translation[]>();
  /** Every word of every phrase and translation, for correcting typos. */
  readonly #dictionary: Set<string>;
  /** The same words that may be misspelled, in table order (English first). */
  readonly #typos: FuzzyIndex<string>;
  /** The languages other than English a query is in, and their readings of words no table holds as written. */
  readonly #languages: QueryLanguages;
  /** Words never read as a bank's name, nor corrected into another word. */
  readonly #known: Set<string>;
  readonly #codes: Set<string>;
  /** Every table's case endings written after an apostrophe, folded. */
  readonly #apostropheEndings: Set<string>;
  /** Each country's name as the directory writes it, by ISO code: what its banks' descriptions say ("Türkiye"). */
  readonly #countryNames: Map<string, string[]>;

  constructor(countries: readonly { code: string; name: string }[], tables: readonly VocabularyTable[] = VOCABULARY) {
    const phrases: Phrase[] = [];
    const translations: Translation[] = [];
    const kindsInEnglish = englishKinds(tables);
    const englishNames = new Map(countries.map((country) => [country.code.toUpperCase(), wordsOf(country.name)]));
    const addCountry = (codes: string, text: string, english?: string[]) => {
      const words = wordsOf(text);
      if (words.length > 0)
        phrases.push({ words, target: { countries: codes.toUpperCase().split('|') }, ...(english && { english }) });
    };
    for (const country of countries) addCountry(country.code, country.name);
    for (const table of tables) {
      for (const [code, names] of Object.entries(table.countries)) {
        const english = table.language === 'en' ? undefined : englishNames.get(code.toUpperCase());
        for (const name of names) addCountry(code, name, english);
      }
      for (const [codes, names] of Object.entries(table.regions ?? {}))
        for (const name of names) addCountry(codes, name);
      for (const [tags, texts] of Object.entries(table.kinds)) {
        const english = table.language === 'en' ? undefined : kindsInEnglish.get(tags);
        for (const text of texts) {
          const words = wordsOf(text);
          if (words.length > 0) phrases.push({ words, target: { tags: tags.split('|') }, ...(english && { english }) });
        }
      }
      for (const [text, english] of Object.entries(table.words ?? {})) {
        const words = wordsOf(text);
        if (words.length > 0) translations.push({ words, english: wordsOf(english) });
      }
    }
    const grammar = grammarReadings(tables);
    // In table order, so that a typo equally near an English and a French word is read as the English one.
    this.#dictionary = new Set([
      ...phrases.flatMap((phrase) => phrase.words),
      ...translations.flatMap((translation) => translation.words),
    ]);
    // Only the words of countries and kinds are typo targets: correcting into the many foreign `words` turned names and
    // English words into foreign ones ("Sabancı" into "yabancı", "contracts" into "contact").
    this.#typos = new FuzzyIndex(
      [...new Set(phrases.flatMap((phrase) => phrase.words))]
        .filter((word) => typoTolerance(word) > 0)
        .map((word) => ({ text: word, value: word })),
    );
    // A word only ever part of a longer phrase ("scotia" of "nova scotia") may still be a bank's name ("scotia bank").
    const wordsAlone = [...phrases, ...translations, ...grammar.filter((entry) => !entry.foreignOnly)].flatMap(
      ({ words }) => (words.length === 1 ? words : []),
    );
    this.#known = new Set([
      ...wordsAlone,
      ...[...translations, ...grammar].flatMap((translation) => translation.english),
      ...tables.flatMap((table) => (table.known ?? []).flatMap((text) => wordsOf(text))),
      ...STOP_WORDS,
      ...GENERIC_NAME_WORDS,
    ]);
    const english = new Set([
      ...tables.filter((table) => table.language === 'en').flatMap((table) => tableWords(table)),
      ...STOP_WORDS,
      ...GENERIC_NAME_WORDS,
    ]);
    this.#languages = new QueryLanguages(tables, english);
    this.#phrases = [...phrases].sort((a, b) => b.words.length - a.words.length);
    for (const translation of [...translations, ...grammar].sort((a, b) => b.words.length - a.words.length)) {
      const list = this.#translations.get(translation.words[0]!);
      if (list) list.push(translation);
      else this.#translations.set(translation.words[0]!, [translation]);
    }
    this.#codes = new Set(countries.map((country) => country.code.toUpperCase()));
    this.#apostropheEndings = new Set(tables.flatMap((table) => (table.apostropheEndings ?? []).flatMap(wordsOf)));
    this.#countryNames = englishNames;
  }

  /** The word is one of the vocabulary's, a stop word or a generic name word: never read as a bank's name. */
  isKnown(word: string): boolean {
    return this.#known.has(word);
  }

  /** Everything the query asks for (understandWords, then readNames). */
  understand(query: string, names?: NameDirectory): QueryIntent {
    const intent = this.understandWords(query, names);
    return names ? this.readNames(query, intent, names) : intent;
  }

  /**
   * The query's words, countries, kinds and English reading, without reading the bank names it holds (`nameWords` are
   * its words, `nameBanks` none): what is embedded is known from this, so the embedding can start before names are read.
   */
  understandWords(query: string, names?: NameDirectory): QueryIntent {
    const original = wordsOf(query);
    // Other forms of the tables' words are looked for only in another language: in English they are mostly names.
    const languages = this.#languages.languagesOf(original);
    const foreign = languages.length > 0;
    const words = original.map((word) => this.#corrected(word, names, languages));
    const compounds = words.flatMap((word, index) =>
      foreign && word === original[index] ? (this.#partsOf(word, names, languages) ?? [word]) : [word],
    );
    const english = this.#english(
      compounds.map((word) => this.#unelided(word)),
      names ? wholeNames(compounds, names) : new Set(),
      foreign,
    );
    const countries = new Set<string>();
    const countryWords = new Set<string>();
    const foreignCountryWords = new Set<string>();
    const kinds = new Map<string, string[]>();
    const kindsRead: string[] = [];
    let countryRead = false;
    for (const reading of [words, english.words])
      this.#matchPhrases(reading, (phrase) => {
        if ('countries' in phrase.target) {
          for (const code of phrase.target.countries) countries.add(code);
          for (const word of phrase.words) countryWords.add(word);
          if (phrase.english) for (const word of phrase.words) foreignCountryWords.add(word);
        } else kinds.set(phrase.target.tags.join('|'), phrase.target.tags);
        if (phrase.english && indexOfPhrase([...english.words, ...kindsRead], phrase.english) === -1) {
          kindsRead.push(...phrase.english);
          if ('countries' in phrase.target) countryRead = true;
        }
      });
    // A country named in another language ("polsce", "maroc") makes the query a translated one: its English name is
    // what the descriptions say.
    if (countryRead) english.translated = true;
    if (english.translated) english.words.push(...kindsRead);
    for (const code of query.match(/\b[A-Z]{2}\b/g) ?? []) if (this.#codes.has(code)) countries.add(code);
    // A city where banks of the directory have their head office names their country ("a bank in Sao Paulo").
    for (const code of names?.countriesOfCities(words, (word) => this.isKnown(word)) ?? []) countries.add(code);
    return {
      original,
      words,
      nameWords: words,
      nameBanks: [],
      sizeBanks: [],
      english: english.words,
      translated: english.translated,
      embeddingText: english.translated ? english.words.join(' ') : query,
      keywordText: keywordText(query, original, { ...english, countryWords: foreignCountryWords }, [
        ...words,
        ...this.#namesOf(countries),
      ]),
      countries,
      countryWords,
      foreignCountryWords,
      kinds: [...kinds.values()],
    };
  }

  /** The intent with the bank names its query holds, misspelled or not, read (NameDirectory.read). */
  readNames(query: string, intent: QueryIntent, names: NameDirectory): QueryIntent {
    const reading = names.read(intent.words, intent.original, (word) => this.isKnown(word));
    const corrections = reading.words.filter((word) => !intent.words.includes(word));
    return {
      ...intent,
      nameWords: reading.words,
      nameBanks: reading.banks,
      sizeBanks: asksForSize(intent) ? names.largestOf(intent.countries) : [],
      keywordText: keywordText(
        query,
        intent.original,
        {
          words: intent.english,
          translated: intent.translated,
          countryWords: intent.foreignCountryWords,
        },
        [...intent.words, ...corrections, ...this.#namesOf(intent.countries)],
      ),
    };
  }

  /**
   * The directory's names of the countries, for keyword search: a query that writes "Turkey", "Burma" or "Holland" also
   * looks for "Türkiye", "Myanmar" and "Netherlands", as the descriptions write them.
   */
  #namesOf(countries: ReadonlySet<string>): string[] {
    return [...countries].flatMap((code) => this.#countryNames.get(code) ?? []);
  }

  /** Each phrase found in the words, longest first, each word used once. */
  #matchPhrases(words: readonly string[], take: (phrase: Phrase) => void): void {
    const used = new Array<boolean>(words.length).fill(false);
    for (const phrase of this.#phrases) {
      for (let start = 0; start + phrase.words.length <= words.length; start++) {
        if (phrase.words.every((word, offset) => !used[start + offset] && words[start + offset] === word)) {
          for (let offset = 0; offset < phrase.words.length; offset++) used[start + offset] = true;
          take(phrase);
        }
      }
    }
  }

  /**
   * The words with each foreign phrase replaced by its English reading, longest first; the `kept` ones as written, and
   * function words that are English too read only in a `foreign` query.
   */
  #english(
    words: readonly string[],
    kept: ReadonlySet<number>,
    foreign: boolean,
  ): { words: string[]; translated: boolean } {
    const out: string[] = [];
    let translated = false;
    for (let index = 0; index < words.length; ) {
      const found = kept.has(index)
        ? undefined
        : this.#translations
            .get(words[index]!)
            ?.find(
              ({ words: phrase, foreignOnly }) =>
                (foreign || !foreignOnly) &&
                phrase.every((word, offset) => !kept.has(index + offset) && words[index + offset] === word),
            );
      if (found) {
        out.push(...found.english);
        index += found.words.length;
        if (!found.grammar && found.english.join(' ') !== found.words.join(' ')) translated = true;
      } else out.push(words[index++]!);
    }
    return { words: translated ? out : [...words], translated };
  }

  /**
   * A word with an apostrophe that no table knows, without a case ending after it ("türkiye'nin" -> "turkiye", "nbd'nin"
   * -> "nbd"; the tables' `apostropheEndings`), else as its longer side: the elided article or preposition goes
   * ("l'allemagne", "dell'italia" -> "italia").
   */
  #unelided(word: string): string {
    const parts = word.split("'");
    if (parts.length !== 2 || this.#dictionary.has(word)) return word;
    const [before, after] = parts as [string, string];
    if (this.#apostropheEndings.has(after)) return before;
    return after.length >= before.length ? after : before;
  }

  /**
   * The word as a vocabulary word: in a query in other `languages`, the word of their tables it is another form of
   * ("powstały" -> "powstał") or the head-office city ("katowicach" -> "katowice"); in English, the country or kind word of any table it is a typo of, the nearest within
   * typoTolerance edits (the first among equals) that keeps its first letter (people seldom mistype it; a foreign name
   * often differs from a table word only there: "trentine", "Brussels"). A known word (see isKnown), a word of the
   * tables or a word of a bank's name stays as it is.
   */
  #corrected(word: string, names: NameDirectory | undefined, languages: readonly string[]): string {
    const tolerance = typoTolerance(word);
    if (tolerance === 0 || this.#isOwnWord(word, names)) return word;
    // In another language a word no table holds is far more often one the table lacks than a typo ("cerco", "ceco").
    if (languages.length > 0) return this.#languages.formOf(word, languages) ?? names?.cityWordOf(word) ?? word;
    const typo = this.#typos.nearest(word, tolerance)?.value;
    return typo !== undefined && typo[0] === word[0] ? typo : word;
  }

  /** A compound word the tables of `languages` hold only in parts ("zentralbank" -> "zentral" "bank"). */
  #partsOf(word: string, names: NameDirectory | undefined, languages: readonly string[]): string[] | undefined {
    return this.#isOwnWord(word, names) ? undefined : this.#languages.partsOf(word, languages);
  }

  /** A known word (see isKnown), a word of the tables or a word of a bank's name: read as it is written. */
  #isOwnWord(word: string, names: NameDirectory | undefined): boolean {
    return this.#known.has(word) || this.#dictionary.has(word) || names?.has(word) === true;
  }
}
