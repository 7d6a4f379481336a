import type { Outcome } from './envelope.ts';
import type { Principal } from './principal.ts';
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
import type { BankChanges, BankChangesResult } from './service/apply-bank-changes.ts';
import type { BankRecord, ProductRecord, Storage, StoryRecord } from './storage.ts';

/** Query parameters as a host receives them: every value a string, repeated parameters as arrays. */
export type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The whole directory as methods. Each takes raw input (query strings, unparsed JSON bodies), validates it with the
 * core schemas and answers an Outcome or throws a DirectoryError. Methods that need an identity take a Principal;
 * plan checks (Free/Pro) belong to the host, which knows its route tags.
 */
export interface Directory {
  readonly storage: Storage;
  banks: {
    list(query: RawQuery): Promise<Outcome<Bank[]>>;
    get(id: string, query?: RawQuery): Promise<Outcome<Bank>>;
    byHostname(query: RawQuery): Promise<Outcome<Bank[]>>;
    semanticSearch(query: RawQuery): Promise<Outcome<SemanticMatch[]>>;
  };
  votes: {
    list(query: RawQuery): Promise<Outcome<BankVote[]>>;
    cast(principal: Principal, bankId: string, body: unknown): Promise<Outcome<BankVote>>;
    retract(principal: Principal, bankId: string, category: string): Promise<Outcome<Deleted>>;
  };
  products: {
    listAll(query: RawQuery): Promise<Outcome<BankProduct[]>>;
    listPublished(bankId: string): Promise<Outcome<BankProduct[]>>;
    listManaged(principal: Principal, bankId: string): Promise<Outcome<BankProduct[]>>;
    create(principal: Principal, bankId: string, body: unknown): Promise<Outcome<BankProduct>>;
    replace(principal: Principal, bankId: string, productId: string, body: unknown): Promise<Outcome<BankProduct>>;
    setStatus(principal: Principal, bankId: string, productId: string, body: unknown): Promise<Outcome<BankProduct>>;
    delete(principal: Principal, bankId: string, productId: string): Promise<Outcome<Deleted>>;
  };
  stories: {
    list(query: RawQuery): Promise<Outcome<Story[]>>;
    /** A visible story; a hidden one is NOT_FOUND. */
    get(id: string, query?: RawQuery): Promise<Outcome<Story>>;
    create(principal: Principal, bankId: string, body: unknown): Promise<Outcome<Story>>;
    /** Removes the caller's own story; another account's story is NOT_FOUND. */
    delete(principal: Principal, storyId: string): Promise<Outcome<Deleted>>;
    /** Gives the caller's thumbs-up (once per account: giving it again changes nothing). */
    giveThumbsUp(principal: Principal, storyId: string): Promise<Outcome<Story>>;
    /** Takes the caller's thumbs-up back (taking it back again changes nothing). */
    takeThumbsUp(principal: Principal, storyId: string): Promise<Outcome<Story>>;
  };
  countries: {
    list(query: RawQuery): Promise<Outcome<CountryDetail[]>>;
    /** One country by its two-letter code, in any case. */
    get(code: string, query?: RawQuery): Promise<Outcome<CountryDetail>>;
  };
  world: {
    /** The directory in numbers: countries with banks, banks, visible stories; scores summed over every bank. */
    get(query?: RawQuery): Promise<Outcome<World>>;
  };
  search: {
    /** Banks, countries and stories matching `q`, each list best match first. */
    get(query: RawQuery): Promise<Outcome<SearchResults>>;
  };
  /** The operator's operations: not exposed over the v1 API, used by the CLI, seeding and embedding apps. */
  admin: {
    createBank(input: unknown): Promise<BankRecord>;
    updateBank(id: string, patch: unknown): Promise<BankRecord>;
    deleteBank(id: string): Promise<Deleted>;
    /** Creates, replaces and removes many banks in one transaction (an import): all of it or none of it. */
    applyBankChanges(
      changes: BankChanges,
      options?: { onProgress?: (done: number, total: number) => void },
    ): Promise<BankChangesResult>;
    approveRepresentative(accountId: string, bankId: string): Promise<{ approved: boolean; claimedAt: string | null }>;
    revokeRepresentative(accountId: string, bankId: string): Promise<{ revoked: boolean }>;
    isRepresentative(accountId: string, bankId: string): Promise<boolean>;
    hideProduct(productId: string): Promise<ProductRecord>;
    unhideProduct(productId: string): Promise<ProductRecord>;
    /** Takes a story out of every list and count (GET /stories/:id answers 404), or puts it back. */
    hideStory(storyId: string): Promise<StoryRecord>;
    unhideStory(storyId: string): Promise<StoryRecord>;
    /** Re-embeds every bank description into the semantic index; `onProgress` is told after each batch. */
    reindex(options?: {
      onProgress?: (done: number, total: number) => void;
    }): Promise<{ banks: number; sections: number }>;
  };
  close(): Promise<void>;
}
