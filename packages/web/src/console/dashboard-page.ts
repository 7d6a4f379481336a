import type { Actor } from '@bankdir/server';
import { formatCount } from '../format.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { auditTable } from './audit-page.ts';
import { consolePage } from './console-frame.ts';
import type { ConsoleRequest } from './console-request.ts';
import { hiddenNow } from './moderation-page.ts';
import { requireOperator } from './operator-session.ts';

/** The most a list is read to count it (accounts, pending applications): beyond this the dashboard says "N+". */
const COUNT_LIMIT = 1_000;

/** GET /admin: the directory and its queues in numbers, and the latest operator actions. */
export async function dashboardPage(request: ConsoleRequest): Promise<PageContent> {
  const operator = requireOperator(request.session);
  const { directory } = request;
  const world = (await directory.world.get()).data;
  const accounts = await countAccounts(request, { accountId: operator.account.id });
  const pending = await countPages((after) =>
    directory.admin
      .listApplications({ status: 'PENDING', limit: 100, ...(after && { startingAfter: after }) })
      .then((page) => ({ size: page.data.length, next: page.pagination.nextCursor })),
  );
  const hiddenStories = (await hiddenNow(directory, 'story')).length;
  const hiddenProducts = (await hiddenNow(directory, 'product')).length;
  const latest = (await directory.admin.audit.list({ limit: 10 })).data;
  const total = (label: string, value: string, href?: string) =>
    html`<li>${href ? html`<a href="${href}"><strong>${value}</strong> ${label}</a>` : html`<strong>${value}</strong> ${label}`}</li>`;
  return consolePage({
    title: 'Console',
    canonical: '/admin',
    section: '/admin',
    main: html`<ul class="totals">${total('banks', formatCount(world.bankCount), '/admin/banks')}${total(
      'countries',
      formatCount(world.countryCount),
    )}${total('accounts', accounts, '/admin/accounts')}${total('pending applications', pending, '/admin/applications')}${total(
      'hidden stories',
      formatCount(hiddenStories),
      '/admin/moderation',
    )}${total('hidden products', formatCount(hiddenProducts), '/admin/moderation')}</ul><section aria-labelledby="latest"><h2 id="latest">Latest actions</h2>${auditTable(
      latest,
    )}<p><a href="/admin/audit">The whole audit trail</a></p></section>`,
  });
}

function countAccounts(request: ConsoleRequest, actor: Actor): Promise<string> {
  return countPages((after) =>
    request.accounts
      .listAccounts(actor, { limit: 100, ...(after && { after }) })
      .then((page) => ({ size: page.items.length, next: page.nextCursor })),
  );
}

/** Counts a paged list by reading it page by page, up to COUNT_LIMIT. */
async function countPages(
  read: (after: string | undefined) => Promise<{ size: number; next: string | null }>,
): Promise<string> {
  let count = 0;
  let after: string | undefined;
  do {
    const page = await read(after);
    count += page.size;
    after = page.next ?? undefined;
  } while (after && count < COUNT_LIMIT);
  return after ? `${formatCount(count)}+` : formatCount(count);
}
