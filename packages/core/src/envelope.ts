import { API_VERSION, MAX_LISTED_ISSUES } from './constants.ts';
import { DirectoryError } from './errors.ts';
import type { Issue, Pagination } from './schemas/resources.ts';

/** What a directory operation answers; a host turns it into a success body with `successBody`. */
export interface Outcome<T> {
  data: T;
  message: string;
  pagination?: Pagination;
  /** True when the operation created a resource (an HTTP host answers 201). */
  created?: boolean;
}

export interface SuccessBody<T> {
  success: true;
  data: T;
  pagination?: Pagination;
  message: string;
  timestamp: string;
  version: string;
}

export interface FailureBody {
  success: false;
  code: DirectoryError['code'];
  message: string;
  timestamp: string;
  version: string;
  requestId: string;
  issues?: Issue[];
}

/** Builds every success body: `{ success, data, pagination?, message, timestamp, version }`. */
export function successBody<T>(outcome: Outcome<T>, now: Date = new Date(), version = API_VERSION): SuccessBody<T> {
  const body: SuccessBody<T> = {
    success: true,
    data: outcome.data,
    message: outcome.message,
    timestamp: now.toISOString(),
    version,
  };
  if (outcome.pagination) body.pagination = outcome.pagination;
  return reorderSuccess(body);
}

/**
 * Builds every failure body. Anything that is not a DirectoryError becomes a bare INTERNAL_SERVER_ERROR: no message,
 * stack or SQL leaks. At most MAX_LISTED_ISSUES issues are listed, so that a small bad request never draws a large
 * answer; the message then says how many more there were.
 */
export function failureBody(
  error: unknown,
  requestId: string,
  now: Date = new Date(),
  version = API_VERSION,
): FailureBody {
  const known =
    error instanceof DirectoryError
      ? error
      : new DirectoryError(
          'INTERNAL_SERVER_ERROR',
          'Something went wrong on our side; the request id identifies it in the server log.',
        );
  const issues = known.issues ?? [];
  const unlisted = issues.length - MAX_LISTED_ISSUES;
  const body: FailureBody = {
    success: false,
    code: known.code,
    message:
      unlisted > 0
        ? `${known.message} The first ${MAX_LISTED_ISSUES} issues are listed; ${unlisted} more were found.`
        : known.message,
    timestamp: now.toISOString(),
    version,
    requestId,
  };
  if (issues.length > 0) body.issues = unlisted > 0 ? issues.slice(0, MAX_LISTED_ISSUES) : issues;
  return body;
}

/** Keeps the spec's key order (success, data, pagination, message, timestamp, version) so bodies read the same everywhere. */
function reorderSuccess<T>(body: SuccessBody<T>): SuccessBody<T> {
  const { success, data, pagination, message, timestamp, version } = body;
  return pagination
    ? { success, data, pagination, message, timestamp, version }
    : { success, data, message, timestamp, version };
}
