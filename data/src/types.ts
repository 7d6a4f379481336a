// The shapes of the default data set's source files (data/banks/<cc>/<slug>.md and data/markets.yaml). Ids are derived
// from keys (see ids.ts), so a key must never change once released: renaming a bank's file changes the bank's id.
import type { BankFacts } from '@bankdir/core';

/** A stock market that lists at least one bank of the data set (one entry of data/markets.yaml). */
export interface MarketSeed {
  /** Stable key, upper-case letters and digits, e.g. 'NYSE', 'XETRA'. The market id is `mkt_` + key in lower case. */
  key: string;
  /** Full name, e.g. 'New York Stock Exchange'. */
  name: string;
  /** Common acronym or code, e.g. 'NYSE', 'LSE', 'TSE'. */
  code: string;
  /** The exchange prefix TradingView uses in symbols such as 'NYSE:JPM' (e.g. 'NYSE', 'NASDAQ', 'LSE', 'XETR'). */
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
  primary: boolean;
}

/** One bank file: its path gives the country and slug, its front matter the facts, its body the description. */
export interface BankSeed {
  /** Stable key, the file's name: lower-case [a-z0-9-], unique within the country. The id is `bank_<cc>_<slug>`. */
  slug: string;
  /** ISO 3166-1 alpha-2 code, upper case: the file's folder. */
  country: string;
  /** Official or well-known display name. */
  name: string;
  /** Official website, absolute https URL; its hostname is the primary hostname. */
  url: string;
  /** Other hostnames the bank really uses (country domains, brand domains), without www. */
  alternativeHostnames: string[];
  /** Listings, where the bank (or its listed parent, when the bank is the listed entity's main bank) is listed. */
  stocks: StockSeed[];
  /** What semantic search knows of the bank: kinds, ownership, parent, headquarters, other names. */
  facts: BankFacts;
  /** Markdown: 3 to 6 sections, each starting with a `## ` heading. Factual and modest; no rates or figures that go stale. */
  description: string;
}
