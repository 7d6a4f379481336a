export * from './bank-facts.ts';
export * from './bank-write-of.ts';
export * from './constants.ts';
export * from './database.ts';
export * from './directory.ts';
export * from './embedder.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './ids.ts';
export * from './options/banks.ts';
export type { ProductInput } from './options/bodies.ts';
export * from './options/countries.ts';
export type { PagingOptions } from './options/paging.ts';
export * from './options/products.ts';
export * from './options/stories.ts';
export * from './options/votes.ts';
export * from './paging/index.ts';
// The storage drivers' page of records; `Page` names the page a Directory list answers.
export type { Page as KeysetPage } from './paging/page.ts';
export * from './principal.ts';
export * from './products/index.ts';
export type { Page } from './results.ts';
export * from './schemas/admin.ts';
export * from './schemas/envelopes.ts';
export * from './schemas/resources.ts';
export * from './scoring/index.ts';
export { binaryCode, hamming } from './semantic/binary-code.ts';
export * from './semantic/keyword-words.ts';
export { LruCache } from './semantic/lru-cache.ts';
export {
  CANDIDATE_DEPTH,
  COUNTRY_DEPTH,
  collectCandidates,
  type RankingInput,
} from './semantic/ranking/collect-candidates.ts';
export { type Candidate, candidateFeatures, FEATURE_NAMES, type FeatureName } from './semantic/ranking/features.ts';
export { type QueryIntent, QueryUnderstanding } from './semantic/ranking/query-understanding.ts';
export { type Ranked, rankCandidates } from './semantic/ranking/rank.ts';
export { type RankerWeights, relevance } from './semantic/ranking/scorer.ts';
export { loadSearchVocabulary, type SearchVocabulary } from './semantic/ranking/search-vocabulary.ts';
export { SectionCodes } from './semantic/section-codes.ts';
export { embeddingText, keywordContext, type SectionContext } from './semantic/section-context.ts';
export * from './semantic/sections.ts';
export { unitLength } from './semantic/unit-length.ts';
export { createDirectory, type DirectoryOptions } from './service/create-directory.ts';
export { SEMANTIC_NOT_CONFIGURED } from './service/reindex.ts';
export { indexModelOf, SEMANTIC_INDEX_FORMAT } from './service/semantic-index.ts';
export * from './storage.ts';
export * from './text/fold.ts';
export * from './text/hostname.ts';
