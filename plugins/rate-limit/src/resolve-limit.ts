/** The limit when nothing sets one. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 100;
export const RATE_LIMIT_ENV = 'BANKDIR_RATE_LIMIT_PER_MINUTE';

/**
 * The requests per key and minute: the plugin's own option, else the server's `rateLimitPerMinute`, else the
 * environment variable BANKDIR_RATE_LIMIT_PER_MINUTE, else 100. 0 turns limiting off. Anything but a whole number
 * from 0 up is refused with a message naming where it came from.
 */
export function resolveRateLimit(sources: {
  option?: number | undefined;
  server?: number | undefined;
  env?: string | undefined;
}): number {
  if (sources.option !== undefined) return checked(sources.option, 'the rate-limit plugin option perMinute');
  if (sources.server !== undefined) return checked(sources.server, 'the server option rateLimitPerMinute');
  if (sources.env !== undefined && sources.env.trim() !== '') {
    const text = sources.env.trim();
    return checked(
      /^[0-9]+$/.test(text) ? Number(text) : Number.NaN,
      `${RATE_LIMIT_ENV}=${JSON.stringify(sources.env)}`,
    );
  }
  return DEFAULT_RATE_LIMIT_PER_MINUTE;
}

function checked(value: number, source: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(
      `The rate limit must be a whole number of requests per minute, 0 or more (0 turns it off); ${source} is not.`,
    );
  return value;
}
