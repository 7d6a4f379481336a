import { PRODUCT_TYPES } from '@bankdir/core';
import { ListProductsQuerySchema } from '@bankdir/core/query';
import { hrefOf, pagerLinks } from '../addresses.ts';
import { PRODUCT_CATEGORY_LABELS, wordsOf } from '../format.ts';
import { filterForm, selectField, textField } from '../forms.ts';
import { pagerNav, productTable } from '../fragments.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { loadList, statusOf } from '../load-list.ts';
import { readQuery } from '../read-query.ts';
import type { PageRequest } from '../web-context.ts';

const FIELDS = [
  'categories',
  'types',
  'countryCode',
  'currency',
  'minRatePercent',
  'maxRatePercent',
  'sortOrder',
] as const;
const PARAMETERS = [...FIELDS, 'bankId', 'limit', 'starting_after', 'ending_before'];

/** GET /products: published products compared across banks, filtered by category, type, country, currency and rate. */
export async function productsPage({ directory, ctx }: PageRequest): Promise<PageContent> {
  const read = readQuery(ctx, ListProductsQuerySchema, PARAMETERS, { sortBy: 'ratePercent', limit: '25' });
  const { form, page } = await loadList(read, (options) => directory.products.listAll(options));
  const pager = page ? pagerLinks('/products', form.values, page.pagination) : {};
  const fields = [
    selectField({
      name: 'categories',
      label: 'Category',
      form,
      choices: [['', 'All categories'], ...PRODUCT_CATEGORY_LABELS],
    }),
    selectField({
      name: 'types',
      label: 'Type',
      form,
      choices: [['', 'All types'], ...PRODUCT_TYPES.map((type) => [type, wordsOf(type)] as const)],
    }),
    textField({ name: 'countryCode', label: 'Country code', form, size: 4 }),
    textField({ name: 'currency', label: 'Currency', form, size: 5 }),
    textField({ name: 'minRatePercent', label: 'Rate from (%)', inputMode: 'decimal', form, size: 6 }),
    textField({ name: 'maxRatePercent', label: 'Rate up to (%)', inputMode: 'decimal', form, size: 6 }),
    selectField({
      name: 'sortOrder',
      label: 'Rate order',
      form,
      choices: [
        ['', 'Highest rate first'],
        ['asc', 'Lowest rate first'],
      ],
    }),
  ];
  return {
    status: statusOf(form),
    title: 'Compare bank products',
    description: 'Accounts, cards, loans and more from banks around the world, compared by rate, fees and terms.',
    canonical: hrefOf('/products', form.values),
    pager,
    main: html`<h1>Compare bank products</h1>${filterForm('/products', 'Filter products', form, FIELDS, fields)}${
      page ? html`${productTable('Products', page.data, true)}${pagerNav(pager)}` : ''
    }`,
  };
}
