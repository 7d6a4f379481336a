import { VOTE_CATEGORIES } from '@bankdir/core';
import { ListStoriesQuerySchema } from '@bankdir/core/query';
import { hrefOf, pagerLinks } from '../addresses.ts';
import { categoryLabel } from '../format.ts';
import { filterForm, selectField, textField } from '../forms.ts';
import { pagerNav, storyItem } from '../fragments.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { loadList, statusOf } from '../load-list.ts';
import { readQuery } from '../read-query.ts';
import type { PageRequest } from '../web-context.ts';

const FIELDS = ['search', 'countryCode', 'tags', 'sortBy'] as const;
const PARAMETERS = [...FIELDS, 'bankId', 'limit', 'starting_after', 'ending_before'];

/** GET /stories: what people wrote about their banks, newest or most liked first, paged. */
export async function storiesPage({ directory, ctx }: PageRequest): Promise<PageContent> {
  const read = readQuery(ctx, ListStoriesQuerySchema, PARAMETERS, {
    sortBy: 'createdAt',
    sortOrder: 'desc',
    limit: '20',
  });
  const { form, page } = await loadList(read, (options) => directory.stories.list({ ...options, include: ['bank'] }));
  const pager = page ? pagerLinks('/stories', form.values, page.pagination) : {};
  const fields = [
    textField({ name: 'search', label: 'Words', type: 'search', form }),
    textField({ name: 'countryCode', label: 'Country code', form, size: 4 }),
    selectField({
      name: 'tags',
      label: 'About',
      form,
      choices: [['', 'Anything'], ...VOTE_CATEGORIES.map((category) => [category, categoryLabel(category)] as const)],
    }),
    selectField({
      name: 'sortBy',
      label: 'Sort by',
      form,
      choices: [
        ['', 'Newest first'],
        ['thumbsUpCount', 'Most thumbs up first'],
      ],
    }),
  ];
  return {
    status: statusOf(form),
    title: 'Stories',
    description: 'Short stories people wrote about their banks: service, fees, apps, branches and more.',
    canonical: hrefOf('/stories', form.values),
    pager,
    main: html`<h1>Stories</h1>${filterForm('/stories', 'Filter stories', form, FIELDS, fields)}${
      page
        ? html`${page.data.length === 0 ? html`<p>No story matches.</p>` : html`<ul class="plain">${page.data.map(storyItem)}</ul>`}${pagerNav(pager)}`
        : ''
    }`,
  };
}
