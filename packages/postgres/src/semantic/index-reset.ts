import type { SemanticDb } from '@bankdir/kysely';
import { sql } from 'kysely';
import type { IndexCounters } from './index-counters.ts';
import { type Pgvector, resetEmbeddingColumn } from './pgvector.ts';

/** Empties the index's tables and starts its counters for the model's vectors (a new reset generation). */
export async function resetIndexTables(
  counters: IndexCounters,
  pgvector: Pgvector,
  on: SemanticDb,
  { model, dimensions }: { model: string; dimensions: number },
): Promise<void> {
  counters.forget(on);
  await sql`delete from semantic_sections`.execute(on);
  await sql`delete from semantic_changes`.execute(on);
  await sql`delete from semantic_terms`.execute(on);
  await sql`insert into semantic_index (id, model, dimensions, generation, "resetGeneration", sections, words)
    values (1, ${model}, ${dimensions}, 1, 1, 0, 0)
    on conflict (id) do update set model = excluded.model, dimensions = excluded.dimensions,
      generation = semantic_index.generation + 1, "resetGeneration" = semantic_index.generation + 1,
      sections = 0, words = 0`.execute(on);
  if (pgvector.enabled) {
    await resetEmbeddingColumn(on, dimensions);
    pgvector.column = true;
  }
}
