import type { Embedder } from '../embedder.ts';
import type { IdPrefix } from '../ids.ts';
import type { Storage } from '../storage.ts';
import type { SemanticSearchState } from './semantic-search-state.ts';

/** What every part of the service shares. */
export interface ServiceContext {
  storage: Storage;
  embedder: Embedder | undefined;
  /** The current time as an ISO 8601 UTC string. */
  now(): string;
  newId(prefix: IdPrefix): string;
  /** Where the service reports what it could not do but did not fail for (an index left stale). */
  warn(line: string): void;
  /** What semantic search keeps between searches (semantic-search-state.ts). */
  semantic: SemanticSearchState;
}
