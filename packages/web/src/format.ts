import {
  PRODUCT_CATEGORIES,
  type RateType,
  SCORE_KEY_BY_CATEGORY,
  type ScoreKey,
  VOTE_CATEGORIES,
  type VoteCategory,
} from '@bankdir/core';

// How the pages write the directory's values for people: labels of categories, rates, fees, dates.

/** Words of an enum value: CHECKING_ACCOUNT -> "Checking account". */
export function wordsOf(value: string): string {
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const CATEGORY_LABELS: Partial<Record<VoteCategory, string>> = {
  FEES_PRICING: 'Fees and pricing',
  SECURITY_TRUST: 'Security and trust',
  BRANCH_ATM_ACCESS: 'Branches and ATMs',
};

export function categoryLabel(category: VoteCategory): string {
  return CATEGORY_LABELS[category] ?? wordsOf(category);
}

/** The 15 scores in the order the pages show them, each with its label: overall first, then each vote category. */
export const SCORE_LABELS: readonly (readonly [ScoreKey, string])[] = [
  ['overall', 'Overall'],
  ...VOTE_CATEGORIES.map((category) => [SCORE_KEY_BY_CATEGORY[category], categoryLabel(category)] as const),
];

export const PRODUCT_CATEGORY_LABELS = PRODUCT_CATEGORIES.map((category) => [category, wordsOf(category)] as const);

// Spelled out, since the words of an enum value would turn the acronyms into words ("Apr" reads as April).
const RATE_TYPE_LABELS: Readonly<Record<RateType, string>> = {
  APY: 'APY',
  APR: 'APR',
  INTRO_APR: 'Intro APR',
  VARIABLE_APR: 'Variable APR',
  INTEREST_RATE: 'Interest rate',
};

/** A rate type in words; a value the directory does not know yet in the words of its name. */
export const rateTypeLabel = (rateType: string): string => RATE_TYPE_LABELS[rateType as RateType] ?? wordsOf(rateType);

const integer = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 3 });
const money = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatCount = (value: number) => integer.format(value);

/** A rate, a range or nothing: "4.25 %", "3 – 7.5 %". */
export function formatRate(rate: {
  ratePercent: number | null;
  rateMinPercent: number | null;
  rateMaxPercent: number | null;
}): string {
  if (rate.ratePercent !== null) return `${percent.format(rate.ratePercent)} %`;
  if (rate.rateMinPercent !== null && rate.rateMaxPercent !== null)
    return `${percent.format(rate.rateMinPercent)} – ${percent.format(rate.rateMaxPercent)} %`;
  if (rate.rateMinPercent !== null) return `from ${percent.format(rate.rateMinPercent)} %`;
  if (rate.rateMaxPercent !== null) return `up to ${percent.format(rate.rateMaxPercent)} %`;
  return '–';
}

/** An amount in cents with its currency: "12.00 EUR"; "–" when there is none. */
export function formatMoney(cents: number | null, currency: string | null): string {
  if (cents === null) return '–';
  return `${money.format(cents / 100)}${currency ? ` ${currency}` : ''}`;
}

/** An ISO date-time as its day: "2025-07-11". */
export const formatDay = (iso: string) => iso.slice(0, 10);

/** A rank, or "unranked" (a bank needs 10 votes, a country 25). */
export const formatRank = (rank: number | null) => (rank === null ? 'unranked' : `#${integer.format(rank)}`);
