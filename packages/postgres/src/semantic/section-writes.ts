import { type EngineScope, type SemanticDb, vectorBytes } from '@bankdir/kysely';
import { sql } from 'kysely';
import type { IndexCounters } from './index-counters.ts';
import { keywordEntry } from './keyword-index.ts';
import { type Pgvector, vectorLiteral } from './pgvector.ts';

// A section is one row of semantic_sections: its vector as float32 bytes (and in pgvector's embedding column when the
// index has one), its keyword entry (a tsvector, its term counts and its words). Each write's change to the counts of
// terms, sections and words is gathered in the transaction's counters (index-counters.ts).

/** Takes the bank's sections out; false when it had none. */
export async function removeBank(counters: IndexCounters, on: SemanticDb, bankId: string): Promise<boolean> {
  const { rows } = await sql<{ words: number; terms: string[] }>`
    delete from semantic_sections where "bankId" = ${bankId}
    returning words, tsvector_to_array(terms) as terms`.execute(on);
  if (rows.length === 0) return false;
  const entry = counters.of(on);
  for (const row of rows) {
    for (const term of row.terms) entry.terms.set(term, (entry.terms.get(term) ?? 0) - 1);
    entry.words -= Number(row.words);
  }
  entry.sections -= rows.length;
  return true;
}

/** Writes a bank's sections, counting their terms, words and number in the transaction's counters. */
export function insertSections(counters: IndexCounters, pgvector: Pgvector): EngineScope['insertSections'] {
  return async (on, bankId, countryId, sections) => {
    if (sections.length === 0) return;
    const entry = counters.of(on);
    for (const [position, section] of sections.entries()) {
      const keywords = keywordEntry(section.title, section.text, section.context ?? '');
      entry.words += keywords.words;
      for (const term of keywords.distinct) entry.terms.set(term, (entry.terms.get(term) ?? 0) + 1);
      const embedding = pgvector.column ? sql`, ${vectorLiteral(section.vector)}::vector` : sql``;
      await sql`insert into semantic_sections ("bankId", "countryId", position, title, text, vector, terms,
        "termCounts", words ${pgvector.column ? sql`, embedding` : sql``})
      values (${bankId}, ${countryId}, ${position}, ${section.title}, ${section.text}, ${vectorBytes(section.vector)},
        ${keywords.terms}::tsvector, ${keywords.counts}::jsonb, ${keywords.words} ${embedding})`.execute(on);
    }
    entry.sections += sections.length;
  };
}
