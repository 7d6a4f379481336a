// @bankdir/core/driver: what a storage driver implements and the rules it applies: the Storage contract and its
// records, the scores and ranks it keeps on every vote, keyset paging, text folding and hostnames, and the pieces of
// the semantic index a driver stores. The conformance suite (@bankdir/conformance) checks a driver against them.

export { type BankFields, bankWriteOf } from './bank-fields.ts';
export type { SqlEngine, StorageDatabase } from './database.ts';
// A bounded cache of the most recently used entries, for drivers' caches of statements and queries.
export { LruCache } from './lru-cache.ts';
// Keyset pages in the list orders the core names.
export * from './paging/index.ts';
export {
  compareForBankPage,
  isPubliclyVisible,
  passesRateFilters,
  productSortValue,
  type SortedProduct,
} from './product-lifecycle.ts';
// Scores and ranks, kept by the storage on every vote.
export * from './scoring/index.ts';
export { binaryCode } from './semantic/binary-code.ts';
export { type KnownVectors, textHash } from './semantic/embedding-cache.ts';
export { indexTerms, keepWords, keywordIndexText, queryWords, termOf } from './semantic/keyword-words.ts';
export { SectionCodes } from './semantic/section-codes.ts';
export { embeddingText, keywordContext, type SectionContext } from './semantic/section-context.ts';
// The semantic index: what a section embeds and indexes, its binary codes, keyword terms, the model it records.
export { type DescriptionSection, excerpt, splitSections } from './semantic/sections.ts';
export { indexedSections } from './service/reindex.ts';
export { indexModelOf } from './service/semantic-index.ts';
// The contract.
export * from './storage.ts';
// Text as the lists sort and look it up.
export { foldText } from './text/fold.ts';
export { normalizeHostname } from './text/hostname.ts';
