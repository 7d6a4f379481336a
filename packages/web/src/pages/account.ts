import type { AccountKey, NewAccountKey, WebSession } from '@bankdir/server';
import { retractPath } from '../accounts/bank-actions.ts';
import type { FormProblem } from '../accounts/form-problem.ts';
import type { OwnActivity } from '../accounts/own-activity.ts';
import { buttonForm, formAlert, postForm } from '../accounts/post-form.ts';
import { bankHref, storyHref } from '../addresses.ts';
import { categoryLabel, formatDay } from '../format.ts';
import { textField } from '../forms.ts';
import { scrollingTable } from '../fragments.ts';
import { type Html, html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import type { FormState } from '../read-query.ts';

/** What the dashboard shows beside the account itself. */
export interface AccountPageData {
  readonly session: WebSession;
  readonly keys: readonly AccountKey[];
  /** The banks the account represents, by id and name. */
  readonly banks: readonly { readonly id: string; readonly name: string }[];
  /** A key just made: shown this once. */
  readonly newKey?: NewAccountKey;
  /** The password form came back with problems. */
  readonly passwordProblem?: FormProblem;
  /** A problem with a key form (an unknown key: 404). */
  readonly keyProblem?: FormProblem;
  /** The person's latest votes and stories. */
  readonly activity: OwnActivity;
  /** One line saying what just changed (after a redirect). */
  readonly done?: string;
}

const EMPTY: FormState = { values: {}, problems: new Map() };

/** GET /account: the account, its votes and stories, its API keys (make one, shown once; revoke), its banks, the password form. */
export function accountPage(data: AccountPageData): PageContent {
  const { session } = data;
  const { account } = session;
  return {
    status: data.passwordProblem?.status ?? data.keyProblem?.status ?? (data.newKey ? 201 : 200),
    title: 'Your account',
    description: 'Your account: your votes and stories, API keys, password and the banks you represent.',
    canonical: '/account',
    noindex: true,
    main: html`<h1>Your account</h1>${data.done ? html`<p class="note" role="status">${data.done}</p>` : ''}
<dl class="facts"><dt>Account</dt><dd><code>${account.id}</code></dd><dt>Email</dt><dd>${account.email ?? '–'}</dd><dt>Plan</dt><dd>${account.plan.toUpperCase()}</dd><dt>Member since</dt><dd>${formatDay(account.createdAt)}</dd></dl>
${activitySections(session, data.activity)}
<section aria-labelledby="keys"><h2 id="keys">API keys</h2><p>The <a href="/docs">v1 API</a> takes a key in the header <code>Authorization: Bearer &lt;key&gt;</code>; this page never needs one.</p>
${formAlert(data.keyProblem?.message)}${data.newKey ? newKeyNote(data.newKey) : ''}${keyTable(session, data.keys)}
${postForm(session, '/account/keys', html`<button type="submit">Create an API key</button>`, { label: 'Create an API key' })}</section>
<section aria-labelledby="banks"><h2 id="banks">Banks you represent</h2>${
      data.banks.length === 0
        ? html`<p>None. A bank's page says how to ask to represent it.</p>`
        : html`<ul>${data.banks.map((bank) => html`<li><a href="${bankHref(bank.id)}">${bank.name}</a>: <a href="${bankHref(bank.id)}/products">manage its products</a></li>`)}</ul>`
    }</section>
<section aria-labelledby="password"><h2 id="password">Change the password</h2><p class="muted">Every other browser signed in to this account is signed out.</p>${formAlert(
      data.passwordProblem?.message,
    )}${passwordForm(session, data.passwordProblem?.form ?? EMPTY)}</section>`,
  };
}

function activitySections(session: WebSession, activity: OwnActivity): Html {
  const bankLink = (bankId: string) =>
    html`<a href="${bankHref(bankId)}">${activity.bankNames.get(bankId) ?? bankId}</a>`;
  return html`<section aria-labelledby="your-votes"><h2 id="your-votes">Your votes</h2>${
    activity.votes.length === 0
      ? html`<p>No vote yet: vote from a bank's page.</p>`
      : scrollingTable(
          'Your votes',
          html`<tr><th scope="col">Bank</th><th scope="col">Category</th><th scope="col">Vote</th><th scope="col">Since</th><th scope="col">Change</th></tr>`,
          activity.votes.map(
            (vote) =>
              html`<tr><td>${bankLink(vote.bankId)}</td><td>${categoryLabel(vote.category)}</td><td>${vote.isUp ? '▲ Up' : '▼ Down'}</td><td>${formatDay(
                vote.updatedAt,
              )}</td><td>${buttonForm(
                session,
                retractPath(vote.bankId, vote.category),
                html`Take back <span class="visually-hidden">your ${categoryLabel(vote.category)} vote on ${activity.bankNames.get(vote.bankId) ?? vote.bankId}</span>`,
              )}</td></tr>`,
          ),
        )
  }</section>
<section aria-labelledby="your-stories"><h2 id="your-stories">Your stories</h2>${
    activity.stories.length === 0
      ? html`<p>No story yet: write one on a bank's page.</p>`
      : html`<ul class="plain">${activity.stories.map(
          (story) =>
            html`<li><blockquote><p>${story.text}</p></blockquote><p class="muted">About ${bankLink(story.bankId)} · <a href="${storyHref(story.id)}">${formatDay(
              story.createdAt,
            )}</a> · ${story.thumbsUpCount} thumbs up</p>${buttonForm(session, `${storyHref(story.id)}/delete`, html`Delete <span class="visually-hidden">your story</span>`)}</li>`,
        )}</ul>`
  }</section>`;
}

function newKeyNote(key: NewAccountKey): Html {
  return html`<div class="note" role="status"><p><strong>Your new key</strong>, shown this once: copy it now.</p><p><code id="new-key">${key.key}</code></p></div>`;
}

function keyTable(session: WebSession, keys: readonly AccountKey[]): Html {
  if (keys.length === 0) return html`<p>No key yet.</p>`;
  return scrollingTable(
    'API keys',
    html`<tr><th scope="col">Key</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">State</th></tr>`,
    keys.map(
      (key) =>
        html`<tr><td><code>${key.prefix}…</code></td><td>${formatDay(key.createdAt)}</td><td>${key.lastUsedAt ? formatDay(key.lastUsedAt) : 'never'}</td><td>${
          key.revokedAt
            ? `revoked ${formatDay(key.revokedAt)}`
            : buttonForm(
                session,
                `/account/keys/${encodeURIComponent(key.id)}/revoke`,
                html`Revoke <code>${key.prefix}…</code>`,
              )
        }</td></tr>`,
    ),
  );
}

function passwordForm(session: WebSession, form: FormState): Html {
  return postForm(
    session,
    '/account/password',
    html`${textField({ name: 'currentPassword', label: 'Current password', form, type: 'password', autocomplete: 'current-password', required: true })}${textField(
      {
        name: 'newPassword',
        label: 'New password (10 to 200 characters)',
        form,
        type: 'password',
        autocomplete: 'new-password',
        required: true,
      },
    )}<div class="field"><button type="submit">Change the password</button></div>`,
    { label: 'Change the password', className: 'stacked' },
  );
}
