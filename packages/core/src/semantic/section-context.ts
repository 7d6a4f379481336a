import type { BankFacts } from '../bank-facts.ts';
import { namesOf } from './ranking/bank-names.ts';
import type { DescriptionSection } from './sections.ts';
import en from './vocabulary/en.json' with { type: 'json' };

/** What a section's bank says about it besides the section: its names, country and facts. */
export interface SectionContext {
  bankName: string;
  /** The English name of the bank's country. */
  countryName: string | undefined;
  facts: BankFacts | undefined;
}

const INDEX_WORDS: Record<string, string> = en.indexWords;

/** The bank's kinds and ownership in words ("credit union", "state-owned, government-owned"). */
function factWords(facts: BankFacts | undefined): string[] {
  if (!facts) return [];
  return [
    ...facts.kinds.map((kind) => INDEX_WORDS[kind] ?? kind),
    ...facts.ownership.map(
      (ownership) => INDEX_WORDS[ownership === 'private' ? 'private-ownership' : ownership] ?? ownership,
    ),
  ];
}

/**
 * The keyword side of a section's context, indexed next to its title and text: every name of the bank (its name, other
 * names and former names), its parent, headquarters and country, and its kinds in words. A query naming any of them
 * finds the bank by keywords, in whichever section (history, products) matches the rest of the query best.
 */
export function keywordContext(context: SectionContext): string {
  const { facts } = context;
  return [
    ...namesOf(context.bankName, facts),
    facts?.parent,
    facts?.headquarters,
    context.countryName,
    ...factWords(facts),
  ]
    .filter((part): part is string => part !== undefined && part !== '')
    .join('. ');
}

/**
 * What is embedded for a section: a short line of context (the kinds of bank and its country), then the section's
 * title and text. On the development half of the labelled questions the line lifts vector search alone from recall@1
 * 0.33 to 0.48 (bench/results/semantic.md). The title gives the text its subject ("Crypto custody: Custody of bitcoin ..."); a section titled
 * with the bank's name (text before the first heading) goes without it. The bank's own name stays out: it says little
 * about what a bank does and pulls every section of a bank towards each other. The index records its format (see
 * SEMANTIC_INDEX_FORMAT), so a change here rebuilds it; the embedding cache keys on the exact text.
 */
export function embeddingText(context: SectionContext, section: DescriptionSection): string {
  const body = section.title === context.bankName ? section.text : `${section.title}: ${section.text}`;
  const kinds = context.facts?.kinds.map((kind) => INDEX_WORDS[kind] ?? kind) ?? [];
  const about = [kinds.length > 0 ? kinds.join('; ') : undefined, context.countryName && `in ${context.countryName}`]
    .filter(Boolean)
    .join(' ');
  return about === '' ? body : `${about}. ${body}`;
}
