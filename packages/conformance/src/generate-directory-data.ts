import type { Country, ProductCategory, ProductStatus, ProductType } from '@bankdir/core';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, PRODUCT_TYPES, RATE_TYPES, VOTE_CATEGORIES } from '@bankdir/core';
import type { MarketWrite, ProductFields, StockWrite, StoryImport, VoteRecord } from '@bankdir/core/driver';
import { foldText } from '@bankdir/core/driver';
import { createPrng, type Prng } from './prng.ts';
import {
  BANK_CORES,
  BANK_PREFIXES,
  BANK_SUFFIXES,
  COUNTRY_SYLLABLES,
  CURRENCIES,
  FEATURES,
  PRODUCT_WORDS,
  SAMPLE_COUNTRIES,
  STYLED_BANK_NAMES,
} from './sample-words.ts';

export interface GenerateOptions {
  /** Same seed, same options: same data, byte for byte. */
  seed: number;
  banks: number;
  /** At most 676 (every two-letter code). */
  countries: number;
  /** Average votes per bank; with the uniform spread each bank gets between 0 and twice this many. */
  votesPerBank: number;
  /**
   * How votes spread over banks. 'uniform' (default): each bank 0 to twice the average. 'long-tail': about two banks
   * in three get none and the rest a Pareto share, so a few get thousands (as many as the accounts allow); the total is
   * exactly round(banks x votesPerBank) unless the accounts cannot hold that many.
   */
  voteSpread?: 'uniform' | 'long-tail';
  /**
   * How banks spread over countries. 'uniform' (default): each country alike. 'skewed': a Zipf spread in country
   * order (the first country holds about 1 / H(countries) of the banks, the second half that, ...), as real
   * directories are, so the big countries have lists deep enough to page through.
   */
  countrySpread?: 'uniform' | 'skewed';
  /** Average products per bank; each bank gets between 0 and twice this many. Default 2. */
  productsPerBank?: number;
  /** Size of the pool of voting accounts. Default 200. */
  accounts?: number;
}

/** A bank as the operator enters it, plus when it was created. Hostnames are written the loose ways people type them. */
export interface GeneratedBank {
  id: string;
  name: string;
  url: string;
  description: string;
  countryId: string;
  alternativeHostnames: string[];
  stocks: StockWrite[];
  createdAt: string;
}

export type GeneratedVote = Omit<VoteRecord, 'countryId'>;

