import * as v from 'valibot';

// The structured facts of a bank that semantic search understands: what kind of bank it is, who owns it, where it is
// headquartered and the other names people call it. The operator sets them with the bank (seeding, CLI, embedding
// apps); they are indexed for semantic search and never served by the v1 API.

/** The kinds of bank people ask for; a bank is usually several ("universal", "retail" and "private"). */
export const BANK_KINDS = [
  'universal', // large universal or commercial bank
  'retail', // everyday banking for individuals
  'business', // serves mainly companies, SMEs or corporates
  'investment', // investment banking, markets
  'private', // private banking and wealth management
  'digital', // digital-only: app or online, no branches
  'cooperative', // owned by its members: cooperative bank, mutual, building society
  'credit-union',
  'savings', // savings bank: Sparkasse, caja, caisse d'épargne, postal or state savings bank
  'islamic', // sharia-compliant
  'development', // state development, promotional, export or policy bank
  'postal', // run with the postal service
  'broker', // online brokerage, share trading
  'crypto', // buys, holds or banks crypto assets
  'custody', // custody and asset servicing for institutions
  'sustainable', // ethical, green or social banking
  'microfinance', // small loans to low-income people and micro-businesses
  'regional', // serves mainly one region of its country
] as const;
export type BankKind = (typeof BANK_KINDS)[number];

/** How a bank is owned; a bank may be listed and state-owned at once. */
export const BANK_OWNERSHIPS = [
  'state-owned', // owned or controlled by a state, province, canton or city
  'cooperative', // owned by its members
  'mutual', // owned by its customers (building society, mutual bank)
  'listed', // its shares (or its group's) trade on a stock market
  'subsidiary', // owned by another company: see `parent`
  'private', // privately held
  'partnership', // owned by its partners
  'foundation', // owned by a foundation
] as const;
export type BankOwnership = (typeof BANK_OWNERSHIPS)[number];

/**
 * How a bank stands by size in its country, where that is well established and stable: `largest` for the largest bank
 * of its country by total assets, `major` for the few other banks counted among its largest. What "the largest bank in
 * Poland" asks for.
 */
export const BANK_SIZES = ['largest', 'major'] as const;
export type BankSize = (typeof BANK_SIZES)[number];

const shortText = (what: string, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, `${what} must not be empty.`),
    v.maxLength(max, `${what} must be at most ${max} characters.`),
  );

const nameList = (what: string) =>
  v.optional(
    v.pipe(
      v.array(shortText(what, 120)),
      v.maxLength(20, `${what} must have at most 20 entries.`),
      v.checkItems((item, index, list) => list.indexOf(item) === index, `${what} must not repeat an entry.`),
    ),
    [],
  );

export const BankFactsSchema = v.strictObject({
  kinds: v.optional(
    v.pipe(
      v.array(v.picklist(BANK_KINDS, `kinds must be among ${BANK_KINDS.join(', ')}.`)),
      v.checkItems((item, index, list) => list.indexOf(item) === index, 'kinds must not repeat an entry.'),
    ),
    [],
  ),
  ownership: v.optional(
    v.pipe(
      v.array(v.picklist(BANK_OWNERSHIPS, `ownership must be among ${BANK_OWNERSHIPS.join(', ')}.`)),
      v.checkItems((item, index, list) => list.indexOf(item) === index, 'ownership must not repeat an entry.'),
    ),
    [],
  ),
  /** The company that owns the bank, when it is a subsidiary. */
  parent: v.optional(shortText('parent', 200)),
  /** Its size in its country (BANK_SIZES); unset for most banks. */
  size: v.optional(v.picklist(BANK_SIZES, `size must be one of ${BANK_SIZES.join(', ')}.`)),
  /** The city of its head office. */
  headquarters: v.optional(shortText('headquarters', 100)),
  /** Other names people call it today: brands, abbreviations, local-language names. */
  alsoKnownAs: nameList('alsoKnownAs'),
  /** Names it used to have, and the banks it was formed from ("Abbey National", "Banamex"). */
  formerNames: nameList('formerNames'),
});
export type BankFacts = v.InferOutput<typeof BankFactsSchema>;

/** The facts among a record's fields (a bank row, a file's front matter): lists as given or empty, texts when set. */
export function factsOf(fields: Partial<BankFacts>): BankFacts {
  const { kinds = [], ownership = [], alsoKnownAs = [], formerNames = [], parent, headquarters, size } = fields;
  return {
    kinds,
    ownership,
    alsoKnownAs,
    formerNames,
    ...(parent !== undefined && { parent }),
    ...(headquarters !== undefined && { headquarters }),
    ...(size !== undefined && { size }),
  };
}

/** The facts say something: a bank without any is stored without a facts row. */
export function hasAnyFact(facts: BankFacts): boolean {
  return (
    facts.kinds.length > 0 ||
    facts.ownership.length > 0 ||
    facts.alsoKnownAs.length > 0 ||
    facts.formerNames.length > 0 ||
    facts.parent !== undefined ||
    facts.headquarters !== undefined ||
    facts.size !== undefined
  );
}

/** The two say the same (no facts at all is the same as empty ones; list order counts). */
export function sameFacts(a: BankFacts | undefined, b: BankFacts | undefined): boolean {
  const key = (facts: BankFacts | undefined) => {
    const { kinds = [], ownership = [], alsoKnownAs = [], formerNames = [], parent, headquarters, size } = facts ?? {};
    return JSON.stringify([
      kinds,
      ownership,
      alsoKnownAs,
      formerNames,
      parent ?? null,
      headquarters ?? null,
      size ?? null,
    ]);
  };
  return key(a) === key(b);
}

export const NO_BANK_FACTS: BankFacts = Object.freeze({
  kinds: [],
  ownership: [],
  alsoKnownAs: [],
  formerNames: [],
}) as BankFacts;
