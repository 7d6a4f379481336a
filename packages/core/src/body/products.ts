import * as v from 'valibot';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, PRODUCT_TYPES, type ProductStatus, RATE_TYPES } from '../constants.ts';
import type { ProductFields } from '../storage.ts';
import { orList } from '../validation/issues.ts';
import { calendarDate, currencyParam, enumParam } from '../validation/params.ts';
import { absoluteUrl } from '../validation/url.ts';
import { bodyObject, forwardIssue, optionalField, optionalText } from './fields.ts';

// The rules are docs/api-contract.md's (Products). Whether `type` belongs to `category` is NOT checked: the interface
// does not ask it.

const LIMITS = { percent: { min: -100, max: 1000 }, cents: { min: 0, max: 1_000_000_000_000 } } as const;

function text(max: number, description: string) {
  const message = `must be a string of at most ${max} characters.`;
  return v.pipe(v.string(message), v.description(description), v.maxLength(max, message));
}

function percent(description: string) {
  const message = `must be a number from ${LIMITS.percent.min} to ${LIMITS.percent.max}.`;
  return v.pipe(
    v.number(message),
    v.description(description),
    v.finite(message),
    v.minValue(LIMITS.percent.min, message),
    v.maxValue(LIMITS.percent.max, message),
  );
}

function integer(range: { min: number; max: number }, description: string) {
  const message = `must be an integer from ${range.min} to ${range.max}.`;
  return v.pipe(
    v.number(message),
    v.description(description),
    v.integer(message),
    v.minValue(range.min, message),
    v.maxValue(range.max, message),
  );
}

const NAME_MESSAGE = 'must be a string of 2 to 160 characters, not counting spaces at either end.';
const URL_MESSAGE = 'must be an absolute http or https URL of at most 2048 characters.';
const FEATURES_MESSAGE = 'must be a list of at most 50 strings.';
const ATTRIBUTES_MESSAGE = 'must be a list of at most 50 objects, each with a label and a value.';
const LABEL_MESSAGE = 'must be a string of 1 to 100 characters.';

