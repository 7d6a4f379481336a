import type { BankFacts } from '../../bank-facts.ts';
import { indexOfPhrase } from './tokens.ts';

/** Words that say nothing about which bank a name means ("Bank of America" is distinguished by "america" alone). */
export const GENERIC_NAME_WORDS: ReadonlySet<string> = new Set(
  'a an and the of de del do da di la le el les des du bank banks banking banco banca banque bancorp bankasi banki pank group groupe grupo gruppo financial finance national federal state savings credit union trust company corporation international first commercial development digital islamic cooperative holding holdings limited ltd plc ag sa nv inc'.split(
    ' ',
  ),
);

/** Every name a bank is known by: its name, its other names (`alsoKnownAs`) and its former names (`formerNames`). */
export function namesOf(name: string, facts: BankFacts | undefined): string[] {
  return [name, ...(facts?.alsoKnownAs ?? []), ...(facts?.formerNames ?? [])];
}

/**
 * The names a query may call a bank by: namesOf, with a name that carries its abbreviation in brackets also read as its
 * two parts ("Bank Central Asia (BCA)" is "Bank Central Asia" and "BCA"; "HBL (Habib Bank Limited)" is both too). A
 * bracket that only qualifies the name ("ICBC (Asia)", "China Construction Bank (Asia)") is no other name.
 */
export function namesAskedFor(name: string, facts: BankFacts | undefined): string[] {
  return namesOf(name, facts).flatMap((text) => {
    const [, outside, inside] = /^(.+?)\s*\(([^()]+)\)$/.exec(text.trim()) ?? [];
    if (outside === undefined || inside === undefined) return [text];
    const abbreviation = (part: string) => /^[\p{Lu}\d&]{2,}$/u.test(part);
    const phrase = (part: string) => part.includes(' ');
    return (abbreviation(inside) && phrase(outside)) || (abbreviation(outside) && phrase(inside))
      ? [text, outside, inside]
      : [text];
  });
}

/** The query holds the name as consecutive words ("bank of america"), or joined into one ("bankofamerica"). */
export function holdsNamePhrase(query: readonly string[], name: readonly string[]): boolean {
  return indexOfPhrase(query, name) !== -1 || (name.length > 1 && query.includes(name.join('')));
}

/**
 * The query holds every distinctive word of the name, in any order, and the name has at least one: a word that is not
 * generic, not one of the query's country words ("deutsche" names Germany there) and longer than one letter.
 */
export function holdsDistinctiveWords(
  query: readonly string[],
  name: readonly string[],
  countryWords: ReadonlySet<string>,
): boolean {
  const distinctive = name.filter((word) => isDistinctive(word) && !countryWords.has(word));
  return distinctive.length > 0 && distinctive.every((word) => query.includes(word));
}

export function isDistinctive(word: string): boolean {
  return word.length > 1 && !GENERIC_NAME_WORDS.has(word);
}