export interface GeneratedProduct {
  id: string;
  bankId: string;
  fields: ProductFields;
  /** Removed from public lists by the operator. */
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A story with the accounts that gave it a thumbs-up; a hidden one was hidden by the operator. */
export type GeneratedStory = StoryImport;

export interface GeneratedApproval {
  accountId: string;
  bankId: string;
  approvedAt: string;
}

/** Plain records to insert through Storage (see insertDirectoryData) or through the Directory admin API. */
export interface DirectoryData {
  countries: Country[];
  markets: MarketWrite[];
  banks: GeneratedBank[];
  votes: GeneratedVote[];
  stories: GeneratedStory[];
  products: GeneratedProduct[];
  approvals: GeneratedApproval[];
  accounts: string[];
}

const BASE_TIME = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;
const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyz';

/** The product types of each category, in enum order. */
const TYPES_BY_CATEGORY: Record<ProductCategory, readonly ProductType[]> = {
  ACCOUNT: PRODUCT_TYPES.slice(0, 7),
  CARD: PRODUCT_TYPES.slice(7, 12),
  LOAN: PRODUCT_TYPES.slice(12, 21),
  INVESTMENT: PRODUCT_TYPES.slice(21, 24),
  INSURANCE: ['INSURANCE'],
  SERVICE: PRODUCT_TYPES.slice(25, 33),
  OTHER: ['OTHER'],
};

/**
 * Builds a deterministic directory: countries (some with accented names), stock markets, banks with accented and
 * mixed-case names, shared and alternative hostnames and stock listings, votes by many accounts (some banks under
 * the ranking threshold, some timestamps equal), and products with every optional field sometimes empty.
 */
export function generateDirectoryData(options: GenerateOptions): DirectoryData {
  const random = createPrng(options.seed);
  const ids = idMaker(random);
  const accounts = Array.from(
    { length: options.accounts ?? 200 },
    (_, index) => `acct_gen${String(index).padStart(6, '0')}`,
  );
  const countries = makeCountries(random, ids, options.countries);
  const markets = makeMarkets(random, ids, countries);
  const banks = makeBanks(random, ids, options.banks, countries, markets, options.countrySpread ?? 'uniform');
  // Stories draw from a stream of their own, so adding them left every other generated value as it was.
  const stories = makeStories(createPrng(options.seed + 1), banks, accounts);
  const votesOfBank =
    options.voteSpread === 'long-tail'
      ? longTailCounts(random, banks.length, Math.round(banks.length * options.votesPerBank), slotsOf(accounts))
      : undefined;
  const votes = makeVotes(random, ids, banks, accounts, options.votesPerBank, votesOfBank);
  const products = makeProducts(random, ids, banks, options.productsPerBank ?? 2);
  const approvals = banks
    .filter(() => random.chance(0.05))
    .map((bank) => ({
      accountId: random.pick(accounts),
      bankId: bank.id,
      approvedAt: timeAfter(random, bank.createdAt, 90),
    }));
  return { countries, markets, banks, votes, stories, products, approvals, accounts };
}

type IdMaker = (prefix: string) => string;

function idMaker(random: Prng): IdMaker {
  const used = new Set<string>();
  return (prefix) => {
    for (;;) {
      let id = `${prefix}_`;
      for (let i = 0; i < 20; i++) id += ID_ALPHABET[Math.floor(random.next() * ID_ALPHABET.length)];
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
}

function makeCountries(random: Prng, ids: IdMaker, count: number): Country[] {
  if (count < 1 || count > 676) throw new RangeError('countries must be from 1 to 676.');
  const entries: [string, string][] = SAMPLE_COUNTRIES.slice(0, count).map(([code, name]) => [code, name]);
  const usedCodes = new Set(entries.map(([code]) => code));
  const usedNames = new Set(entries.map(([, name]) => name));
  for (let first = 0; first < 26 && entries.length < count; first++) {
    for (let second = 0; second < 26 && entries.length < count; second++) {
      const code = String.fromCharCode(65 + first, 65 + second);
      if (usedCodes.has(code)) continue;
      let name = '';
      while (name === '' || usedNames.has(name)) name = syntheticCountryName(random);
      usedCodes.add(code);
      usedNames.add(name);
      entries.push([code, name]);
    }
  }
  return entries.map(([code, name]) => ({ id: ids('ctry'), name, code, emoji: flagOf(code) }));
}

function syntheticCountryName(random: Prng): string {
  let name = '';
  const syllables = random.int(2, 4);
  for (let i = 0; i < syllables; i++) name += random.pick(COUNTRY_SYLLABLES);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The flag emoji: the two regional indicator symbols of the code. */
function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

function makeMarkets(random: Prng, ids: IdMaker, countries: readonly Country[]): MarketWrite[] {
  return countries
    .filter((_, index) => index < 3 || random.chance(0.3))
    .map((country) => ({
      id: ids('mkt'),
      name: `${country.name} Stock Exchange`,
      code: `X${country.code}`,
      tvCode: `${country.code}X`,
      isTvEmbeddable: random.chance(0.7),
      type: 'STOCK' as const,
      countryId: country.id,
    }));
}

function makeBanks(
  random: Prng,
  ids: IdMaker,
  count: number,
  countries: readonly Country[],
  markets: readonly MarketWrite[],
  spread: 'uniform' | 'skewed',
): GeneratedBank[] {
  const banks: GeneratedBank[] = [];
  const pickCountry = spread === 'skewed' ? zipfPicker(random, countries) : () => random.pick(countries);
  for (let index = 0; index < count; index++) {
    const id = ids('bank');
    const earlier = banks.length > 0 && random.chance(0.04) ? random.pick(banks) : undefined;
    // A few banks reuse an earlier bank's name (often abroad) or its hostname: name ties and by-hostname choices.
    const name = earlier && random.chance(0.5) ? earlier.name : bankName(random);
    const host = earlier && random.chance(0.5) ? hostOf(earlier.url) : `${slugOf(name)}-${index.toString(36)}.example`;
    const country = pickCountry();
    const url = random.chance(0.7) ? `https://www.${host}/` : `https://${host}`;
    banks.push({
      id,
      name,
      url,
      description: descriptionOf(random, name, country.name),
      countryId: country.id,
      alternativeHostnames: alternativeHostnamesOf(random, host, index),
      stocks: stocksOf(random, ids, name, markets),
      createdAt: new Date(BASE_TIME + random.int(0, 365 * 86_400) * 1000).toISOString(),
    });
  }
  return banks;
}

/** Picks items with weights 1, 1/2, 1/3, ... in their order. */
function zipfPicker<T>(random: Prng, items: readonly T[]): () => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (let index = 0; index < items.length; index++) {
    sum += 1 / (index + 1);
    cumulative.push(sum);
  }
  return () => {
    const target = random.next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return items[low] as T;
  };
}

function bankName(random: Prng): string {
  const roll = random.next();
  if (roll < 0.08) return random.pick(STYLED_BANK_NAMES);
  if (roll < 0.45) return `${random.pick(BANK_PREFIXES)} ${random.pick(BANK_CORES)}`;
  if (roll < 0.8) return `${random.pick(BANK_CORES)} ${random.pick(BANK_SUFFIXES)}`;
  const name = `${random.pick(BANK_PREFIXES)} ${random.pick(BANK_CORES)} ${random.pick(BANK_SUFFIXES)}`;
  return random.chance(0.3) ? name.toLowerCase() : name;
}

function slugOf(name: string): string {
  return (
    foldText(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'bank'
  );
}

function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

function alternativeHostnamesOf(random: Prng, host: string, index: number): string[] {
  if (!random.chance(0.2)) return [];
  const forms = [
    `www.${host.replace('.example', '.example.net')}`,
    `https://ONLINE.${host}:8443/login`,
    `bänk-${index.toString(36)}.example.`,
  ];
  return random.shuffle(forms).slice(0, random.int(1, 2));
}

function descriptionOf(random: Prng, name: string, countryName: string): string {
  const focus = random.pick(['retail customers', 'small businesses', 'farmers', 'students', 'exporters', 'families']);
  const extra = random.pick([
    'mobile app',
    'branch network',
    'crypto custody',
    'green mortgages',
    'foreign exchange desk',
  ]);
  return `${name} is a bank in ${countryName} serving ${focus}.\n\n## Services\n\nKnown for its ${extra}.`;
}

function stocksOf(random: Prng, ids: IdMaker, name: string, markets: readonly MarketWrite[]): StockWrite[] {
  if (markets.length === 0 || !random.chance(0.1)) return [];
  const symbol = slugOf(name).replace(/-/g, '').slice(0, 4).toUpperCase() || 'BANK';
  const listed = random.shuffle(markets).slice(0, random.int(1, 2));
  return listed.map((market, index) => ({
    id: ids('stk'),
    symbol: index === 0 ? symbol : `${symbol}.${market.code}`,
    marketId: market.id,
    isPrimary: index === 0,
  }));
}

function makeVotes(
  random: Prng,
  ids: IdMaker,
  banks: readonly GeneratedBank[],
  accounts: readonly string[],
  votesPerBank: number,
  votesOfBank: readonly number[] | undefined,
): GeneratedVote[] {
  const votes: GeneratedVote[] = [];
  const slots = slotsOf(accounts);
  for (const [index, bank] of banks.entries()) {
    const approval = random.next(); // each bank has its own mood, so scores spread from -100 to 100
    const wanted = Math.min(slots, votesOfBank?.[index] ?? random.int(0, Math.round(2 * votesPerBank)));
    const taken = new Set<number>();
    let previousAt: string | undefined;
    while (taken.size < wanted) {
      const slot = random.int(0, slots - 1);
      if (taken.has(slot)) continue;
      taken.add(slot);
      const createdAt: string =
        previousAt !== undefined && random.chance(0.1) ? previousAt : timeAfter(random, bank.createdAt, 730);
      previousAt = createdAt;
      votes.push({
        id: ids('vote'),
        accountId: accounts[Math.floor(slot / VOTE_CATEGORIES.length)] as string,
        bankId: bank.id,
        category: VOTE_CATEGORIES[slot % VOTE_CATEGORIES.length] as (typeof VOTE_CATEGORIES)[number],
        isUp: random.next() < approval,
        createdAt,
        updatedAt: random.chance(0.2) ? timeAfter(random, createdAt, 60) : createdAt,
      });
    }
  }
  return votes;
}

/** How many votes the accounts can cast on one bank: one per account and category. */
function slotsOf(accounts: readonly string[]): number {
  return accounts.length * VOTE_CATEGORIES.length;
}

/** The share of banks that get any vote under the long-tail spread, and the Pareto shape of their shares. */
const LONG_TAIL_VOTED_SHARE = 0.35;
const LONG_TAIL_PARETO_ALPHA = 1.3;

/**
 * Votes per bank for the long-tail spread: most banks none, the others a Pareto-distributed share of `total`, each at
 * most `cap`. The rounding remainder goes one vote at a time to the most popular banks with room left.
 */
function longTailCounts(random: Prng, banks: number, total: number, cap: number): number[] {
  const weights = Array.from({ length: banks }, () =>
    random.chance(LONG_TAIL_VOTED_SHARE) ? (1 - random.next()) ** (-1 / LONG_TAIL_PARETO_ALPHA) : 0,
  );
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum === 0) return weights;
  const counts = weights.map((weight) => Math.min(cap, Math.floor((total * weight) / weightSum)));
  const byPopularity = weights
    .map((weight, index) => ({ weight, index }))
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ index }) => index);
  let missing = total - counts.reduce((sum, count) => sum + count, 0);
  while (missing > 0) {
    let placed = false;
    for (const index of byPopularity) {
      if (missing === 0) break;
      if (counts[index]! >= cap) continue;
      counts[index] = counts[index]! + 1;
      missing -= 1;
      placed = true;
    }
    if (!placed) break; // every voted bank is full: the accounts cannot hold more
  }
  return counts;
}

