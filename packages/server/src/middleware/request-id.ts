import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';
import type { ApiState } from '../state.ts';

const ID_BYTES = 12;
/** Random bytes drawn 4 KB at a time: one call into the system's CSPRNG per 341 request ids, not one per id. */
let pool = Buffer.alloc(0);
let used = 0;

/** A new request id: `req_` and 16 random URL-safe characters. */
export function newRequestId(): string {
  if (used + ID_BYTES > pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  used += ID_BYTES;
  return `req_${pool.toString('base64url', used - ID_BYTES, used)}`;
}

/** Gives every request an id, sent back in the Request-Id header of every response (errors repeat it as requestId). */
export function requestId(): Middleware<ApiState> {
  return async (ctx, next) => {
    ctx.state.requestId = newRequestId();
    ctx.set('Request-Id', ctx.state.requestId);
    await next();
  };
}
