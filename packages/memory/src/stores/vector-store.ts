import type { EmbeddingCache, VectorHit, VectorStore } from '@bankdir/core/driver';
import type { MemoryDb } from '../memory-db.ts';
import type { SectionsRow } from '../tables.ts';
import { compareIds } from '../text-match.ts';
import { indexSection, keywordHits } from './keyword-search.ts';

/** The cosine similarity of two vectors, -1 to 1; 0 when either has no length. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index++) {
    const x = a[index]!;
    const y = b[index] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** The bank's section nearest to `vector`, as a hit; undefined for a bank without sections. */
function bestSectionOf(bankId: string, row: SectionsRow, vector: Float32Array): VectorHit | undefined {
  let best: VectorHit | undefined;
  for (const { section } of row.sections) {
    const similarity = cosine(vector, section.vector);
    if (!best || similarity > best.similarity) best = { bankId, title: section.title, text: section.text, similarity };
  }
  return best;
}

/**
 * The semantic index: every section's vector kept as given, and searched exactly, by the cosine of each one (no
 * approximate index; a memory driver holds few banks). The index lives in the tables, so it follows the bank writes of
 * a transaction and rolls back with them. Keyword search (bm25, keyword-search.ts) is the ranking's other half.
 */
export function vectorStore(db: MemoryDb, cache: EmbeddingCache): VectorStore {
  const bump = (tables: { vectorGeneration: number }) => {
    tables.vectorGeneration += 1;
  };
  return {
    async indexInfo() {
      const info = db.read().vectorIndex;
      return info && { ...info };
    },

    resetIndex: (info) =>
      db.write((tables) => {
        tables.sections.clear();
        tables.vectorIndex = { model: info.model, dimensions: info.dimensions };
        bump(tables);
      }),

    replaceBankSections: (bankId, countryId, sections) =>
      db.write((tables) => {
        if (sections.length === 0) tables.sections.delete(bankId);
        else
          tables.sections.set(bankId, {
            countryId,
            sections: sections.map((section) =>
              indexSection({ ...section, vector: Float32Array.from(section.vector) }),
            ),
          });
        bump(tables);
      }),

    deleteBank: (bankId) =>
      db.write((tables) => {
        if (tables.sections.delete(bankId)) bump(tables);
      }),

    async search(vector, { countryId, limit }) {
      const hits: VectorHit[] = [];
      for (const [bankId, row] of db.read().sections) {
        if (countryId !== undefined && row.countryId !== countryId) continue;
        const hit = bestSectionOf(bankId, row, vector);
        if (hit) hits.push(hit);
      }
      return hits.sort((a, b) => b.similarity - a.similarity || compareIds(a.bankId, b.bankId)).slice(0, limit);
    },

    async keywordSearch(text, options) {
      return keywordHits(db.read().sections, text, options);
    },

    async bestSections(vector, bankIds) {
      const { sections } = db.read();
      return [...new Set(bankIds)].flatMap((bankId) => {
        const row = sections.get(bankId);
        const hit = row && bestSectionOf(bankId, row, vector);
        return hit ? [hit] : [];
      });
    },

    async generation() {
      return db.read().vectorGeneration;
    },

    cache,
  };
}

/**
 * The embedding cache, outside the tables: its entries are never wrong, only possibly unused, so it is written at once
 * and kept whatever a transaction does (as core's EmbeddingCache allows).
 */
export function memoryEmbeddingCache(): EmbeddingCache {
  const byModel = new Map<string, Map<string, Float32Array>>();
  return {
    async get(model, hashes) {
      const entries = byModel.get(model);
      const found = new Map<string, Float32Array>();
      for (const hash of hashes) {
        const vector = entries?.get(hash);
        if (vector) found.set(hash, Float32Array.from(vector));
      }
      return found;
    },
    async put(model, entries) {
      const kept = byModel.get(model) ?? new Map<string, Float32Array>();
      for (const { hash, vector } of entries) kept.set(hash, Float32Array.from(vector));
      byModel.set(model, kept);
    },
    async retain(model, keep) {
      const entries = byModel.get(model);
      let dropped = 0;
      for (const hash of entries?.keys() ?? []) {
        if (keep.has(hash)) continue;
        entries!.delete(hash);
        dropped += 1;
      }
      return dropped;
    },
  };
}
