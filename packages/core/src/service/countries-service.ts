import type { Directory } from '../directory.ts';
import { paginationOf } from '../paging/page.ts';
import { parseListCountriesQuery } from '../query/index.ts';
import { foldText } from '../text/fold.ts';
import type { ServiceContext } from './context.ts';

export function countriesService(context: ServiceContext): Directory['countries'] {
  return {
    async list(raw) {
      const query = parseListCountriesQuery(raw);
      const page = await context.storage.countries.list({
        ...(query.search !== undefined && { search: foldText(query.search) }),
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
        page: query.page,
      });
      return { data: page.items, pagination: paginationOf(page, query.page.limit), message: 'Countries retrieved' };
    },
  };
}
