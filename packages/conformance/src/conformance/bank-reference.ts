import type {
  Bank,
  BankSortKey,
  Country,
  ScoreKey,
  ScoreMetric,
  ScoreSortKey,
  Scores,
  SortOrder,
  Stock,
} from '@bankdir/core';
import type { Ranks, SortValue } from '@bankdir/core/driver';
import { foldText, normalizeHostname } from '@bankdir/core/driver';
import type { DirectoryData, GeneratedBank } from '../generate-directory-data.ts';
import { orderIds } from './reference-order.ts';
import { INSERTED_AT } from './standard-data.ts';
import { VoteModel } from './vote-model.ts';

/** A Bank as the API should show it, minus updatedAt (which votes and approvals may move). */
export type ExpectedBank = Omit<Bank, 'updatedAt'>;

export type BankViewInclude = 'scores' | 'country' | 'stocks';

/** What generated data should look like through the banks endpoints, computed from the data alone. */
export interface BankReference {
  readonly banks: readonly GeneratedBank[];
  readonly model: VoteModel;
  bank(id: string): GeneratedBank;
  country(id: string): Country;
  countryByCode(code: string): Country | undefined;
  scores(id: string): Scores;
  ranks(id: string): Ranks;
  /** The value a bank sorts by under `sortBy`; name sorts by its folded form. */
  sortValue(bank: GeneratedBank, sortBy: BankSortKey): SortValue;
  /** Ids of the banks passing `filter` in the list order of sortBy/sortOrder, then id. */
  order(sortBy: BankSortKey, sortOrder: SortOrder, filter?: (bank: GeneratedBank) => boolean): string[];
  /** The bank as GET /banks shows it with these includes. */
  view(id: string, include: readonly BankViewInclude[]): ExpectedBank;
  /** The normalised hostnames (primary first) a bank answers to. */
  hostnames(id: string): string[];
}

const references = new WeakMap<DirectoryData, BankReference>();

export function bankReference(data: DirectoryData): BankReference {
  const known = references.get(data);
  if (known) return known;
  const model = VoteModel.of(data);
  const scores = model.scores();
  const ranks = model.ranks();
  const banks = new Map(data.banks.map((bank) => [bank.id, bank]));
  const countries = new Map(data.countries.map((country) => [country.id, country]));
  const markets = new Map(data.markets.map((market) => [market.id, market]));
  const storiesCount = new Map<string, number>();
  for (const story of data.stories)
    if (!story.hidden) storiesCount.set(story.bankId, (storiesCount.get(story.bankId) ?? 0) + 1);
  const claimedAt = new Map<string, string>();
  for (const approval of data.approvals) {
    const earlier = claimedAt.get(approval.bankId);
    if (earlier === undefined || approval.approvedAt < earlier) claimedAt.set(approval.bankId, approval.approvedAt);
  }

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The reference has no ${what}.`);
    return value;
  };
  const reference: BankReference = {
    banks: data.banks,
    model,
    bank: (id) => need(banks.get(id), `bank ${id}`),
    country: (id) => need(countries.get(id), `country ${id}`),
    countryByCode: (code) => data.countries.find((country) => country.code === code.toUpperCase()),
    scores: (id) => need(scores.get(id), `scores of ${id}`),
    ranks: (id) => need(ranks.get(id), `ranks of ${id}`),
    sortValue(bank, sortBy) {
      switch (sortBy) {
        case 'name':
          return foldText(bank.name);
        case 'rank':
          return reference.ranks(bank.id).rank;
        case 'countryRank':
          return reference.ranks(bank.id).countryRank;
        case 'storiesCount':
          return storiesCount.get(bank.id) ?? 0;
        case 'countryId':
          return bank.countryId;
        default: {
          // A ScoreSortKey here, or the typecheck fails: a new key needs its case.
          const scoreKey: ScoreSortKey = sortBy;
          const [key, metric] = scoreKey.split('_') as [ScoreKey, ScoreMetric];
          return reference.scores(bank.id)[key][metric];
        }
      }
    },
    order: (sortBy, sortOrder, filter = () => true) =>
      orderIds(data.banks.filter(filter), (bank) => reference.sortValue(bank, sortBy), sortOrder),
    view(id, include) {
      const bank = reference.bank(id);
      const { rank, countryRank } = reference.ranks(id);
      const view: ExpectedBank = {
        id,
        name: bank.name,
        rank,
        countryRank,
        url: bank.url,
        description: bank.description,
        storiesCount: storiesCount.get(id) ?? 0,
        claimedAt: claimedAt.get(id) ?? null,
        countryId: bank.countryId,
        createdAt: bank.createdAt,
      };
      if (include.includes('scores')) view.scores = reference.scores(id);
      if (include.includes('country')) view.country = reference.country(bank.countryId);
      if (include.includes('stocks')) {
        view.stocks = [...bank.stocks]
          .sort(
            (a, b) =>
              Number(b.isPrimary) - Number(a.isPrimary) || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0),
          )
          .map(
            (stock): Stock => ({
              id: stock.id,
              symbol: stock.symbol,
              isPrimary: stock.isPrimary,
              marketId: stock.marketId,
              bankId: id,
              createdAt: bank.createdAt,
              updatedAt: bank.createdAt,
              market: {
                ...need(markets.get(stock.marketId), `market ${stock.marketId}`),
                createdAt: INSERTED_AT,
                updatedAt: INSERTED_AT,
              },
              bank: { id, name: bank.name, url: bank.url, rank, countryRank, countryId: bank.countryId },
            }),
          );
      }
      return view;
    },
    hostnames(id) {
      const bank = reference.bank(id);
      const primary = need(normalizeHostname(bank.url) ?? undefined, `hostname of ${bank.url}`);
      const alternatives = bank.alternativeHostnames
        .map((raw) => normalizeHostname(raw))
        .filter((host): host is string => host !== null && host !== primary);
      return [primary, ...new Set(alternatives)];
    },
  };
  references.set(data, reference);
  return reference;
}
