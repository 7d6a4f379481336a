import { type RawBuilder, sql } from 'kysely';
import type { SemanticDb } from './semantic-db.ts';

/** How many ids one statement names. */
const CHUNK = 500;

/**
 * Title and text of these sections, by id, read from semantic_sections a chunk of ids at a time; `idIn` is the
 * engine's condition that the id is one of a chunk.
 */
export async function readSectionTexts(
  db: SemanticDb,
  ids: readonly number[],
  idIn: (ids: readonly number[]) => RawBuilder<unknown>,
): Promise<Map<number, { title: string; text: string }>> {
  const texts = new Map<number, { title: string; text: string }>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const { rows } = await sql<{ id: number; title: string; text: string }>`
      select id, title, text from semantic_sections where ${idIn(ids.slice(start, start + CHUNK))}`.execute(db);
    for (const row of rows) texts.set(Number(row.id), { title: row.title, text: row.text });
  }
  return texts;
}
