import { bankHref, countryHref, storyHref } from '../addresses.ts';
import { categoryLabel, formatCount, formatDay } from '../format.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import type { PageRequest } from '../web-context.ts';

/** GET /stories/{id}: one story, with its bank and country. */
export async function storyPage({ directory, ctx }: PageRequest): Promise<PageContent> {
  const { data: story } = await directory.stories.get(ctx.params.id ?? '', { include: ['bank', 'country'] });
  const about = story.bank?.name ?? 'a bank';
  return {
    title: `A story about ${about}`,
    description: story.text.slice(0, 160),
    canonical: storyHref(story.id),
    main: html`<h1>A story about ${story.bank ? html`<a href="${bankHref(story.bank.id)}">${story.bank.name}</a>` : about}</h1>
<blockquote><p>${story.text}</p></blockquote>
<dl class="facts">
<dt>Written</dt><dd>${formatDay(story.createdAt)}</dd>
${story.country ? html`<dt>Country</dt><dd><a href="${countryHref(story.country.code)}">${story.country.name}</a></dd>` : ''}
<dt>Thumbs up</dt><dd>${formatCount(story.thumbsUpCount)}</dd>
${story.tags.length > 0 ? html`<dt>About</dt><dd><ul class="tags">${story.tags.map((tag) => html`<li>${categoryLabel(tag)}</li>`)}</ul></dd>` : ''}
</dl>
<p><a href="/stories">All stories</a></p>`,
  };
}
