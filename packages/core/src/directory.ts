import type { ProductStatus, VoteCategory } from './constants.ts';
import type { Outcome } from './envelope.ts';
import type { AuditRecordInput, ListAuditOptions, OperatorOptions } from './options/audit.ts';
import type {
  BanksByHostnameOptions,
  GetBankOptions,
  ListBanksOptions,
  SemanticSearchOptions,
} from './options/banks.ts';
import type { ProductInput } from './options/bodies.ts';
import type { GetCountryOptions, GetWorldOptions, ListCountriesOptions, SearchOptions } from './options/countries.ts';
import type { ListProductsOptions } from './options/products.ts';
import type {
  ApplicationInput,
  ApproveApplicationOptions,
  ListApplicationsOptions,
  RejectApplicationOptions,
} from './options/representatives.ts';
import type { GetStoryOptions, ListStoriesOptions, StoryInput } from './options/stories.ts';
import type { ListVotesOptions, VoteInput } from './options/votes.ts';
import type { Principal } from './principal.ts';
import type { Page } from './results.ts';
import type {
  Bank,
  BankProduct,
  BankVote,
  CountryDetail,
  Deleted,
  SearchResults,
  SemanticMatch,
  Story,
  World,
} from './schemas/resources.ts';
import type { KnownVectors } from './semantic/embedding-cache.ts';
import type { BankChanges, BankChangesResult } from './service/apply-bank-changes.ts';
import type { DirectoryData, DirectoryImportOptions, DirectoryImportResult } from './service/import-directory.ts';
import type { ApplicationRecord, AuditEntry, BankRecord, ProductRecord, Storage, StoryRecord } from './storage.ts';

/**
 * The whole directory as methods. Each takes typed options (numbers, booleans, lists, camelCase names) and typed
 * objects for writes, checks them and answers an Outcome (a list answers a Page, with `pagination`) or throws a
 * DirectoryError: an unknown option, or a value of the wrong type or out of range, is BAD_REQUEST with an issue at the
 * option's path. Methods that need an identity take a Principal; plan checks (Free/Pro) belong to the host, which
 * knows its route tags.
 */
