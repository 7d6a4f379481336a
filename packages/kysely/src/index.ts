export { type CopyReport, type CopyTablesOptions, copyTables } from './copy-tables.ts';
export { type EngineStorage, type EngineStorageOptions, engineStorage } from './engine-storage.ts';
export { type KyselyStorageOptions, kyselyStorage } from './kysely-storage.ts';
export { addColumns } from './migrations/column-list.ts';
export {
  directoryMigrations,
  INITIAL_LAYOUT,
  type MigrateOptions,
  migrateToLatest,
  migrationsUpTo,
} from './migrations/index.ts';
export { rankOrderOf } from './queries/bank-ranks.ts';
export type { CastOutcome, EngineVoteWrites, RetractedVote, VoteToCast } from './queries/engine-vote-writes.ts';
export { SCORE_KEY_CODES, VOTE_CATEGORY_CODES } from './schema/codes.ts';
export type { Database } from './schema/database.ts';
export {
  type ChangeLogReads,
  type IndexGeneration,
  IndexMemory,
  type IndexSnapshot,
  type LoadedSection,
  type MemorySection,
} from './semantic/index-memory.ts';
export { lookDeeper } from './semantic/look-deeper.ts';
export { readSectionTexts } from './semantic/section-texts.ts';
export type { SemanticDb } from './semantic/semantic-db.ts';
export { type SemanticIndexOptions, semanticIndex, semanticVectors } from './semantic/semantic-index.ts';
export type {
  EngineScope,
  IndexSize,
  KeptWord,
  KeywordStats,
  SemanticIndexEngine,
} from './semantic/semantic-index-engine.ts';
export { createEmbeddingCache, indexSectionsByBank } from './semantic/semantic-tables.ts';
export { vectorBytes, vectorFromBytes } from './semantic/vector-bytes.ts';
export { SEQ_STEP } from './sequence/new-seq.ts';
export { type KyselyStorageDatabase, kyselyStorageDatabase, type StorageDatabaseOptions } from './storage-database.ts';
export { asUnavailable, type UnavailableReason, unavailableAware } from './unavailable-driver.ts';
