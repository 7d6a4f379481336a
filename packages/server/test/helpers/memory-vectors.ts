import type { Storage, VectorHit, VectorSection, VectorStore } from '@bankdir/core/driver';

/**
 * A small in-memory semantic index, so that the HTTP tests can reach the semantic-search success path while the SQLite
 * driver has no vector index of its own. Brute-force cosine over unit vectors, best section per bank.
 */
export function memoryVectors(): VectorStore {
  let info: { model: string; dimensions: number } | null = null;
  const banks = new Map<string, { countryId: string; sections: readonly VectorSection[] }>();
  const bestOf = (vector: Float32Array, bankId: string): VectorHit | undefined => {
    let best: VectorHit | undefined;
    for (const section of banks.get(bankId)?.sections ?? []) {
      let similarity = 0;
      for (let i = 0; i < vector.length; i++) similarity += (vector[i] ?? 0) * (section.vector[i] ?? 0);
      if (!best || similarity > best.similarity)
        best = { bankId, title: section.title, text: section.text, similarity };
    }
    return best;
  };
  return {
    indexInfo: async () => info,
    resetIndex: async (next) => {
      info = next;
      banks.clear();
    },
    replaceBankSections: async (bankId, countryId, sections) => {
      banks.set(bankId, { countryId, sections });
    },
    deleteBank: async (bankId) => {
      banks.delete(bankId);
    },
    search: async (vector, options) => {
      const hits: VectorHit[] = [];
      for (const [bankId, entry] of banks) {
        if (options.countryId !== undefined && entry.countryId !== options.countryId) continue;
        const best = bestOf(vector, bankId);
        if (best) hits.push(best);
      }
      return hits.sort((a, b) => b.similarity - a.similarity).slice(0, options.limit);
    },
    bestSections: async (vector, bankIds) => bankIds.flatMap((bankId) => bestOf(vector, bankId) ?? []),
  };
}

/** The storage with `vectors` attached, also inside its transactions. */
export function withVectors<T extends Storage>(storage: T, vectors: VectorStore): T {
  const attach = (inner: Storage): Storage => ({
    ...inner,
    vectors,
    transaction: (work) => inner.transaction((tx) => work(attach(tx))),
  });
  return attach(storage) as T;
}
