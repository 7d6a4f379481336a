import { ListBanksQuerySchema } from '@bankdir/core/query';
import { countryHref, hrefOf, pagerLinks } from '../addresses.ts';
import { formatCount, formatRank } from '../format.ts';
import { bankTable, pagerNav, scoreTable } from '../fragments.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { loadList, statusOf } from '../load-list.ts';
import { readQuery } from '../read-query.ts';
import type { PageRequest } from '../web-context.ts';

const PARAMETERS = ['limit', 'starting_after', 'ending_before'];

/** GET /countries/{code}: the country's scores and its banks by their rank in it, paged. */
export async function countryPage({ directory, ctx }: PageRequest): Promise<PageContent> {
  const { data: country } = await directory.countries.get(ctx.params.code ?? '', { include: ['scores'] });
  const path = countryHref(country.code);
  const read = readQuery(ctx, ListBanksQuerySchema, PARAMETERS, { sortBy: 'countryRank', limit: '25' });
  const { form, page } = await loadList(read, (options) =>
    directory.banks.list({ ...options, countryCode: country.code, include: ['country', 'scores'] }),
  );
  const pager = page ? pagerLinks(path, form.values, page.pagination) : {};
  const problems = [...form.problems.values()];
  return {
    status: statusOf(form),
    title: `Banks in ${country.name}`,
    description: `${formatCount(country.banksCount)} banks in ${country.name}, ranked by community votes, with the country's scores.`,
    canonical: hrefOf(path, form.values),
    pager,
    main: html`<h1>${country.name}</h1>
<p>${formatCount(country.banksCount)} banks, ${formatCount(country.storiesCount)} stories; rank ${formatRank(country.rank)} among countries. <a href="${hrefOf('/stories', { countryCode: country.code })}">Stories about its banks</a> · <a href="${hrefOf('/products', { countryCode: country.code })}">Their products</a></p>
<h2>Banks</h2>
${problems.length > 0 ? html`<div class="alert" role="alert"><p>${problems.join(' ')}</p><p><a href="${path}">The first page</a></p></div>` : ''}
${page ? html`${bankTable(`Banks in ${country.name}`, page.data, (bank) => bank.countryRank)}${pagerNav(pager)}` : ''}
${country.scores ? html`<h2>Scores</h2><p class="muted">Summed over the country’s banks, from −100 to 100.</p>${scoreTable(`Scores of ${country.name}`, country.scores)}` : ''}`,
  };
}
