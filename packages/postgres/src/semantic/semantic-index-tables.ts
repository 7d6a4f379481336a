import { type Kysely, sql } from 'kysely';

// The tables of PostgreSQL's semantic index (semantic-engine.ts), part of the initial layout
// of a PostgreSQL database (postgres-migrations.ts). Vectors are float32 bytes scored in process (no extension needed);
// keywords are a tsvector of the section's folded, stemmed words under a GIN index, ranked with bm25 as SQLite's FTS5
// ranks them.

export async function createSemanticIndexTables(db: Kysely<unknown>): Promise<void> {
  // One row (id = 1), absent until the first build: the model, and counters every node reads to stay in step.
  await db.schema
    .createTable('semantic_index')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('dimensions', 'integer', (c) => c.notNull())
    // Bumped by every write of the index: a node whose copy of the vectors is older reloads the banks that changed
    // since, or everything when the index was reset after its copy was made.
    .addColumn('generation', 'bigint', (c) => c.notNull())
    .addColumn('resetGeneration', 'bigint', (c) => c.notNull())
    // What bm25 needs of the whole index: the sections and the words in them.
    .addColumn('sections', 'bigint', (c) => c.notNull())
    .addColumn('words', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('semantic_sections')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('bankId', 'text', (c) => c.notNull())
    .addColumn('countryId', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('vector', 'bytea', (c) => c.notNull())
    .addColumn('terms', sql`tsvector`, (c) => c.notNull())
    .addColumn('words', 'integer', (c) => c.notNull())
    // The section's term frequencies (term to count), those of its tsvector: bm25 needs the count of each query term
    // in each matching section, and looking a term up in jsonb costs a few steps where unnesting the whole tsvector
    // of every matching section cost one row per term of it.
    .addColumn('termCounts', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('semantic_sections_bank')
    .on('semantic_sections')
    .columns(['bankId', 'position'])
    .execute();
  await db.schema.createIndex('semantic_sections_terms').on('semantic_sections').using('gin').column('terms').execute();

  // The banks each generation rewrote: what another node reloads.
  await db.schema
    .createTable('semantic_changes')
    .addColumn('generation', 'bigint', (c) => c.notNull())
    .addColumn('bankId', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('semantic_changes_pk', ['generation', 'bankId'])
    .execute();

  // How many sections hold each stemmed word (bm25's document frequency, and which words are worth matching).
  await db.schema
    .createTable('semantic_terms')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('sections', 'integer', (c) => c.notNull())
    .execute();

  // Vectors already computed, by model and SHA-256 of the embedded text (float32 little-endian bytes).
  await db.schema
    .createTable('embedding_cache')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('textHash', 'text', (c) => c.notNull())
    .addColumn('vector', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('embedding_cache_pk', ['model', 'textHash'])
    .execute();
}
