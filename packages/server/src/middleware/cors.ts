import cors from '@koa/cors';
import type { Middleware } from 'koa';
import type { ApiState } from '../state.ts';

/** Which browser origins may call the API (CORS); none by default. */
export interface CorsOptions {
  /** Origins allowed, each `scheme://host[:port]` exactly as browsers send it in `Origin`, or `*` for any. */
  origins: readonly string[];
  /** How long a browser may cache a preflight answer, in seconds; default 600. */
  maxAgeSeconds?: number;
}

/** The response headers a browser script may read: the request id, the version, the rate limits and Retry-After. */
const EXPOSED = [
  'Request-Id',
  'Service-Version',
  'X-Rate-Limit-Per-Minute',
  'X-Rate-Limit-Remaining-Per-Minute',
  'X-Rate-Limit-Reset-Per-Minute',
  'Retry-After',
  'WWW-Authenticate',
];

const ORIGIN = /^https?:\/\/[^/?#\s]+$/i;

/**
 * CORS for the origins listed (@koa/cors): their requests get Access-Control-Allow-Origin and their preflights are
 * answered with the API's methods and request headers. Keys travel in the Authorization header, never in cookies, so
 * credentials are not allowed. Other origins get no CORS header (their preflight is answered as any OPTIONS).
 */
export function corsFor(options: CorsOptions): Middleware<ApiState> {
  const origins = checkedOrigins(options.origins);
  const any = origins.has('*');
  return cors({
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return any ? '*' : origins.has(origin.toLowerCase()) ? origin : '';
    },
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'Service-Version'],
    exposeHeaders: EXPOSED,
    maxAge: options.maxAgeSeconds ?? 600,
    credentials: false,
  }) as Middleware<ApiState>;
}

/** The origins in lower case, or a TypeError naming one that is not an origin. */
export function checkedOrigins(origins: readonly string[]): Set<string> {
  const checked = new Set<string>();
  for (const raw of origins) {
    const origin = raw.trim().replace(/\/$/, '');
    if (origin !== '*' && !ORIGIN.test(origin))
      throw new TypeError(
        `The CORS origin ${JSON.stringify(raw)} is not an origin: write it as scheme://host[:port], e.g. https://app.example, or * for any.`,
      );
    checked.add(origin.toLowerCase());
  }
  return checked;
}
