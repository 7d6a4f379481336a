import {
  type ApplicationRecord,
  type Bank,
  type BankProduct,
  type Directory,
  PRODUCT_CATEGORIES,
  type Principal,
} from '@bankdir/core';
import type { WebSession } from '@bankdir/server';
import {
  type OwnStoryMarks,
  storyActions,
  storyForm,
  storyMarksOf,
  voteCell,
  votesOf,
} from '../accounts/bank-actions.ts';
import type { FormProblem } from '../accounts/form-problem.ts';
import { formAlert, postForm } from '../accounts/post-form.ts';
import { principalOf } from '../accounts/sessions.ts';
import { bankHref, countryHref, hrefOf, outsideHref } from '../addresses.ts';
import { SWAP_ATTRIBUTE } from '../assets/enhance-hooks.ts';
import { formatCount, formatRank, wordsOf } from '../format.ts';
import { textAreaField } from '../forms.ts';
import { productTable, scoreTable, scrollingTable, storyItem } from '../fragments.ts';
import { type Html, html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import type { PageRequest } from '../web-context.ts';
import { descriptionHtml } from './description.ts';

/**
 * GET /banks/{id}: the bank, its fifteen scores, its published products by category, its stories and listings; for a
 * signed-in person, their vote in each category, the story form and the stories' buttons. `problem`: a form of this
 * page came back refused.
 */
export async function bankPage({ directory, ctx, session }: PageRequest, problem?: FormProblem): Promise<PageContent> {
  const id = ctx.params.id ?? '';
  const [{ data: bank }, products, stories] = await Promise.all([
    directory.banks.get(id, { include: ['scores', 'country', 'stocks'] }),
    directory.products.listPublished(id),
    directory.stories.list({ bankId: id, sortBy: 'createdAt', sortOrder: 'desc', limit: 10 }),
  ]);
  const country = bank.country;
  const [votes, marks, represents, pending] = session
    ? await Promise.all([
        votesOf(directory, session.account.id, bank.id),
        storyMarksOf(directory, session.account.id, stories.data),
        directory.admin.isRepresentative(session.account.id, bank.id),
        pendingApplication(directory, principalOf(session, directory), bank.id),
      ])
    : [new Map(), NO_MARKS, false, undefined];
  const storyForm_ = session
    ? storyFormOf(session, bank.id, problem)
    : html`<p><a href="/signin">Sign in</a> to write a story, give a thumbs-up or vote.</p>`;
  return {
    ...(problem && { status: problem.status }),
    title: country ? `${bank.name} (${country.name})` : bank.name,
    description: `${bank.name}${country ? `, a bank in ${country.name}` : ''}: rank ${formatRank(bank.rank)}, community scores in 15 categories, products and rates, stories.`,
    canonical: `/banks/${encodeURIComponent(bank.id)}`,
    jsonLd: bankJsonLd(bank),
    main: html`<h1>${bank.name}</h1>
<dl class="facts">
${country ? html`<dt>Country</dt><dd><a href="${countryHref(country.code)}">${country.name}</a></dd>` : ''}
<dt>Website</dt><dd>${outsideHref(bank.url) ? html`<a href="${outsideHref(bank.url)}" rel="nofollow noopener">${bank.url}</a>` : bank.url}</dd>
<dt>Rank</dt><dd>${formatRank(bank.rank)} worldwide, ${formatRank(bank.countryRank)} in its country</dd>
<dt>Stories</dt><dd>${formatCount(bank.storiesCount)}</dd>
</dl>
${bank.description ? html`<section aria-labelledby="about"><h2 id="about">About</h2>${descriptionHtml(bank.description)}</section>` : ''}
${problem && !('text' in problem.form.values) ? formAlert(problemMessage(problem)) : ''}
<section aria-labelledby="scores" id="bank-scores" ${SWAP_ATTRIBUTE}><h2 id="scores">Scores</h2><p class="muted">From −100 to 100: the share of up votes minus down votes.</p>${
      bank.scores
        ? scoreTable('Scores', bank.scores, session ? voteCell(session, bank.id, votes, bank.scores) : undefined)
        : ''
    }</section>
<section aria-labelledby="products"><h2 id="products">Products</h2>${productsByCategory(products.data)}</section>
<section aria-labelledby="stories"><h2 id="stories">Stories</h2>${storyForm_}<div id="bank-stories" ${SWAP_ATTRIBUTE}>${
      stories.data.length === 0
        ? html`<p>No story yet.</p>`
        : html`<ul class="plain">${stories.data.map((story) =>
            storyItem(story, session ? storyActions(session, story, marks) : undefined),
          )}</ul>`
    }</div>${stories.pagination.hasMore ? html`<p><a href="${hrefOf('/stories', { bankId: bank.id })}">All stories about ${bank.name}</a></p>` : ''}</section>
<section aria-labelledby="stocks"><h2 id="stocks">Stock listings</h2>${stockTable(bank)}</section>
${representSection(bank, session ?? undefined, represents, pending, problem)}`,
  };
}

const NO_MARKS: OwnStoryMarks = { written: new Set(), thumbedUp: new Set() };

/** The story form, with the problem of a refused story beside its field. */
function storyFormOf(session: WebSession, bankId: string, problem: FormProblem | undefined): Html {
  const form = problem?.form.values.text !== undefined ? problem.form : { values: {}, problems: new Map() };
  return storyForm(session, bankId, form);
}

/** A refused vote or story button's problem in words: the message, or the fields' problems. */
function problemMessage(problem: FormProblem): string {
  return problem.message ?? [...problem.form.problems.values()].join(' ');
}

/**
 * Representing the bank: its representatives manage its products; a signed-in person applies with a short note (the
 * operator approves it with `bankdir representatives approve`) and sees a pending application; a visitor is asked to
 * sign in.
 */
function representSection(
  bank: Bank,
  session: WebSession | undefined,
  represents: boolean,
  pending: ApplicationRecord | undefined,
  problem: FormProblem | undefined,
): Html {
  const body = represents
    ? html`<p>You represent ${bank.name}. <a href="${bankHref(bank.id)}/products">Manage its products</a>.</p>`
    : pending
      ? html`<p>Your application to represent ${bank.name} (sent ${pending.createdAt.slice(0, 10)}) waits for the directory's operator.</p>`
      : session
        ? postForm(
            session,
            `${bankHref(bank.id)}/represent`,
            html`<p>Do you work for ${bank.name}? A representative publishes its products here. Tell the directory's operator who you are; they approve or reject the application.</p>${textAreaField({ name: 'note', label: 'Your note to the operator (up to 1,000 characters)', form: problem?.form.values.note !== undefined ? problem.form : { values: {}, problems: new Map() }, rows: 3, maxLength: 1000 })}<div class="field"><button type="submit">Apply to represent ${bank.name}</button></div>`,
            { label: 'Apply to represent this bank', className: 'stacked' },
          )
        : html`<p>Do you work for ${bank.name}? <a href="/signin">Sign in</a> to apply to represent it and publish its products.</p>`;
  return html`<section aria-labelledby="represent"><h2 id="represent">Represent this bank</h2>${body}</section>`;
}

/** The person's pending application for this bank, if any. */
async function pendingApplication(
  directory: Directory,
  principal: Principal,
  bankId: string,
): Promise<ApplicationRecord | undefined> {
  const { data } = await directory.representatives.listMine(principal);
  return data.find((application) => application.bankId === bankId && application.status === 'PENDING');
}

function productsByCategory(products: readonly BankProduct[]): Html {
  if (products.length === 0) return html`<p>No published product.</p>`;
  return html`${PRODUCT_CATEGORIES.map((category) => {
    const inCategory = products.filter((product) => product.category === category);
    if (inCategory.length === 0) return '';
    const label = wordsOf(category);
    return html`<h3>${label}</h3>${productTable(`${label} products`, inCategory, false)}`;
  })}`;
}

function stockTable(bank: Bank): Html {
  const stocks = bank.stocks ?? [];
  if (stocks.length === 0) return html`<p>Not listed on a stock market.</p>`;
  return scrollingTable(
    'Stock listings',
    html`<tr><th scope="col">Symbol</th><th scope="col">Market</th><th scope="col">Primary</th></tr>`,
    stocks.map(
      (stock) =>
        html`<tr><td>${stock.symbol}</td><td>${stock.market.name} (${stock.market.code})</td><td>${stock.isPrimary ? 'yes' : 'no'}</td></tr>`,
    ),
  );
}

/** schema.org data for search engines: the bank as a BankOrCreditUnion. */
function bankJsonLd(bank: Bank): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BankOrCreditUnion',
    name: bank.name,
    url: bank.url,
    identifier: bank.id,
    ...(bank.country && {
      address: { '@type': 'PostalAddress', addressCountry: bank.country.code },
      areaServed: { '@type': 'Country', name: bank.country.name },
    }),
  };
}
