/** The API version this code serves; the only one supported today. */
export const API_VERSION = '2025-07-11';
export const SUPPORTED_VERSIONS = [API_VERSION] as const;

/** The most issues a failure body lists (a small bad request never draws a large answer); its message counts the rest. */
export const MAX_LISTED_ISSUES = 50;

/** The 14 vote categories, in the order the spec lists them. */
export const VOTE_CATEGORIES = [
  'CRYPTO_FRIENDLY',
  'CUSTOMER_SERVICE',
  'FEES_PRICING',
  'DIGITAL_EXPERIENCE',
  'SECURITY_TRUST',
  'ACCOUNT_FEATURES',
  'BRANCH_ATM_ACCESS',
  'INTERNATIONAL_BANKING',
  'BUSINESS_BANKING',
  'PROCESSING_SPEED',
  'TRANSPARENCY',
  'INNOVATION',
  'INVESTMENT_SERVICES',
  'LENDING',
] as const;
export type VoteCategory = (typeof VOTE_CATEGORIES)[number];

/** The key of each vote category inside a Bank's `scores` object. */
export const SCORE_KEY_BY_CATEGORY = {
  CRYPTO_FRIENDLY: 'cryptoFriendly',
  CUSTOMER_SERVICE: 'customerService',
  FEES_PRICING: 'feesPricing',
  DIGITAL_EXPERIENCE: 'digitalExperience',
  SECURITY_TRUST: 'securityTrust',
  ACCOUNT_FEATURES: 'accountFeatures',
  BRANCH_ATM_ACCESS: 'branchAtmAccess',
  INTERNATIONAL_BANKING: 'internationalBanking',
  BUSINESS_BANKING: 'businessBanking',
  PROCESSING_SPEED: 'processingSpeed',
  TRANSPARENCY: 'transparency',
  INNOVATION: 'innovation',
  INVESTMENT_SERVICES: 'investmentServices',
  LENDING: 'lending',
} as const satisfies Record<VoteCategory, string>;
export type CategoryScoreKey = (typeof SCORE_KEY_BY_CATEGORY)[VoteCategory];

/** The 15 keys of `scores`: overall first, then one per vote category. */
export const SCORE_KEYS = ['overall', ...VOTE_CATEGORIES.map((c) => SCORE_KEY_BY_CATEGORY[c])] as [
  'overall',
  ...CategoryScoreKey[],
];
export type ScoreKey = 'overall' | CategoryScoreKey;

export const SCORE_METRICS = ['score', 'total', 'up', 'down'] as const;
export type ScoreMetric = (typeof SCORE_METRICS)[number];

/** A bank sort key made of a score key and a metric, e.g. `overall_score`. */
export type ScoreSortKey = `${ScoreKey}_${ScoreMetric}`;
export const SCORE_SORT_KEYS = SCORE_KEYS.flatMap((key) =>
  SCORE_METRICS.map((metric) => `${key}_${metric}` as ScoreSortKey),
);

export const BANK_SORT_KEYS = ['name', 'rank', 'countryRank', 'storiesCount', 'countryId', ...SCORE_SORT_KEYS] as [
  'name',
  'rank',
  'countryRank',
  'storiesCount',
  'countryId',
  ...ScoreSortKey[],
];
export type BankSortKey = 'name' | 'rank' | 'countryRank' | 'storiesCount' | 'countryId' | ScoreSortKey;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const BANK_INCLUDES = ['scores', 'country', 'meta', 'stocks'] as const;
export type BankInclude = (typeof BANK_INCLUDES)[number];
export const BANK_GET_INCLUDES = ['scores', 'country', 'stocks'] as const;
export const BANK_BY_HOSTNAME_INCLUDES = ['scores', 'country'] as const;
export const VOTE_INCLUDES = ['bank', 'country'] as const;
export type VoteInclude = (typeof VOTE_INCLUDES)[number];

export const STORY_SORT_KEYS = ['createdAt', 'thumbsUpCount'] as const;
export type StorySortKey = (typeof STORY_SORT_KEYS)[number];
export const STORY_INCLUDES = ['bank', 'country'] as const;
export type StoryInclude = (typeof STORY_INCLUDES)[number];
/** A story's text: 1 to 280 characters, not only spaces. */
export const STORY_TEXT_LENGTH = { min: 1, max: 280 } as const;
/** At most this many tags (distinct vote categories) on a story. */
export const STORY_MAX_TAGS = 5;

