import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';

/** The page of an address that names nothing: a page, not JSON. */
export function notFoundPage(path: string): PageContent {
  return {
    status: 404,
    title: 'Page not found',
    description: 'This address names no page of the directory.',
    canonical: path,
    noindex: true,
    main: html`<h1>Page not found</h1><p>Nothing lives at <code>${path.slice(0, 200)}</code>. Try <a href="/banks">the banks</a>, <a href="/countries">the countries</a> or <a href="/search">a search</a>.</p>`,
  };
}

/** The page of a failure on the server's side: 503 while the database is away, 500 otherwise. */
export function failurePage(path: string, status: number, requestId: string): PageContent {
  const unavailable = status === 503;
  return {
    status,
    title: unavailable ? 'Try again in a moment' : 'Something went wrong',
    description: 'The server could not answer this page.',
    canonical: path,
    noindex: true,
    main: html`<h1>${unavailable ? 'Try again in a moment' : 'Something went wrong'}</h1><p>${
      unavailable
        ? 'The directory cannot be read right now. Reload the page in a moment.'
        : 'The server failed to show this page; its operator can find out why in the log.'
    }</p><p class="muted">Request ${requestId}</p>`,
  };
}
