import type * as v from 'valibot';
import type { Issue } from '../schemas/resources.ts';

/** Where in a request an issue is: the first element of every issue path. */
export type IssueLocation = 'query' | 'path' | 'header' | 'body';

/**
 * Turns valibot issues into the API's issues. Schema messages are predicates ("must be an integer from 1 to 100.");
 * each one is prefixed with the name of where it applies ("limit", "attributes[3].label", "The body").
 * `prefix` starts every path: ["query"], ["body"], ["path", "category"].
 */
export function toIssues(
  prefix: readonly [IssueLocation, ...(string | number)[]],
  issues: readonly v.BaseIssue<unknown>[],
): Issue[] {
  const seen = new Set<string>();
  const result: Issue[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...(issue.path ?? []).map((item) => pathKey(item.key))];
    const message = `${subjectOf(path)} ${issue.message}`;
    // Two actions of one pipe may share a message (a regex and a calendar check); report it once.
    const key = JSON.stringify([path, message]);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ path, message });
  }
  return result;
}

/** How a message names the place of an issue path: "limit", "features[3]", "attributes[3].label", "The body". */
export function subjectOf(path: readonly (string | number)[]): string {
  const [location, ...rest] = path;
  if (rest.length === 0) return `The ${String(location)}`;
  return rest.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');
}

function pathKey(key: unknown): string | number {
  return typeof key === 'number' ? key : String(key);
}
