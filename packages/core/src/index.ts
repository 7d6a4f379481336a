// @bankdir/core: what an application embedding the directory uses. A storage driver's kit is @bankdir/core/driver;
// the request schemas only the HTTP host needs are @bankdir/core/query. docs/architecture.md lists every name.

// The resources and the operator's inputs, as valibot schemas and their types; ids.
export * from './bank-facts.ts';
// The values a caller passes: versions, sort keys and orders, includes, categories, plans, limits.
export * from './constants.ts';
export type { Directory } from './directory.ts';
export type { Embedder } from './embedder.ts';
// Outcomes, errors and the API's JSON bodies.
export { type FailureBody, failureBody, type Outcome, type SuccessBody, successBody } from './envelope.ts';
export {
  DirectoryError,
  ERROR_STATUS,
  type ErrorCode,
  isDirectoryError,
  isStorageUnavailable,
  StorageUnavailableError,
} from './errors.ts';
export { ID_PATTERN, type IdPrefix, newId } from './ids.ts';
export type { AuditRecordInput, ListAuditOptions, OperatorOptions } from './options/audit.ts';
// The typed options each Directory method takes, and a list's page.
export type {
  BanksByHostnameOptions,
  GetBankOptions,
  ListBanksOptions,
  SemanticSearchOptions,
} from './options/banks.ts';
export type { ProductInput } from './options/bodies.ts';
export type { GetCountryOptions, GetWorldOptions, ListCountriesOptions, SearchOptions } from './options/countries.ts';
export type { PagingOptions } from './options/paging-options.ts';
export type { ListProductsOptions, ProductFilterOptions } from './options/products.ts';
export type {
  ApplicationInput,
  ApproveApplicationOptions,
  ListApplicationsOptions,
  RejectApplicationOptions,
} from './options/representatives.ts';
export type { GetStoryOptions, ListStoriesOptions, StoryInput } from './options/stories.ts';
export type { ListVotesOptions, VoteInput } from './options/votes.ts';
export type { Principal } from './principal.ts';
export type { Page } from './results.ts';
export * from './schemas/admin.ts';
export * from './schemas/envelopes.ts';
export * from './schemas/resources.ts';
export type { KnownVectors } from './semantic/embedding-cache.ts';
export { unitLength } from './semantic/unit-length.ts';
export type { BankChanges, BankChangesResult } from './service/apply-bank-changes.ts';
// The directory and how to create it.
export { createDirectory, type DirectoryOptions } from './service/create-directory.ts';
export type { DirectoryData, DirectoryImportOptions, DirectoryImportResult } from './service/import-directory.ts';
// The message of SERVICE_UNAVAILABLE from semantic search on a directory without an embedder.
export { SEMANTIC_NOT_CONFIGURED } from './service/reindex.ts';
export type { ApplicationRecord, AuditActor, AuditEntry, AuditSubject } from './storage.ts';
export { absoluteUrl, isAbsoluteUrl, isHttpUrl } from './validation/url.ts';
