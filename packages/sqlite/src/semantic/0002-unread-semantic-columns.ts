import type { Kysely } from 'kysely';

// What no search read goes from SQLite's semantic index: the sections per country (semantic_partitions; the memory's
// binary codes count them) and vec0's chunk size in semantic_index (chosen again by every reset).

// biome-ignore lint/suspicious/noExplicitAny: a migration works below the typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('semantic_partitions').execute();
  await db.schema.alterTable('semantic_index').dropColumn('chunkSize').execute();
}
