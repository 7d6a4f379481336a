import { type Html, html } from './html.ts';
import type { FormState } from './read-query.ts';

/** The problem in the words of the form: the API's message names the parameter ("minRatePercent must be ..."). */
function problemText(name: string, label: string, message: string): string {
  return message.startsWith(`${name} `) ? `${label} ${message.slice(name.length + 1)}` : message;
}

interface FieldSpec {
  readonly name: string;
  readonly label: string;
  readonly form: FormState;
}

/** The label, and the field's problem right after the control, tied to it by aria-describedby. */
function fieldFrame(spec: FieldSpec, control: (attributes: Html) => Html): Html {
  const id = `field-${spec.name}`;
  const problem = spec.form.problems.get(spec.name);
  const attributes = problem
    ? html` id="${id}" name="${spec.name}" aria-invalid="true" aria-describedby="${id}-problem"`
    : html` id="${id}" name="${spec.name}"`;
  return html`<div class="field"><label for="${id}">${spec.label}</label>${control(attributes)}${
    problem ? html`<p class="problem" id="${id}-problem">${problemText(spec.name, spec.label, problem)}</p>` : ''
  }</div>`;
}

/** A text field, its value shown again as the visitor sent it (a wrong one included, so it can be corrected). */
export function textField(
  spec: FieldSpec & { readonly type?: 'text' | 'search'; readonly inputMode?: 'decimal'; readonly size?: number },
): Html {
  const value = spec.form.values[spec.name] ?? '';
  return fieldFrame(
    spec,
    (attributes) =>
      html`<input${attributes} type="${spec.type ?? 'text'}" value="${value}"${spec.inputMode ? html` inputmode="${spec.inputMode}"` : ''}${
        spec.size ? html` size="${spec.size}"` : ''
      }>`,
  );
}

/** A select; `choices` are value and label pairs, the first one the default. */
export function selectField(spec: FieldSpec & { readonly choices: readonly (readonly [string, string])[] }): Html {
  const selected = spec.form.values[spec.name] ?? '';
  return fieldFrame(
    spec,
    (attributes) =>
      html`<select${attributes}>${spec.choices.map(
        ([value, label]) =>
          html`<option value="${value}"${value === selected ? html` selected` : ''}>${label}</option>`,
      )}</select>`,
  );
}

/**
 * A GET form of filters: it works without JavaScript, and its address is a bookmark. Problems the fields do not show
 * (a cursor that names no item) are listed above it.
 */
export function filterForm(
  action: string,
  label: string,
  form: FormState,
  fieldNames: readonly string[],
  fields: readonly Html[],
): Html {
  const others = [...form.problems].filter(([name]) => !fieldNames.includes(name));
  const count = form.problems.size;
  return html`${
    count > 0
      ? html`<div class="alert" role="alert"><p><strong>${count === 1 ? 'One filter needs a change' : `${count} filters need a change`}</strong>; the page shows nothing until then.</p>${
          others.length > 0 ? html`<ul>${others.map(([, message]) => html`<li>${message}</li>`)}</ul>` : ''
        }</div>`
      : ''
  }<form class="filters" method="get" action="${action}" aria-label="${label}">${fields}<div class="field"><button type="submit">Show</button></div></form>`;
}
