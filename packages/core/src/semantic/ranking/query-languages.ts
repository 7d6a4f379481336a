import { GENERIC_NAME_WORDS } from './bank-names.ts';
import { wordsOf } from './tokens.ts';
import type { VocabularyTable } from './vocabulary.ts';
import { sharedBeginning, WordForms } from './word-forms.ts';

/**
 * The languages other than English a query is written in, told by the words of their tables it holds, and the other
 * forms of their words. Reading an unknown word only in the query's own languages keeps a word of one language from
 * being read as a look-alike of another ("seniora" is no German "senioren", "absorbió" no French "absorbée").
 */
export class QueryLanguages {
  /** Per word of the other languages' tables that is no English word, the languages whose table holds it. */
  readonly #languagesOf = new Map<string, string[]>();
  /** Per language, the table's words that stand alone, and their other forms (declined, conjugated, compounded). */
  readonly #forms = new Map<string, WordForms>();

  /** `english`: the words of the English table, stop words and generic name words, which tell no language. */
  constructor(tables: readonly VocabularyTable[], english: ReadonlySet<string>) {
    for (const table of tables) {
      if (table.language === 'en') continue;
      const words = tableWords(table);
      for (const word of new Set(words)) {
        if (english.has(word)) continue;
        const languages = this.#languagesOf.get(word);
        if (languages) languages.push(table.language);
        else this.#languagesOf.set(word, [table.language]);
      }
      this.#forms.set(table.language, new WordForms([...wordsStandingAlone(table), ...GENERIC_NAME_WORDS]));
    }
  }

  /** The languages whose tables hold the most of the words (ties all), none for a query in English. */
  languagesOf(words: readonly string[]): string[] {
    const counts = new Map<string, number>();
    for (const word of new Set(words))
      for (const language of this.#languagesOf.get(word) ?? []) counts.set(language, (counts.get(language) ?? 0) + 1);
    const most = Math.max(0, ...counts.values());
    return most === 0 ? [] : [...counts].filter(([, count]) => count === most).map(([language]) => language);
  }

  /** The table word of `languages` that `word` is another form of (WordForms.formOf), the longest shared beginning. */
  formOf(word: string, languages: readonly string[]): string | undefined {
    let found: string | undefined;
    for (const language of languages) {
      const form = this.#forms.get(language)?.formOf(word);
      if (form && (found === undefined || sharedBeginning(word, form) > sharedBeginning(word, found))) found = form;
    }
    return found;
  }

  /** A compound's parts as words of one of `languages` (WordForms.partsOf), the first language that reads it. */
  partsOf(word: string, languages: readonly string[]): [string, string] | undefined {
    for (const language of languages) {
      const parts = this.#forms.get(language)?.partsOf(word);
      if (parts) return parts;
    }
    return undefined;
  }
}

/** Every word of a table's countries, regions, kinds, words and grammar. */
export function tableWords(table: VocabularyTable): string[] {
  return [
    ...Object.values(table.countries).flat(),
    ...Object.values(table.regions ?? {}).flat(),
    ...Object.values(table.kinds).flat(),
    ...Object.keys(table.words ?? {}),
    ...Object.keys(table.grammar ?? {}),
    ...(table.known ?? []),
  ].flatMap((text) => wordsOf(text));
}

/** The table's entries of a single word: only these have other forms ("scotia" of "nova scotia" has none). */
function wordsStandingAlone(table: VocabularyTable): string[] {
  return [
    ...Object.values(table.countries).flat(),
    ...Object.values(table.kinds).flat(),
    ...Object.keys(table.words ?? {}),
    ...Object.keys(table.grammar ?? {}),
  ].flatMap((text) => {
    const words = wordsOf(text);
    return words.length === 1 ? words : [];
  });
}
