// HTML built with a tagged template that escapes by construction: every value put into `html` is escaped unless it
// is itself Html made by `html` (or `trustedHtml`, for the few strings this package writes itself).

/** A fragment of HTML that is safe to send: its values were escaped when it was built. */
export class Html {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

/** What a template accepts: text (escaped), numbers, Html, lists of them; null, undefined and false render nothing. */
export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** The tagged template: html`<p>${text}</p>` escapes text; nested html`` fragments and lists of them pass as they are. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  let text = strings[0]!;
  for (let index = 0; index < values.length; index += 1) text += render(values[index]!) + strings[index + 1]!;
  return new Html(text);
}

/** A string this package wrote itself (never a visitor's or the directory's text) taken as HTML. */
export function trustedHtml(text: string): Html {
  return new Html(text);
}

/** JSON for a <script type="application/ld+json"> block: `<` escaped so that no text can close the element. */
export function jsonForScript(value: unknown): Html {
  return new Html(JSON.stringify(value).replace(/</g, '\\u003c'));
}
