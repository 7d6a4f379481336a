import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';
import type { ApiState } from '../state.ts';

/** A new request id: `req_` and 16 random URL-safe characters. */
export function newRequestId(): string {
  return `req_${randomBytes(12).toString('base64url')}`;
}

/** Gives every request an id, sent back in the Request-Id header of every response (errors repeat it as requestId). */
export function requestId(): Middleware<ApiState> {
  return async (ctx, next) => {
    ctx.state.requestId = newRequestId();
    ctx.set('Request-Id', ctx.state.requestId);
    await next();
  };
}
