import { type Html, html } from '../html.ts';

/** Longest value text shown in a change; longer ones (a description) are cut with an ellipsis. */
const MAX_VALUE_TEXT = 300;

const textOf = (value: unknown): string => {
  if (value === undefined) return '–';
  const text = JSON.stringify(value);
  return text.length > MAX_VALUE_TEXT ? `${text.slice(0, MAX_VALUE_TEXT - 1)}…` : text;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An audit entry's values before and after: for two objects, only the fields that changed (a bank's snapshot has
 * many); otherwise the two values whole.
 */
export function auditChange(before: unknown, after: unknown): Html {
  if (isRecord(before) && isRecord(after)) {
    const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
    );
    if (names.length === 0) return html`<span class="muted">no change</span>`;
    return html`<dl class="facts">${names.map(
      (name) => html`<dt>${name}</dt><dd><del>${textOf(before[name])}</del> → <ins>${textOf(after[name])}</ins></dd>`,
    )}</dl>`;
  }
  return html`<dl class="facts"><dt>before</dt><dd>${textOf(before ?? null)}</dd><dt>after</dt><dd>${textOf(after ?? null)}</dd></dl>`;
}