export const WORLD_INCLUDES = ['scores'] as const;
export const SEARCH_INCLUDES = ['banks', 'countries', 'stories'] as const;
export type SearchInclude = (typeof SEARCH_INCLUDES)[number];

export const PRODUCT_CATEGORIES = ['ACCOUNT', 'CARD', 'LOAN', 'INVESTMENT', 'INSURANCE', 'SERVICE', 'OTHER'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_TYPES = [
  'CHECKING_ACCOUNT',
  'SAVINGS_ACCOUNT',
  'MONEY_MARKET_ACCOUNT',
  'CERTIFICATE_OF_DEPOSIT',
  'BUSINESS_CHECKING_ACCOUNT',
  'BUSINESS_SAVINGS_ACCOUNT',
  'YOUTH_ACCOUNT',
  'CREDIT_CARD',
  'DEBIT_CARD',
  'BUSINESS_CREDIT_CARD',
  'SECURED_CREDIT_CARD',
  'PREPAID_CARD',
  'PERSONAL_LOAN',
  'AUTO_LOAN',
  'MORTGAGE',
  'HOME_EQUITY_LOAN',
  'HOME_EQUITY_LINE_OF_CREDIT',
  'STUDENT_LOAN',
  'BUSINESS_LOAN',
  'LINE_OF_CREDIT',
  'CONSTRUCTION_LOAN',
  'BROKERAGE_ACCOUNT',
  'RETIREMENT_ACCOUNT',
  'WEALTH_MANAGEMENT',
  'INSURANCE',
  'WIRE_TRANSFER',
  'FOREIGN_EXCHANGE',
  'MERCHANT_SERVICES',
  'TREASURY_MANAGEMENT',
  'SAFE_DEPOSIT_BOX',
  'ONLINE_BANKING',
  'MOBILE_BANKING',
  'CRYPTO_SERVICE',
  'OTHER',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Where an application to represent a bank stands: PENDING until an operator decides or the applicant withdraws. */
export const APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The applicant's note to the operator, trimmed. */
export const APPLICATION_NOTE_LENGTH = { min: 1, max: 1000 } as const;
/** The operator's reason for a rejection, trimmed. */
export const REJECTION_REASON_LENGTH = { min: 1, max: 1000 } as const;

/** Who an audit entry says acted: an operator at the CLI, a signed-in account, or an embedding app that named no one. */
export const AUDIT_ACTOR_KINDS = ['cli', 'account', 'library'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];
/** The operator's reason recorded with an action, trimmed. */
export const AUDIT_REASON_LENGTH = { min: 1, max: 1000 } as const;
/** An action's stable dotted name: lower-camel-case words joined by dots, e.g. bank.create or account.setRole. */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/;

/** How a product's rate is to be read (the hosted service's values). */
export const RATE_TYPES = ['APY', 'APR', 'INTRO_APR', 'VARIABLE_APR', 'INTEREST_RATE'] as const;
export type RateType = (typeof RATE_TYPES)[number];

export const PRODUCT_SORT_KEYS = ['ratePercent', 'name', 'effectiveDate', 'createdAt', 'updatedAt'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];

export const VOTE_SORT_KEYS = ['createdAt'] as const;

export const COUNTRY_SORT_KEYS = ['name', 'code', 'rank', 'banksCount', 'storiesCount', ...SCORE_SORT_KEYS] as [
  'name',
  'code',
  'rank',
  'banksCount',
  'storiesCount',
  ...ScoreSortKey[],
];
export type CountrySortKey = 'name' | 'code' | 'rank' | 'banksCount' | 'storiesCount' | ScoreSortKey;
export const COUNTRY_INCLUDES = ['scores'] as const;
export type CountryInclude = (typeof COUNTRY_INCLUDES)[number];

export const PLANS = ['FREE', 'PRO'] as const;
export type Plan = (typeof PLANS)[number];

export const PAGE_LIMIT = { min: 1, max: 100, default: 10 } as const;
export const SEMANTIC_LIMIT = { min: 1, max: 50, default: 10 } as const;
/** GET /search: results per entity type. */
export const SEARCH_LIMIT = { min: 1, max: 50, default: 10 } as const;
