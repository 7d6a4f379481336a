import type { VectorHit } from '@bankdir/core/driver';
import { lookDeeper, type SemanticDb, vectorBytes } from '@bankdir/kysely';
import { type RawBuilder, sql } from 'kysely';

// Vector reads on SQLite: an exact scan is a k-nearest query on vec0's `embedding` (about 1 ms per 1,000 vectors of 512
// dimensions on the bench machine); rescoring the binary first stage's candidates reads their vectors' copies in
// semantic_sections and scores them with sqlite-vec's vec_distance_cosine.

/** sqlite-vec's largest k. */
const MAX_K = 4096;
const CHUNK = 500;

type Row = { bankId: string; title: string; text: string; distance: number };

/** Each bank's best section among the `scanned` sections (of the country) by exact cosine, best first. */
export function exactNearest(
  db: SemanticDb,
  vector: Float32Array,
  { countryId, limit, scanned }: { countryId: string | undefined; limit: number; scanned: number },
): Promise<VectorHit[]> {
  const query = vectorBytes(vector);
  const inCountry = countryId === undefined ? sql`` : sql`and countryId = ${countryId}`;
  const knn = (k: number) =>
    sql`select rowid, distance from semantic_vectors where embedding match ${query} and k = ${k} ${inCountry}`;
  return nearest(db, knn, sql`knn.distance`, limit, Math.max(limit * 4, limit + 20), scanned);
}

/** Each bank's best section among the candidate sections, by exact cosine, best first, at most `limit` banks. */
export async function rescore(
  db: SemanticDb,
  vector: Float32Array,
  candidates: readonly number[],
  limit: number,
): Promise<VectorHit[]> {
  const { rows } = await sql<Row>`
    select bankId, title, text, min(vec_distance_cosine(vector, ${vectorBytes(vector)})) as distance
    from semantic_sections where id in (${sql.join(candidates)})
    group by bankId
    order by distance, bankId
    limit ${limit}`.execute(db);
  return vectorHits(rows);
}

/** Each of these banks' best section by exact cosine. */
export async function bestSections(
  db: SemanticDb,
  vector: Float32Array,
  bankIds: readonly string[],
): Promise<VectorHit[]> {
  const query = vectorBytes(vector);
  const hits: VectorHit[] = [];
  for (let start = 0; start < bankIds.length; start += CHUNK) {
    const { rows } = await sql<Row>`
      select bankId, title, text, min(vec_distance_cosine(vector, ${query})) as distance
      from semantic_sections
      where bankId in (${sql.join(bankIds.slice(start, start + CHUNK))})
      group by bankId`.execute(db);
    hits.push(...vectorHits(rows));
  }
  return hits;
}

/** Each bank's best section among the `k` nearest rows the `knn` query finds, best first, at most `limit` banks. */
function nearest(
  db: SemanticDb,
  knn: (k: number) => RawBuilder<unknown>,
  distance: RawBuilder<unknown>,
  limit: number,
  kStart: number,
  scanned: number,
): Promise<VectorHit[]> {
  const deepest = Math.min(MAX_K, scanned);
  return lookDeeper(Math.min(deepest, Math.max(1, kStart)), deepest, limit, async (k) => {
    const { rows } = await sql<Row & { found: number }>`
      with knn as materialized (${knn(k)})
      select s.bankId as bankId, s.title as title, s.text as text, min(${distance}) as distance, (select count(*) from knn) as found
      from knn join semantic_sections s on s.id = knn.rowid
      group by s.bankId
      order by distance, s.bankId
      limit ${limit}`.execute(db);
    return { hits: vectorHits(rows), found: rows[0]?.found ?? 0 };
  });
}

/** Rows of a nearest-sections query (cosine distance) as the hits a VectorStore answers. */
function vectorHits(rows: readonly Row[]): VectorHit[] {
  return rows.map((row) => ({ bankId: row.bankId, title: row.title, text: row.text, similarity: 1 - row.distance }));
}
