import type { ScoreSortKey } from '@bankdir/core';
import type { Generated, SqlBool } from 'kysely';

// The tables as Kysely sees them (the initial layout: docs in packages/kysely/README.md). Entities are known by an
// integer inside the database (countryNo, accountNo, bankNo) and by their text id outside it. Rows that lists page
// through carry `seq`, an integer ordered like their id (see sequence/new-seq.ts), so every index ends in a small
// integer and still breaks ties by id. Timestamps are epoch milliseconds, dates yyyymmdd integers, enums the small
// integer codes of schema/codes.ts, and booleans 0/1 on SQLite.

/** One column per score sort key (`overall_score`, `cryptoFriendly_up`, ...), 0 until a vote arrives. */
export type ScoreColumns = { [K in ScoreSortKey]: Generated<number> };

/** The score columns of a country hold the sums over its banks (the `_score` ones computed from those sums). */
export interface CountriesTable extends ScoreColumns {
  countryNo: Generated<number>;
  id: string;
  name: string;
  /** foldText(name), what name sorting and search compare. */
  nameKey: string;
  code: string;
  emoji: string;
  /** Banks in the country, kept by every bank create, delete and country move. */
  banksCount: Generated<number>;
  /** Visible stories about its banks, kept by every story write. */
  storiesCount: Generated<number>;
  rank: Generated<number | null>;
  /**
   * The one number countries are ranked by: score first, then total votes (core's countryRankKeyOf); null while
   * unranked.
   */
  rankKey: Generated<number | null>;
  createdAt: number;
  updatedAt: number;
}

/** Accounts that voted or represent a bank, numbered; the account itself lives with the auth plugin. */
export interface AccountsTable {
  accountNo: Generated<number>;
  id: string;
}

export interface MarketsTable {
  id: string;
  name: string;
  code: string;
  tvCode: string;
  isTvEmbeddable: SqlBool;
  type: string;
  countryId: string;
  createdAt: number;
  updatedAt: number;
}

