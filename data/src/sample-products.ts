import type { BankKind } from '@bankdir/core';
import type { ProductFields } from '@bankdir/core/driver';
import { countries as countryList, type TCountryCode } from 'countries-list';
import type { DataSetBank } from './dataset.ts';
import { hashString, seededRandom } from './random.ts';

/** A sample product: made-up terms on a real bank, labelled "(sample data)" in its name. */
export interface SampleProduct {
  id: string;
  bankId: string;
  fields: ProductFields;
}

type Template = Pick<ProductFields, 'category' | 'type' | 'name' | 'summary' | 'rateType' | 'rateNote' | 'features'> & {
  rate?: [number, number];
  range?: boolean;
  termMonths?: number;
};

const TEMPLATES: Partial<Record<BankKind, Template[]>> = {
  universal: [
    {
      category: 'ACCOUNT',
      type: 'CHECKING_ACCOUNT',
      name: 'Everyday Current Account',
      summary: 'An everyday account with a debit card and online banking.',
      rateType: null,
      rateNote: null,
      features: ['Debit card', 'Mobile app', 'Branch access'],
    },
    {
      category: 'CARD',
      type: 'CREDIT_CARD',
      name: 'Rewards Credit Card',
      summary: 'A credit card that earns points on purchases.',
      rateType: 'APR',
      rateNote: 'Variable, depends on credit history',
      features: ['Points on purchases', 'Contactless payments'],
      rate: [16, 26],
      range: true,
    },
    {
      category: 'LOAN',
      type: 'MORTGAGE',
      name: 'Fixed-Rate Home Loan',
      summary: 'A home loan with a fixed rate for the chosen term.',
      rateType: 'APR',
      rateNote: 'Fixed for the term',
      features: ['Fixed monthly payments'],
      rate: [3, 7],
      termMonths: 300,
    },
  ],
  retail: [
    {
      category: 'ACCOUNT',
      type: 'SAVINGS_ACCOUNT',
      name: 'Easy Access Savings',
      summary: 'A savings account with withdrawals at any time.',
      rateType: 'APY',
      rateNote: 'Variable',
      features: ['No notice needed'],
      rate: [0.5, 4],
    },
  ],
  digital: [
    {
      category: 'ACCOUNT',
      type: 'SAVINGS_ACCOUNT',
      name: 'Instant Savings Pot',
      summary: 'Savings pots in the app, with money moved back at any time.',
      rateType: 'APY',
      rateNote: 'Variable',
      features: ['Opens in the app', 'No monthly fee'],
      rate: [1, 5],
    },
    {
      category: 'CARD',
      type: 'DEBIT_CARD',
      name: 'Travel Debit Card',
      summary: 'A debit card for spending abroad in local currency.',
      rateType: null,
      rateNote: null,
      features: ['Spending notifications', 'Freeze in the app'],
    },
  ],
  crypto: [
    {
      category: 'INVESTMENT',
      type: 'CRYPTO_SERVICE',
      name: 'Digital Asset Custody',
      summary: 'Custody of digital assets held with the bank.',
      rateType: null,
      rateNote: null,
      features: ['Segregated custody', 'Reporting'],
    },
  ],
  islamic: [
    {
      category: 'LOAN',
      type: 'MORTGAGE',
      name: 'Home Finance (Murabaha)',
      summary: 'Sharia-compliant home finance with a fixed profit margin.',
      rateType: null,
      rateNote: 'Profit rate instead of interest',
      features: ['Sharia board approved'],
      termMonths: 240,
    },
    {
      category: 'ACCOUNT',
      type: 'SAVINGS_ACCOUNT',
      name: 'Mudaraba Savings',
      summary: 'A profit-sharing savings account.',
      rateType: null,
      rateNote: 'Expected profit rate',
      features: ['Profit sharing'],
    },
  ],
  'credit-union': [
    {
      category: 'ACCOUNT',
      type: 'SAVINGS_ACCOUNT',
      name: 'Member Share Savings',
      summary: 'The share account that makes you a member.',
      rateType: 'APY',
      rateNote: 'Dividend rate, variable',
      features: ['Membership share'],
      rate: [0.1, 3],
    },
    {
      category: 'LOAN',
      type: 'AUTO_LOAN',
      name: 'Auto Loan',
      summary: 'A loan for new or used vehicles.',
      rateType: 'APR',
      rateNote: 'Depends on term and credit',
      features: ['No prepayment penalty'],
      rate: [4, 12],
      range: true,
      termMonths: 72,
    },
  ],
  private: [
    {
      category: 'INVESTMENT',
      type: 'WEALTH_MANAGEMENT',
      name: 'Discretionary Portfolio Management',
      summary: 'A managed portfolio run to an agreed mandate.',
      rateType: null,
      rateNote: null,
      features: ['Dedicated adviser', 'Quarterly reporting'],
    },
  ],
  business: [
    {
      category: 'LOAN',
      type: 'BUSINESS_LOAN',
      name: 'Business Term Loan',
      summary: 'A term loan for investment by small and medium-sized companies.',
      rateType: 'INTEREST_RATE',
      rateNote: 'Depends on the business',
      features: ['Fixed or variable rate'],
      rate: [4, 11],
      range: true,
      termMonths: 60,
    },
  ],
  sustainable: [
    {
      category: 'ACCOUNT',
      type: 'SAVINGS_ACCOUNT',
      name: 'Green Savings Account',
      summary: 'Savings lent on to renewable energy and social projects.',
      rateType: 'APY',
      rateNote: 'Variable',
      features: ['Published list of loans'],
      rate: [0.5, 3],
    },
  ],
};

