import type { Directory } from '../directory.ts';
import type { Embedder } from '../embedder.ts';
import { newId } from '../ids.ts';
import type { Storage } from '../storage.ts';
import { adminService } from './admin-service.ts';
import { banksService } from './banks-service.ts';
import type { ServiceContext } from './context.ts';
import { countriesService } from './countries-service.ts';
import { productsService } from './products-service.ts';
import { representativesService } from './representatives-service.ts';
import { searchService } from './search-service.ts';
import { newSemanticSearchState } from './semantic-search-state.ts';
import { storiesService } from './stories-service.ts';
import { votesService } from './votes-service.ts';
import { worldService } from './world-service.ts';

export interface DirectoryOptions {
  /** Where everything is kept: a driver such as @bankdir/sqlite. */
  storage: Storage;
  /** Turns descriptions and queries into vectors; without one, semantic search answers SERVICE_UNAVAILABLE. */
  embedder?: Embedder;
  /** The current time; tests pass a fixed clock. */
  clock?: () => Date;
  /** Lines about work the directory could not do but did not fail for; default: console.warn. */
  warn?: (line: string) => void;
  /** How many query embeddings to keep for repeated searches (default 256). */
  queryCacheSize?: number;
  /**
   * How many semantic search answers to keep for repeated searches, each valid until the index changes (default: as
   * many as queryCacheSize).
   */
  answerCacheSize?: number;
  /** How many banks semantic search keeps what its ranker reads of (name, country, facts) until the index changes (default 4,096). */
  rankingBankCacheSize?: number;
}

/** The whole bank directory over a storage driver: no HTTP needed. */
export function createDirectory(options: DirectoryOptions): Directory {
  const clock = options.clock ?? (() => new Date());
  const context: ServiceContext = {
    storage: options.storage,
    embedder: options.embedder,
    now: () => clock().toISOString(),
    newId: (prefix) => newId(prefix, clock().getTime()),
    warn: options.warn ?? ((line) => console.warn(`bankdir: ${line}`)),
    semantic: newSemanticSearchState({
      queryEmbeddings: options.queryCacheSize ?? 256,
      answers: options.answerCacheSize ?? options.queryCacheSize ?? 256,
      rankingBanks: options.rankingBankCacheSize ?? 4096,
    }),
  };
  return {
    storage: options.storage,
    banks: banksService(context),
    votes: votesService(context),
    stories: storiesService(context),
    products: productsService(context),
    representatives: representativesService(context),
    countries: countriesService(context),
    world: worldService(context),
    search: searchService(context),
    admin: adminService(context),
    close: () => options.storage.close(),
  };
}
