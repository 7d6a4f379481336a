import type { Directory } from '../directory.ts';
import { DirectoryError } from '../errors.ts';
import { countryCodeOf, getCountryQueryOf, listCountriesQueryOf } from '../options/countries.ts';
import { paginationOf } from '../paging/page.ts';
import { foldText } from '../text/fold.ts';
import type { ServiceContext } from './context.ts';
import { viewCountry } from './country-view.ts';

export function countriesService(context: ServiceContext): Directory['countries'] {
  return {
    async list(options = {}) {
      const query = listCountriesQueryOf(options);
      const code = query.search?.trim();
      const page = await context.storage.countries.list({
        ...(query.search !== undefined && { search: foldText(query.search) }),
        // A search that could be a country code also finds the country with exactly that code.
        ...(code !== undefined && /^[A-Za-z]{2}$/.test(code) && { code: code.toUpperCase() }),
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
        page: query.page,
      });
      return {
        data: page.items.map((record) => viewCountry(record, query.include)),
        pagination: paginationOf(page, query.page.limit),
        message: 'Countries retrieved',
      };
    },

    async get(input, options = {}) {
      const code = countryCodeOf(input);
      const country = await context.storage.countries.getByCode(code);
      if (!country) throw DirectoryError.notFound(`No country with code ${code}.`);
      const query = getCountryQueryOf(options);
      return { data: viewCountry(country, query.include), message: 'Country retrieved' };
    },
  };
}
