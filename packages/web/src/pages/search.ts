import { DirectoryError, type SemanticMatch } from '@bankdir/core';
import { bankHref, hrefOf } from '../addresses.ts';
import { SEARCH_FIELD_ID, SEARCH_RESULTS_ID, STATUS_ATTRIBUTE } from '../assets/enhance-hooks.ts';
import { formatCount } from '../format.ts';
import { type Html, html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { markWords } from '../mark-words.ts';
import { problemsOf, queryValues } from '../read-query.ts';
import type { PageRequest } from '../web-context.ts';

/** Banks a search shows. */
const RESULTS = 20;

/** What a search found, and its count in words for the script's status region. */
interface Results {
  readonly html: Html;
  readonly status?: string;
}

const bankCount = (count: number) =>
  count === 0 ? 'No bank matches.' : count === 1 ? 'One bank.' : `${formatCount(count)} banks.`;

/**
 * GET /search?q=…: banks whose description is closest to the visitor's words, each with the section that matched and
 * the matching words marked. Without an embedding model it says so and lists the banks whose name matches instead.
 */
export async function searchPage({ directory, ctx }: PageRequest): Promise<PageContent> {
  const q = queryValues(ctx, ['q']).q ?? '';
  let problem: string | undefined;
  let results: Results = { html: html`` };
  if (q !== '') {
    try {
      const { data } = await directory.banks.semanticSearch({ query: q, limit: RESULTS });
      results = { html: matchList(data, q), status: bankCount(data.length) };
    } catch (error) {
      if (error instanceof DirectoryError && error.code === 'SERVICE_UNAVAILABLE') results = await byName(q, directory);
      else {
        const problems = problemsOf(error);
        if (!problems) throw error;
        problem = [...problems.values()][0];
      }
    }
  }
  const id = SEARCH_FIELD_ID;
  return {
    status: problem ? 400 : 200,
    title: q === '' ? 'Search banks' : `Banks for “${q.slice(0, 60)}”`,
    description: 'Describe the bank you want in plain words: the search reads every bank’s description.',
    canonical: hrefOf('/search', { q }),
    main: html`<h1>Search banks</h1>
<form role="search" method="get" action="/search" class="card">
<label for="${id}"><strong>Describe the bank you are looking for</strong></label>
<div class="search-box"><input id="${id}" type="search" name="q" value="${q}"${
      problem ? html` aria-invalid="true" aria-describedby="${id}-problem"` : ''
    }><button type="submit">Search</button></div>
${problem ? html`<p class="problem" id="${id}-problem">Your words ${problem}</p>` : ''}
</form>
<div id="${SEARCH_RESULTS_ID}"${results.status ? html` ${STATUS_ATTRIBUTE}="${results.status}"` : ''}>${results.html}</div>`,
  };
}

function matchList(matches: readonly SemanticMatch[], q: string): Html {
  if (matches.length === 0) return html`<p>No bank matches.</p>`;
  return html`<h2>${formatCount(matches.length)} banks</h2><ol class="plain">${matches.map(
    (match) =>
      html`<li><h3><a href="${bankHref(match.bankId)}">${match.bankName}</a></h3><p class="muted">${match.similarity} % similar${
        match.sectionTitle ? html` · ${match.sectionTitle}` : ''
      }</p><p>${markWords(match.matchingSection, q)}</p></li>`,
  )}</ol>`;
}

async function byName(q: string, directory: PageRequest['directory']): Promise<Results> {
  const notice = html`<p class="note" role="status">Search in plain words is not available on this server: it has no embedding model. Banks whose name matches your words instead:</p>`;
  if (q.length > 200) return { html: notice };
  const { data } = await directory.search.get({ q, include: ['banks'], limit: RESULTS });
  const banks = data.banks ?? [];
  return {
    status: `By name: ${bankCount(banks.length)}`,
    html: html`${notice}${
      banks.length === 0
        ? html`<p>No bank name matches.</p>`
        : html`<ul class="plain">${banks.map((bank) => html`<li><a href="${bankHref(bank.id)}">${markWords(bank.name, q)}</a></li>`)}</ul>`
    }`,
  };
}
