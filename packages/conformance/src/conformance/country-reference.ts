import type { CountryDetail, CountrySortKey, ScoreSortKey, Scores, SortOrder } from '@bankdir/core';
import type { SortValue } from '@bankdir/core/driver';
import { foldText } from '@bankdir/core/driver';
import type { DirectoryData } from '../generate-directory-data.ts';
import { orderIds } from './reference-order.ts';
import { INSERTED_AT } from './standard-data.ts';
import { VoteModel } from './vote-model.ts';

/** Every country of `data` as GET /countries?include=scores should show it, computed from the generated data. */
export function expectedCountries(data: DirectoryData): CountryDetail[] {
  const model = VoteModel.of(data);
  const ids = data.countries.map((country) => country.id);
  const scores = model.countryScores(ids);
  const ranks = model.countryRanks(ids);
  return data.countries.map((country) => ({
    id: country.id,
    name: country.name,
    code: country.code,
    rank: ranks.get(country.id)!,
    emoji: country.emoji,
    banksCount: data.banks.filter((bank) => bank.countryId === country.id).length,
    storiesCount: data.stories.filter(
      (story) => !story.hidden && data.banks.find((bank) => bank.id === story.bankId)?.countryId === country.id,
    ).length,
    scores: scores.get(country.id)!,
    createdAt: INSERTED_AT,
    updatedAt: INSERTED_AT,
  }));
}

function sortValue(country: CountryDetail, sortBy: CountrySortKey): SortValue {
  switch (sortBy) {
    case 'name':
      return foldText(country.name);
    case 'code':
    case 'rank':
    case 'banksCount':
    case 'storiesCount':
      return country[sortBy];
    default: {
      // A ScoreSortKey here, or the typecheck fails: a new key needs its case.
      const scoreKey: ScoreSortKey = sortBy;
      const [key, metric] = scoreKey.split('_') as [keyof Scores, 'score' | 'total' | 'up' | 'down'];
      return country.scores![key][metric];
    }
  }
}

/** The contract's search: the folded name contains the folded text, or the text is the country's two-letter code. */
export function matchesSearch(country: CountryDetail, search: string): boolean {
  return foldText(country.name).includes(foldText(search)) || country.code === search.trim().toUpperCase();
}

export function countryOrder(
  countries: readonly CountryDetail[],
  sortBy: CountrySortKey,
  sortOrder: SortOrder,
  search?: string,
): string[] {
  const kept = search === undefined ? countries : countries.filter((country) => matchesSearch(country, search));
  return orderIds(kept, (country) => sortValue(country, sortBy), sortOrder);
}
