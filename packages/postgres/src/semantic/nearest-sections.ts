import type { VectorHit } from '@bankdir/core/driver';
import { type IndexMemory, type IndexSnapshot, lookDeeper, type MemorySection, type SemanticDb } from '@bankdir/kysely';
import { nearestSections } from './pgvector.ts';
import { sectionTexts } from './section-reads.ts';
import { cosine } from './vector-math.ts';

// Vector reads on PostgreSQL: every node keeps the vectors (IndexMemory) and scores them in process; worldwide large
// searches ask pgvector's HNSW index instead when the database has it (pgvector.ts). Only the chosen sections' texts
// are read.

// pgvector's hnsw.ef_search tops at 1,000: no deeper look than that.
const MAX_HNSW_K = 1000;

type Scored = { section: MemorySection; similarity: number };

/** Each bank's best section among every section (of the country), by exact cosine. */
export function exactNearest(
  db: SemanticDb,
  index: IndexSnapshot,
  vector: Float32Array,
  { countryId, limit }: { countryId: string | undefined; limit: number },
): Promise<VectorHit[]> {
  return bestPerBank(db, scored(index, vector, index.codes.ids(countryId)), limit);
}

/** Each bank's best section among the candidate sections, by exact cosine. */
export function rescore(
  db: SemanticDb,
  index: IndexSnapshot,
  vector: Float32Array,
  candidates: readonly number[],
  limit: number,
): Promise<VectorHit[]> {
  return bestPerBank(db, scored(index, vector, candidates), limit);
}

/** Each of these banks' best section by exact cosine. */
export async function bestSections(
  db: SemanticDb,
  memory: IndexMemory,
  vector: Float32Array,
  bankIds: readonly string[],
): Promise<VectorHit[]> {
  const index = await memory.current();
  if (!index) return [];
  const ids = bankIds.flatMap((bankId) => index.codes.sectionsOf(bankId));
  return bestPerBank(db, scored(index, vector, ids), Number.POSITIVE_INFINITY);
}

/** Worldwide, from pgvector's HNSW index: the nearest sections, looking deeper while a few banks hold most of them. */
export function nearestByPgvector(
  db: SemanticDb,
  memory: IndexMemory,
  vector: Float32Array,
  limit: number,
  candidatesPerResult: number,
): Promise<VectorHit[]> {
  const byId = new Map<number, MemorySection>();
  return lookDeeper(Math.max(40, limit * candidatesPerResult), MAX_HNSW_K, limit, async (k) => {
    const rows = await nearestSections(memory.root, vector, k);
    const hits = rows.map((row) => {
      const section = byId.get(row.id) ?? ({ id: row.id, bankId: row.bankId } as MemorySection);
      byId.set(row.id, section);
      return { section, similarity: row.similarity };
    });
    return { hits: await bestPerBank(db, hits, limit), found: rows.length };
  });
}

function scored(index: IndexSnapshot, vector: Float32Array, ids: readonly number[]): Scored[] {
  return ids.map((id) => {
    const section = index.section(id)!;
    return { section, similarity: cosine(vector, section.vector) };
  });
}

/** Each bank's best section among `scored`, best first (ties by bank id), at most `limit` banks, with its text. */
async function bestPerBank(db: SemanticDb, scored: readonly Scored[], limit: number): Promise<VectorHit[]> {
  const best = new Map<string, Scored>();
  for (const hit of scored) {
    const current = best.get(hit.section.bankId);
    if (!current || hit.similarity > current.similarity) best.set(hit.section.bankId, hit);
  }
  const ranked = [...best.values()]
    .sort((a, b) => b.similarity - a.similarity || (a.section.bankId < b.section.bankId ? -1 : 1))
    .slice(0, limit);
  const texts = await sectionTexts(
    db,
    ranked.map((hit) => hit.section.id),
  );
  return ranked.map((hit) => ({
    bankId: hit.section.bankId,
    ...(texts.get(hit.section.id) ?? { title: '', text: '' }),
    similarity: hit.similarity,
  }));
}
