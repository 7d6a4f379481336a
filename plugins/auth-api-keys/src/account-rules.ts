import { DirectoryError, PLANS } from '@bankdir/core';
import { ACCOUNT_ROLES, type FormInput } from '@bankdir/server';
import * as v from 'valibot';

// What a form's fields must be, each rule once. Failures are BAD_REQUEST with one issue per field at ["body", field],
// as the API reports a body, so a web page can show each problem beside its field.

/** NIST SP 800-63B: at least 8 characters; a long passphrase is welcome, up to a bound that keeps hashing cheap. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

export const EmailSchema = v.pipe(
  v.string('must be text.'),
  v.trim(),
  v.nonEmpty('is required.'),
  v.maxLength(254, 'must be at most 254 characters.'),
  v.email('must be an email address, like ada@example.com.'),
);

export const PasswordSchema = v.pipe(
  v.string('must be text.'),
  v.minLength(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters.`),
  v.maxLength(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters.`),
);

/** A password given to sign in: checked for type only, so the rules of the day never tell a stored one is wrong. */
export const GivenPasswordSchema = v.pipe(
  v.string('must be text.'),
  v.nonEmpty('is required.'),
  v.maxLength(PASSWORD_MAX * 4, 'is too long.'),
);

export const PlanSchema = v.pipe(v.string('must be text.'), v.toUpperCase(), v.picklist(PLANS, 'must be FREE or PRO.'));

export const RoleSchema = v.pipe(
  v.string('must be text.'),
  v.toLowerCase(),
  v.picklist(ACCOUNT_ROLES, 'must be member or operator.'),
);

/**
 * The fields of a page of accounts: `limit` (1 to 100, default 50), and `after` (the last account id of the previous
 * page) or `before` (the first account id of the next page).
 */
export const PAGE_ENTRIES = {
  limit: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.digits(), v.transform(Number))], 'must be an integer from 1 to 100.'),
      v.integer('must be an integer from 1 to 100.'),
      v.minValue(1, 'must be an integer from 1 to 100.'),
      v.maxValue(100, 'must be an integer from 1 to 100.'),
    ),
    50,
  ),
  after: v.optional(v.pipe(v.string('must be an account id.'), v.nonEmpty('must be an account id.'))),
  before: v.optional(v.pipe(v.string('must be an account id.'), v.nonEmpty('must be an account id.'))),
};

/** The key two spellings of one email share: trimmed, lower case. */
export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

/** The form's fields checked against their schemas (fields not listed are ignored), or a BAD_REQUEST listing each problem. */
export function parseForm<TEntries extends v.ObjectEntries>(
  entries: TEntries,
  input: FormInput | undefined,
): v.InferOutput<v.ObjectSchema<TEntries, undefined>> {
  const result = v.safeParse(v.object(entries), input ?? {}, { abortPipeEarly: true });
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => {
    const field = String(issue.path?.[0]?.key ?? 'body');
    // A missing field reaches the first check of its pipe; say it plainly.
    const message = issue.input === undefined ? 'is required.' : issue.message;
    return { path: ['body', field], message: `${field} ${message}` };
  });
  throw DirectoryError.badRequest(
    issues.length === 1 ? issues[0]!.message : `The form has ${issues.length} invalid fields.`,
    issues,
  );
}

/** A BAD_REQUEST about one field, for a rule that needs the database (an email already taken). */
export function fieldProblem(field: string, message: string): DirectoryError {
  const text = `${field} ${message}`;
  return DirectoryError.badRequest(text, [{ path: ['body', field], message: text }]);
}
