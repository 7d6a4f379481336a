import type { KeywordHit } from '@bankdir/core/driver';
import type { KeptWord, KeywordStats, SemanticDb } from '@bankdir/kysely';
import { sql } from 'kysely';
import { anyTermQuery, BM25, idf } from './keyword-index.ts';

// Keyword search on PostgreSQL: each section's terms are a tsvector under a GIN index and its term counts a jsonb
// object; bm25 is computed here as SQLite's FTS5 computes it, with the term counts of semantic_terms and the totals of
// semantic_index (kept by index-counters.ts).

/** Sections in the index and the words in them, as this connection sees them. */
export async function keywordStats(db: SemanticDb): Promise<KeywordStats> {
  const { rows } = await sql<{ sections: number; words: number }>`
    select sections, words from semantic_index where id = 1`.execute(db);
  return { sections: Number(rows[0]?.sections ?? 0), words: Number(rows[0]?.words ?? 0) };
}

/** How many sections hold each term. */
export async function termCounts(db: SemanticDb, terms: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await sql<{ term: string; sections: number }>`
    select term, sections from semantic_terms where term = any(${terms}::text[])`.execute(db);
  return new Map(rows.map((row) => [row.term, Number(row.sections)]));
}

/** Each bank's best section by bm25 over the words, best first (ties by bank id), at most `limit` banks. */
export async function keywordHits(
  db: SemanticDb,
  words: readonly KeptWord[],
  { stats, countryId, limit }: { stats: KeywordStats; countryId: string | undefined; limit: number },
): Promise<KeywordHit[]> {
  // One bm25 term per query word, as FTS5 scores each quoted word of "w1" OR "w2" as its own phrase.
  const terms = words.map(({ term }) => term);
  const idfs = words.map(({ sections }) => idf(stats.sections, sections));
  const averageWords = (stats.words ?? 0) / stats.sections;
  const inCountry = countryId === undefined ? sql`` : sql`and s."countryId" = ${countryId}`;
  const { rows } = await sql<{ bankId: string; title: string; text: string; score: number }>`
    with query as (select * from unnest(${terms}::text[], ${idfs}::float8[]) as q(term, idf)),
    scored as (
      select s.id, s."bankId", s.title, s.text,
        sum(query.idf * (t.tf * ${BM25.k1 + 1}::float8)
          / (t.tf + ${BM25.k1}::float8 * (${1 - BM25.b}::float8 + ${BM25.b}::float8 * s.words / ${averageWords}::float8))) as score
      from semantic_sections s
      cross join query
      cross join lateral (select (s."termCounts" ->> query.term)::float8 as tf) t
      where s.terms @@ ${anyTermQuery(terms)}::tsquery and t.tf is not null ${inCountry}
      group by s.id
    ),
    best as (select distinct on ("bankId") * from scored order by "bankId", score desc, id)
    select "bankId", title, text, score from best order by score desc, "bankId" limit ${limit}`.execute(db);
  return rows.map((row): KeywordHit => ({ ...row, score: Number(row.score) }));
}
