import type { Bank, BankProduct, CountryDetail, ScoreKey, Scores, Story } from '@bankdir/core';
import { bankHref, countryHref, outsideHref, storyHref } from './addresses.ts';
import {
  categoryLabel,
  formatCount,
  formatDay,
  formatMoney,
  formatRank,
  formatRate,
  rateTypeLabel,
  SCORE_LABELS,
  wordsOf,
} from './format.ts';
import { type Html, html } from './html.ts';
import type { PagerLinks } from './layout.ts';

// Pieces several pages share: tables of banks, countries and products, the scores, a story, the pager.

/** A table that scrolls sideways on a narrow screen; focusable so that a keyboard can scroll it too. */
export function scrollingTable(label: string, head: Html, rows: readonly Html[]): Html {
  return html`<div class="table-scroll" role="region" aria-label="${label}" tabindex="0"><table><thead>${head}</thead><tbody>${rows}</tbody></table></div>`;
}

/** Banks with rank, country and overall score (the banks need `country` and `scores` included). */
export function bankTable(
  label: string,
  banks: readonly Bank[],
  rankOf: (bank: Bank) => number | null = (b) => b.rank,
): Html {
  if (banks.length === 0) return html`<p>No bank matches.</p>`;
  return scrollingTable(
    label,
    html`<tr><th scope="col">Rank</th><th scope="col">Bank</th><th scope="col">Country</th><th scope="col" class="num">Overall score</th><th scope="col" class="num">Votes</th><th scope="col" class="num">Stories</th></tr>`,
    banks.map(
      (bank) =>
        html`<tr><td>${formatRank(rankOf(bank))}</td><td><a href="${bankHref(bank.id)}">${bank.name}</a></td><td>${
          bank.country ? html`<a href="${countryHref(bank.country.code)}">${bank.country.name}</a>` : ''
        }</td><td class="num">${bank.scores?.overall.score ?? ''}</td><td class="num">${
          bank.scores ? formatCount(bank.scores.overall.total) : ''
        }</td><td class="num">${formatCount(bank.storiesCount)}</td></tr>`,
    ),
  );
}

export function countryTable(label: string, countries: readonly CountryDetail[]): Html {
  if (countries.length === 0) return html`<p>No country matches.</p>`;
  return scrollingTable(
    label,
    html`<tr><th scope="col">Rank</th><th scope="col">Country</th><th scope="col" class="num">Banks</th><th scope="col" class="num">Stories</th></tr>`,
    countries.map(
      (country) =>
        html`<tr><td>${formatRank(country.rank)}</td><td><a href="${countryHref(country.code)}">${country.name}</a></td><td class="num">${formatCount(
          country.banksCount,
        )}</td><td class="num">${formatCount(country.storiesCount)}</td></tr>`,
    ),
  );
}

/**
 * The 15 scores as bars (a <meter> from -100 to 100) with their vote counts; `yourVote`, for a signed-in person, adds
 * a column with their vote in each category (empty for the overall score).
 */
export function scoreTable(label: string, scores: Scores, yourVote?: (key: ScoreKey) => Html): Html {
  return html`<div class="scores">${scrollingTable(
    label,
    html`<tr><th scope="col">Category</th><th scope="col">Score</th><th scope="col" class="num">Value</th><th scope="col" class="num">Votes (up / down)</th>${
      yourVote ? html`<th scope="col">Your vote</th>` : ''
    }</tr>`,
    SCORE_LABELS.map(([key, name]) => {
      const entry = scores[key];
      const id = `score-${key}`;
      return html`<tr><th scope="row" id="${id}">${name}</th><td><meter min="-100" max="100" low="-20" high="20" optimum="100" value="${entry.score}" aria-labelledby="${id}">${entry.score}</meter></td><td class="num">${entry.score}</td><td class="num">${formatCount(
        entry.total,
      )} (${formatCount(entry.up)} / ${formatCount(entry.down)})</td>${yourVote ? html`<td>${yourVote(key)}</td>` : ''}</tr>`;
    }),
  )}</div>`;
}

/** Products compared across banks: the bank, the product, its rate, fees and term. */
export function productTable(label: string, products: readonly BankProduct[], withBank: boolean): Html {
  if (products.length === 0) return html`<p>No product matches.</p>`;
  return scrollingTable(
    label,
    html`<tr>${withBank ? html`<th scope="col">Bank</th>` : ''}<th scope="col">Product</th><th scope="col">Type</th><th scope="col" class="num">Rate</th><th scope="col" class="num">Monthly fee</th><th scope="col" class="num">Annual fee</th><th scope="col">Term</th></tr>`,
    products.map(
      (product) =>
        html`<tr>${withBank ? html`<td><a href="${bankHref(product.bankId)}">${product.bankName}</a></td>` : ''}<td>${
          outsideHref(product.url)
            ? html`<a href="${outsideHref(product.url)}" rel="nofollow noopener">${product.name}</a>`
            : product.name
        }${product.summary ? html`<br><span class="muted">${product.summary}</span>` : ''}</td><td>${wordsOf(product.type)}</td><td class="num">${formatRate(
          product,
        )}${product.rateType ? html` <span class="muted">${rateTypeLabel(product.rateType)}</span>` : ''}</td><td class="num">${formatMoney(
          product.monthlyFeeCents,
          product.currency,
        )}</td><td class="num">${formatMoney(product.annualFeeCents, product.currency)}</td><td>${
          product.termMonths !== null ? `${product.termMonths} months` : (product.termNote ?? '–')
        }</td></tr>`,
    ),
  );
}

/** One story in a list: its text, bank, day and thumbs-ups (the bank when `bank` was included); `actions` after it. */
export function storyItem(story: Story, actions?: Html): Html {
  return html`<li><blockquote><p>${story.text}</p></blockquote><p class="muted">${
    story.bank ? html`About <a href="${bankHref(story.bank.id)}">${story.bank.name}</a> · ` : ''
  }<a href="${storyHref(story.id)}">${formatDay(story.createdAt)}</a> · ${formatCount(story.thumbsUpCount)} thumbs up${
    story.tags.length > 0 ? html` · ${story.tags.map(categoryLabel).join(', ')}` : ''
  }</p>${actions ?? ''}</li>`;
}

/** The previous and next links of a list, rel="prev" and rel="next" as in the page's head. */
export function pagerNav(links: PagerLinks): Html {
  if (!links.prev && !links.next) return html``;
  return html`<nav class="pager" aria-label="Pages">${links.prev ? html`<a rel="prev" href="${links.prev}">← Previous page</a>` : html`<span></span>`}${
    links.next ? html`<a rel="next" href="${links.next}">Next page →</a>` : ''
  }</nav>`;
}
