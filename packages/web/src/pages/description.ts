import { type Html, html } from '../html.ts';

/**
 * A bank's description (Markdown) as plain HTML: `#` lines become headings, blank lines separate paragraphs, and the
 * rest stays text (escaped; no Markdown link or HTML of the description is ever rendered as such).
 */
export function descriptionHtml(markdown: string): Html {
  const blocks = markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  return html`${blocks.map((block) => {
    const heading = /^#{1,6}\s+(.*)$/.exec(block);
    if (heading && !block.includes('\n')) return html`<h3>${heading[1]}</h3>`;
    return html`<p>${block.replace(/^[-*]\s+/gm, '• ').replace(/[*_`]+/g, '')}</p>`;
  })}`;
}
