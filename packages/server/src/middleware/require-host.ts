import { DirectoryError } from '@bankdir/core';
import type { Middleware } from 'koa';
import type { ApiState } from '../state.ts';

/** HTTP/1.1 requests must name the Host (RFC 9112 §3.2): 400 in the failure envelope otherwise. */
export function requireHost(): Middleware<ApiState> {
  return async (ctx, next) => {
    if (ctx.req.httpVersion === '1.1' && !ctx.headers.host) {
      const message = 'An HTTP/1.1 request must send the Host header.';
      throw DirectoryError.badRequest(message, [{ path: ['header', 'Host'], message }]);
    }
    await next();
  };
}
