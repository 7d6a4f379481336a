import type * as v from 'valibot';

/**
 * valibot's forward (moves the issues of a whole-object check to one field), in linear time: valibot's own compares
 * every issue with every issue found before it, so a body with 20,000 bad list items took seconds. An action only
 * appends issues, so the new ones are those past the count before it ran.
 */
export function forwardIssue<TInput extends Record<string, unknown>, TIssue extends v.BaseIssue<unknown>>(
  action: v.BaseValidation<TInput, TInput, TIssue>,
  field: keyof TInput & string,
): v.BaseValidation<TInput, TInput, TIssue> {
  return {
    ...action,
    '~run'(dataset, config) {
      const before = dataset.issues?.length ?? 0;
      const result = action['~run'](dataset, config);
      const issues = result.issues ?? [];
      const input = result.value as Record<string, unknown>;
      for (let index = before; index < issues.length; index++) {
        const issue = issues[index]!;
        const item = { type: 'unknown', origin: 'value', input, key: field, value: input[field] };
        if (issue.path) (issue.path as unknown[]).push(item);
        else (issue as { path?: unknown[] }).path = [item];
      }
      return result;
    },
  };
}
