import { readAllPages } from '../../paging/page.ts';
import type { Country } from '../../schemas/resources.ts';
import type { Storage } from '../../storage.ts';
import { QueryUnderstanding } from './query-understanding.ts';

/** The directory's countries, and the query understanding built from them and the vocabulary tables. */
export interface SearchVocabulary {
  understanding: QueryUnderstanding;
  byCode: Map<string, Country>;
  byId: Map<string, Country>;
}

export async function loadSearchVocabulary(storage: Storage): Promise<SearchVocabulary> {
  const countries: Country[] = await readAllPages((page) =>
    storage.countries.list({ sortBy: 'name', sortOrder: 'asc', page }),
  );
  return {
    understanding: new QueryUnderstanding(countries),
    byCode: new Map(countries.map((country) => [country.code.toUpperCase(), country])),
    byId: new Map(countries.map((country) => [country.id, country])),
  };
}
