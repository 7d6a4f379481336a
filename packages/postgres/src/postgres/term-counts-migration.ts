import { type Kysely, sql } from 'kysely';

// Each section's term frequencies as a jsonb object (term to count), beside its tsvector: bm25 needs the count of each
// query term in each matching section, and looking a term up in jsonb costs a few steps where unnesting the whole
// tsvector of every matching section cost one row per term of it (about 7 times SQLite's keyword search at 30,000
// banks). The counts are the tsvector's, so existing sections are filled from it.

/** A section's term counts computed from its tsvector, as the migration fills them. */
export const termCountsFromTerms = sql`coalesce(
  (select jsonb_object_agg(lexeme, cardinality(positions)) from unnest(terms)), '{}'::jsonb)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('semantic_sections').addColumn('termCounts', 'jsonb').execute();
  await sql`update semantic_sections set "termCounts" = ${termCountsFromTerms}`.execute(db);
  await sql`alter table semantic_sections alter column "termCounts" set not null`.execute(db);
}
