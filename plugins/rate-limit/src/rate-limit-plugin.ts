import { DirectoryError, isStorageUnavailable } from '@bankdir/core';
import type { ApiState, ServerPlugin } from '@bankdir/server';
import type { Middleware } from 'koa';
import { DatabaseWindowCounter } from './database-window.ts';
import { FixedWindowCounter, type WindowState } from './fixed-window.ts';
import { RATE_LIMIT_ENV, resolveRateLimit } from './resolve-limit.ts';

export interface RateLimitOptions {
  /** Requests per key and clock minute; 0 turns limiting off. Default: the server's rateLimitPerMinute, else the env var, else 100. */
  perMinute?: number;
  /** The current time in ms; tests pass their own clock to cross a minute without waiting. */
  now?: () => number;
}

/** The plugin, with the limit it settled on at setup. */
export interface RateLimitPlugin extends ServerPlugin {
  /** Requests per key and minute in force (0 = off); known once the server has set the plugin up. */
  limit(): number;
}

/**
 * Per-key rate limiting over fixed windows of one clock minute. Every authenticated response carries
 * X-Rate-Limit-Per-Minute, X-Rate-Limit-Remaining-Per-Minute and X-Rate-Limit-Reset-Per-Minute (ISO 8601); a request
 * over the limit is refused with 429 TOO_MANY_REQUESTS and Retry-After (seconds). A key is the credential the
 * principal came with (its API key id), else its account. Counts live in the storage's SQL database, shared by every
 * node on it; in this process's memory when the storage has none, or while its database cannot take writes.
 */
export function rateLimitPlugin(options: RateLimitOptions = {}): RateLimitPlugin {
  const now = options.now ?? Date.now;
  let limit: number | undefined;
  let counter: { hit(key: string, now: number): WindowState | Promise<WindowState> } | undefined;
  let local: FixedWindowCounter | undefined;
  const middleware: Middleware<ApiState> = async (ctx, next) => {
    if (limit === undefined || !counter) throw new Error('@bankdir/rate-limit is not set up yet.');
    const principal = ctx.state.principal;
    if (limit === 0 || !principal) return next();
    const at = now();
    const key = principal.credentialId ?? principal.accountId;
    const state = await Promise.resolve(counter.hit(key, at)).catch((error: unknown) => {
      // The database cannot count (full disk, read-only, down): this process counts alone until it can, so that reads
      // keep working and the limit still holds per process.
      if (!isStorageUnavailable(error)) throw error;
      local ??= new FixedWindowCounter(limit!);
      return local.hit(key, at);
    });
    ctx.set('X-Rate-Limit-Per-Minute', String(state.limit));
    ctx.set('X-Rate-Limit-Remaining-Per-Minute', String(state.remaining));
    ctx.set('X-Rate-Limit-Reset-Per-Minute', new Date(state.resetAt).toISOString());
    if (state.limited) {
      const seconds = Math.max(1, Math.ceil((state.resetAt - at) / 1000));
      ctx.set('Retry-After', String(seconds));
      throw new DirectoryError(
        'TOO_MANY_REQUESTS',
        `This key has made more than ${state.limit} requests this minute; retry in ${seconds} s.`,
      );
    }
    await next();
  };
  return {
    name: 'rate-limit',
    async setup(context) {
      const resolved = resolveRateLimit({
        option: options.perMinute,
        server: context.config.rateLimitPerMinute,
        env: process.env[RATE_LIMIT_ENV],
      });
      counter =
        context.database && resolved > 0
          ? await DatabaseWindowCounter.open(context.database, resolved)
          : new FixedWindowCounter(resolved);
      limit = resolved;
    },
    middleware: [middleware],
    limit: () => {
      if (limit === undefined) throw new Error('@bankdir/rate-limit is not set up yet.');
      return limit;
    },
  };
}
