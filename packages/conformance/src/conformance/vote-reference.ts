import type { BankVote, SortOrder, VoteCategory } from '@bankdir/core';
import type { DirectoryData, GeneratedVote } from '../generate-directory-data.ts';
import { orderIds } from './reference-order.ts';

/** The filters of GET /bank-votes as a test states them. */
export interface VoteFilter {
  bankId?: string;
  categories?: readonly VoteCategory[];
  isUp?: boolean;
  countryCode?: string;
}

export interface VoteReference {
  readonly votes: readonly GeneratedVote[];
  vote(id: string): GeneratedVote;
  matches(vote: GeneratedVote, filter: VoteFilter): boolean;
  /** Ids of the votes passing `filter` by createdAt in `sortOrder`, then id. */
  order(sortOrder: SortOrder, filter?: VoteFilter): string[];
  /** The vote as the API shows it, with the bank and country when asked for. */
  view(vote: GeneratedVote, include: readonly ('bank' | 'country')[]): BankVote;
}

const references = new WeakMap<DirectoryData, VoteReference>();

export function voteReference(data: DirectoryData): VoteReference {
  const known = references.get(data);
  if (known) return known;
  const banks = new Map(data.banks.map((bank) => [bank.id, bank]));
  const countries = new Map(data.countries.map((country) => [country.id, country]));
  const votes = new Map(data.votes.map((vote) => [vote.id, vote]));
  const countryOf = (vote: GeneratedVote) => countries.get(banks.get(vote.bankId)?.countryId ?? '');

  const reference: VoteReference = {
    votes: data.votes,
    vote(id) {
      const vote = votes.get(id);
      if (!vote) throw new Error(`The reference has no vote ${id}.`);
      return vote;
    },
    matches: (vote, filter) =>
      (filter.bankId === undefined || vote.bankId === filter.bankId) &&
      (filter.categories === undefined || filter.categories.includes(vote.category)) &&
      (filter.isUp === undefined || vote.isUp === filter.isUp) &&
      (filter.countryCode === undefined || countryOf(vote)?.code === filter.countryCode.toUpperCase()),
    order: (sortOrder, filter = {}) =>
      orderIds(
        data.votes.filter((vote) => reference.matches(vote, filter)),
        (vote) => vote.createdAt,
        sortOrder,
      ),
    view(vote, include) {
      const view: BankVote = {
        id: vote.id,
        isUp: vote.isUp,
        category: vote.category,
        bankId: vote.bankId,
        createdAt: vote.createdAt,
        updatedAt: vote.updatedAt,
      };
      const bank = banks.get(vote.bankId);
      if (include.includes('bank') && bank) view.bank = { id: bank.id, name: bank.name, countryId: bank.countryId };
      const country = countryOf(vote);
      if (include.includes('country') && country) view.country = country;
      return view;
    },
  };
  references.set(data, reference);
  return reference;
}

/** A vote filter as a query string writes it: how a test names the filter. */
export function voteFilterQuery(filter: VoteFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.bankId !== undefined) query.bankId = filter.bankId;
  if (filter.categories !== undefined) query.categories = filter.categories.join(',');
  if (filter.isUp !== undefined) query.isUp = String(filter.isUp);
  if (filter.countryCode !== undefined) query.countryCode = filter.countryCode;
  return query;
}
