import { type ChangeLogReads, type SemanticDb, vectorFromBytes } from '@bankdir/kysely';
import { sql } from 'kysely';

const CHUNK = 500;

/** The sections of these banks (or all) with their vectors, which every node keeps and scores in process. */
export const loadSections: ChangeLogReads['sections'] = async (root, _dimensions, bankIds) => {
  const where = bankIds === undefined ? sql`` : sql`where "bankId" in (${sql.join(bankIds)})`;
  const { rows } = await sql<{ id: number; bankId: string; countryId: string; vector: Uint8Array }>`
    select id, "bankId", "countryId", vector from semantic_sections ${where}`.execute(root);
  return rows.map((row) => {
    const vector = vectorFromBytes(row.vector);
    return { id: Number(row.id), bankId: row.bankId, countryId: row.countryId, code: vector, vector };
  });
};

/** Title and text of these sections, by id. */
export async function sectionTexts(
  db: SemanticDb,
  ids: readonly number[],
): Promise<Map<number, { title: string; text: string }>> {
  const texts = new Map<number, { title: string; text: string }>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const { rows } = await sql<{ id: number; title: string; text: string }>`
      select id, title, text from semantic_sections where id = any(${ids.slice(start, start + CHUNK)}::bigint[])`.execute(
      db,
    );
    for (const row of rows) texts.set(Number(row.id), { title: row.title, text: row.text });
  }
  return texts;
}
