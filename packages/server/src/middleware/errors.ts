import { type DirectoryError, failureBody, isDirectoryError, isStorageUnavailable } from '@bankdir/core';
import type { Middleware } from 'koa';
import { RequestAbortedError } from '../http/request-aborted.ts';
import type { Logger } from '../log.ts';
import type { ApiState } from '../state.ts';

/**
 * Turns every error thrown below into a failure body with its status. A DirectoryError answers as it is; anything else
 * is a 500 INTERNAL_SERVER_ERROR whose body says nothing about the cause (no stack, SQL or path), logged with the
 * request id; a StorageUnavailableError answers its 503 and logs its cause. A request its client abandoned (RequestAbortedError) is left to the access log. Headers already set (Request-Id, Service-Version, rate limits, Allow, Retry-After) stay.
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
      const known = isDirectoryError(error) ? error : undefined;
      if (!known) log.error(`${ctx.method} ${ctx.path} failed unexpectedly, request ${ctx.state.requestId}`, error);
      // The client is told to try again; the operator is told what to fix (full disk, read-only file, database down).
      if (isStorageUnavailable(error))
        log.error(`${ctx.method} ${ctx.path}: database unavailable: ${error.detail}, request ${ctx.state.requestId}`);
      answerFailure(ctx, known ?? error, clock());
    }
  };
}

type FailureContext = Parameters<Middleware<ApiState>>[0];

function answerFailure(ctx: FailureContext, error: DirectoryError | unknown, now: Date): void {
  const body = failureBody(error, ctx.state.requestId, now, ctx.state.version);
  ctx.status = isDirectoryError(error) ? error.status : 500;
  ctx.body = body;
  if (body.code === 'UNAUTHORIZED') ctx.set('WWW-Authenticate', 'Bearer realm="bankdir"');
}
