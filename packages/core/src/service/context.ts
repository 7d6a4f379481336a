import type { Embedder } from '../embedder.ts';
import type { IdPrefix } from '../ids.ts';
import type { LruCache } from '../lru-cache.ts';
import type { SemanticMatch } from '../schemas/resources.ts';
import type { KnownBanks } from '../semantic/ranking/collect-candidates.ts';
import type { NameDirectory } from '../semantic/ranking/name-directory.ts';
import type { SearchVocabulary } from '../semantic/ranking/search-vocabulary.ts';
import type { Storage } from '../storage.ts';

/** What every part of the service shares. */
export interface ServiceContext {
  storage: Storage;
  embedder: Embedder | undefined;
  /** The current time as an ISO 8601 UTC string. */
  now(): string;
  newId(prefix: IdPrefix): string;
  /** Where the service reports what it could not do but did not fail for (an index left stale). */
  warn(line: string): void;
  /** Recent query embeddings, so a repeated search skips the model. */
  queryCache: LruCache<string, Float32Array>;
  /**
   * Recent answers of semantic search (the longest list a search may answer), by country filter and query, each with
   * the index generation it was computed at: valid while the index stays at that generation.
   */
  answerCache: LruCache<string, { generation: number; matches: SemanticMatch[] }>;
  /** What semantic search's ranker read of recent candidate banks, each valid while the index stays at its generation. */
  rankingBanks: KnownBanks['cache'];
  /** The rebuild of the semantic index under way, shared by every caller that needs it. */
  indexBuild?: Promise<void> | undefined;
  /** What semantic search recognises in a query, built from the directory's countries on the first search. */
  searchVocabulary?: Promise<SearchVocabulary> | undefined;
  /**
   * Every bank's names, for reading misspelled names: those being read at an index generation (`ready` once read) and,
   * until then, the last ones read before it.
   */
  nameDirectory?:
    | {
        generation: number;
        names: Promise<NameDirectory>;
        ready: NameDirectory | undefined;
        previous: NameDirectory | undefined;
      }
    | undefined;
}
