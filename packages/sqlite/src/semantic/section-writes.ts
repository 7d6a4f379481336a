import { keywordIndexText } from '@bankdir/core/driver';
import { type EngineScope, type SemanticDb, vectorBytes } from '@bankdir/kysely';
import { sql } from 'kysely';

// A section is a row of semantic_sections (with a copy of its vector for exact rescoring: a vec0 point read costs about
// 0.1 ms, a row of this table a few µs), whose id is the rowid of its vector in semantic_vectors (sqlite-vec) and of
// its keyword entry in semantic_keywords (FTS5, which keeps the term counts).

/** Takes the bank's sections out of every table; false when it had none. */
export async function removeBank(on: SemanticDb, bankId: string): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`select id from semantic_sections where bankId = ${bankId}`.execute(on);
  if (rows.length === 0) return false;
  for (const { id } of rows) {
    await sql`delete from semantic_vectors where rowid = ${BigInt(id)}`.execute(on);
    await sql`delete from semantic_keywords where rowid = ${BigInt(id)}`.execute(on);
  }
  await sql`delete from semantic_sections where bankId = ${bankId}`.execute(on);
  return true;
}

export const insertSections: EngineScope['insertSections'] = async (on, bankId, countryId, sections) => {
  for (const [position, section] of sections.entries()) {
    const vector = vectorBytes(section.vector);
    const { rows } = await sql<{
      id: number;
    }>`insert into semantic_sections (bankId, countryId, position, title, text, vector)
      values (${bankId}, ${countryId}, ${position}, ${section.title}, ${section.text}, ${vector}) returning id`.execute(
      on,
    );
    const id = BigInt(rows[0]!.id);
    await sql`insert into semantic_vectors (rowid, countryId, embedding) values (${id}, ${countryId}, ${vector})`.execute(
      on,
    );
    await sql`insert into semantic_keywords (rowid, title, text, context) values (${id}, ${keywordIndexText(section.title)}, ${keywordIndexText(section.text)}, ${keywordIndexText(section.context ?? '')})`.execute(
      on,
    );
  }
};
