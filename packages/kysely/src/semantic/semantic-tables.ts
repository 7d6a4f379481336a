import type { Kysely } from 'kysely';
import { addColumns } from '../migrations/column-list.ts';

// What both engines' semantic index tables (each engine's semantic-index-tables.ts) have alike.

/** A bank's sections in order, found by the bank. */
export async function indexSectionsByBank(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('semantic_sections_bank')
    .on('semantic_sections')
    .columns(['bankId', 'position'])
    .execute();
}

/**
 * Vectors already computed, by model and SHA-256 of the embedded text (float32 little-endian bytes), in the engine's
 * type for bytes.
 */
export async function createEmbeddingCache(db: Kysely<unknown>, bytes: 'blob' | 'bytea'): Promise<void> {
  await addColumns(
    db.schema.createTable('embedding_cache'),
    `model text not null, textHash text not null, vector ${bytes} not null`,
  )
    .addPrimaryKeyConstraint('embedding_cache_pk', ['model', 'textHash'])
    .execute();
}
