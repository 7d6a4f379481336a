import type { BankFacts, Market, VoteCategory } from '@bankdir/core';
import type { ApplicationRecord, AuditEntry, ProductFields, VectorSection } from '@bankdir/core/driver';

// Everything the memory driver stores: one Map per table, keyed by id. A row holds only what was written; scores,
// ranks and counts are computed from the rows when read (derived.ts). Rows are never changed in place, only replaced
// (their fields are readonly), so a transaction's copy of the tables can share them with the committed tables.

export interface CountryRow {
  readonly id: string;
  readonly name: string;
  readonly code: string;
  readonly emoji: string;
  /** foldText(name), as the service passes it. */
  readonly nameKey: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface BankRow {
  readonly id: string;
  readonly name: string;
  readonly nameKey: string;
  readonly url: string;
  readonly primaryHostname: string;
  /** Sorted. */
  readonly alternativeHostnames: readonly string[];
  readonly description: string;
  readonly countryId: string;
  readonly facts: BankFacts;
  readonly claimedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A vote: its country is always its bank's, read from the bank, so a bank that moves takes its votes along. */
export interface VoteRow {
  readonly id: string;
  readonly accountId: string;
  readonly bankId: string;
  readonly category: VoteCategory;
  readonly isUp: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface StoryRow {
  readonly id: string;
  readonly accountId: string;
  readonly bankId: string;
  readonly text: string;
  readonly textKey: string;
  readonly tags: readonly VoteCategory[];
  /** The accounts that gave a thumbs-up, each once: thumbsUpCount is its length. */
  readonly thumbsUpBy: readonly string[];
  readonly hidden: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface ProductRow {
  readonly id: string;
  readonly bankId: string;
  readonly fields: Readonly<ProductFields>;
  readonly nameKey: string;
  readonly hidden: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface StockRow {
  readonly id: string;
  readonly bankId: string;
  readonly symbol: string;
  readonly marketId: string;
  readonly isPrimary: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface ApprovalRow {
  readonly accountId: string;
  readonly bankId: string;
  readonly approvedAt: string;
}

/** An application to represent a bank, as the store answers it. */
export type ApplicationRow = Readonly<ApplicationRecord>;

/** An embedded section with the terms keyword search matches (stores/keyword-search.ts). */
export interface IndexedSection {
  readonly section: Readonly<VectorSection>;
  /** Each term of its title, text and context, with how often it occurs. */
  readonly terms: ReadonlyMap<string, number>;
  /** How many terms it has in all. */
  readonly words: number;
}

/** A bank's embedded sections, under the country the service gave with them. */
export interface SectionsRow {
  readonly countryId: string;
  readonly sections: readonly IndexedSection[];
}

export interface Tables {
  countries: Map<string, CountryRow>;
  banks: Map<string, BankRow>;
  markets: Map<string, Market>;
  /** Each bank's listings, by bank id. */
  stocks: Map<string, readonly StockRow[]>;
  votes: Map<string, VoteRow>;
  /** The vote id of each (account, bank, category): one vote per account and category on a bank. */
  voteIds: Map<string, string>;
  stories: Map<string, StoryRow>;
  products: Map<string, ProductRow>;
  /** Keyed by approvalKey(accountId, bankId). */
  approvals: Map<string, ApprovalRow>;
  applications: Map<string, ApplicationRow>;
  /** The audit trail, by entry id; entries are only ever added. */
  audit: Map<string, Readonly<AuditEntry>>;
  sections: Map<string, SectionsRow>;
  vectorIndex: { readonly model: string; readonly dimensions: number } | null;
  /** Counts the writes to the semantic index: VectorStore.generation. */
  vectorGeneration: number;
  /** Counts every write to these tables: what derived values are kept under (derived.ts). */
  revision: number;
}

export function emptyTables(): Tables {
  return {
    countries: new Map(),
    banks: new Map(),
    markets: new Map(),
    stocks: new Map(),
    votes: new Map(),
    voteIds: new Map(),
    stories: new Map(),
    products: new Map(),
    approvals: new Map(),
    applications: new Map(),
    audit: new Map(),
    sections: new Map(),
    vectorIndex: null,
    vectorGeneration: 0,
    revision: 0,
  };
}

/** A transaction's own tables: new Maps holding the same (never changed) rows, so the copy costs one Map per table. */
export function copyTables(tables: Tables): Tables {
  return {
    countries: new Map(tables.countries),
    banks: new Map(tables.banks),
    markets: new Map(tables.markets),
    stocks: new Map(tables.stocks),
    votes: new Map(tables.votes),
    voteIds: new Map(tables.voteIds),
    stories: new Map(tables.stories),
    products: new Map(tables.products),
    approvals: new Map(tables.approvals),
    applications: new Map(tables.applications),
    audit: new Map(tables.audit),
    sections: new Map(tables.sections),
    vectorIndex: tables.vectorIndex,
    vectorGeneration: tables.vectorGeneration,
    revision: tables.revision,
  };
}

/** The key of an account's vote on a bank in a category in `voteIds`. */
export function voteKey(accountId: string, bankId: string, category: VoteCategory): string {
  return JSON.stringify([accountId, bankId, category]);
}

/** The key of an approval in `approvals`. */
export function approvalKey(accountId: string, bankId: string): string {
  return JSON.stringify([accountId, bankId]);
}
