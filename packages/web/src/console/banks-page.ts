import { ListBanksQuerySchema } from '@bankdir/core/query';
import { hrefOf, pagerLinks } from '../addresses.ts';
import { filterForm, textField } from '../forms.ts';
import { pagerNav } from '../fragments.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { loadList, statusOf } from '../load-list.ts';
import { readQuery } from '../read-query.ts';
import type { PageRequest } from '../web-context.ts';
import { consoleBankHref } from './bank-edit-page.ts';
import { consolePage, consoleTable } from './console-frame.ts';
import { doneMessage } from './done-messages.ts';
import { requireOperator } from './operator-session.ts';

const FIELDS = ['search', 'countryCode'] as const;
const PARAMETERS = [...FIELDS, 'starting_after', 'ending_before'];

/** GET /admin/banks: the banks by name, searched by name and country, paged by the API's cursors; each one to edit. */
export async function consoleBanksPage({ directory, ctx, session }: PageRequest): Promise<PageContent> {
  requireOperator(session);
  const read = readQuery(ctx, ListBanksQuerySchema, PARAMETERS, { sortBy: 'name', sortOrder: 'asc', limit: '25' });
  const { form, page } = await loadList(read, (options) => directory.banks.list({ ...options, include: ['country'] }));
  const pager = page ? pagerLinks('/admin/banks', form.values, page.pagination) : {};
  const rows = (page?.data ?? []).map(
    (bank) =>
      html`<tr><td><a href="${consoleBankHref(bank.id)}">${bank.name}</a></td><td>${bank.country?.code ?? ''}</td><td><code>${bank.id}</code></td><td>${bank.url}</td></tr>`,
  );
  return consolePage({
    status: statusOf(form),
    title: 'Banks',
    canonical: hrefOf('/admin/banks', form.values),
    section: '/admin/banks',
    pager,
    done: doneMessage(ctx),
    main: html`<p><a href="/admin/banks/new">Add a bank</a></p>${filterForm(
      '/admin/banks',
      'Find banks',
      form,
      FIELDS,
      [
        textField({ name: 'search', label: 'Name', type: 'search', form }),
        textField({ name: 'countryCode', label: 'Country code', form, size: 4 }),
      ],
    )}${page ? html`${consoleTable('Banks, by name', ['Name', 'Country', 'Id', 'Website'], rows)}${pagerNav(pager)}` : ''}`,
  });
}
