import type { Issue } from './schemas/resources.ts';

/** The closed list of error codes (docs/api-contract.md), with the HTTP status each one answers. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PLAN_REQUIRED: 403,
  NOT_REPRESENTATIVE: 403,
  OPERATOR_REQUIRED: 403,
  /** Web pages only, never an API answer: sign-up closed, a form without its CSRF token or from another site. */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every failure the directory reports on purpose: a status, a code from the closed list, a message and, on BAD_REQUEST, the issues. */
export class DirectoryError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly issues: Issue[] | undefined;

  constructor(code: ErrorCode, message: string, issues?: Issue[]) {
    super(message);
    this.name = 'DirectoryError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.issues = issues;
  }

  static badRequest(message: string, issues: Issue[]): DirectoryError {
    return new DirectoryError('BAD_REQUEST', message, issues);
  }

  static notFound(message: string): DirectoryError {
    return new DirectoryError('NOT_FOUND', message);
  }
}

export function isDirectoryError(error: unknown): error is DirectoryError {
  return error instanceof DirectoryError;
}

/**
 * The storage cannot serve the request now: its disk is full, its file is read-only, its server is restarting or out
 * of reach. Every storage driver turns its own engine's errors of that kind into this one error (each keeps one table
 * of them), so that the request answers 503 SERVICE_UNAVAILABLE, having changed nothing. `message` is for the client
 * and names no file, host or SQL; `detail` (the engine's code and message) is for the operator's log.
 */
export class StorageUnavailableError extends DirectoryError {
  readonly detail: string;

  constructor(reason: string, detail: string, cause?: unknown) {
    super('SERVICE_UNAVAILABLE', `The database is not available: ${reason}. Try again shortly.`);
    this.name = 'StorageUnavailableError';
    this.detail = `${reason} (${detail})`;
    this.cause = cause;
  }
}

export function isStorageUnavailable(error: unknown): error is StorageUnavailableError {
  return error instanceof StorageUnavailableError;
}