/** Sample products on about a third of the banks, chosen and priced deterministically. */
export function sampleProducts(banks: readonly DataSetBank[]): SampleProduct[] {
  return banks.flatMap((bank) => {
    const random = seededRandom(hashString(`products:${bank.id}`));
    if (random() > 0.35) return [];
    const templates = bank.facts.kinds.flatMap((kind) => TEMPLATES[kind] ?? []).slice(0, 3);
    const currency = currencyOf(bank.countryId);
    return templates.map((template, index) => toProduct(bank, template, index, currency, random));
  });
}

function toProduct(
  bank: DataSetBank,
  template: Template,
  index: number,
  currency: string | null,
  random: () => number,
): SampleProduct {
  const rate = template.rate ? round2(template.rate[0] + random() * (template.rate[1] - template.rate[0])) : null;
  const low = template.rate && template.range ? round2(template.rate[0] + random() * 2) : null;
  return {
    id: `prod_sample_${bank.id.slice('bank_'.length)}_${index + 1}`,
    bankId: bank.id,
    fields: {
      category: template.category,
      type: template.type,
      name: `${template.name} (sample data)`,
      summary: template.summary,
      details: `${template.summary}\n\nThis is sample data shipped with bankdir to show how products look; it is not an offer of ${bank.name}.`,
      url: bank.url,
      currency,
      status: 'PUBLISHED',
      rateType: template.rateType,
      ratePercent: template.range ? null : rate,
      rateMinPercent: template.range ? low : null,
      rateMaxPercent: template.range ? Math.max(rate ?? 0, (low ?? 0) + 1) : null,
      rateNote: template.rateNote,
      monthlyFeeCents: template.category === 'ACCOUNT' ? Math.floor(random() * 3) * 500 : null,
      annualFeeCents: template.category === 'CARD' ? Math.floor(random() * 4) * 2500 : null,
      minimumOpeningDepositCents: null,
      minimumBalanceCents: null,
      termMonths: template.termMonths ?? null,
      termNote: template.termMonths ? 'Other terms available' : null,
      features: template.features,
      attributes: [{ label: 'Data', value: 'Sample, not a real offer' }],
      effectiveDate: '2026-01-01',
      displayOrder: index,
    },
  };
}

function currencyOf(countryId: string): string | null {
  const code = countryId.slice('ctry_'.length).toUpperCase() as TCountryCode;
  return countryList[code]?.currency[0] ?? null;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
