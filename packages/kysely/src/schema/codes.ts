import {
  type ApplicationStatus,
  type CategoryScoreKey,
  type ProductCategory,
  type ProductStatus,
  type ProductType,
  SCORE_KEY_BY_CATEGORY,
  type ScoreKey,
  type VoteCategory,
} from '@bankdir/core';

// The integer each enum value is stored as. Written out, not derived from the order of core's lists, so a value keeps
// its code forever: new values take new codes, a code is never reused.

export const VOTE_CATEGORY_CODES: Readonly<Record<VoteCategory, number>> = {
  CRYPTO_FRIENDLY: 1,
  CUSTOMER_SERVICE: 2,
  FEES_PRICING: 3,
  DIGITAL_EXPERIENCE: 4,
  SECURITY_TRUST: 5,
  ACCOUNT_FEATURES: 6,
  BRANCH_ATM_ACCESS: 7,
  INTERNATIONAL_BANKING: 8,
  BUSINESS_BANKING: 9,
  PROCESSING_SPEED: 10,
  TRANSPARENCY: 11,
  INNOVATION: 12,
  INVESTMENT_SERVICES: 13,
  LENDING: 14,
};

export const PRODUCT_CATEGORY_CODES: Readonly<Record<ProductCategory, number>> = {
  ACCOUNT: 1,
  CARD: 2,
  LOAN: 3,
  INVESTMENT: 4,
  INSURANCE: 5,
  SERVICE: 6,
  OTHER: 7,
};

export const PRODUCT_TYPE_CODES: Readonly<Record<ProductType, number>> = {
  CHECKING_ACCOUNT: 1,
  SAVINGS_ACCOUNT: 2,
  MONEY_MARKET_ACCOUNT: 3,
  CERTIFICATE_OF_DEPOSIT: 4,
  BUSINESS_CHECKING_ACCOUNT: 5,
  BUSINESS_SAVINGS_ACCOUNT: 6,
  YOUTH_ACCOUNT: 7,
  CREDIT_CARD: 8,
  DEBIT_CARD: 9,
  BUSINESS_CREDIT_CARD: 10,
  SECURED_CREDIT_CARD: 11,
  PREPAID_CARD: 12,
  PERSONAL_LOAN: 13,
  AUTO_LOAN: 14,
  MORTGAGE: 15,
  HOME_EQUITY_LOAN: 16,
  HOME_EQUITY_LINE_OF_CREDIT: 17,
  STUDENT_LOAN: 18,
  BUSINESS_LOAN: 19,
  LINE_OF_CREDIT: 20,
  CONSTRUCTION_LOAN: 21,
  BROKERAGE_ACCOUNT: 22,
  RETIREMENT_ACCOUNT: 23,
  WEALTH_MANAGEMENT: 24,
  INSURANCE: 25,
  WIRE_TRANSFER: 26,
  FOREIGN_EXCHANGE: 27,
  MERCHANT_SERVICES: 28,
  TREASURY_MANAGEMENT: 29,
  SAFE_DEPOSIT_BOX: 30,
  ONLINE_BANKING: 31,
  MOBILE_BANKING: 32,
  CRYPTO_SERVICE: 33,
  OTHER: 34,
};

export const PRODUCT_STATUS_CODES: Readonly<Record<ProductStatus, number>> = {
  DRAFT: 1,
  PUBLISHED: 2,
  ARCHIVED: 3,
};

export const APPLICATION_STATUS_CODES: Readonly<Record<ApplicationStatus, number>> = {
  PENDING: 1,
  APPROVED: 2,
  REJECTED: 3,
  WITHDRAWN: 4,
};

/** Both ways between an enum's values and their codes. */
export interface Codec<T extends string> {
  code(value: T): number;
  value(code: number): T;
}

export function codec<T extends string>(codes: Readonly<Record<T, number>>): Codec<T> {
  const values = new Map<number, T>();
  for (const [value, code] of Object.entries(codes) as [T, number][]) values.set(code, value);
  return {
    code: (value) => {
      const code = codes[value];
      if (code === undefined) throw new RangeError(`no stored code for ${value}`);
      return code;
    },
    value: (code) => {
      const value = values.get(Number(code));
      if (value === undefined) throw new RangeError(`no value for stored code ${code}`);
      return value;
    },
  };
}

export const voteCategories = codec(VOTE_CATEGORY_CODES);
export const productCategories = codec(PRODUCT_CATEGORY_CODES);
export const productTypes = codec(PRODUCT_TYPE_CODES);
export const productStatuses = codec(PRODUCT_STATUS_CODES);
export const applicationStatuses = codec(APPLICATION_STATUS_CODES);

/** Story tags as bits: bit (code - 1) of each tag's vote category, for the any-of filter. */
export function tagMaskOf(tags: readonly VoteCategory[]): number {
  return tags.reduce((mask, tag) => mask | (1 << (voteCategories.code(tag) - 1)), 0);
}

/**
 * A score key's code in the score order tables (bank_scores, country_scores): a category's own code, 0 for the
 * overall score, so that a vote's category code names its row.
 */
export const SCORE_KEY_CODES: Readonly<Record<ScoreKey, number>> = {
  overall: 0,
  ...(Object.fromEntries(
    Object.entries(VOTE_CATEGORY_CODES).map(([category, code]) => [
      SCORE_KEY_BY_CATEGORY[category as VoteCategory],
      code,
    ]),
  ) as Record<CategoryScoreKey, number>),
};
