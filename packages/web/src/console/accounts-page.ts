import { DirectoryError, PLANS } from '@bankdir/core';
import { ACCOUNT_ROLES, type AccountProfile } from '@bankdir/server';
import type { FormProblem } from '../accounts/form-problem.ts';
import { buttonForm, formAlert, postForm } from '../accounts/post-form.ts';
import { hrefOf, pagerLinks } from '../addresses.ts';
import { formatDay, wordsOf } from '../format.ts';
import { selectField, textField } from '../forms.ts';
import { pagerNav } from '../fragments.ts';
import { type Html, html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { queryValues } from '../read-query.ts';
import { consolePage, consoleTable } from './console-frame.ts';
import type { ConsoleRequest } from './console-request.ts';
import { doneMessage } from './done-messages.ts';
import { requireOperator } from './operator-session.ts';

export const consoleAccountHref = (id: string) => `/admin/accounts/${encodeURIComponent(id)}`;

/** GET /admin/accounts: every account, oldest first, 50 a page (previous and next pages as the other lists'); each one's page changes it. */
export async function accountsPage(request: ConsoleRequest): Promise<PageContent> {
  const operator = requireOperator(request.session);
  const cursors = queryValues(request.ctx, ['starting_after', 'ending_before']);
  const page = await request.accounts.listAccounts(
    { accountId: operator.account.id },
    { limit: 50, after: cursors.starting_after, before: cursors.ending_before },
  );
  const { nextCursor, previousCursor } = page;
  const pager = pagerLinks(
    '/admin/accounts',
    {},
    { hasMore: nextCursor !== null, limit: 50, nextCursor, previousCursor },
  );
  return consolePage({
    title: 'Accounts',
    canonical: hrefOf('/admin/accounts', cursors),
    section: '/admin/accounts',
    pager,
    main: html`${consoleTable(
      'Accounts, oldest first',
      ['Account', 'Plan', 'Role', 'State', 'Since'],
      page.items.map(
        (account) =>
          html`<tr><td><a href="${consoleAccountHref(account.id)}">${account.email ?? account.name}</a> <code>${account.id}</code></td><td>${account.plan.toUpperCase()}</td><td>${wordsOf(
            account.role,
          )}</td><td>${wordsOf(account.state)}</td><td>${formatDay(account.createdAt)}</td></tr>`,
      ),
    )}${pagerNav(pager)}`,
  });
}

/** Which of the account page's forms came back with a problem. */
export type AccountForm = 'plan' | 'role' | 'state' | 'key';

/** GET /admin/accounts/{id}: the account, its plan, role and state to change, and its API keys to revoke. */
export async function accountPage(
  request: ConsoleRequest,
  problem?: { readonly form: AccountForm; readonly problem: FormProblem },
): Promise<PageContent> {
  const operator = requireOperator(request.session);
  const actor = { accountId: operator.account.id };
  const id = request.ctx.params.id ?? '';
  const account = await request.accounts.accountOf(id);
  const keys = await request.accounts.listAccountKeys(actor, id);
  if (!account) throw DirectoryError.notFound(`No account ${id}.`);
  const formOf = (name: AccountForm, values: Record<string, string>) =>
    problem?.form === name ? problem.problem.form : { values, problems: new Map<string, string>() };
  const href = consoleAccountHref(id);
  const reason = (name: AccountForm) =>
    textField({
      name: 'reason',
      id: `field-${name}-reason`,
      label: 'Reason (optional)',
      form: formOf(name, {}),
      size: 24,
    });
  const change = (name: AccountForm, label: string, field: Html, button: string, path: string = name) =>
    html`<section aria-labelledby="change-${name}"><h2 id="change-${name}">${label}</h2>${
      problem?.form === name ? formAlert(problem.problem.message) : ''
    }${postForm(
      operator,
      `${href}/${path}`,
      html`${field}${name === 'key' ? '' : reason(name)}<div class="field"><button type="submit">${button}</button></div>`,
      {
        className: 'filters',
        label,
      },
    )}</section>`;
  return consolePage({
    status: problem?.problem.status ?? 200,
    title: account.email ?? account.name,
    canonical: href,
    section: '/admin/accounts',
    done: doneMessage(request.ctx),
    main: html`<dl class="facts"><dt>Account</dt><dd><code>${account.id}</code></dd><dt>Name</dt><dd>${account.name}</dd><dt>Plan</dt><dd>${account.plan.toUpperCase()}</dd><dt>Role</dt><dd>${wordsOf(
      account.role,
    )}</dd><dt>State</dt><dd>${wordsOf(account.state)}</dd><dt>Since</dt><dd>${formatDay(account.createdAt)}</dd></dl>${change(
      'plan',
      'Plan',
      selectField({
        name: 'plan',
        label: 'Plan',
        form: formOf('plan', { plan: account.plan }),
        choices: PLANS.map((plan) => [plan, plan.toUpperCase()] as const),
      }),
      'Change the plan',
    )}${change(
      'role',
      'Role',
      selectField({
        name: 'role',
        label: 'Role',
        form: formOf('role', { role: account.role }),
        choices: ACCOUNT_ROLES.map((role) => [role, wordsOf(role)] as const),
      }),
      'Change the role',
    )}${change('state', account.state === 'active' ? 'Disable' : 'Enable', html``, account.state === 'active' ? 'Disable the account' : 'Enable the account', account.state === 'active' ? 'disable' : 'enable')}${keysSection(
      request,
      account,
      keys,
      problem?.form === 'key' ? problem.problem.message : undefined,
    )}`,
  });
}

function keysSection(
  request: ConsoleRequest,
  account: AccountProfile,
  keys: Awaited<ReturnType<ConsoleRequest['accounts']['listAccountKeys']>>,
  message: string | undefined,
): Html {
  const operator = requireOperator(request.session);
  return html`<section aria-labelledby="keys"><h2 id="keys">API keys</h2>${formAlert(message)}${
    keys.length === 0
      ? html`<p>No keys.</p>`
      : consoleTable(
          'API keys, oldest first',
          ['Key', 'Made', 'Last used', 'Revoked', 'Change'],
          keys.map(
            (key) =>
              html`<tr><td><code>${key.prefix}…</code></td><td>${formatDay(key.createdAt)}</td><td>${key.lastUsedAt ? formatDay(key.lastUsedAt) : 'never'}</td><td>${
                key.revokedAt ? formatDay(key.revokedAt) : '–'
              }</td><td>${
                key.revokedAt
                  ? ''
                  : buttonForm(
                      operator,
                      `${consoleAccountHref(account.id)}/keys/${encodeURIComponent(key.id)}/revoke`,
                      html`Revoke <span class="visually-hidden">the key ${key.prefix}</span>`,
                    )
              }</td></tr>`,
          ),
        )
  }</section>`;
}
