import { LruCache } from '../lru-cache.ts';
import type { SemanticMatch } from '../schemas/resources.ts';
import type { KnownBanks } from '../semantic/ranking/collect-candidates.ts';
import type { NameDirectory } from '../semantic/ranking/name-directory.ts';
import type { SearchVocabulary } from '../semantic/ranking/search-vocabulary.ts';

/** What semantic search keeps between searches: caches valid per index generation, and work shared by callers. */
export interface SemanticSearchState {
  /** Recent query embeddings, so a repeated search skips the model. */
  queryEmbeddings: LruCache<string, Float32Array>;
  /**
   * Recent answers of semantic search (the longest list a search may answer), by country filter and query, each with
   * the index generation it was computed at: valid while the index stays at that generation.
   */
  answers: LruCache<string, { generation: number; matches: SemanticMatch[] }>;
  /** What semantic search's ranker read of recent candidate banks, each valid while the index stays at its generation. */
  rankingBanks: KnownBanks['cache'];
  /** The rebuild of the semantic index under way, shared by every caller that needs it. */
  indexBuild?: Promise<void> | undefined;
  /** What semantic search recognises in a query, built from the directory's countries on the first search. */
  vocabulary?: Promise<SearchVocabulary> | undefined;
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

/** The state of a new directory, with the cache sizes its options give (DirectoryOptions). */
export function newSemanticSearchState(sizes: {
  queryEmbeddings: number;
  answers: number;
  rankingBanks: number;
}): SemanticSearchState {
  return {
    queryEmbeddings: new LruCache(sizes.queryEmbeddings),
    answers: new LruCache(sizes.answers),
    rankingBanks: new LruCache(sizes.rankingBanks),
  };
}
