// @bankdir/rate-limit: per-key fixed-window rate limiting for the bankdir server.
export { rateLimitPlugin, rateLimitPlugin as default, type RateLimitOptions, type RateLimitPlugin } from './rate-limit-plugin.ts';
export { FixedWindowCounter, type WindowState } from './fixed-window.ts';
export { DEFAULT_RATE_LIMIT_PER_MINUTE, RATE_LIMIT_ENV, resolveRateLimit } from './resolve-limit.ts';
