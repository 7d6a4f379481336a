import { type Bank, type BankProduct, PRODUCT_CATEGORIES } from '@bankdir/core';
import { countryHref, hrefOf, outsideHref } from '../addresses.ts';
import { formatCount, formatRank, wordsOf } from '../format.ts';
import { productTable, scoreTable, scrollingTable, storyItem } from '../fragments.ts';
import { type Html, html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import type { PageRequest } from '../web-context.ts';
import { descriptionHtml } from './description.ts';

/** GET /banks/{id}: the bank, its fifteen scores, its published products by category, its stories and listings. */
export async function bankPage({ directory, ctx }: PageRequest): Promise<PageContent> {
  const id = ctx.params.id ?? '';
  const [{ data: bank }, products, stories] = await Promise.all([
    directory.banks.get(id, { include: ['scores', 'country', 'stocks'] }),
    directory.products.listPublished(id),
    directory.stories.list({ bankId: id, sortBy: 'createdAt', sortOrder: 'desc', limit: 10 }),
  ]);
  const country = bank.country;
  return {
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
<section aria-labelledby="scores"><h2 id="scores">Scores</h2><p class="muted">From −100 to 100: the share of up votes minus down votes.</p>${
      bank.scores ? scoreTable('Scores', bank.scores) : ''
    }</section>
<section aria-labelledby="products"><h2 id="products">Products</h2>${productsByCategory(products.data)}</section>
<section aria-labelledby="stories"><h2 id="stories">Stories</h2>${
      stories.data.length === 0
        ? html`<p>No story yet.</p>`
        : html`<ul class="plain">${stories.data.map(storyItem)}</ul>`
    }${stories.pagination.hasMore ? html`<p><a href="${hrefOf('/stories', { bankId: bank.id })}">All stories about ${bank.name}</a></p>` : ''}</section>
<section aria-labelledby="stocks"><h2 id="stocks">Stock listings</h2>${stockTable(bank)}</section>`,
  };
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