function makeProducts(
  random: Prng,
  ids: IdMaker,
  banks: readonly GeneratedBank[],
  productsPerBank: number,
): GeneratedProduct[] {
  const products: GeneratedProduct[] = [];
  for (const bank of banks) {
    const count = random.int(0, Math.round(2 * productsPerBank));
    for (let i = 0; i < count; i++) {
      const createdAt = timeAfter(random, bank.createdAt, 365);
      products.push({
        id: ids('prod'),
        bankId: bank.id,
        fields: productFields(random, bank),
        hidden: random.chance(0.05),
        createdAt,
        updatedAt: random.chance(0.4) ? timeAfter(random, createdAt, 120) : createdAt,
      });
    }
  }
  return products;
}

function productFields(random: Prng, bank: GeneratedBank): ProductFields {
  const category = random.pick(PRODUCT_CATEGORIES);
  const type = random.pick(TYPES_BY_CATEGORY[category]);
  const name = productName(random, type);
  const status: ProductStatus = random.chance(0.75) ? 'PUBLISHED' : random.pick(PRODUCT_STATUSES);
  const rates = ratesOf(random);
  const maybe = <T>(p: number, make: () => T): T | null => (random.chance(p) ? make() : null);
  return {
    category,
    type,
    name,
    summary: maybe(0.8, () => `${name} from ${bank.name}.`),
    details: maybe(0.6, () => `## ${name}\n\n- ${random.pick(FEATURES)}\n- ${random.pick(FEATURES)}`),
    url: maybe(0.7, () => `https://${hostOf(bank.url)}/products/${slugOf(name)}`),
    currency: maybe(0.85, () => random.pick(CURRENCIES)),
    status,
    rateType:
      rates.ratePercent === null && rates.rateMinPercent === null && rates.rateMaxPercent === null
        ? null
        : maybe(0.8, () => random.pick(RATE_TYPES)),
    ...rates,
    rateNote: maybe(0.2, () => random.pick(['for new customers', 'variable', 'first 12 months'])),
    monthlyFeeCents: maybe(0.5, () => random.int(0, 2500)),
    annualFeeCents: maybe(0.3, () => random.int(0, 50_000)),
    minimumOpeningDepositCents: maybe(0.3, () => random.int(0, 100_000)),
    minimumBalanceCents: maybe(0.3, () => random.int(0, 500_000)),
    termMonths: maybe(0.25, () => random.pick([3, 6, 12, 24, 36, 60, 120, 360])),
    termNote: maybe(0.1, () => 'renews automatically'),
    features: random.shuffle(FEATURES).slice(0, random.int(0, 4)),
    attributes: random.chance(0.3) ? [{ label: 'Network', value: random.pick(['Visa', 'Mastercard', 'Maestro']) }] : [],
    effectiveDate: maybe(0.7, () => new Date(BASE_TIME + random.int(0, 900) * DAY_MS).toISOString().slice(0, 10)),
    displayOrder: maybe(0.6, () => (random.chance(0.5) ? random.int(0, 5) : random.int(0, 999))),
  };
}

