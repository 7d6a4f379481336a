import { ListCountriesQuerySchema } from '@bankdir/core/query';
import { hrefOf, pagerLinks } from '../addresses.ts';
import { filterForm, textField } from '../forms.ts';
import { countryTable, pagerNav } from '../fragments.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { loadList, statusOf } from '../load-list.ts';
import { readQuery } from '../read-query.ts';
import type { PageRequest } from '../web-context.ts';

const FIELDS = ['search'] as const;
const PARAMETERS = [...FIELDS, 'limit', 'starting_after', 'ending_before'];

/** GET /countries: the countries by rank (by the votes on their banks), paged. */
export async function countriesPage({ directory, ctx }: PageRequest): Promise<PageContent> {
  const read = readQuery(ctx, ListCountriesQuerySchema, PARAMETERS, { sortBy: 'rank', limit: '50' });
  const { form, page } = await loadList(read, (options) => directory.countries.list(options));
  const pager = page ? pagerLinks('/countries', form.values, page.pagination) : {};
  return {
    status: statusOf(form),
    title: 'Countries',
    description: 'Countries ranked by the community votes on their banks, with their bank and story counts.',
    canonical: hrefOf('/countries', form.values),
    pager,
    main: html`<h1>Countries</h1>${filterForm('/countries', 'Find a country', form, FIELDS, [
      textField({ name: 'search', label: 'Name or code', type: 'search', form }),
    ])}${page ? html`${countryTable('Countries', page.data)}${pagerNav(pager)}` : ''}`,
  };
}
