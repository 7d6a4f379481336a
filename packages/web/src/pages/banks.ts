import { SCORE_KEY_BY_CATEGORY, VOTE_CATEGORIES } from '@bankdir/core';
import { ListBanksQuerySchema } from '@bankdir/core/query';
import { hrefOf, pagerLinks } from '../addresses.ts';
import { categoryLabel } from '../format.ts';
import { filterForm, selectField, textField } from '../forms.ts';
import { bankTable, pagerNav } from '../fragments.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { loadList, statusOf } from '../load-list.ts';
import { readQuery } from '../read-query.ts';
import type { PageRequest } from '../web-context.ts';

/** The sorts the page offers: rank, overall score, each category's score, name, stories. */
const SORTS: readonly (readonly [string, string])[] = [
  ['rank', 'Rank'],
  ['overall_score', 'Overall score'],
  ...VOTE_CATEGORIES.map(
    (category) => [`${SCORE_KEY_BY_CATEGORY[category]}_score`, `${categoryLabel(category)} score`] as const,
  ),
  ['name', 'Name'],
  ['storiesCount', 'Stories'],
];

/** Best first: ranks and names go up, scores and story counts go down. */
function bestFirst(sortBy: string): 'asc' | 'desc' {
  return sortBy === 'rank' || sortBy === 'name' ? 'asc' : 'desc';
}

const FIELDS = ['search', 'countryCode', 'sortBy', 'sortOrder'] as const;
const PARAMETERS = [...FIELDS, 'limit', 'starting_after', 'ending_before'];

/** GET /banks: the banks, filtered by country and name, sorted, paged by the API's cursors. */
export async function banksPage({ directory, ctx }: PageRequest): Promise<PageContent> {
  const sortBy = typeof ctx.query.sortBy === 'string' && ctx.query.sortBy !== '' ? ctx.query.sortBy : 'rank';
  const read = readQuery(ctx, ListBanksQuerySchema, PARAMETERS, {
    sortBy: 'rank',
    sortOrder: bestFirst(sortBy),
    limit: '25',
  });
  const { form, page } = await loadList(read, (options) =>
    directory.banks.list({ ...options, include: ['country', 'scores'] }),
  );
  const pager = page ? pagerLinks('/banks', form.values, page.pagination) : {};
  const fields = [
    textField({ name: 'search', label: 'Name', type: 'search', form }),
    textField({ name: 'countryCode', label: 'Country code', form, size: 4 }),
    selectField({ name: 'sortBy', label: 'Sort by', form, choices: SORTS }),
    selectField({
      name: 'sortOrder',
      label: 'Order',
      form,
      choices: [
        ['', 'Best first'],
        ['asc', 'Ascending'],
        ['desc', 'Descending'],
      ],
    }),
  ];
  const country = form.values.countryCode?.toUpperCase();
  return {
    status: statusOf(form),
    title: country ? `Banks in ${country}` : 'Banks',
    description:
      'Every bank in the directory, ranked by community votes; filter by country and name, sort by any score.',
    canonical: hrefOf('/banks', form.values),
    pager,
    main: html`<h1>Banks</h1>${filterForm('/banks', 'Filter banks', form, FIELDS, fields)}${
      page ? html`${bankTable('Banks', page.data, (bank) => bank.rank)}${pagerNav(pager)}` : ''
    }`,
  };
}
