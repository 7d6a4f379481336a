import type { Context } from 'koa';
import type { AuthRequest } from './auth.ts';

/** The read-only view of a Koa request an auth provider gets (a provider never sees Koa's context). */
export function authRequestOf(ctx: Pick<Context, 'method' | 'path' | 'headers' | 'ip'>): AuthRequest {
  const headers: Record<string, string | string[] | undefined> = { ...ctx.headers };
  // Node keeps every request header as one string but Set-Cookie, which a client has no reason to send.
  for (const name in headers) if (Array.isArray(headers[name])) headers[name] = headers[name].join(', ');
  return Object.freeze({
    method: ctx.method,
    path: ctx.path,
    headers: Object.freeze(headers) as Readonly<Record<string, string>>,
    clientAddress: ctx.ip,
  });
}
