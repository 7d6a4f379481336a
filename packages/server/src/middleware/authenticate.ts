import { DirectoryError } from '@bankdir/core';
import type { Middleware } from 'koa';
import type { AuthProvider } from '../auth.ts';
import type { AuthFailureLimiter } from '../http/auth-failure-limiter.ts';
import type { ApiState } from '../state.ts';

// The scheme may come twice: the hosted service's MCP servers prepend "Bearer " to a key their READMEs tell users to
// configure as "Bearer <key>" (and its SDK reads the same variable), so, set up as documented, they send it twice.
const BEARER = /^Bearer +(?:Bearer +)?([\x21-\x7e]+) *$/i;

/**
 * Requires `Authorization: Bearer <token>` (or `Bearer Bearer <token>`) and asks the auth providers, in plugin order,
 * who the token belongs to.
 * Missing header, another scheme, or a token no provider accepts: 401 UNAUTHORIZED. The server knows no token format.
 * A client address whose tokens were refused too often this minute gets 429 TOO_MANY_REQUESTS with Retry-After,
 * before any provider is asked (a flood of guessed keys costs no lookup).
 */
export function authenticate(providers: readonly AuthProvider[], failures?: AuthFailureLimiter): Middleware<ApiState> {
  return async (ctx, next) => {
    const header = ctx.headers.authorization;
    if (header === undefined || header.trim() === '') {
      throw new DirectoryError(
        'UNAUTHORIZED',
        'Send your API key in the Authorization header: "Authorization: Bearer <API key>".',
      );
    }
    const token = BEARER.exec(header)?.[1];
    if (token === undefined) {
      throw new DirectoryError(
        'UNAUTHORIZED',
        'The Authorization header must read "Bearer <API key>", with nothing else.',
      );
    }
    const wait = failures?.blockedFor(ctx.ip) ?? 0;
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      ctx.set('Retry-After', String(seconds));
      throw new DirectoryError(
        'TOO_MANY_REQUESTS',
        `Too many requests from this address had an invalid API key this minute; retry in ${seconds} s.`,
      );
    }
    for (const provider of providers) {
      const principal = await provider.authenticate(token);
      if (principal) {
        ctx.state.principal = principal;
        return next();
      }
    }
    failures?.recordFailure(ctx.ip);
    throw new DirectoryError('UNAUTHORIZED', 'The API key is not valid: it is unknown or has been revoked.');
  };
}
