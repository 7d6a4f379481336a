import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as v from 'valibot';

// The labelled questions of the semantic search benchmarks (bench/data/semantic-questions.json, made as
// bench/README.md says), validated, each with the half it belongs to. Tune on the development half only; the held-out
// half is for reporting.

const ASKS = [
  'keyword', // a few words, often a name and a product: "Nubank credit card"
  'misspelled', // a name spelt the way people type it: "deutshe bank"
  'language', // the question in another language than English
  'known-for', // what the bank is known for (history, founders, mergers, events, sponsorships), without its name
  'former-name', // a name it used to have, or a bank it was formed from
  'need', // a sentence describing what the person needs
  'country', // by country, city or region
  'kind', // by kind of bank or ownership
] as const;

const QuestionSchema = v.strictObject({
  /** How the question points at its banks (for reading per-question tables). */
  asks: v.picklist(ASKS),
  question: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(1000)),
  /** Written by someone who had seen only the banks' names and countries (not the descriptions, nor other questions). */
  blind: v.optional(v.literal(true)),
  /** Every bank of the default data set that answers the question. */
  answers: v.pipe(v.array(v.pipe(v.string(), v.regex(/^bank_[a-z]{2}_[a-z0-9-]+$/))), v.minLength(1)),
});

export type LabelledQuestion = v.InferOutput<typeof QuestionSchema> & { half: Half };
export type Half = 'development' | 'held-out';

export const QUESTIONS_FILE = new URL('../data/semantic-questions.json', import.meta.url);

/** The half a question belongs to: fixed by a hash of its text, so adding a question never moves another. */
export function halfOf(question: string): Half {
  const byte = createHash('sha256').update(`bankdir-semantic-split:${question}`, 'utf8').digest()[0]!;
  return (byte & 1) === 0 ? 'development' : 'held-out';
}

export function loadQuestions(file: URL = QUESTIONS_FILE): LabelledQuestion[] {
  const parsed = v.parse(v.array(QuestionSchema), JSON.parse(readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  for (const entry of parsed) {
    const key = entry.question.toLowerCase();
    if (seen.has(key)) throw new Error(`the question "${entry.question}" is in the labelled set twice`);
    seen.add(key);
  }
  return parsed.map((entry) => ({ ...entry, half: halfOf(entry.question) }));
}
