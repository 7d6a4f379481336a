import * as v from 'valibot';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  SCORE_KEYS,
  type ScoreKey,
  VOTE_CATEGORIES,
} from '../constants.ts';
import { absoluteUrl } from '../validation/url.ts';

// Response resources. These schemas describe what the API returns; the OpenAPI document is generated from them.

const isoDateTime = v.pipe(v.string(), v.isoTimestamp(), v.description('ISO 8601 UTC date-time'));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const nullableRank = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)));

export const ScoreEntrySchema = v.object({
  total: count,
  up: count,
  down: count,
  score: v.pipe(v.number(), v.integer(), v.minValue(-100), v.maxValue(100)),
});
/** One score: `score` = round(100 * (up - down) / total), 0 without votes, with its vote counts. */
export type ScoreEntry = v.InferOutput<typeof ScoreEntrySchema>;

export const ScoresSchema = v.object(
  Object.fromEntries(SCORE_KEYS.map((key) => [key, ScoreEntrySchema])) as Record<ScoreKey, typeof ScoreEntrySchema>,
);
/** A bank's or country's scores: `overall` and one per vote category. */
export type Scores = v.InferOutput<typeof ScoresSchema>;

export const CountrySchema = v.object({
  id: v.string(),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  code: v.pipe(v.string(), v.length(2)),
  emoji: v.string(),
});
/** A country: id, name, ISO 3166-1 two-letter code and flag emoji. */
export type Country = v.InferOutput<typeof CountrySchema>;

/**
 * A country as GET /countries and GET /countries/{code} answer it: its bank and story counts, and its rank among
 * countries by the votes on its banks (null below 25 votes); `scores` (summed over its banks) with include=scores.
 */
