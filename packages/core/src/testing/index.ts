// '@bankdir/core/testing': the storage conformance suite every driver runs, and what a driver author needs beside it.

export { runStorageConformance, CONFORMANCE_SUBJECTS } from './conformance/run-storage-conformance.ts';
export { withHarness, type ConformanceOptions, type Harness } from './conformance/harness.ts';
export { sharedHarness } from './conformance/shared-harness.ts';
export { steppingClock, type SteppingClock } from './conformance/stepping-clock.ts';
export { VoteModel } from './conformance/vote-model.ts';
export { assertScoresAndRanks } from './conformance/assert-scores-and-ranks.ts';
export { expectDirectoryError } from './conformance/expect-directory-error.ts';
export { assertPage, assertWalk, pageRequest, serviceReader, storageReader, type PageProbe, type ReadPage } from './conformance/page-walk.ts';
export { expectedPageAround, orderIds, type ExpectedPage } from './conformance/reference-order.ts';
export { bankReference, type BankReference, type ExpectedBank } from './conformance/bank-reference.ts';
export { productReference, passesRateFilters, type ProductFilter, type ProductReference } from './conformance/product-reference.ts';
export { voteReference, type VoteFilter, type VoteReference } from './conformance/vote-reference.ts';
export { bagOfWordsEmbedder } from './conformance/bag-of-words-embedder.ts';
export { INSERTED_AT, STANDARD_DATA_OPTIONS, standardData } from './conformance/standard-data.ts';
export {
  generateDirectoryData,
  type DirectoryData,
  type GenerateOptions,
  type GeneratedApproval,
  type GeneratedBank,
  type GeneratedProduct,
  type GeneratedVote,
} from './generate-directory-data.ts';
export { insertDirectoryData, bankWriteOf, bankInputOf } from './insert-directory-data.ts';
export { testPrincipal, type TestPrincipalOptions } from './test-principal.ts';
export { createPrng, type Prng } from './prng.ts';
