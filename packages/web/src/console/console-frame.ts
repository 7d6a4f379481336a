import { type Html, html, trustedHtml } from '../html.ts';
import type { PageContent, PagerLinks } from '../layout.ts';

/** The console's sections, in the order its navigation shows them. */
const SECTIONS: readonly (readonly [string, string])[] = [
  ['/admin', 'Dashboard'],
  ['/admin/banks', 'Banks'],
  ['/admin/applications', 'Applications'],
  ['/admin/moderation', 'Moderation'],
  ['/admin/accounts', 'Accounts'],
  ['/admin/transfer', 'Import and export'],
  ['/admin/audit', 'Audit trail'],
];

/** What a console page shows; the frame adds the console's navigation and keeps it out of search engines. */
export interface ConsoleContent {
  readonly title: string;
  /** The page's address, its query included. */
  readonly canonical: string;
  /** The section the navigation marks as current. */
  readonly section: string;
  readonly main: Html;
  readonly status?: number;
  readonly pager?: PagerLinks;
  /** A change just made, said above the page (after a redirect). */
  readonly done?: string | undefined;
}

export function consolePage(content: ConsoleContent): PageContent {
  return {
    status: content.status ?? 200,
    title: `${content.title} · Console`,
    description: "The operator's console of the directory.",
    canonical: content.canonical,
    noindex: true,
    ...(content.pager && { pager: content.pager }),
    main: html`<nav class="console" aria-label="Console"><ul>${SECTIONS.map(
      ([href, label]) =>
        html`<li><a href="${href}"${href === content.section ? trustedHtml(' aria-current="page"') : ''}>${label}</a></li>`,
    )}</ul></nav>${
      content.done ? html`<div class="note" role="status"><p>${content.done}</p></div>` : ''
    }<h1>${content.title}</h1>${content.main}`,
  };
}

/**
 * A table with a caption; `head` are the column names, each row its cells. Its scrolling frame takes the keyboard's
 * focus, so that a table wider than the screen scrolls without a mouse.
 */
export function consoleTable(caption: string, head: readonly string[], rows: readonly Html[]): Html {
  return html`<div class="table-scroll" tabindex="0" role="region" aria-label="${caption}"><table><caption>${caption}</caption><thead><tr>${head.map(
    (name) => html`<th scope="col">${name}</th>`,
  )}</tr></thead><tbody>${rows}</tbody></table></div>`;
}
