import type { BankFacts } from '../../bank-facts.ts';
import { holdsDistinctiveWords, holdsNamePhrase, namesAskedFor } from './bank-names.ts';
import { editDistance, typoTolerance } from './edit-distance.ts';
import { asksForSize, type QueryIntent } from './query-understanding.ts';
import { indexOfPhrase, wordsOf } from './tokens.ts';

/** A bank a search considers, with what the storage driver measured of it. */
export interface Candidate {
  bankId: string;
  /** ISO code of the bank's country, upper case. */
  countryCode: string;
  name: string;
  facts: BankFacts | undefined;
  /** Cosine similarity of the query to the bank's best section. */
  vector: number;
  /** bm25 score of the bank's best section for the query's words (higher is better); 0 when keyword search missed it. */
  keyword: number;
}

/** The features of one candidate, in the order of FEATURE_NAMES; the ranker's weights follow the same order. */
export const FEATURE_NAMES = [
  'vector', // cosine of the best section
  'vectorGap', // cosine minus the best cosine among the candidates (0 for the nearest bank)
  'keyword', // bm25 as a share of the best bm25 among the candidates (0 to 1)
  'countryMatch', // the bank is in a country the query names
  'countryMiss', // the query names countries and the bank is in none of them
  'kindMatch', // share of the kinds asked for that the bank is
  'kindMiss', // the query asks for kinds and the bank is none of them
  'nameMatch', // the query holds the bank's name or another name of it
  'nameWords', // the query holds every distinctive word of one of the bank's names
  'nameCorrected', // the query holds a name of the bank only once misspelled, split or joined words are read
  'sizeMatch', // the query asks for the largest banks: 1 for its country's largest bank, 0.5 for one of its largest
  'nameSpan', // share of the query's words that the longest name of the bank it holds spans, each word within its typos
  'parentMatch', // the query names the bank's parent
  'headquartersMatch', // the query names the bank's headquarters city
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** The feature vectors of the candidates for one query, in the candidates' order. */
export function candidateFeatures(intent: QueryIntent, candidates: readonly Candidate[]): number[][] {
  const bestVector = Math.max(...candidates.map((candidate) => candidate.vector));
  const bestKeyword = Math.max(0, ...candidates.map((candidate) => candidate.keyword));
  const namesCountries = intent.countries.size > 0;
  return candidates.map((candidate) => {
    const tags = tagsOf(candidate.facts);
    const kindsMet = intent.kinds.filter((alternatives) => alternatives.some((tag) => tags.has(tag))).length;
    const names = namesAskedFor(candidate.name, candidate.facts).map((name) => wordsOf(name));
    const held = (words: readonly string[]) =>
      names.some((name) => holdsNamePhrase(words, name) || holdsDistinctiveWords(words, name, intent.countryWords));
    const inCountry = intent.countries.has(candidate.countryCode);
    const features: Record<FeatureName, number> = {
      vector: candidate.vector,
      vectorGap: candidate.vector - bestVector,
      keyword: bestKeyword > 0 ? candidate.keyword / bestKeyword : 0,
      countryMatch: inCountry ? 1 : 0,
      countryMiss: namesCountries && !inCountry ? 1 : 0,
      kindMatch: intent.kinds.length > 0 ? kindsMet / intent.kinds.length : 0,
      kindMiss: intent.kinds.length > 0 && kindsMet === 0 ? 1 : 0,
      nameMatch: names.some((name) => holdsNamePhrase(intent.nameWords, name)) ? 1 : 0,
      nameWords: names.some((name) => holdsDistinctiveWords(intent.nameWords, name, intent.countryWords)) ? 1 : 0,
      nameCorrected: !held(intent.words) && held(intent.nameWords) ? 1 : 0,
      nameSpan: nameSpan(intent.nameWords, names),
      sizeMatch: sizeMatch(intent, candidate.facts),
      parentMatch: phraseIn(intent, candidate.facts?.parent) ? 1 : 0,
      headquartersMatch: phraseIn(intent, candidate.facts?.headquarters) ? 1 : 0,
    };
    return FEATURE_NAMES.map((name) => features[name]);
  });
}

/**
 * The share of the query's words spanned by the longest name of the bank written in it as consecutive words, each word
 * as written or within its typo tolerance ("industrial and comercial bank of china" spans the whole of ICBC's name and
 * half of "Bank of China"'s); 0 when the query holds none of its names.
 */
function nameSpan(query: readonly string[], names: readonly (readonly string[])[]): number {
  let longest = 0;
  for (const name of names) {
    if (name.length <= longest || name.length > query.length) continue;
    for (let start = 0; start + name.length <= query.length; start++)
      if (name.every((word, offset) => sameWord(query[start + offset]!, word))) {
        longest = name.length;
        break;
      }
  }
  return query.length > 0 ? longest / query.length : 0;
}

function sameWord(written: string, word: string): boolean {
  if (written === word) return true;
  const tolerance = typoTolerance(word);
  return tolerance > 0 && editDistance(written, word, tolerance) <= tolerance;
}

function tagsOf(facts: BankFacts | undefined): Set<string> {
  return new Set([
    ...(facts?.kinds ?? []).map((kind) => `kind:${kind}`),
    ...(facts?.ownership ?? []).map((ownership) => `own:${ownership}`),
    ...(facts?.size === undefined ? [] : [`size:${facts.size}`]),
  ]);
}

/** How well the bank's size answers a question about size: its country's largest 1, one of its largest 0.5. */
function sizeMatch(intent: QueryIntent, facts: BankFacts | undefined): number {
  if (!asksForSize(intent)) return 0;
  return facts?.size === 'largest' ? 1 : facts?.size === 'major' ? 0.5 : 0;
}

function phraseIn(intent: QueryIntent, text: string | undefined): boolean {
  return text !== undefined && indexOfPhrase(intent.words, wordsOf(text)) !== -1;
}
