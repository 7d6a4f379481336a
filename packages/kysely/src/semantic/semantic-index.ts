import { keepWords, queryWords, termOf, type VectorHit, type VectorStore } from '@bankdir/core/driver';
import { sql } from 'kysely';
import { IndexMemory } from './index-memory.ts';
import { lookDeeper } from './look-deeper.ts';
import type { SemanticDb } from './semantic-db.ts';
import type { KeptWord, SemanticIndexEngine } from './semantic-index-engine.ts';

// The semantic index on every SQL engine (docs/semantic-search.md; measured by bench/src/semantic-latency.ts and the
// engines bench). The engine stores the vectors and keyword entries (semantic-index-engine.ts); here is what is the
// same everywhere:
// - Writes: a bank's sections are replaced whole, in one transaction, and recorded in the change log, so every
//   process's IndexMemory (index-memory.ts) reloads that bank before its next search.
// - Vector search: a scan of up to `exactScanLimit` sections is exact (the engine's). Above that, the memory's binary
//   codes give the k nearest by Hamming distance, a few milliseconds at 120,000 sections, and those candidates are
//   ranked by exact cosine; the engine's own vector index, when it has one, may answer instead.
// - Keyword search: bm25 over the words of the query joined by OR. Ranking reads every matching section, and a common
//   word ("accounts") matches much of a large index, so the words are taken rarest first while their matches fit a
//   budget (core's keepWords); words in more than half the sections, which bm25 weighs at nearly nothing, are left out.

export interface SemanticIndexOptions {
  /**
   * Searches over at most this many vectors are exact; larger ones go through the binary first stage. Default 2,000:
   * an exact scan costs about 1 µs a vector, the two-stage search about 1 ms whatever the size.
   */
  exactScanLimit?: number;
  /** Candidates the binary first stage hands to exact rescoring, per result asked for; default 2 (at least 40 in all). */
  candidatesPerResult?: number;
  /**
   * How many (section, term) matches a keyword search may rank: query words are kept rarest first while their section
   * counts fit. Ranking costs about 1.5 µs a match, and a common word matches most of a large index. Default 2,000.
   */
  keywordMatchBudget?: number;
}

/** The deepest binary first stage. */
const MAX_K = 4096;

/**
 * The `vectors` option of kyselyStorage: one IndexMemory per storage, shared by the index over each of its connections
 * and transactions.
 */
export function semanticVectors(
  root: SemanticDb,
  engine: SemanticIndexEngine,
  options?: SemanticIndexOptions,
): (scoped: SemanticDb) => VectorStore {
  const memory = new IndexMemory(root, engine.changeLog);
  return (scoped) => semanticIndex(scoped, memory, engine, options);
}

/**
 * The VectorStore over one connection or transaction (the `vectors` option of kyselyStorage), with the process's
 * IndexMemory shared by every store over the same database.
 */
export function semanticIndex(
  db: SemanticDb,
  memory: IndexMemory,
  engine: SemanticIndexEngine,
  options: SemanticIndexOptions = {},
): VectorStore {
  const exactScanLimit = options.exactScanLimit ?? 2000;
  const candidatesPerResult = options.candidatesPerResult ?? 2;
  const keywordMatchBudget = options.keywordMatchBudget ?? 2000;
  const scope = engine.over(db, memory);
  const flush = scope.flush?.bind(scope);

  const atomic = <T>(work: (on: SemanticDb) => Promise<T>): Promise<T> =>
    db.isTransaction
      ? work(db)
      : db.transaction().execute(async (on) => {
          const result = await work(on);
          await flush?.(on);
          return result;
        });

  /** The model and dimensions the index was built for, as `on` sees them; null while it was never built. */
  async function builtFor(on: SemanticDb): Promise<{ model: string; dimensions: number } | null> {
    const { rows } = await sql<{ model: string; dimensions: number }>`
      select model, dimensions from semantic_index where id = 1`.execute(on);
    const row = rows[0];
    return row ? { model: row.model, dimensions: row.dimensions } : null;
  }

  /** The words of a keyword search worth matching, rarest first while their sections fit the budget. */
  async function keptWords(words: readonly string[], total: number): Promise<KeptWord[]> {
    const termOfWord = new Map(words.map((word) => [word, termOf(word)]));
    const sectionsWith = await scope.termCounts([...new Set(termOfWord.values())]);
    const counts = new Map(words.map((word) => [word, sectionsWith.get(termOfWord.get(word)!) ?? 0]));
    return keepWords(words, counts, total, keywordMatchBudget)
      .filter((word) => counts.get(word)! > 0)
      .map((word) => ({ word, term: termOfWord.get(word)!, sections: counts.get(word)! }));
  }

  return {
    cache: scope.cache,

    indexInfo: () => builtFor(db),

    async resetIndex(built, size) {
      const { dimensions } = built;
      if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > engine.maxDimensions) {
        throw new RangeError(
          `cannot index vectors of ${dimensions} dimensions: ${engine.takenBy} takes 1 to ${engine.maxDimensions}`,
        );
      }
      await atomic((on) => scope.reset(on, built, size));
    },

    async replaceBankSections(bankId, countryId, sections) {
      await atomic(async (on) => {
        const dimensions = (await builtFor(on))?.dimensions;
        if (dimensions === undefined) throw new Error('the semantic index is not built: call resetIndex first');
        for (const section of sections) {
          if (section.vector.length !== dimensions)
            throw new RangeError(
              `a vector of ${section.vector.length} dimensions cannot go into an index of ${dimensions}`,
            );
        }
        await scope.removeBank(on, bankId);
        await scope.insertSections(on, bankId, countryId, sections);
        await scope.recordChange(on, bankId);
      });
    },

    async deleteBank(bankId) {
      await atomic(async (on) => {
        if (await scope.removeBank(on, bankId)) await scope.recordChange(on, bankId);
      });
    },

    async search(vector, { countryId, limit }) {
      const index = await memory.current();
      const scanned = index?.codes.size(countryId) ?? 0;
      if (!index || scanned === 0 || limit < 1) return [];
      if (scanned <= exactScanLimit) return scope.exactNearest(index, vector, { countryId, limit, scanned });
      const indexed = await scope.indexedNearest?.(vector, { countryId, limit, candidatesPerResult });
      if (indexed !== undefined) return indexed;
      const deepest = Math.min(MAX_K, scanned);
      return lookDeeper(Math.min(deepest, Math.max(40, limit * candidatesPerResult)), deepest, limit, async (k) => {
        const candidates = index.codes.nearest(vector, k, countryId);
        return { hits: await scope.rescore(index, vector, candidates, limit), found: candidates.length };
      });
    },

    async keywordSearch(text, { countryId, limit }) {
      // A search inside a transaction sees that transaction's own writes, as every read there does.
      if (db.isTransaction) await flush?.(db);
      const words = queryWords(text);
      if (words.length === 0 || limit < 1) return [];
      const stats = await scope.keywordStats();
      if (stats.sections === 0) return [];
      const kept = await keptWords(words, stats.sections);
      if (kept.length === 0) return [];
      return scope.keywordHits(kept, { stats, countryId, limit });
    },

    generation: () => memory.generation(),

    ...(flush && { beforeCommit: () => flush(db) }),

    async bestSections(vector, bankIds): Promise<VectorHit[]> {
      if (bankIds.length === 0) return [];
      return scope.bestSections(vector, bankIds);
    },
  };
}
