import * as v from 'valibot';

// Valibot schemas with the sentences a plugin author reads when a plugin's declaration or answer is wrong.

/** A string with at least one character; `member` names it in the message. */
export const nonEmptyText = (member: string) =>
  v.pipe(
    v.string(`${member} must be a non-empty string`),
    v.nonEmpty((issue) => `${member} must be a non-empty string, not ${issue.received}`),
  );

/**
 * An object schema's message: which member is missing (`prefix` says where the object sits, e.g. "auth."), or,
 * when the value is no object at all, `expected` with what it was.
 */
export const objectMessage =
  (prefix: string, expected: string) =>
  (issue: v.BaseIssue<unknown>): string => {
    const missing = issue.path?.at(-1)?.key;
    return missing === undefined ? `${expected}, not ${issue.received}` : `${prefix}${String(missing)} is missing`;
  };