function productName(random: Prng, type: ProductType): string {
  const label = type
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
  const name = `${random.pick(PRODUCT_WORDS)} ${label}`;
  return random.chance(0.1) ? name.toLowerCase() : name;
}

/** Headline only, a range, both, one end only, or no rate at all; hundredths of a percent so filter bounds can hit exactly. */
function ratesOf(random: Prng): Pick<ProductFields, 'ratePercent' | 'rateMinPercent' | 'rateMaxPercent'> {
  const low = random.int(0, 2500);
  const percent = (hundredths: number): number => hundredths / 100;
  const roll = random.next();
  if (roll < 0.35) return { ratePercent: percent(low), rateMinPercent: null, rateMaxPercent: null };
  if (roll < 0.55)
    return { ratePercent: null, rateMinPercent: percent(low), rateMaxPercent: percent(low + random.int(0, 800)) };
  if (roll < 0.6) {
    return {
      ratePercent: percent(low + random.int(0, 300)),
      rateMinPercent: percent(low),
      rateMaxPercent: percent(low + random.int(300, 600)),
    };
  }
  if (roll < 0.65) return { ratePercent: null, rateMinPercent: percent(low), rateMaxPercent: null };
  if (roll < 0.7) return { ratePercent: null, rateMinPercent: null, rateMaxPercent: percent(low) };
  return { ratePercent: null, rateMinPercent: null, rateMaxPercent: null };
}

