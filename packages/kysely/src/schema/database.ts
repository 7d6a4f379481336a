import type { ProductCategory, ProductStatus, ProductType, ScoreSortKey, VoteCategory } from '@bankdir/core';
import type { Generated, SqlBool } from 'kysely';

// The tables as Kysely sees them. Column names equal the API's field names; the score columns are named exactly like
// the bank sortBy values, so a sortBy value is its own column name. Timestamps are ISO 8601 strings.

/** One column per score sort key (`overall_score`, `cryptoFriendly_up`, ...), 0 until a vote arrives. */
export type ScoreColumns = { [K in ScoreSortKey]: Generated<number> };

/** The score columns of a country hold the sums over its banks (the `_score` ones computed from those sums). */
export interface CountriesTable extends ScoreColumns {
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
  /** The rank order as one number (core's countryRankKeyOf); null while the country is unranked. */
  rankKey: Generated<number | null>;
  createdAt: string;
  updatedAt: string;
}

export interface MarketsTable {
  id: string;
  name: string;
  code: string;
  tvCode: string;
  isTvEmbeddable: SqlBool;
  type: string;
  countryId: string;
  createdAt: string;
  updatedAt: string;
}

export interface BanksTable extends ScoreColumns {
  id: string;
  name: string;
  nameKey: string;
  url: string;
  primaryHostname: string;
  description: string;
  storiesCount: number;
  claimedAt: string | null;
  countryId: string;
  rank: Generated<number | null>;
  countryRank: Generated<number | null>;
  /** The rank order as one number (core's rankKeyOf); null while the bank is unranked. */
  rankKey: Generated<number | null>;
  createdAt: string;
  updatedAt: string;
}

export interface BankHostnamesTable {
  bankId: string;
  hostname: string;
}

export interface StocksTable {
  id: string;
  symbol: string;
  isPrimary: SqlBool;
  marketId: string;
  bankId: string;
  createdAt: string;
  updatedAt: string;
}

export interface VotesTable {
  id: string;
  accountId: string;
  bankId: string;
  /** The bank's country, moved with the bank. */
  countryId: string;
  category: VoteCategory;
  isUp: SqlBool;
  createdAt: string;
  updatedAt: string;
}

export interface ProductsTable {
  id: string;
  bankId: string;
  /** The bank's country, moved with the bank. */
  countryId: string;
  category: ProductCategory;
  type: ProductType;
  name: string;
  nameKey: string;
  summary: string | null;
  details: string | null;
  url: string | null;
  currency: string | null;
  status: ProductStatus;
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
  effectiveDate: string | null;
  displayOrder: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface StoriesTable {
  id: string;
  bankId: string;
  /** The bank's country, moved with the bank. */
  countryId: string;
  accountId: string;
  text: string;
  /** foldText(text), what search compares. */
  textKey: string;
  /** JSON array of vote categories. */
  tags: string;
  /** The tags as bits (bit i: VOTE_CATEGORIES[i]), for the any-of filter. */
  tagMask: number;
  thumbsUpCount: Generated<number>;
  hidden: SqlBool;
  createdAt: string;
  updatedAt: string;
}

export interface StoryThumbsTable {
  storyId: string;
  accountId: string;
  createdAt: string;
}

export interface RepresentativesTable {
  accountId: string;
  bankId: string;
  approvedAt: string;
}

/** A bank's facts for semantic search (BankFacts as JSON); banks without facts have no row. */
export interface BankFactsTable {
  bankId: string;
  facts: string;
}

export interface Database {
  countries: CountriesTable;
  markets: MarketsTable;
  banks: BanksTable;
  bank_hostnames: BankHostnamesTable;
  bank_facts: BankFactsTable;
  stocks: StocksTable;
  votes: VotesTable;
  products: ProductsTable;
  representatives: RepresentativesTable;
  stories: StoriesTable;
  story_thumbs: StoryThumbsTable;
}
