import { bankHref, countryHref } from '../addresses.ts';
import { formatCount, formatRank } from '../format.ts';
import { storyItem } from '../fragments.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import type { PageRequest } from '../web-context.ts';

/** GET /: the search box, the top banks worldwide, countries by rank, the latest stories and the world totals. */
export async function homePage({ directory }: PageRequest): Promise<PageContent> {
  const [world, banks, countries, stories] = await Promise.all([
    directory.world.get(),
    directory.banks.list({ sortBy: 'rank', limit: 10, include: ['country', 'scores'] }),
    directory.countries.list({ sortBy: 'rank', limit: 10 }),
    directory.stories.list({ sortBy: 'createdAt', sortOrder: 'desc', limit: 5, include: ['bank'] }),
  ]);
  const totals = world.data;
  return {
    title: 'An open directory of the world’s banks',
    description: `Compare ${formatCount(totals.bankCount)} banks in ${formatCount(totals.countryCount)} countries: community scores, products and rates, stories, and search in plain words.`,
    canonical: '/',
    main: html`<h1>Find a bank you can trust</h1>
<form role="search" method="get" action="/search" class="card">
<label for="home-q"><strong>Describe the bank you are looking for</strong></label>
<div class="search-box"><input id="home-q" type="search" name="q" placeholder="a bank with low fees for freelancers" required><button type="submit">Search</button></div>
</form>
<h2>The directory in numbers</h2>
<ul class="totals"><li><strong>${formatCount(totals.bankCount)}</strong> banks</li><li><strong>${formatCount(totals.countryCount)}</strong> countries</li><li><strong>${formatCount(totals.storyCount)}</strong> stories</li></ul>
<div class="grid">
<section class="card" aria-labelledby="top-banks"><h2 id="top-banks">Top-ranked banks</h2><ol class="plain">${banks.data.map(
      (bank) =>
        html`<li>${formatRank(bank.rank)} <a href="${bankHref(bank.id)}">${bank.name}</a>${bank.country ? html` <span class="muted">${bank.country.name}</span>` : ''}</li>`,
    )}</ol><p><a href="/banks">All banks</a></p></section>
<section class="card" aria-labelledby="top-countries"><h2 id="top-countries">Countries by rank</h2><ol class="plain">${countries.data.map(
      (country) =>
        html`<li>${formatRank(country.rank)} <a href="${countryHref(country.code)}">${country.name}</a> <span class="muted">${formatCount(country.banksCount)} banks</span></li>`,
    )}</ol><p><a href="/countries">All countries</a></p></section>
</div>
<section aria-labelledby="latest-stories"><h2 id="latest-stories">Latest stories</h2><ul class="plain">${stories.data.map(storyItem)}</ul><p><a href="/stories">All stories</a></p></section>`,
  };
}
