import { DirectoryError, failureBody, isDirectoryError, isStorageUnavailable } from '@bankdir/core';
import type { Middleware } from 'koa';
import { RequestAbortedError } from '../http/request-aborted.ts';
import type { Logger } from '../log.ts';
import type { ApiState } from '../state.ts';

/**
 * Turns every error thrown below into a failure body with its status. A DirectoryError answers as it is; a database's
 * data exception (a value it refuses) is a 400 BAD_REQUEST; a StorageUnavailableError answers its 503 and logs its
 * cause; anything else is a 500 INTERNAL_SERVER_ERROR whose body says nothing about the cause (no stack, SQL or path),
 * logged with the request id. A request its client abandoned (RequestAbortedError) is left to the access log. Headers
 * already set (Request-Id, Service-Version, rate limits, Allow, Retry-After, WWW-Authenticate) stay.
 */
export function errors(log: Logger, clock: () => Date): Middleware<ApiState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof RequestAbortedError) {
        // Nobody is left to answer; the access log tells it in one line.
        ctx.state.aborted = error;
        return;
      }
      if (isDataError(error)) {
        // Validation should have refused the value; the log says which one slipped through, the client gets a 400.
        log.error(`${ctx.method} ${ctx.path}: the database refused a value, request ${ctx.state.requestId}`, error);
        answerFailure(ctx, DATA_ERROR, clock());
        return;
      }
      const known = isDirectoryError(error) ? error : undefined;
      if (!known) log.error(`${ctx.method} ${ctx.path} failed unexpectedly, request ${ctx.state.requestId}`, error);
      // The client is told to try again; the operator is told what to fix (full disk, read-only file, database down).
      if (isStorageUnavailable(error))
        log.error(`${ctx.method} ${ctx.path}: database unavailable: ${error.detail}, request ${ctx.state.requestId}`);
      answerFailure(ctx, known ?? error, clock());
    }
  };
}

const DATA_ERROR = new DirectoryError(
  'BAD_REQUEST',
  'A value in the request cannot be stored or compared (a character or number the database refuses); nothing was changed.',
);

/**
 * A PostgreSQL data exception (SQLSTATE class 22: invalid text encoding, a number out of range ...), told by its code
 * alone so that the server names no driver. It is the request's value that is wrong, not the server: a 400, never a
 * 500. The statement failed, so its transaction changed nothing.
 */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

type FailureContext = Parameters<Middleware<ApiState>>[0];

function answerFailure(ctx: FailureContext, error: DirectoryError | unknown, now: Date): void {
  const body = failureBody(error, ctx.state.requestId, now, ctx.state.version);
  ctx.status = isDirectoryError(error) ? error.status : 500;
  ctx.body = body;
}