export const CountryDetailSchema = v.object({
  id: v.string(),
  name: CountrySchema.entries.name,
  code: CountrySchema.entries.code,
  rank: nullableRank,
  emoji: v.string(),
  banksCount: count,
  storiesCount: count,
  scores: v.optional(ScoresSchema),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
/** A country as `directory.countries` answers it: counts, rank, and its banks' summed scores when asked for. */
export type CountryDetail = v.InferOutput<typeof CountryDetailSchema>;

export const MarketSchema = v.object({
  id: v.string(),
  name: v.string(),
  code: v.string(),
  tvCode: v.string(),
  isTvEmbeddable: v.boolean(),
  type: v.picklist(['STOCK']),
  countryId: v.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
/** A stock market a bank's shares are listed on. */
export type Market = v.InferOutput<typeof MarketSchema>;

export const StockBankSchema = v.object({
  id: v.string(),
  name: v.string(),
  url: v.string(),
  rank: nullableRank,
  countryRank: nullableRank,
  countryId: v.string(),
});

export const StockSchema = v.object({
  id: v.string(),
  symbol: v.string(),
  isPrimary: v.boolean(),
  marketId: v.string(),
  bankId: v.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  market: MarketSchema,
  bank: StockBankSchema,
});
/** One listing of a bank's shares: symbol, market, whether it is the primary one. */
export type Stock = v.InferOutput<typeof StockSchema>;

export const BankSchema = v.object({
  id: v.string(),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  rank: nullableRank,
  countryRank: nullableRank,
  url: v.pipe(v.string(), absoluteUrl()),
  description: v.pipe(v.string(), v.description('Markdown')),
  storiesCount: count,
  claimedAt: v.nullable(isoDateTime),
  countryId: v.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  scores: v.optional(ScoresSchema),
  country: v.optional(CountrySchema),
  stocks: v.optional(v.array(StockSchema)),
});
/**
 * A bank as `directory.banks` answers it; `scores`, `country` and `stocks` are there when `include` asks for them.
 * `rank` and `countryRank` are null until the bank has 10 votes.
 */
export type Bank = v.InferOutput<typeof BankSchema>;

export const VoteBankSchema = v.object({ id: v.string(), name: v.string(), countryId: v.string() });

export const BankVoteSchema = v.object({
  id: v.string(),
  isUp: v.boolean(),
  category: v.picklist(VOTE_CATEGORIES),
  bankId: v.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  bank: v.optional(VoteBankSchema),
  country: v.optional(CountrySchema),
});
/** One account's vote on a bank in one category (up or down); `bank` and `country` when `include` asks for them. */
export type BankVote = v.InferOutput<typeof BankVoteSchema>;

/** The bank a story is about, as `include=bank` embeds it. */
export const StoryBankSchema = v.object({
  id: v.string(),
  name: v.string(),
  url: v.string(),
  countryId: v.string(),
});

/** A short text an account wrote about a bank, tagged with vote categories, with its thumbs-up count. */
export const StorySchema = v.object({
  id: v.string(),
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(280)),
  tags: v.pipe(v.array(v.picklist(VOTE_CATEGORIES)), v.maxLength(5)),
  bankId: v.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  thumbsUpCount: count,
  bank: v.optional(StoryBankSchema),
  country: v.optional(CountrySchema),
});
/** A story as `directory.stories` answers it; `bank` and `country` when `include` asks for them. */
export type Story = v.InferOutput<typeof StorySchema>;

/** GET /world: the directory in numbers, live. */
export const WorldSchema = v.object({
  countryCount: v.pipe(count, v.description('Countries with at least one bank.')),
  bankCount: count,
  storyCount: v.pipe(count, v.description('Visible stories.')),
  scores: v.optional(ScoresSchema),
  updatedAt: v.pipe(isoDateTime, v.description('When these figures were read: they are exact at every request.')),
});
/** The directory in numbers, as `directory.world.get()` answers it. */
export type World = v.InferOutput<typeof WorldSchema>;

/** GET /search: the best matches of each entity type asked for; a type not asked for is absent. */
export const SearchResultsSchema = v.object({
  banks: v.optional(v.array(BankSchema)),
  countries: v.optional(v.array(CountryDetailSchema)),
  stories: v.optional(v.array(StorySchema)),
});
/** What `directory.search.get()` answers: the best matches of each entity type asked for. */
export type SearchResults = v.InferOutput<typeof SearchResultsSchema>;

export const ProductAttributeSchema = v.object({ label: v.string(), value: v.string() });

export const BankProductSchema = v.object({
  id: v.string(),
  bankId: v.string(),
  category: v.picklist(PRODUCT_CATEGORIES),
  type: v.picklist(PRODUCT_TYPES),
  name: v.pipe(v.string(), v.minLength(2), v.maxLength(160)),
  summary: v.nullable(v.string()),
  details: v.nullable(v.string()),
  url: v.nullable(v.string()),
  currency: v.nullable(v.string()),
  status: v.picklist(PRODUCT_STATUSES),
  rateType: v.nullable(v.string()),
  ratePercent: v.nullable(v.number()),
  rateMinPercent: v.nullable(v.number()),
  rateMaxPercent: v.nullable(v.number()),
  rateNote: v.nullable(v.string()),
  monthlyFeeCents: v.nullable(v.pipe(v.number(), v.integer())),
  annualFeeCents: v.nullable(v.pipe(v.number(), v.integer())),
  minimumOpeningDepositCents: v.nullable(v.pipe(v.number(), v.integer())),
  minimumBalanceCents: v.nullable(v.pipe(v.number(), v.integer())),
  termMonths: v.nullable(v.pipe(v.number(), v.integer())),
  termNote: v.nullable(v.string()),
  features: v.array(v.string()),
  attributes: v.array(ProductAttributeSchema),
  effectiveDate: v.nullable(v.pipe(v.string(), v.isoDate())),
  displayOrder: v.nullable(v.pipe(v.number(), v.integer())),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  bankName: v.string(),
});
/** A bank's product (account, card, loan…) with its rate, fees and terms, as `directory.products` answers it. */
export type BankProduct = v.InferOutput<typeof BankProductSchema>;

export const SemanticMatchSchema = v.object({
  bankId: v.string(),
  bankName: v.string(),
  similarity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  matchingSection: v.pipe(v.string(), v.maxLength(500)),
  sectionTitle: v.string(),
});
/** A bank found by `directory.banks.semanticSearch()`: its best-matching description section and a similarity from 0 to 100. */
export type SemanticMatch = v.InferOutput<typeof SemanticMatchSchema>;

export const DeletedSchema = v.object({ id: v.string() });
/** What a delete or retraction answers: the id of what was removed. */
export type Deleted = v.InferOutput<typeof DeletedSchema>;

export const PaginationSchema = v.object({
  hasMore: v.boolean(),
  limit: v.pipe(v.number(), v.integer()),
  nextCursor: v.nullable(v.string()),
  previousCursor: v.nullable(v.string()),
  meta: v.optional(v.object({ total: count })),
});
/**
 * Where a page sits in its list: `nextCursor` (give it as `startingAfter`; null on the last page), `previousCursor`
 * (as `endingBefore`; null on the first), `hasMore`, `limit`, and `meta.total` when asked for.
 */
export type Pagination = v.InferOutput<typeof PaginationSchema>;

export const IssueSchema = v.object({
  path: v.array(v.union([v.string(), v.number()])),
  message: v.string(),
});
/** One problem of a BAD_REQUEST: where it is (`path`) and what is wrong, naming it (`message`). */
export type Issue = v.InferOutput<typeof IssueSchema>;