const httpUrl = v.pipe(
  v.string(URL_MESSAGE),
  v.description("The product's page on the bank's own site: an absolute http or https URL."),
  v.maxLength(2048, URL_MESSAGE),
  absoluteUrl(URL_MESSAGE),
  v.check((url) => /^https?:\/\//i.test(url), URL_MESSAGE),
);

const AttributeSchema = bodyObject({
  label: v.pipe(
    v.string(LABEL_MESSAGE),
    v.description('What the value is, 1 to 100 characters.'),
    v.minLength(1, LABEL_MESSAGE),
    v.maxLength(100, LABEL_MESSAGE),
  ),
  value: text(500, 'The value, at most 500 characters.'),
});

/** The body of POST /banks/:bankId/products and PUT /banks/:bankId/products/:id: the product's full state. */
export const ProductBodySchema = v.pipe(
  bodyObject({
    category: enumParam(PRODUCT_CATEGORIES, `The product category: ${PRODUCT_CATEGORIES.join(', ')}.`),
    type: enumParam(PRODUCT_TYPES, 'The product type, one of the BankProduct type values.'),
    name: v.pipe(
      v.string(NAME_MESSAGE),
      v.description('The marketing name, 2 to 160 characters; spaces at either end are removed.'),
      v.trim(),
      v.minLength(2, NAME_MESSAGE),
      v.maxLength(160, NAME_MESSAGE),
    ),
    summary: optionalText(text(500, 'One or two sentences.'), 'One or two sentences, at most 500 characters.'),
    details: optionalText(
      text(20_000, 'Full details in Markdown.'),
      'Full details in Markdown, at most 20000 characters.',
    ),
    url: optionalText(httpUrl, "The product's page on the bank's own site: an absolute http or https URL."),
    currency: optionalText(
      currencyParam('The ISO 4217 code of every amount of the product, stored upper case.'),
      'The ISO 4217 code of every amount of the product, stored upper case.',
    ),
    status: v.nullish(
      enumParam(
        PRODUCT_STATUSES,
        'DRAFT, PUBLISHED or ARCHIVED; absent keeps the current status (PUBLISHED on create).',
      ),
    ),
    rateType: optionalText(
      enumParam(RATE_TYPES, `How the rate is to be read: ${orList(RATE_TYPES)}.`, `${orList(RATE_TYPES)}, or empty`),
      `How the rate is to be read: ${orList(RATE_TYPES)}, or empty.`,
    ),
    ratePercent: optionalField(percent('The single advertised rate, in percent, from -100 to 1000.')),
    rateMinPercent: optionalField(
      percent('The low end of the rate range, in percent, from -100 to 1000; at most rateMaxPercent.'),
    ),
    rateMaxPercent: optionalField(percent('The high end of the rate range, in percent, from -100 to 1000.')),
    rateNote: optionalText(
      text(500, 'A short qualifier of the rate.'),
      'A short qualifier of the rate, at most 500 characters.',
    ),
    monthlyFeeCents: optionalField(
      integer(LIMITS.cents, 'The recurring monthly fee in the smallest unit of the currency.'),
    ),
    annualFeeCents: optionalField(
      integer(LIMITS.cents, 'The recurring annual fee in the smallest unit of the currency.'),
    ),
    minimumOpeningDepositCents: optionalField(
      integer(LIMITS.cents, 'The deposit needed to open, in the smallest unit of the currency.'),
    ),
    minimumBalanceCents: optionalField(
      integer(
        LIMITS.cents,
        'The balance to keep to avoid fees or keep the rate, in the smallest unit of the currency.',
      ),
    ),
    termMonths: optionalField(integer(LIMITS.cents, 'The term in months, for fixed-term products.')),
    termNote: optionalText(
      text(500, 'A short qualifier of the term.'),
      'A short qualifier of the term, at most 500 characters.',
    ),
    features: v.nullish(
      v.pipe(
        v.array(text(500, 'A feature, at most 500 characters.'), FEATURES_MESSAGE),
        v.description('Feature texts: at most 50, each at most 500 characters.'),
        v.maxLength(50, FEATURES_MESSAGE),
      ),
      [],
    ),
    attributes: v.nullish(
      v.pipe(
        v.array(AttributeSchema, ATTRIBUTES_MESSAGE),
        v.description(
          'Extra labelled values: at most 50 objects with label (1 to 100 characters) and value (at most 500).',
        ),
        v.maxLength(50, ATTRIBUTES_MESSAGE),
      ),
      [],
    ),
    effectiveDate: optionalText(
      calendarDate('The date the terms take effect.'),
      'The date the terms take effect, YYYY-MM-DD.',
    ),
    displayOrder: optionalField(
      integer({ min: 0, max: 999 }, 'Position inside the category, 0 to 999; lower is shown first.'),
    ),
  }),
  forwardIssue(
    v.partialCheck(
      [['rateMinPercent'], ['rateMaxPercent']],
      ({ rateMinPercent: min, rateMaxPercent: max }) => min === null || max === null || min <= max,
      'must be at most rateMaxPercent.',
    ),
    'rateMinPercent',
  ),
);

/** A product body as the service reads it: absent optional fields are null (features and attributes []). */
export type ProductBody = Omit<ProductFields, 'status'> & { status?: ProductStatus };

/** A parsed product body as the service reads it: an absent status left out. */
export function productBodyOf({ status, ...fields }: v.InferOutput<typeof ProductBodySchema>): ProductBody {
  return status == null ? fields : { ...fields, status };
}

/** The body of PUT /banks/:bankId/products/:id/status. */
export const ProductStatusBodySchema = bodyObject({
  status: enumParam(PRODUCT_STATUSES, 'The new status: DRAFT, PUBLISHED or ARCHIVED.'),
});