export interface Directory {
  readonly storage: Storage;
  banks: {
    list(options?: ListBanksOptions): Promise<Page<Bank>>;
    get(id: string, options?: GetBankOptions): Promise<Outcome<Bank>>;
    byHostname(options: BanksByHostnameOptions): Promise<Outcome<Bank[]>>;
    /** Banks ranked by how close their description is to a sentence; SERVICE_UNAVAILABLE without an embedder. */
    semanticSearch(options: SemanticSearchOptions): Promise<Outcome<SemanticMatch[]>>;
  };
  votes: {
    list(options?: ListVotesOptions): Promise<Page<BankVote>>;
    /** Casts the caller's vote, or replaces their earlier one in the category (`created` tells which). */
    cast(principal: Principal, bankId: string, vote: VoteInput): Promise<Outcome<BankVote>>;
    retract(principal: Principal, bankId: string, category: VoteCategory): Promise<Outcome<Deleted>>;
  };
  products: {
    listAll(options?: ListProductsOptions): Promise<Page<BankProduct>>;
    listPublished(bankId: string): Promise<Outcome<BankProduct[]>>;
    listManaged(principal: Principal, bankId: string): Promise<Outcome<BankProduct[]>>;
    create(principal: Principal, bankId: string, product: ProductInput): Promise<Outcome<BankProduct>>;
    replace(
      principal: Principal,
      bankId: string,
      productId: string,
      product: ProductInput,
    ): Promise<Outcome<BankProduct>>;
    setStatus(
      principal: Principal,
      bankId: string,
      productId: string,
      change: { status: ProductStatus },
    ): Promise<Outcome<BankProduct>>;
    delete(principal: Principal, bankId: string, productId: string): Promise<Outcome<Deleted>>;
  };
  stories: {
    list(options?: ListStoriesOptions): Promise<Page<Story>>;
    /** A visible story; a hidden one is NOT_FOUND. */
    get(id: string, options?: GetStoryOptions): Promise<Outcome<Story>>;
    create(principal: Principal, bankId: string, story: StoryInput): Promise<Outcome<Story>>;
    /** Removes the caller's own story; another account's story is NOT_FOUND. */
    delete(principal: Principal, storyId: string): Promise<Outcome<Deleted>>;
    /** Gives the caller's thumbs-up (once per account: giving it again changes nothing). */
    giveThumbsUp(principal: Principal, storyId: string): Promise<Outcome<Story>>;
    /** Takes the caller's thumbs-up back (taking it back again changes nothing). */
    takeThumbsUp(principal: Principal, storyId: string): Promise<Outcome<Story>>;
  };
  /** Applying to represent a bank (docs/api-contract.md, "Representatives"); operators decide under `admin`. */
  representatives: {
    /** A PENDING application; BAD_REQUEST when one is already open or the account already represents the bank. */
    apply(principal: Principal, bankId: string, application: ApplicationInput): Promise<Outcome<ApplicationRecord>>;
    /** Withdraws the caller's own PENDING application; another account's is NOT_FOUND. */
    withdraw(principal: Principal, applicationId: string): Promise<Outcome<ApplicationRecord>>;
    /** The caller's applications, newest first. */
    listMine(principal: Principal): Promise<Outcome<ApplicationRecord[]>>;
  };
  countries: {
    list(options?: ListCountriesOptions): Promise<Page<CountryDetail>>;
    /** One country by its two-letter code, in any case. */
    get(code: string, options?: GetCountryOptions): Promise<Outcome<CountryDetail>>;
  };
  world: {
    /** The directory in numbers: countries with banks, banks, visible stories; scores summed over every bank. */
    get(options?: GetWorldOptions): Promise<Outcome<World>>;
  };
  search: {
    /** Banks, countries and stories matching `q`, each list best match first. */
    get(options: SearchOptions): Promise<Outcome<SearchResults>>;
  };
  /**
   * The operator's operations: not exposed over the v1 API, used by the CLI, seeding and embedding apps. Every write
   * takes OperatorOptions last (`{ actor, reason }`) and records its audit entry in the same transaction as the change;
   * without an actor the entry names the `library` actor.
   */
  admin: {
    createBank(input: unknown, options?: OperatorOptions): Promise<BankRecord>;
    updateBank(id: string, patch: unknown, options?: OperatorOptions): Promise<BankRecord>;
    deleteBank(id: string, options?: OperatorOptions): Promise<Deleted>;
    /** Creates, replaces and removes many banks in one transaction (an import): all of it or none of it. */
    applyBankChanges(
      changes: BankChanges,
      options?: OperatorOptions & { onProgress?: (done: number, total: number) => void },
    ): Promise<BankChangesResult>;
    /**
     * Loads a whole directory (banks, representatives, applications, votes, stories, products; ids kept) into one with
     * no banks, in one transaction with its audit entry and the caller's `alongside` work (the accounts the data
     * names); scores, ranks and counts exact when it resolves. The caller rebuilds the semantic index (admin.reindex).
     */
    importDirectory(data: DirectoryData, options?: DirectoryImportOptions): Promise<DirectoryImportResult>;
    approveRepresentative(
      accountId: string,
      bankId: string,
      options?: OperatorOptions,
    ): Promise<{ approved: boolean; claimedAt: string | null }>;
    revokeRepresentative(accountId: string, bankId: string, options?: OperatorOptions): Promise<{ revoked: boolean }>;
    isRepresentative(accountId: string, bankId: string): Promise<boolean>;
    /** Applications to represent banks, newest first. */
    listApplications(options?: ListApplicationsOptions): Promise<Page<ApplicationRecord>>;
    /** Approves a PENDING application and makes its account a representative of the bank, in one transaction. */
    approveApplication(
      id: string,
      options?: ApproveApplicationOptions,
    ): Promise<{ application: ApplicationRecord; claimedAt: string | null }>;
    rejectApplication(id: string, options?: RejectApplicationOptions): Promise<ApplicationRecord>;
    hideProduct(productId: string, options?: OperatorOptions): Promise<ProductRecord>;
    unhideProduct(productId: string, options?: OperatorOptions): Promise<ProductRecord>;
    /** Takes a story out of every list and count (GET /stories/:id answers 404), or puts it back. */
    hideStory(storyId: string, options?: OperatorOptions): Promise<StoryRecord>;
    unhideStory(storyId: string, options?: OperatorOptions): Promise<StoryRecord>;
    /**
     * Re-embeds every bank description into the semantic index; `onProgress` is told after each batch. `knownVectors`
     * supplies vectors computed elsewhere (the default data set ships its own), used when their model is the embedder's.
     * Maintenance, not an operator's change: it records no audit entry.
     */
    reindex(options?: { onProgress?: (done: number, total: number) => void; knownVectors?: KnownVectors }): Promise<{
      banks: number;
      sections: number;
      /** Sections the model embedded, not taken from the cache. */
      embedded: number;
    }>;
    /** The operators' audit trail (docs/operations.md, "Audit trail"). */
    audit: {
      /** Entries newest first, by actor id, action (and the actions under it) and time. */
      list(options?: ListAuditOptions): Promise<Page<AuditEntry>>;
      /** Records an action done outside the core (a plugin's, such as disabling an account) and answers its entry. */
      record(entry: AuditRecordInput): Promise<AuditEntry>;
    };
  };
  close(): Promise<void>;
}
