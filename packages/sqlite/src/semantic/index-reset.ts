import type { IndexSize, SemanticDb } from '@bankdir/kysely';
import { sql } from 'kysely';
import { recordReset } from './change-log.ts';

// The virtual tables resetIndex lays out for the model's dimensions:
// - semantic_vectors, a sqlite-vec vec0 table partitioned by the bank's country, so a countryCode filter scans only
//   that country's vectors; column `embedding` holds the float32 vector with cosine distance.
// - semantic_keywords, an FTS5 table over the sections (title, text and the bank's context: its names, country and
//   kinds in words, see core's section-context.ts), and semantic_keyword_terms, an fts5vocab table over it (sections
//   per term).

const VECTORS = 'semantic_vectors';
const KEYWORDS = 'semantic_keywords';
const TERMS = 'semantic_keyword_terms';

/** Empties the index and makes its virtual tables for vectors of `dimensions`. */
export async function resetIndexTables(
  on: SemanticDb,
  { model, dimensions }: { model: string; dimensions: number },
  size: IndexSize | undefined,
): Promise<void> {
  const chunkSize = chunkSizeFor(size);
  await sql.raw(`drop table if exists ${VECTORS}`).execute(on);
  await sql.raw(`drop table if exists ${TERMS}`).execute(on);
  await sql.raw(`drop table if exists ${KEYWORDS}`).execute(on);
  await sql`delete from semantic_sections`.execute(on);
  await sql
    .raw(
      `create virtual table ${VECTORS} using vec0(countryId text partition key, embedding float[${dimensions}] distance_metric=cosine, chunk_size=${chunkSize})`,
    )
    .execute(on);
  await sql
    .raw(
      `create virtual table ${KEYWORDS} using fts5(title, text, context, tokenize = 'porter unicode61 remove_diacritics 2')`,
    )
    .execute(on);
  await sql.raw(`create virtual table ${TERMS} using fts5vocab(${KEYWORDS}, 'row')`).execute(on);
  await sql`insert into semantic_index (id, model, dimensions) values (1, ${model}, ${dimensions})
    on conflict (id) do update set model = excluded.model, dimensions = excluded.dimensions`.execute(on);
  await recordReset(on);
}

/**
 * vec0 stores each partition's vectors in chunks of `chunk_size` slots, allocated whole: with 1,024 (sqlite-vec's
 * default), 869 vectors in 70 countries took 150 MB and an unfiltered search read all of it (45 ms); the default data
 * set (61 countries) with 16 takes about 1 ms. Large partitions want large chunks (at 30,000 banks in 20 countries,
 * 1,024 beats 256 and 4,096). So: the average sections per country, rounded up to a power of two, 16 to 1,024.
 */
export function chunkSizeFor(size: IndexSize | undefined): number {
  if (!size || size.sections <= 0) return 64;
  const perCountry = size.sections / Math.max(1, size.countries);
  return Math.min(1024, Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(1, perCountry)))));
}
