import { DirectoryError } from '../errors.ts';
import type { Issue } from '../schemas/resources.ts';
import type { IssueLocation } from './to-issues.ts';

const PARTS: Record<IssueLocation, { subject: string; noun: string }> = {
  query: { subject: 'The query', noun: 'parameter' },
  path: { subject: 'The path', noun: 'parameter' },
  header: { subject: 'The request', noun: 'header' },
  body: { subject: 'The body', noun: 'field' },
};

/**
 * The BAD_REQUEST for `issues` found in one part of a request, with a short summary: "The query has 2 invalid
 * parameters." An issue about the whole part ("The body must be a JSON object.") is the summary itself.
 */
export function badRequest(location: IssueLocation, issues: Issue[]): DirectoryError {
  const whole = issues.find((issue) => issue.path.length === 1);
  if (whole) return DirectoryError.badRequest(whole.message, issues);
  const count = new Set(issues.map((issue) => issue.path[1])).size;
  const { subject, noun } = PARTS[location];
  return DirectoryError.badRequest(`${subject} has ${count} invalid ${noun}${count === 1 ? '' : 's'}.`, issues);
}
