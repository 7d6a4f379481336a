import type { BankFacts } from './bank-facts.ts';
import type {
  ApplicationStatus,
  AuditActorKind,
  BankSortKey,
  CountrySortKey,
  ProductSortKey,
  ProductStatus,
  SortOrder,
  StorySortKey,
  VoteCategory,
} from './constants.ts';
import type { StorageDatabase } from './database.ts';
import type { ProductFilterOptions } from './options/products.ts';
import type { Page, PageRequest } from './paging/page.ts';
import type { BankProduct, Country, Market, Scores, Stock } from './schemas/resources.ts';

// The contract between the directory service and a storage driver. The service holds the rules (validation, scoring,
// visibility, who may do what, text folding, hostname normalisation); a driver stores, queries, and keeps derived
// columns (scores, ranks) exact inside the same transaction as the write that changes them.
// Every timestamp crosses this seam as an ISO 8601 UTC string with milliseconds.

/** A bank as stored, with its scores and ranks. */
export interface BankRecord {
  id: string;
  name: string;
  url: string;
  description: string;
  /** Visible stories about the bank, kept by every story write. */
  storiesCount: number;
  claimedAt: string | null;
  countryId: string;
  rank: number | null;
  countryRank: number | null;
  scores: Scores;
  createdAt: string;
  updatedAt: string;
}

/** Everything the operator sets on a bank; the service fills the derived fields. */
export interface BankWrite {
  name: string;
  /** foldText(name): what name sorting and name search compare. */
  nameKey: string;
  url: string;
  /** normalizeHostname(url). */
  primaryHostname: string;
  /** Normalised, unique, never equal to the primary hostname. */
  alternativeHostnames: string[];
  description: string;
  countryId: string;
  /** What semantic search knows of the bank besides its description; never served by the v1 API. */
  facts: BankFacts;
}

export interface BankListQuery {
  countryId?: string;
  /** Already folded with foldText; matched as a substring of the folded name. */
  search?: string;
  sortBy: BankSortKey;
  sortOrder: SortOrder;
  page: PageRequest;
  /** Only banks with (true) or without (false) a description. */
  hasDescription?: boolean;
  /** Count every bank matching the filters into `Page.total`. */
  withTotal: boolean;
}

/**
 * A text search of GET /search: `text` is folded (foldText); the answer is at most `limit` items, best match first:
 * an exact match, then one that starts with the text, then one that holds it; ties as each store says.
 */
export interface TextSearch {
  text: string;
  limit: number;
}

export interface BankStore {
  /** One keyset page in the order sortBy/sortOrder, then id asc; rank and countryRank put unranked banks last. */
  list(query: BankListQuery): Promise<Page<BankRecord>>;
  get(id: string): Promise<BankRecord | undefined>;
  /** The banks that exist among `ids`, in no particular order. */
  getMany(ids: readonly string[]): Promise<BankRecord[]>;
  /**
   * Banks whose folded name or a hostname (primary or alternative) holds the text, by match (the best of the name's
   * and the hostnames'), then rank (ranked first), then id.
   */
  search(query: TextSearch): Promise<BankRecord[]>;
  /** Banks whose primary or an alternative hostname equals the normalised `hostname`. */
  findByHostname(hostname: string): Promise<BankRecord[]>;
  /** The bank's alternative hostnames, sorted. */
  alternativeHostnames(bankId: string): Promise<string[]>;
  /** The facts of the banks among `ids` that have any (a bank without facts is absent). */
  factsOf(ids: readonly string[]): Promise<Map<string, BankFacts>>;
  /** Inserts a bank with zeroed scores and no rank. */
  create(id: string, bank: BankWrite, at: string): Promise<BankRecord>;
  /** Replaces the operator's fields; a change of country moves the bank's ranks, votes and products with it. */
  update(id: string, bank: BankWrite, at: string): Promise<BankRecord | undefined>;
  /**
   * Removes the bank with its hostnames, stocks, votes, stories, products, representative approvals and
   * applications; ranks close up
   * and its votes and stories leave its country's scores and count.
   */
  delete(id: string): Promise<boolean>;
}

export interface StockWrite {
  id: string;
  symbol: string;
  marketId: string;
  isPrimary: boolean;
}