/** An ISO time after `from`, within `days` days, in whole seconds. */
function timeAfter(random: Prng, from: string, days: number): string {
  return new Date(Date.parse(from) + random.int(1, days * 86_400) * 1000).toISOString();
}

const STORY_OPENINGS = [
  'Opened an account in ten minutes',
  'Their app froze during a transfer',
  'Customer service called me back the same day',
  'Hidden fees on every international payment',
  'The branch staff knew my name',
  'A mortgage approved faster than promised',
  'Crypto purchases blocked without warning',
  'Support in Öresund and São Paulo alike',
];

/**
 * Stories about some banks (most banks none, a few up to five): texts with accents and shared words for search,
 * 0 to 5 tags, thumbs-ups by some accounts, about one in ten hidden by the operator, some timestamps equal.
 */
function makeStories(random: Prng, banks: readonly GeneratedBank[], accounts: readonly string[]): GeneratedStory[] {
  const stories: GeneratedStory[] = [];
  let previousAt: string | undefined;
  for (const bank of banks) {
    const count = random.chance(0.5) ? 0 : random.int(1, 5);
    for (let index = 0; index < count; index++) {
      const text = `${random.pick(STORY_OPENINGS)} at ${bank.name}.`;
      const tags = VOTE_CATEGORIES.filter(() => random.chance(0.12)).slice(0, 5);
      const createdAt =
        previousAt !== undefined && random.chance(0.1) ? previousAt : timeAfter(random, bank.createdAt, 700);
      previousAt = createdAt;
      const thumbs = Math.min(accounts.length, random.chance(0.4) ? 0 : random.int(1, 12));
      stories.push({
        id: `story_${bank.id.slice('bank_'.length, 'bank_'.length + 12)}${stories.length.toString(36)}`,
        accountId: random.pick(accounts),
        bankId: bank.id,
        text,
        textKey: foldText(text),
        tags,
        hidden: random.chance(0.1),
        thumbsUpBy: accounts.slice(0, thumbs),
        createdAt,
      });
    }
  }
  return stories;
}
