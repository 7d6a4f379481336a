import type { EmbeddingCache, KeywordHit, VectorHit, VectorSection } from '@bankdir/core/driver';
import type { ChangeLogReads, IndexMemory, IndexSnapshot } from './index-memory.ts';
import type { SemanticDb } from './semantic-db.ts';

// What one engine supplies to the semantic index (semantic-index.ts): how it stores and reads vectors, keyword entries
// and their term counts, and its change log. Each engine package has the same files for them, in src/semantic/.

/** How many sections are about to be written, and in how many countries (VectorStore.resetIndex). */
export interface IndexSize {
  sections: number;
  countries: number;
}

/** A query word kept for a keyword search, with its stem and how many sections hold it. */
export interface KeptWord {
  word: string;
  term: string;
  sections: number;
}

/** What bm25 needs of the whole index. */
export interface KeywordStats {
  sections: number;
  words?: number;
}

/** The engine's primitives over one connection or transaction (`db`). */
export interface EngineScope {
  readonly cache: EmbeddingCache;
  /** Empties the index and lays it out for the model's vectors (in the transaction `on`). */
  reset(on: SemanticDb, built: { model: string; dimensions: number }, size: IndexSize | undefined): Promise<void>;
  /** Takes the bank's sections out; false when it had none. */
  removeBank(on: SemanticDb, bankId: string): Promise<boolean>;
  insertSections(on: SemanticDb, bankId: string, countryId: string, sections: readonly VectorSection[]): Promise<void>;
  /** Records in the change log that the bank's sections changed, so every process reloads them. */
  recordChange(on: SemanticDb, bankId: string): Promise<void>;
  /** Writes what the transaction `on` gathered, before it commits (engines that gather counters). */
  flush?(on: SemanticDb): Promise<void>;
  /** Each bank's best section among all `scanned` sections (of the country), exactly. */
  exactNearest(
    index: IndexSnapshot,
    vector: Float32Array,
    scan: { countryId: string | undefined; limit: number; scanned: number },
  ): Promise<VectorHit[]>;
  /** Nearest sections from an engine's own vector index, when it has one for this search; else undefined. */
  indexedNearest?(
    vector: Float32Array,
    search: { countryId: string | undefined; limit: number; candidatesPerResult: number },
  ): Promise<VectorHit[] | undefined>;
  /** Each bank's best section among `candidates` (section ids) by exact cosine, best first, at most `limit` banks. */
  rescore(
    index: IndexSnapshot,
    vector: Float32Array,
    candidates: readonly number[],
    limit: number,
  ): Promise<VectorHit[]>;
  /** Each of these banks' best section by exact cosine. */
  bestSections(vector: Float32Array, bankIds: readonly string[]): Promise<VectorHit[]>;
  /** Sections in the index (and the words in them, for engines that compute bm25 themselves). */
  keywordStats(): Promise<KeywordStats>;
  /** How many sections hold each term (0 for a term none holds). */
  termCounts(terms: readonly string[]): Promise<Map<string, number>>;
  /** Each bank's best section by bm25 over `words` (joined by OR), best first, at most `limit` banks. */
  keywordHits(
    words: readonly KeptWord[],
    search: { stats: KeywordStats; countryId: string | undefined; limit: number },
  ): Promise<KeywordHit[]>;
}

/** One engine's semantic index: its change-log reads, its limit on dimensions, and its primitives per connection. */
export interface SemanticIndexEngine {
  readonly changeLog: ChangeLogReads;
  /** The largest vector the engine indexes, and what sets that limit (for the error). */
  readonly maxDimensions: number;
  readonly takenBy: string;
  over(db: SemanticDb, memory: IndexMemory): EngineScope;
}
