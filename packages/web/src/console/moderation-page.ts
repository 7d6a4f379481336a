import { type Directory, DirectoryError } from '@bankdir/core';
import type { FormProblem } from '../accounts/form-problem.ts';
import { buttonForm, formAlert, postForm } from '../accounts/post-form.ts';
import { bankHref, storyHref } from '../addresses.ts';
import { formatDay } from '../format.ts';
import { textField } from '../forms.ts';
import { type Html, html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { consolePage, consoleTable } from './console-frame.ts';
import { bankNamesOf, type ConsoleRequest } from './console-request.ts';
import { doneMessage } from './done-messages.ts';
import { requireOperator } from './operator-session.ts';

/** What the console moderates: stories and products, each under /admin/{kind}/{id}/hide and /unhide. */
export type Moderated = 'stories' | 'products';
export const moderationHref = (kind: Moderated, id: string, change: 'hide' | 'unhide') =>
  `/admin/${kind}/${encodeURIComponent(id)}/${change}`;

/** How many of the latest items and hides the page shows. */
const RECENT = 20;

/** GET /admin/moderation: the latest stories and products, each to hide, and what is hidden now, each to unhide. */
export async function moderationPage(request: ConsoleRequest, problem?: FormProblem): Promise<PageContent> {
  const operator = requireOperator(request.session);
  const { directory } = request;
  const stories = (await directory.stories.list({ sortBy: 'createdAt', sortOrder: 'desc', limit: RECENT })).data;
  const products = (await directory.products.listAll({ sortBy: 'createdAt', sortOrder: 'desc', limit: RECENT })).data;
  const banks = await bankNamesOf(
    request,
    stories.map((story) => story.bankId),
  );
  const hiddenStories = await hiddenNow(directory, 'story');
  const hiddenProducts = await hiddenNow(directory, 'product');
  const hideLink = (kind: Moderated, id: string, what: string) =>
    html`<a href="${moderationHref(kind, id, 'hide')}">Hide…<span class="visually-hidden"> ${what}</span></a>`;
  const unhide = (kind: Moderated, id: string, what: string) =>
    buttonForm(operator, moderationHref(kind, id, 'unhide'), html`Unhide <span class="visually-hidden">${what}</span>`);
  return consolePage({
    status: problem?.status ?? 200,
    title: 'Moderation',
    canonical: '/admin/moderation',
    section: '/admin/moderation',
    done: doneMessage(request.ctx),
    main: html`${formAlert(problem?.message)}<section aria-labelledby="hidden"><h2 id="hidden">Hidden now</h2>${
      hiddenStories.length + hiddenProducts.length === 0
        ? html`<p>Nothing is hidden.</p>`
        : consoleTable(
            'Hidden stories and products',
            ['Kind', 'Id', 'Hidden', 'Reason', 'Change'],
            [
              ...hiddenStories.map((entry) => hiddenRow('stories', entry, unhide)),
              ...hiddenProducts.map((entry) => hiddenRow('products', entry, unhide)),
            ],
          )
    }</section><section aria-labelledby="stories"><h2 id="stories">Latest stories</h2>${consoleTable(
      'Latest stories, newest first',
      ['Story', 'Bank', 'Written', 'Change'],
      stories.map(
        (story) =>
          html`<tr><td><a href="${storyHref(story.id)}">${excerpt(story.text)}</a></td><td><a href="${bankHref(story.bankId)}">${
            banks.get(story.bankId) ?? story.bankId
          }</a></td><td>${formatDay(story.createdAt)}</td><td>${hideLink('stories', story.id, `the story ${story.id}`)}</td></tr>`,
      ),
    )}</section><section aria-labelledby="products"><h2 id="products">Latest products</h2>${consoleTable(
      'Latest published products, newest first',
      ['Product', 'Bank', 'Added', 'Change'],
      products.map(
        (product) =>
          html`<tr><td>${product.name}</td><td><a href="${bankHref(product.bankId)}">${product.bankName}</a></td><td>${formatDay(
            product.createdAt,
          )}</td><td>${hideLink('products', product.id, `the product ${product.name}`)}</td></tr>`,
      ),
    )}</section>`,
  });
}

interface HiddenEntry {
  readonly id: string;
  readonly at: string;
  readonly reason: string | null;
}

function hiddenRow(
  kind: Moderated,
  entry: HiddenEntry,
  unhide: (kind: Moderated, id: string, what: string) => Html,
): Html {
  return html`<tr><td>${kind === 'stories' ? 'Story' : 'Product'}</td><td><code>${entry.id}</code></td><td>${formatDay(
    entry.at,
  )}</td><td>${entry.reason ?? ''}</td><td>${unhide(kind, entry.id, entry.id)}</td></tr>`;
}

/**
 * What is hidden now, by its latest hide in the audit trail: the stores list only visible stories and products, and
 * every hide is recorded, so the trail is where hidden ones are found.
 */
export async function hiddenNow(directory: Directory, type: 'story' | 'product'): Promise<HiddenEntry[]> {
  const hides = (await directory.admin.audit.list({ action: `${type}.hide`, limit: 100 })).data;
  const found: HiddenEntry[] = [];
  const seen = new Set<string>();
  for (const entry of hides) {
    const id = entry.subject?.id;
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const record =
      type === 'story' ? await directory.storage.stories.get(id) : await directory.storage.products.get(id);
    if (record?.hidden) found.push({ id, at: entry.at, reason: entry.reason });
  }
  return found;
}

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/** GET /admin/stories/{id}/hide and /admin/products/{id}/hide: what is hidden, and why (for the audit trail). */
export async function hidePage(request: ConsoleRequest, kind: Moderated, problem?: FormProblem): Promise<PageContent> {
  const operator = requireOperator(request.session);
  const id = request.ctx.params.id ?? '';
  const { storage } = request.directory;
  const shown =
    kind === 'stories'
      ? await storage.stories.get(id).then((story) => story && html`<blockquote><p>${story.text}</p></blockquote>`)
      : await storage.products.get(id).then((product) => product && html`<p><strong>${product.name}</strong></p>`);
  if (!shown) throw DirectoryError.notFound(`No ${kind === 'stories' ? 'story' : 'product'} ${id}.`);
  const what = kind === 'stories' ? 'story' : 'product';
  const form = problem?.form ?? { values: {}, problems: new Map() };
  return consolePage({
    status: problem?.status ?? 200,
    title: `Hide the ${what}`,
    canonical: moderationHref(kind, id, 'hide'),
    section: '/admin/moderation',
    main: html`${formAlert(problem?.message)}${shown}<p>Hidden, it leaves every public list and count; unhiding it puts it back.</p>${postForm(
      operator,
      moderationHref(kind, id, 'hide'),
      html`${textField({ name: 'reason', label: 'Reason, for the audit trail', form })}<div class="console-actions"><button type="submit">Hide the ${what}</button><a href="/admin/moderation">Back to moderation</a></div>`,
      { className: 'stacked', label: `Hide the ${what}` },
    )}`,
  });
}