/** A bank's cold part: what the operator writes, read when a bank is shown, never written by a vote. */
export interface BanksTable {
  bankNo: Generated<number>;
  id: string;
  name: string;
  url: string;
  primaryHostname: string;
  description: string;
  /** What semantic search knows of the bank besides its description (core's BankFacts as JSON); null: none. */
  facts: string | null;
  claimedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** A bank's hot part: what votes change and lists sort by, one narrow row per bank with an index per sort key. */
export interface BankStatsTable extends ScoreColumns {
  /**
   * The row's place in id order (a.seq < b.seq exactly when a.id < b.id): indexes end in this small integer, not the
   * text id.
   */
  seq: number;
  bankNo: number;
  countryNo: number;
  nameKey: string;
  storiesCount: number;
  /** The one number banks are ranked by: score first, then total votes (core's rankKeyOf); null while unranked. */
  rankKey: Generated<number | null>;
}

/** One score key's counters, as a row of a score order table. */
interface ScoreOrderColumns {
  /** SCORE_KEY_CODES: a category's code, 0 for overall. */
  scoreKey: number;
  up: number;
  down: number;
  total: number;
  score: number;
}

/**
 * The score orders of banks: one narrow row per bank and score key, a copy of the bank's counters of that key, which
 * the score sort keys walk (migration 0003: a vote then rewrites two small rows, not every order index of bank_stats).
 */
export interface BankScoresTable extends ScoreOrderColumns {
  seq: number;
  countryNo: number;
}

/** The score orders of countries, as bank_scores for banks; countries tie by id. */
export interface CountryScoresTable extends ScoreOrderColumns {
  countryNo: number;
  id: string;
}

/**
 * A bank's places in the rankings, one row per bank, kept in rank order (its key is the rank key, 0 while unranked,
 * then the seq): a vote that moves a bank past others renumbers a run of neighbouring rows, not rows all over the
 * wide counters table.
 */
export interface BankRanksTable {
  /** bank_stats.rankKey, or 0 while the bank is unranked (rank keys of ranked banks are positive). */
  rankOrder: number;
  /** The bank's bank_stats.seq: banks of equal rankOrder follow each other in id order. */
  seq: number;
  countryNo: number;
  rank: number | null;
  countryRank: number | null;
}

export interface BankHostnamesTable {
  bankNo: number;
  hostname: string;
}

export interface StocksTable {
  id: string;
  symbol: string;
  isPrimary: SqlBool;
  marketId: string;
  bankNo: number;
  createdAt: number;
  updatedAt: number;
}

export interface VotesTable {
  /**
   * The vote's place in id order among the votes of its own createdAt (see sequence/vote-seq.ts): indexes end in this
   * small integer, not the text id.
   */
  seq: number;
  id: string;
  bankNo: number;
  accountNo: number;
  /** The bank's country, moved with the bank. */
  countryNo: number;
  category: number;
  isUp: SqlBool;
  createdAt: number;
  updatedAt: number;
}

export interface ProductsTable {
  /**
   * The row's place in id order (a.seq < b.seq exactly when a.id < b.id): indexes end in this small integer, not the
   * text id.
   */
  seq: number;
  id: string;
  bankNo: number;
  /** The bank's country, moved with the bank. */
  countryNo: number;
  category: number;
  type: number;
  name: string;
  nameKey: string;
  summary: string | null;
  details: string | null;
  url: string | null;
  currency: string | null;
  status: number;
  hidden: SqlBool;
  /** status = PUBLISHED and not hidden: what the public lists show. */
  isPublic: SqlBool;
  rateType: string | null;
  ratePercent: number | null;
  rateMinPercent: number | null;
  rateMaxPercent: number | null;
  rateNote: string | null;
  monthlyFeeCents: number | null;
  annualFeeCents: number | null;
  minimumOpeningDepositCents: number | null;
  minimumBalanceCents: number | null;
  termMonths: number | null;
  termNote: string | null;
  /** JSON array of strings. */
  features: string;
  /** JSON array of { label, value }. */
  attributes: string;
  effectiveDate: number | null;
  displayOrder: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface StoriesTable {
  /**
   * The row's place in id order (a.seq < b.seq exactly when a.id < b.id): indexes end in this small integer, not the
   * text id.
   */
  seq: number;
  id: string;
  bankNo: number;
  /** The bank's country, moved with the bank. */
  countryNo: number;
  accountNo: number;
  text: string;
  /** foldText(text), what search compares. */
  textKey: string;
  /** JSON array of vote categories. */
  tags: string;
  /** The tags as bits (bit code - 1 of each tag's vote category code), for the any-of filter. */
  tagMask: number;
  thumbsUpCount: Generated<number>;
  hidden: SqlBool;
  createdAt: number;
  updatedAt: number;
}

/** A thumbs-up: the story by its id (its seq may move), the account by its number. */
export interface StoryThumbsTable {
  storyId: string;
  accountNo: number;
  createdAt: number;
}

export interface RepresentativesTable {
  accountNo: number;
  bankNo: number;
  approvedAt: number;
}

/** Applications to represent a bank; status is a code of APPLICATION_STATUS_CODES. */
export interface RepresentativeApplicationsTable {
  id: string;
  accountNo: number;
  bankNo: number;
  note: string;
  status: number;
  createdAt: number;
  decidedAt: number | null;
  decidedBy: string | null;
  reason: string | null;
}

/** The operators' audit trail; `area` is the action's first word, what a filter by action walks. JSON as text. */
export interface AuditEntriesTable {
  id: string;
  at: number;
  actorKind: string;
  actorId: string;
  actorName: string | null;
  action: string;
  area: string;
  subjectType: string | null;
  subjectId: string | null;
  before: string | null;
  after: string | null;
  reason: string | null;
}

export interface Database {
  countries: CountriesTable;
  accounts: AccountsTable;
  markets: MarketsTable;
  banks: BanksTable;
  bank_stats: BankStatsTable;
  bank_ranks: BankRanksTable;
  bank_scores: BankScoresTable;
  country_scores: CountryScoresTable;
  bank_hostnames: BankHostnamesTable;
  stocks: StocksTable;
  votes: VotesTable;
  products: ProductsTable;
  representatives: RepresentativesTable;
  representative_applications: RepresentativeApplicationsTable;
  stories: StoriesTable;
  story_thumbs: StoryThumbsTable;
  audit_entries: AuditEntriesTable;
}
