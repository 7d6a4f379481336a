import { APPLICATION_STATUSES, type ApplicationRecord, DirectoryError } from '@bankdir/core';
import type { FormProblem } from '../accounts/form-problem.ts';
import { buttonForm, formAlert, postForm } from '../accounts/post-form.ts';
import { bankHref, hrefOf, pagerLinks } from '../addresses.ts';
import { formatDay, wordsOf } from '../format.ts';
import { filterForm, selectField, textField } from '../forms.ts';
import { pagerNav } from '../fragments.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { queryValues } from '../read-query.ts';
import { consolePage, consoleTable } from './console-frame.ts';
import { accountNamesOf, bankNamesOf, type ConsoleRequest } from './console-request.ts';
import { doneMessage } from './done-messages.ts';
import { requireOperator } from './operator-session.ts';

export const applicationHref = (id: string) => `/admin/applications/${encodeURIComponent(id)}`;

/** GET /admin/applications: the representatives' applications, pending ones by default, each to approve or reject. */
export async function applicationsPage(request: ConsoleRequest, problem?: FormProblem): Promise<PageContent> {
  const operator = requireOperator(request.session);
  const values = queryValues(request.ctx, ['status', 'starting_after', 'ending_before']);
  const status = (APPLICATION_STATUSES as readonly string[]).includes(values.status ?? '')
    ? (values.status as ApplicationRecord['status'])
    : 'PENDING';
  const page = await request.directory.admin.listApplications({
    status,
    limit: 25,
    ...(values.starting_after !== undefined && { startingAfter: values.starting_after }),
    ...(values.ending_before !== undefined && { endingBefore: values.ending_before }),
  });
  const banks = await bankNamesOf(
    request,
    page.data.map((application) => application.bankId),
  );
  const people = await accountNamesOf(
    request,
    page.data.map((application) => application.accountId),
  );
  const form = { values: { status }, problems: new Map<string, string>() };
  const pager = pagerLinks('/admin/applications', { status }, page.pagination);
  const rows = page.data.map((application) => {
    const bank = banks.get(application.bankId) ?? application.bankId;
    const person = people.get(application.accountId) ?? application.accountId;
    return html`<tr><td><a href="${bankHref(application.bankId)}">${bank}</a></td><td>${person}</td><td>${application.note}</td><td>${formatDay(
      application.createdAt,
    )}</td><td>${
      application.status === 'PENDING'
        ? html`<div class="console-actions">${buttonForm(
            operator,
            `${applicationHref(application.id)}/approve`,
            html`Approve <span class="visually-hidden">${person} for ${bank}</span>`,
            '',
          )}<a href="${applicationHref(application.id)}/reject">Reject…<span class="visually-hidden"> ${person} for ${bank}</span></a></div>`
        : html`${wordsOf(application.status)}${application.reason ? html`: ${application.reason}` : ''}`
    }</td></tr>`;
  });
  return consolePage({
    status: problem?.status ?? 200,
    title: 'Representative applications',
    canonical: hrefOf('/admin/applications', { status }),
    section: '/admin/applications',
    pager,
    done: doneMessage(request.ctx),
    main: html`${formAlert(problem?.message)}${filterForm(
      '/admin/applications',
      'Show applications',
      form,
      ['status'],
      [
        selectField({
          name: 'status',
          label: 'Status',
          form,
          choices: APPLICATION_STATUSES.map((value) => [value, wordsOf(value)] as const),
        }),
      ],
    )}${
      page.data.length === 0
        ? html`<p>No ${wordsOf(status).toLowerCase()} applications.</p>`
        : consoleTable(`${wordsOf(status)} applications`, ['Bank', 'Account', 'Note', 'Sent', 'Decision'], rows)
    }${pagerNav(pager)}`,
  });
}

/** GET /admin/applications/{id}/reject: the application, and the reason the person will read. */
export async function rejectApplicationPage(request: ConsoleRequest, problem?: FormProblem): Promise<PageContent> {
  const operator = requireOperator(request.session);
  const id = request.ctx.params.id ?? '';
  const application = await request.directory.storage.applications.get(id);
  if (application?.status !== 'PENDING') throw DirectoryError.notFound(`No pending application ${id}.`);
  const bank = (await bankNamesOf(request, [application.bankId])).get(application.bankId) ?? application.bankId;
  const person = (await accountNamesOf(request, [application.accountId])).get(application.accountId);
  const form = problem?.form ?? { values: {}, problems: new Map() };
  return consolePage({
    status: problem?.status ?? 200,
    title: `Reject the application for ${bank}`,
    canonical: `${applicationHref(id)}/reject`,
    section: '/admin/applications',
    main: html`${formAlert(problem?.message)}<p>${person ?? application.accountId} asked to represent ${bank}:</p><blockquote><p>${application.note}</p></blockquote>${postForm(
      operator,
      `${applicationHref(id)}/reject`,
      html`${textField({ name: 'reason', label: 'Reason (the applicant reads it)', form, required: true })}<div class="console-actions"><button type="submit">Reject</button><a href="/admin/applications">Back to the applications</a></div>`,
      { className: 'stacked', label: 'Reject the application' },
    )}`,
  });
}

/** A rejection needs its reason: the applicant is told why. */
export function requiredReason(reason: string | undefined): string {
  const trimmed = reason?.trim() ?? '';
  if (trimmed === '')
    throw DirectoryError.badRequest('Say why.', [{ path: ['reason'], message: 'reason must not be empty.' }]);
  return trimmed;
}
