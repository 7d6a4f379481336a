// The shapes of the default data set's source files. Ids are derived from these keys (see ids.ts), so a key must
// never change once released: renaming a slug changes the bank's id.

/** The kinds of bank users search for; a bank may be several. Used for coverage checks and sample products. */
export type BankKind =
  | 'universal' // large universal or commercial bank
  | 'retail'
  | 'neobank' // digital-only bank or licensed fintech bank
  | 'crypto-friendly'
  | 'islamic'
  | 'private-wealth'
  | 'investment'
  | 'cooperative' // cooperative bank, mutual, building society
  | 'savings' // savings bank (Sparkasse, caja, savings institution)
  | 'credit-union'
  | 'development' // state development, export or business-promotion bank
  | 'business' // serves mainly companies, SMEs or corporates
  | 'sustainable' // known for ethical or sustainable banking
  | 'online-broker'
  | 'postal'
  | 'state-owned'
  | 'regional';

/** A stock market that lists at least one bank of the data set. */
export interface MarketSeed {
  /** Stable key, upper-case letters and digits, e.g. 'NYSE', 'XETRA'. The market id is `mkt_` + key in lower case. */
  key: string;
  /** Full name, e.g. 'New York Stock Exchange'. */
  name: string;
  /** Common acronym or code, e.g. 'NYSE', 'LSE', 'TSE'. */
  code: string;
  /** The exchange prefix TradingView uses in symbols such as 'NYSE:JPM' (e.g. 'NYSE', 'NASDAQ', 'LSE', 'XETR', 'EURONEXT', 'TSE'). */
  tvCode: string;
  /** ISO 3166-1 alpha-2 code of the market's country. */
  country: string;
}

export interface StockSeed {
  /** MarketSeed.key of the market. */
  market: string;
  /** Ticker symbol as the market writes it, e.g. 'JPM', 'HSBA', '8306'. */
  symbol: string;
  /** The bank's main listing; exactly one per listed bank. */
  isPrimary: boolean;
}

export interface BankSeed {
  /** Stable key, lower-case [a-z0-9-], unique within the country, e.g. 'jpmorgan-chase'. The id is `bank_<cc>_<slug>`. */
  slug: string;
  /** ISO 3166-1 alpha-2 code, upper case. */
  country: string;
  /** Official or well-known display name. */
  name: string;
  /** Official website, absolute https URL; its hostname is the primary hostname. */
  url: string;
  /** Other hostnames the bank really uses (country domains, brand domains), without www. */
  alternativeHostnames?: string[];
  /** Listings, where the bank (or its listed parent, when the bank is the listed entity's main bank) is listed. */
  stocks?: StockSeed[];
  kinds: BankKind[];
  /** Markdown: 3 to 6 sections, each starting with a `## ` heading. Factual and modest; no rates or figures that go stale. */
  description: string;
}

/** One region file of the data set. */
export interface RegionData {
  markets: MarketSeed[];
  banks: BankSeed[];
}
