import { BANK_KINDS, BANK_OWNERSHIPS, BANK_SIZES } from '@bankdir/core';
import type { FormProblem } from '../accounts/form-problem.ts';
import { formAlert, postForm } from '../accounts/post-form.ts';
import { bankHref } from '../addresses.ts';
import { textAreaField, textField } from '../forms.ts';
import { type Html, html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { descriptionHtml } from '../pages/description.ts';
import type { FormState } from '../read-query.ts';
import type { PageRequest } from '../web-context.ts';
import { BANK_FIELD_NAMES, bankFieldOf } from './bank-form-fields.ts';
import { consolePage } from './console-frame.ts';
import { doneMessage } from './done-messages.ts';
import { requireOperator } from './operator-session.ts';

export const consoleBankHref = (id: string) => `/admin/banks/${encodeURIComponent(id)}`;

/** The bank's form: a new bank (no id) or an existing one, with its problems, and the description's preview if asked. */
export interface BankFormView {
  readonly id?: string;
  readonly values: Readonly<Record<string, string>>;
  readonly problem?: FormProblem;
  readonly preview?: boolean;
}

/** GET /admin/banks/new and /admin/banks/{id}: every field of a bank, a preview of its description, and delete. */
export function bankEditPage({ session, ctx }: PageRequest, view: BankFormView): PageContent {
  const operator = requireOperator(session);
  const form = formStateOf(view);
  const action = view.id ? consoleBankHref(view.id) : '/admin/banks/new';
  const known = new Set<string>([...BANK_FIELD_NAMES, 'reason']);
  const others = [...form.problems].filter(([name]) => !known.has(name)).map(([, message]) => message);
  const text = (name: string, label: string, extra: { type?: 'url'; size?: number; required?: boolean } = {}) =>
    textField({ name, label, form, ...extra });
  const lines = (name: string, label: string, rows = 3) => textAreaField({ name, label, form, rows });
  const fields: Html = html`${text('name', 'Name', { required: true })}${text('countryCode', 'Country code (two letters)', { size: 4, required: true })}${text('url', 'Website', { type: 'url', required: true })}${lines(
    'alternativeHostnames',
    'Other hostnames (one a line)',
  )}${lines('stocks', 'Stock listings (one a line: MARKET SYMBOL; the first is the primary listing)')}${text(
    'kinds',
    `Kinds (separated by commas: ${BANK_KINDS.join(', ')})`,
  )}${text('ownership', `Ownership (separated by commas: ${BANK_OWNERSHIPS.join(', ')})`)}${text('parent', 'Parent company')}${text(
    'headquarters',
    'Headquarters (city)',
  )}${text('size', `Size in its country (${BANK_SIZES.join(' or ')}; empty for most banks)`)}${lines('alsoKnownAs', 'Also known as (one a line)')}${lines('formerNames', 'Former names (one a line)')}${textAreaField(
    { name: 'description', label: 'Description (Markdown)', form, rows: 12 },
  )}${text('reason', 'Reason, for the audit trail (optional)')}`;
  const preview = view.preview
    ? html`<section class="card" aria-labelledby="preview"><h2 id="preview">Preview of the description</h2>${descriptionHtml(
        form.values.description ?? '',
      )}<p class="muted">Not saved yet.</p></section>`
    : '';
  const title = view.id ? `Edit ${view.values.name || view.id}` : 'New bank';
  return consolePage({
    status: view.problem?.status ?? 200,
    title,
    canonical: action,
    section: '/admin/banks',
    done: doneMessage(ctx),
    main: html`${formAlert(view.problem?.message ?? (others.length > 0 ? others.join(' ') : undefined))}${preview}${postForm(
      operator,
      action,
      html`${fields}<div class="console-actions"><button type="submit" name="intent" value="preview" class="plain">Preview</button><button type="submit" name="intent" value="save">${
        view.id ? 'Save the bank' : 'Create the bank'
      }</button></div>`,
      { className: 'stacked', label: title },
    )}${
      view.id
        ? html`<p><a href="${bankHref(view.id)}">The bank's public page</a> · <a href="${consoleBankHref(view.id)}/delete">Delete this bank…</a></p>`
        : ''
    }`,
  });
}

/** The form as shown: the values (as sent, after a problem) and each problem beside its field. */
function formStateOf(view: BankFormView): FormState {
  if (!view.problem) return { values: view.values, problems: new Map() };
  const problems = new Map<string, string>();
  for (const [name, message] of view.problem.form.problems) {
    const field = bankFieldOf(name);
    if (!problems.has(field)) problems.set(field, message);
  }
  return { values: view.problem.form.values, problems };
}

/** GET /admin/banks/{id}/delete: what deleting removes, and the button that does it. */
export function deleteBankPage(
  { session }: PageRequest,
  bank: { id: string; name: string },
  problem?: FormProblem,
): PageContent {
  const operator = requireOperator(session);
  const form: FormState = problem?.form ?? { values: {}, problems: new Map() };
  return consolePage({
    status: problem?.status ?? 200,
    title: `Delete ${bank.name}?`,
    canonical: `${consoleBankHref(bank.id)}/delete`,
    section: '/admin/banks',
    main: html`${formAlert(problem?.message)}<p>Deleting <strong>${bank.name}</strong> (<code>${bank.id}</code>) removes it with its votes, stories, products and representatives. The audit trail keeps what it was.</p>${postForm(
      operator,
      `${consoleBankHref(bank.id)}/delete`,
      html`${textField({ name: 'reason', label: 'Reason, for the audit trail (optional)', form })}<div class="console-actions"><button type="submit">Delete the bank</button><a href="${consoleBankHref(bank.id)}">Keep it</a></div>`,
      { className: 'stacked', label: `Delete ${bank.name}` },
    )}`,
  });
}
