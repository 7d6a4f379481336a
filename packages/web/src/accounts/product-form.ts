import {
  type BankProduct,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  type ProductInput,
  RATE_TYPES,
} from '@bankdir/core';
import type { WebSession } from '@bankdir/server';
import { rateTypeLabel, wordsOf } from '../format.ts';
import { selectField, textField } from '../forms.ts';
import { type Html, html } from '../html.ts';
import type { FormState } from '../read-query.ts';
import type { FormFields } from './form-body.ts';
import { postForm } from './post-form.ts';

// The product form of a bank's representative: the fields a person fills most; the others keep their value on edit.

const TEXT_FIELDS = ['name', 'summary', 'url', 'currency', 'rateNote', 'termNote'] as const;
const NUMBER_FIELDS = ['ratePercent', 'monthlyFeeCents', 'annualFeeCents', 'termMonths'] as const;
const CHOICE_FIELDS = ['category', 'type', 'rateType', 'status'] as const;
/** The form's fields, each a field of the API's product body. */
export const PRODUCT_FORM_FIELDS: readonly string[] = [...CHOICE_FIELDS, ...TEXT_FIELDS, ...NUMBER_FIELDS];

/** The fields of a product the API writes: everything but its id, bank and dates. */
function writableOf(product: BankProduct): Record<string, unknown> {
  const { id: _id, bankId: _bank, bankName: _name, createdAt: _created, updatedAt: _updated, ...fields } = product;
  return fields;
}

/**
 * The API's product body from the form. An empty field is empty (null); a number field holding a number is that
 * number, and anything else goes on as text, for the API's schema to refuse beside its field. On edit, `current`
 * gives the fields the form does not show (a PUT replaces the whole product).
 */
export function productInputOf(fields: FormFields, current?: BankProduct): ProductInput {
  const input: Record<string, unknown> = current ? writableOf(current) : {};
  for (const name of [...CHOICE_FIELDS, ...TEXT_FIELDS]) {
    const value = fields[name]?.trim() ?? '';
    input[name] = value === '' ? null : value;
  }
  for (const name of NUMBER_FIELDS) {
    const value = fields[name]?.trim() ?? '';
    input[name] = value === '' ? null : Number.isFinite(Number(value)) ? Number(value) : value;
  }
  // The two required choices go on even when empty, so that the API names them.
  input.category = fields.category ?? '';
  input.type = fields.type ?? '';
  return input as ProductInput;
}

/** The form's values from a stored product (to edit it). */
export function formValuesOf(product: BankProduct): Record<string, string> {
  const values: Record<string, string> = {};
  const stored = product as unknown as Record<string, unknown>;
  for (const name of PRODUCT_FORM_FIELDS) {
    const value = stored[name];
    if (value !== null && value !== undefined) values[name] = String(value);
  }
  return values;
}

const choices = <T extends string>(
  values: readonly T[],
  empty?: string,
  label: (value: T) => string = wordsOf,
): (readonly [string, string])[] => [
  ...(empty === undefined ? [] : [['', empty] as const]),
  ...values.map((value) => [value, label(value)] as const),
];

/** The product form; `action` is where it posts, `submit` the button's words. */
export function productForm(session: WebSession, action: string, form: FormState, submit: string): Html {
  return postForm(
    session,
    action,
    html`<div class="grid">${selectField({ name: 'category', label: 'Category', form, choices: choices(PRODUCT_CATEGORIES, 'Choose…') })}${selectField(
      { name: 'type', label: 'Type', form, choices: choices(PRODUCT_TYPES, 'Choose…') },
    )}${textField({ name: 'name', label: 'Name', form })}${textField({ name: 'summary', label: 'Summary', form })}${textField(
      { name: 'url', label: "Address on the bank's site", form, type: 'url' },
    )}${textField({ name: 'currency', label: 'Currency (three letters)', form, size: 3 })}${selectField({
      name: 'rateType',
      label: 'Rate type',
      form,
      choices: choices(RATE_TYPES, 'None', rateTypeLabel),
    })}${textField({ name: 'ratePercent', label: 'Rate (percent)', form, inputMode: 'decimal' })}${textField({
      name: 'rateNote',
      label: 'Rate note',
      form,
    })}${textField({ name: 'monthlyFeeCents', label: 'Monthly fee (cents)', form, inputMode: 'decimal' })}${textField({
      name: 'annualFeeCents',
      label: 'Annual fee (cents)',
      form,
      inputMode: 'decimal',
    })}${textField({ name: 'termMonths', label: 'Term (months)', form, inputMode: 'decimal' })}${textField({
      name: 'termNote',
      label: 'Term note',
      form,
    })}${selectField({ name: 'status', label: 'Status', form, choices: choices(PRODUCT_STATUSES) })}</div><div class="field"><button type="submit">${submit}</button></div>`,
    { label: submit },
  );
}