export interface StockStore {
  /** Makes the bank's listings exactly `stocks`, keeping createdAt of listings whose id stays. */
  replaceForBank(bankId: string, stocks: readonly StockWrite[], at: string): Promise<void>;
  /** The listings of these banks, each with its market and bank, ordered by bankId, primary first, then symbol. */
  listForBanks(bankIds: readonly string[]): Promise<Stock[]>;
}

export type MarketWrite = Omit<Market, 'createdAt' | 'updatedAt'>;

export interface MarketStore {
  /** Inserts or updates; an unchanged market keeps its updatedAt. */
  upsert(market: MarketWrite, at: string): Promise<Market>;
  get(id: string): Promise<Market | undefined>;
  list(): Promise<Market[]>;
}

/** A country as stored: its counts, the scores summed over its banks and its rank, all kept on write. */
export interface CountryRecord extends Country {
  banksCount: number;
  /** Visible stories about its banks. */
  storiesCount: number;
  /** Among countries with at least 25 votes on their banks; null below. */
  rank: number | null;
  scores: Scores;
  createdAt: string;
  /** The last change to the country's own fields (name, code, emoji); votes, banks and stories leave it. */
  updatedAt: string;
}

export interface CountryListQuery {
  /** Already folded; substring of the folded name. */
  search?: string;
  /** Upper case; a country with exactly this code matches too (search sent as a two-letter code). */
  code?: string;
  sortBy: CountrySortKey;
  sortOrder: SortOrder;
  page: PageRequest;
}

/** The sums over every country: what GET /world answers. */
export interface CountryTotals {
  /** Countries with at least one bank. */
  countries: number;
  banks: number;
  stories: number;
  scores: Scores;
}

export interface CountryStore {
  /** Inserts or updates; an unchanged country keeps its updatedAt. The service passes `nameKey` = foldText(name). */
  upsert(country: Country & { nameKey: string }, at: string): Promise<void>;
  /** One keyset page in the order sortBy/sortOrder, then id asc; rank puts unranked countries last. */
  list(query: CountryListQuery): Promise<Page<CountryRecord>>;
  get(id: string): Promise<Country | undefined>;
  /** Case-insensitive lookup by ISO 3166-1 alpha-2 code. */
  getByCode(code: string): Promise<CountryRecord | undefined>;
  getMany(ids: readonly string[]): Promise<Country[]>;
  /** Countries whose folded name holds the text, or whose code is `code` (an exact match), by match, rank, id. */
  search(query: TextSearch & { code?: string }): Promise<CountryRecord[]>;
  totals(): Promise<CountryTotals>;
}

