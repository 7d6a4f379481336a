import { type ChangeLogReads, readSectionTexts, type SemanticDb, vectorFromBytes } from '@bankdir/kysely';
import { sql } from 'kysely';

/** The sections of these banks (or all) for the memory, their binary codes computed by sqlite-vec (here for odd dimensions). */
export const loadSections: ChangeLogReads['sections'] = async (root, dimensions, bankIds) => {
  const inSql = dimensions % 8 === 0;
  const where = bankIds === undefined ? sql`` : sql`where bankId in (${sql.join(bankIds)})`;
  const { rows } = await sql<{ id: number; bankId: string; countryId: string; code: Uint8Array }>`
    select id, bankId, countryId, ${inSql ? sql`vec_quantize_binary(vector)` : sql`vector`} as code
    from semantic_sections ${where} order by id`.execute(root);
  return rows.map((row) => ({
    id: row.id,
    bankId: row.bankId,
    countryId: row.countryId,
    code: inSql ? words(row.code) : vectorFromBytes(row.code),
  }));
};

/** Title and text of these sections, by id. */
export const sectionTexts = (db: SemanticDb, ids: readonly number[]) =>
  readSectionTexts(db, ids, (ids) => sql`id in (${sql.join(ids)})`);

/** sqlite-vec's bit vector (dimension 0 in the lowest bit of byte 0) as little-endian 32-bit words. */
function words(bytes: Uint8Array): Uint32Array {
  const padded = new Uint8Array(Math.ceil(bytes.byteLength / 4) * 4);
  padded.set(bytes);
  return new Uint32Array(padded.buffer);
}
