import { type BankKind, VOTE_CATEGORIES, type VoteCategory } from '@bankdir/core';
import type { VoteRecord } from '@bankdir/core/driver';
import type { DataSetBank } from './dataset.ts';
import { hashString, seededRandom } from './random.ts';

/** Categories a kind of bank draws more votes in, so sample scores look like what users would say. */
const FOCUS: Partial<Record<BankKind, VoteCategory[]>> = {
  digital: ['DIGITAL_EXPERIENCE', 'FEES_PRICING', 'INNOVATION', 'PROCESSING_SPEED'],
  crypto: ['CRYPTO_FRIENDLY', 'INNOVATION'],
  private: ['INVESTMENT_SERVICES', 'CUSTOMER_SERVICE', 'INTERNATIONAL_BANKING'],
  'credit-union': ['CUSTOMER_SERVICE', 'FEES_PRICING', 'LENDING'],
  cooperative: ['CUSTOMER_SERVICE', 'LENDING', 'TRANSPARENCY'],
  savings: ['BRANCH_ATM_ACCESS', 'CUSTOMER_SERVICE'],
  universal: ['BRANCH_ATM_ACCESS', 'INTERNATIONAL_BANKING', 'SECURITY_TRUST'],
  business: ['BUSINESS_BANKING', 'LENDING'],
  development: ['BUSINESS_BANKING', 'LENDING'],
  sustainable: ['TRANSPARENCY', 'SECURITY_TRUST'],
  islamic: ['TRANSPARENCY', 'CUSTOMER_SERVICE'],
};

const BASE_DATE = Date.parse('2025-01-06T09:00:00.000Z');
const DAY = 86_400_000;

/**
 * Sample votes on the data set's banks: made up, deterministic, with ids and accounts of their own (`acct_sample_*`),
 * so a new directory shows scores and ranks at once. Some banks get fewer than 10 votes and stay unranked.
 */
export function sampleVotes(banks: readonly DataSetBank[]): Omit<VoteRecord, 'countryId'>[] {
  return banks.flatMap((bank) => {
    const random = seededRandom(hashString(bank.id));
    const count = Math.floor(random() * random() * 60);
    const leaning = 0.45 + random() * 0.45; // this bank's share of upvotes
    const focus = bank.facts.kinds.flatMap((kind) => FOCUS[kind] ?? []);
    return Array.from({ length: count }, (_, index) => {
      const pool = focus.length > 0 && random() < 0.6 ? focus : VOTE_CATEGORIES;
      const category = pool[Math.floor(random() * pool.length)]!;
      const at = new Date(BASE_DATE + Math.floor(random() * 600 * DAY)).toISOString();
      return {
        id: `vote_${bank.id.slice('bank_'.length)}_${index + 1}`,
        accountId: `acct_sample_${index + 1}`,
        bankId: bank.id,
        category,
        isUp: random() < leaning,
        createdAt: at,
        updatedAt: at,
      };
    });
  });
}