/** A vote as stored; the account is kept but never shown. */
export interface VoteRecord {
  id: string;
  accountId: string;
  bankId: string;
  countryId: string;
  category: VoteCategory;
  isUp: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface VoteListQuery {
  bankId?: string;
  /** Only this account's votes: the web dashboard's list; never a public filter (votes are shown without accounts). */
  accountId?: string;
  categories?: readonly VoteCategory[];
  isUp?: boolean;
  countryId?: string;
  sortOrder: SortOrder;
  page: PageRequest;
}

export interface VoteStore {
  /** Keyset page by createdAt in sortOrder, then id asc. */
  list(query: VoteListQuery): Promise<Page<VoteRecord>>;
  get(id: string): Promise<VoteRecord | undefined>;
  find(accountId: string, bankId: string, category: VoteCategory): Promise<VoteRecord | undefined>;
  /**
   * Casts the account's vote on the bank in the category, replacing an earlier one (which keeps its id and createdAt).
   * The bank's and its country's scores and every affected rank are exact when this resolves. `id` is used only when
   * a vote is created. Undefined, with nothing written, when the bank does not exist.
   */
  cast(
    vote: { id: string; accountId: string; bankId: string; category: VoteCategory; isUp: boolean },
    at: string,
  ): Promise<{ vote: VoteRecord; created: boolean } | undefined>;
  /** Removes the account's vote, with the same guarantees as cast; undefined when there was none. */
  retract(accountId: string, bankId: string, category: VoteCategory): Promise<VoteRecord | undefined>;
  /** Bulk load for seeding: writes the votes as given and leaves scores stale until maintenance.rebuildScoresAndRanks(). */
  importMany(votes: readonly Omit<VoteRecord, 'countryId'>[]): Promise<void>;
}

/** A story as stored: the account that wrote it is kept but never shown; a hidden story is out of every list and count. */
export interface StoryRecord {
  id: string;
  accountId: string;
  bankId: string;
  /** The bank's country, moved with the bank. */
  countryId: string;
  text: string;
  tags: VoteCategory[];
  thumbsUpCount: number;
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A new story; `textKey` = foldText(text), what search compares. */
export interface StoryWrite {
  id: string;
  accountId: string;
  bankId: string;
  text: string;
  textKey: string;
  tags: readonly VoteCategory[];
}

/** A story loaded in bulk (seeding), with the accounts that gave it a thumbs-up. */
export interface StoryImport extends StoryWrite {
  hidden: boolean;
  thumbsUpBy: readonly string[];
  createdAt: string;
}

export interface StoryListQuery {
  bankId?: string;
  /** Only this account's stories: the web dashboard's list; never a public filter. */
  accountId?: string;
  countryId?: string;
  /** Stories with any of these tags. */
  tags?: readonly VoteCategory[];
  /** Already folded; substring of the folded text. */
  search?: string;
  sortBy: StorySortKey;
  sortOrder: SortOrder;
  page: PageRequest;
}

export interface StoryStore {
  /** Keyset page of the visible stories in the order sortBy/sortOrder, then id asc. */
  list(query: StoryListQuery): Promise<Page<StoryRecord>>;
  /** A story, hidden or not. */
  get(id: string): Promise<StoryRecord | undefined>;
  /** Visible stories whose folded text holds the text, by match, then newest first, then id. */
  search(query: TextSearch): Promise<StoryRecord[]>;
  /** Adds the story; its bank's and country's storiesCount count it when this resolves. */
  create(story: StoryWrite, at: string): Promise<StoryRecord>;
  /** Removes the story with its thumbs-ups; counts follow. False when there was none. */
  delete(id: string): Promise<boolean>;
  /** The operator's hide: out of (or back into) every list and count. */
  setHidden(id: string, hidden: boolean, at: string): Promise<StoryRecord | undefined>;
  /** Gives (true) or takes back (false) the account's thumbs-up, once per account: doing it twice changes nothing. */
  setThumbsUp(id: string, accountId: string, given: boolean, at: string): Promise<StoryRecord | undefined>;
  /** Of these stories, the ids of those the account gave a thumbs-up (the web pages show it taken back in one click). */
  thumbsUpGiven(accountId: string, ids: readonly string[]): Promise<ReadonlySet<string>>;
  /** Bulk load for seeding: counts stay stale until maintenance.recountStories(). */
  importMany(stories: readonly StoryImport[]): Promise<void>;
  /** Every story, hidden ones too, with the accounts that gave it a thumbs-up (sorted), by id: what an export reads. */
  listAll(): Promise<StoryWithThumbs[]>;
}

/** A story with the accounts behind its thumbs-ups. */
export interface StoryWithThumbs extends StoryRecord {
  thumbsUpBy: string[];
}

/** The fields a representative writes; absent optional fields are null (or empty arrays). */
export type ProductFields = Omit<BankProduct, 'id' | 'bankId' | 'createdAt' | 'updatedAt' | 'bankName'>;

/** A product as stored: the resource plus the operator's hidden flag. */
export interface ProductRecord extends BankProduct {
  hidden: boolean;
}

/** The filters of the public product list as the service hands them over (the rate filters: passesRateFilters). */
export interface ProductListQuery extends Omit<ProductFilterOptions, 'countryCode'> {
  countryId?: string;
  /** Upper-case ISO 4217 code. */
  currency?: string;
  /** Already folded; substring of the folded name. */
  search?: string;
  sortBy: ProductSortKey;
  sortOrder: SortOrder;
  page: PageRequest;
}

export interface ProductStore {
  /** Keyset page over public products only (PUBLISHED and not hidden); empty sort values last in both orders, then id asc. */
  listPublic(query: ProductListQuery): Promise<Page<ProductRecord>>;
  /** Every product of the bank, or only its public ones; in no particular order (the service orders them). */
  listForBank(bankId: string, options: { publicOnly: boolean }): Promise<ProductRecord[]>;
  get(id: string): Promise<ProductRecord | undefined>;
  /** `nameKey` = foldText(fields.name). */
  create(id: string, bankId: string, fields: ProductFields, nameKey: string, at: string): Promise<ProductRecord>;
  /** Overwrites every writable field; keeps createdAt and the hidden flag. */
  replace(id: string, fields: ProductFields, nameKey: string, at: string): Promise<ProductRecord | undefined>;
  setStatus(id: string, status: ProductStatus, at: string): Promise<ProductRecord | undefined>;
  setHidden(id: string, hidden: boolean, at: string): Promise<ProductRecord | undefined>;
  delete(id: string): Promise<boolean>;
}

export interface RepresentativeStore {
  /** Approves; the bank's claimedAt is set to `at` if it had none. Returns false when the approval already existed. */
  approve(accountId: string, bankId: string, at: string): Promise<boolean>;
  /** Returns false when there was no such approval. claimedAt stays. */
  revoke(accountId: string, bankId: string): Promise<boolean>;
  isApproved(accountId: string, bankId: string): Promise<boolean>;
  /** Bank ids the account represents, sorted. */
  listForAccount(accountId: string): Promise<string[]>;
}

/** An account's application to represent a bank (docs/api-contract.md, "Representatives"). */
export interface ApplicationRecord {
  id: string;
  accountId: string;
  bankId: string;
  note: string;
  status: ApplicationStatus;
  createdAt: string;
  /** When it left PENDING (decided by an operator, or withdrawn); null while pending. */
  decidedAt: string | null;
  /** The operator who approved or rejected it, when the caller named one. */
  decidedBy: string | null;
  /** The operator's reason for a rejection. */
  reason: string | null;
}

export interface ApplicationListQuery {
  status?: ApplicationStatus;
  bankId?: string;
  accountId?: string;
  page: PageRequest;
}

/** How an application leaves PENDING. */
export interface ApplicationDecision {
  status: Exclude<ApplicationStatus, 'PENDING'>;
  decidedAt: string;
  decidedBy?: string;
  reason?: string;
}

export interface ApplicationStore {
  /** Adds a PENDING application; the service has checked the bank exists and no open one is there. */
  create(
    application: { id: string; accountId: string; bankId: string; note: string },
    at: string,
  ): Promise<ApplicationRecord>;
  get(id: string): Promise<ApplicationRecord | undefined>;
  /** The account's PENDING application for the bank, if any. */
  findPending(accountId: string, bankId: string): Promise<ApplicationRecord | undefined>;
  /** Keyset page, newest first (createdAt desc, then id asc); a cursor naming no application is BAD_REQUEST. */
  list(query: ApplicationListQuery): Promise<Page<ApplicationRecord>>;
  /** Moves a PENDING application to the decision's status; undefined, with nothing written, when it is not pending. */
  decide(id: string, decision: ApplicationDecision): Promise<ApplicationRecord | undefined>;
}

/** Who did an operator action. */
export interface AuditActor {
  kind: AuditActorKind;
  /** The operating-system user or --as name at the CLI, the account id, or `library`. */
  id: string;
  /** A label to show beside the id (an account's email), when there is one. */
  name?: string;
}

/** What an action changed: a bank, an application, a story, an account... */
export interface AuditSubject {
  type: string;
  id: string;
}

/** One operator action in the audit trail (docs/operations.md, "Audit trail"); entries are only ever added. */
export interface AuditEntry {
  id: string;
  at: string;
  actor: AuditActor;
  /** A stable dotted name such as bank.update (AUDIT_ACTION_PATTERN). */
  action: string;
  /** Null for an action on many things at once (an import). */
  subject: AuditSubject | null;
  /** JSON values: what the subject was before and after the action; null where there was none. */
  before: unknown;
  after: unknown;
  reason: string | null;
}

export interface AuditListQuery {
  actorId?: string;
  /** An action, matching it and every action under it: `bank` matches bank.create, `bank.create` only itself. */
  action?: string;
  /** Entries at or after this time. */
  since?: string;
  /** Entries before this time. */
  until?: string;
  page: PageRequest;
}

export interface AuditStore {
  /** Adds the entry; inside a transaction it lands with the transaction's writes or not at all. */
  append(entry: AuditEntry): Promise<void>;
  /** Keyset page, newest first (at desc, then id desc); a cursor naming no entry is BAD_REQUEST. */
  list(query: AuditListQuery): Promise<Page<AuditEntry>>;
}

/** One embedded section of a bank description. */
export interface VectorSection {
  title: string;
  text: string;
  vector: Float32Array;
  /**
   * The bank's context for keyword search (its names, parent, headquarters, country and kinds in words: see
   * semantic/section-context.ts), indexed with the section so that a query naming any of it finds the bank.
   */
  context?: string;
}

export interface VectorHit {
  bankId: string;
  title: string;
  text: string;
  /** Cosine similarity, -1 to 1. */
  similarity: number;
}

export interface KeywordHit {
  bankId: string;
  title: string;
  text: string;
  /** Relevance, positive, higher is better (bm25 on SQLite); comparable only within one answer, ratios included. */
  score: number;
}

/**
 * Vectors already computed, by model and a hash of the exact text embedded (see semantic/embedding-cache.ts), so a
 * re-seed, a reindex or a restart embeds only text that changed. Entries are never wrong, only possibly unused, so the
 * cache is written outside the bank write's transaction.
 */
export interface EmbeddingCache {
  /** The cached vectors among `hashes` for `model`; hashes not cached are absent from the map. */
  get(model: string, hashes: readonly string[]): Promise<Map<string, Float32Array>>;
  /** Stores vectors (replacing any under the same model and hash). */
  put(model: string, entries: readonly { hash: string; vector: Float32Array }[]): Promise<void>;
  /** Drops the entries of `model` whose hash is not in `keep`; entries of other models stay. Answers how many were dropped. */
  retain(model: string, keep: ReadonlySet<string>): Promise<number>;
}

/** The semantic index. Drivers without one leave `Storage.vectors` undefined and semantic search answers 503. */
export interface VectorStore {
  /** The model and dimensions the stored vectors were made with; null when the index was never built. */
  indexInfo(): Promise<{ model: string; dimensions: number } | null>;
  /**
   * Drops every vector and prepares the index for this model. `size`, when known, is how many sections are about to be
   * written and in how many countries, so the driver can lay the index out for it (sqlite-vec's chunk size).
   */
  resetIndex(
    info: { model: string; dimensions: number },
    size?: { sections: number; countries: number },
  ): Promise<void>;
  /** Makes the bank's sections exactly these (also when the bank moved to another country). */
  replaceBankSections(bankId: string, countryId: string, sections: readonly VectorSection[]): Promise<void>;
  deleteBank(bankId: string): Promise<void>;
  /** The best section of each of the nearest banks, best first; only banks of `countryId` when given. */
  search(vector: Float32Array, options: { countryId?: string; limit: number }): Promise<VectorHit[]>;
  /**
   * Optional full-text search over the same sections: the best-matching section of each of the `limit` best banks,
   * best first. Semantic search fuses it with `search` (reciprocal rank fusion) when the driver has it.
   */
  keywordSearch?(text: string, options: { countryId?: string; limit: number }): Promise<KeywordHit[]>;
  /** Optional: the cosine similarity of each given bank's best section to `vector` (banks without sections are absent). */
  bestSections?(vector: Float32Array, bankIds: readonly string[]): Promise<VectorHit[]>;
  /**
   * Optional: a number that changes whenever the index changes, by a write of this process or of another one sharing
   * the database. Semantic search keeps recent answers under it; without it nothing is kept.
   */
  generation?(): Promise<number>;
  /** Optional embedding cache kept by the driver; without one every text is embedded each time. */
  readonly cache?: EmbeddingCache;
  /**
   * Optional: called by a storage bound to a transaction just before it commits, so a driver can write once the
   * bookkeeping it gathered over the transaction's many writes (a reindex is one transaction over every bank).
   */
  beforeCommit?(): Promise<void>;
}

export interface MaintenanceStore {
  /** Recomputes every bank's scores from its votes, every country's from its banks', and every rank from the scores. */
  rebuildScoresAndRanks(): Promise<void>;
  /** Recounts every story's thumbs-ups and every bank's and country's visible stories from the rows. */
  recountStories(): Promise<void>;
}

export interface Storage {
  /** The SQL database behind the storage, for plugins with tables of their own; absent on storages without one. */
  readonly database?: StorageDatabase;
  banks: BankStore;
  stocks: StockStore;
  markets: MarketStore;
  countries: CountryStore;
  votes: VoteStore;
  stories: StoryStore;
  products: ProductStore;
  representatives: RepresentativeStore;
  applications: ApplicationStore;
  /** The operators' audit trail. */
  audit: AuditStore;
  maintenance: MaintenanceStore;
  vectors?: VectorStore;
  /**
   * Runs `work` atomically against a Storage bound to one transaction: all of it is written or none of it.
   * Transactions are serialised; a nested call joins the outer transaction. The bound storage's `database`, when the
   * storage has one, is bound to the same transaction (see StorageDatabase).
   */
  transaction<T>(work: (storage: Storage) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
