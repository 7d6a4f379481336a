import { type ChangeLogReads, readSectionTexts, type SemanticDb, vectorFromBytes } from '@bankdir/kysely';
import { sql } from 'kysely';

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
export const sectionTexts = (db: SemanticDb, ids: readonly number[]) =>
  readSectionTexts(db, ids, (ids) => sql`id = any(${ids}::bigint[])`);
