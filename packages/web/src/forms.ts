import { type Html, html } from './html.ts';
import type { FormState } from './read-query.ts';

/**
 * The problem in the words of the form: the API's message names the parameter ("minRatePercent must be ...", or an
 * item of a list: "tags[1] must be ...").
 */
function problemText(name: string, label: string, message: string): string {
  const subject = new RegExp(`^${name}(?:\\[\\d+\\])? `).exec(message);
  return subject ? `${label} ${message.slice(subject[0].length)}` : message;
}

interface FieldSpec {
  readonly name: string;
  readonly label: string;
  readonly form: FormState;
  /** The control's id; default `field-NAME`. A page with several forms that share a field name gives each its own. */
  readonly id?: string;
}

/** The label, and the field's problem right after the control, tied to it by aria-describedby. */
function fieldFrame(spec: FieldSpec, control: (attributes: Html) => Html): Html {
  const id = spec.id ?? `field-${spec.name}`;
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
  spec: FieldSpec & {
    readonly type?: 'text' | 'search' | 'email' | 'password' | 'url' | 'number';
    readonly inputMode?: 'decimal';
    readonly size?: number;
    readonly autocomplete?: string;
    readonly required?: boolean;
  },
): Html {
  // A password is never sent back to the browser, not even the one just typed.
  const value = spec.type === 'password' ? '' : (spec.form.values[spec.name] ?? '');
  return fieldFrame(
    spec,
    (attributes) =>
      html`<input${attributes} type="${spec.type ?? 'text'}" value="${value}"${spec.inputMode ? html` inputmode="${spec.inputMode}"` : ''}${
        spec.size ? html` size="${spec.size}"` : ''
      }${spec.autocomplete ? html` autocomplete="${spec.autocomplete}"` : ''}${spec.required ? html` required` : ''}>`,
  );
}

/** A multi-line text field, its value shown again as sent. */
export function textAreaField(spec: FieldSpec & { readonly rows?: number; readonly maxLength?: number }): Html {
  const value = spec.form.values[spec.name] ?? '';
  return fieldFrame(
    spec,
    (attributes) =>
      html`<textarea${attributes} rows="${spec.rows ?? 4}"${spec.maxLength ? html` maxlength="${spec.maxLength}"` : ''}>${value}</textarea>`,
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
 * Checkboxes of one name in a fieldset whose legend names them, the problem after them; the checked values are the
 * form's value written as a list parameter of the API is ("A,B").
 */
export function checkboxesField(spec: FieldSpec & { readonly choices: readonly (readonly [string, string])[] }): Html {
  const id = `field-${spec.name}`;
  const checked = new Set((spec.form.values[spec.name] ?? '').split(','));
  const problem = spec.form.problems.get(spec.name);
  return html`<fieldset class="field checkboxes" id="${id}"${problem ? html` aria-describedby="${id}-problem"` : ''}><legend>${spec.label}</legend>${spec.choices.map(
    ([value, label]) =>
      html`<label><input type="checkbox" name="${spec.name}" value="${value}"${checked.has(value) ? html` checked` : ''}> ${label}</label>`,
  )}${problem ? html`<p class="problem" id="${id}-problem">${problemText(spec.name, spec.label, problem)}</p>` : ''}</fieldset>`;
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
