import type { Directory } from '../directory.ts';
import { searchQueryOf } from '../options/countries.ts';
import type { SearchResults } from '../schemas/resources.ts';
import { foldText } from '../text/fold.ts';
import { viewBanks } from './bank-view.ts';
import type { ServiceContext } from './context.ts';
import { viewCountry } from './country-view.ts';
import { viewStories } from './story-view.ts';

export function searchService(context: ServiceContext): Directory['search'] {
  const { storage } = context;
  return {
    async get(options) {
      const query = searchQueryOf(options);
      const text = foldText(query.q);
      const code = query.q.trim();
      const results: SearchResults = {};
      if (query.include.has('banks'))
        results.banks = await viewBanks(context, await storage.banks.search({ text, limit: query.limit }), new Set());
      if (query.include.has('countries')) {
        const countries = await storage.countries.search({
          text,
          limit: query.limit,
          ...(/^[A-Za-z]{2}$/.test(code) && { code: code.toUpperCase() }),
        });
        results.countries = countries.map((country) => viewCountry(country, new Set()));
      }
      if (query.include.has('stories'))
        results.stories = await viewStories(
          context,
          await storage.stories.search({ text, limit: query.limit }),
          new Set(),
        );
      return { data: results, message: 'Search results' };
    },
  };
}
