import type { Context } from 'koa';
import type { AuthRequest } from './auth.ts';

/** The read-only view of a Koa request an auth provider gets (a provider never sees Koa's context). */
export function authRequestOf(ctx: Pick<Context, 'method' | 'path' | 'headers' | 'ip'>): AuthRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return Object.freeze({
    method: ctx.method,
    path: ctx.path,
    headers: Object.freeze(headers),
    clientAddress: ctx.ip,
  });
}
