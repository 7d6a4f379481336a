import type { Country, Directory, ProductInput, VoteCategory } from '@bankdir/core';
import type { BankRecord, MarketWrite, ProductFields, Storage } from '@bankdir/core/driver';
import { type GenerateOptions, generateDirectoryData } from '../generate-directory-data.ts';
import { insertDirectoryData } from '../insert-directory-data.ts';
import { testPrincipal } from '../test-principal.ts';
import { INSERTED_AT } from './standard-data.ts';
import { VoteModel } from './vote-model.ts';

/** Countries (the first ones are Åland Islands, Austria, Belgium, Brazil, ...) and their markets, for a test that builds its own banks. */
export async function seedCountries(
  storage: Storage,
  count = 4,
): Promise<{ countries: Country[]; markets: MarketWrite[] }> {
  const data = generateDirectoryData({ seed: 7, banks: 0, countries: count, votesPerBank: 0, productsPerBank: 0 });
  await insertDirectoryData(storage, data, INSERTED_AT);
  return { countries: data.countries, markets: data.markets };
}

let bankCounter = 0;

/** Creates a bank through the admin API; name and url default to unique ones. */
export async function createTestBank(
  directory: Directory,
  input: Record<string, unknown> & { countryId?: string; countryCode?: string },
): Promise<BankRecord> {
  bankCounter += 1;
  return directory.admin.createBank({
    name: `Test Bank ${bankCounter}`,
    url: `https://test-bank-${bankCounter}.example/`,
    ...input,
  });
}

/**
 * Casts `up` upvotes and `down` downvotes on the bank in one category, each from its own account (named after
 * `accounts`), through the Directory; records them in `model` when given.
 */
export async function castVotes(
  directory: Directory,
  bankId: string,
  counts: { up?: number; down?: number },
  options: { accounts: string; category?: VoteCategory; model?: VoteModel },
): Promise<void> {
  const category = options.category ?? 'CUSTOMER_SERVICE';
  const votes = [
    ...Array.from({ length: counts.up ?? 0 }, () => true),
    ...Array.from({ length: counts.down ?? 0 }, () => false),
  ];
  for (const [index, isUp] of votes.entries()) {
    const accountId = `${options.accounts}-${index}`;
    await directory.votes.cast(testPrincipal({ accountId }), bankId, { category, isUp });
    options.model?.cast(accountId, bankId, category, isUp);
  }
}

/** Product fields with every optional field set. */
export const FULL_PRODUCT_FIELDS: ProductFields = {
  category: 'ACCOUNT',
  type: 'SAVINGS_ACCOUNT',
  name: 'Everyday Savings',
  summary: 'A savings account with monthly interest.',
  details: '## Interest\n\nPaid monthly.',
  url: 'https://bank.example/savings',
  currency: 'EUR',
  status: 'PUBLISHED',
  rateType: 'APY',
  ratePercent: 2.5,
  rateMinPercent: 1,
  rateMaxPercent: 3,
  rateNote: 'variable',
  monthlyFeeCents: 0,
  annualFeeCents: 1200,
  minimumOpeningDepositCents: 1000,
  minimumBalanceCents: 500,
  termMonths: 12,
  termNote: 'renews automatically',
  features: ['No monthly fee', 'Instant notifications'],
  attributes: [{ label: 'Network', value: 'Visa' }],
  effectiveDate: '2025-01-01',
  displayOrder: 3,
};

/**
 * A product (as a representative sends it) with every optional field set, and `overrides` (which a test may make
 * invalid on purpose) laid over them.
 */
export function fullProductBody(overrides: Record<string, unknown> = {}): ProductInput {
  return {
    ...FULL_PRODUCT_FIELDS,
    features: [...FULL_PRODUCT_FIELDS.features],
    attributes: FULL_PRODUCT_FIELDS.attributes.map((attribute) => ({ ...attribute })),
    ...overrides,
  } as ProductInput;
}

/** The optional product fields with their empty values, as a replace without them leaves them. */
export const EMPTY_PRODUCT_FIELDS = {
  summary: null,
  details: null,
  url: null,
  currency: null,
  rateType: null,
  ratePercent: null,
  rateMinPercent: null,
  rateMaxPercent: null,
  rateNote: null,
  monthlyFeeCents: null,
  annualFeeCents: null,
  minimumOpeningDepositCents: null,
  minimumBalanceCents: null,
  termMonths: null,
  termNote: null,
  features: [],
  attributes: [],
  effectiveDate: null,
  displayOrder: null,
} as const;

/** Generated banks and votes of `shape` (no products), inserted, and the reference model of those votes. */
export async function insertWithModel(storage: Storage, shape: Omit<GenerateOptions, 'productsPerBank'>) {
  const data = generateDirectoryData({ ...shape, productsPerBank: 0 });
  await insertDirectoryData(storage, data, INSERTED_AT);
  return { data, model: VoteModel.of(data) };
}
