// @bankdir/rate-limit: per-key fixed-window rate limiting for the bankdir server.

export { DatabaseWindowCounter, rateLimitMigrations } from './database-window.ts';
export { FixedWindowCounter, type WindowState } from './fixed-window.ts';
export {
  type RateLimitOptions,
  type RateLimitPlugin,
  rateLimitPlugin,
  rateLimitPlugin as default,
} from './rate-limit-plugin.ts';
export { DEFAULT_RATE_LIMIT_PER_MINUTE, RATE_LIMIT_ENV, resolveRateLimit } from './resolve-limit.ts';
