// '@bankdir/conformance': the storage conformance suite every driver runs, and what a driver author needs beside it.

export { appendAuditSample, auditReadCases } from './audit-read-cases.ts';
export { assertScoresAndRanks, ranksFromScores } from './conformance/assert-scores-and-ranks.ts';
export { bagOfWordsEmbedder } from './conformance/bag-of-words-embedder.ts';
export { type BankReference, bankReference, type ExpectedBank } from './conformance/bank-reference.ts';
export { expectDirectoryError } from './conformance/expect-directory-error.ts';
export { type ConformanceOptions, type Harness, withHarness } from './conformance/harness.ts';
export {
  assertPage,
  assertWalk,
  type PageProbe,
  pageRequest,
  type ReadPage,
  serviceReader,
  storageReader,
} from './conformance/page-walk.ts';
export {
  type ProductFilter,
  type ProductReference,
  passesRateFilters,
  productReference,
} from './conformance/product-reference.ts';
export { type ExpectedPage, expectedPageAround, orderIds } from './conformance/reference-order.ts';
export {
  CONFORMANCE_PARTS,
  CONFORMANCE_SUBJECTS,
  type ConformanceSubject,
  runStorageConformance,
} from './conformance/run-storage-conformance.ts';
export { sharedHarness } from './conformance/shared-harness.ts';
export { INSERTED_AT, STANDARD_DATA_OPTIONS, standardData } from './conformance/standard-data.ts';
export { type SteppingClock, steppingClock } from './conformance/stepping-clock.ts';
export { VoteModel } from './conformance/vote-model.ts';
export { type VoteFilter, type VoteReference, voteReference } from './conformance/vote-reference.ts';
export {
  type DirectoryData,
  type GeneratedApproval,
  type GeneratedBank,
  type GeneratedProduct,
  type GeneratedStory,
  type GeneratedVote,
  type GenerateOptions,
  generateDirectoryData,
} from './generate-directory-data.ts';
export { bankInputOf, bankWriteOf, insertDirectoryData } from './insert-directory-data.ts';
export { type OrderedReadCase, type OrderedReadCases, orderedReadCases } from './ordered-read-cases.ts';
export { createPrng, type Prng } from './prng.ts';
export { insertQueryPlanData, queryPlanTests } from './query-plan-tests.ts';
export { type TestPrincipalOptions, testPrincipal } from './test-principal.ts';
