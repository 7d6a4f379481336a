/** The state of one key in the current clock minute. */
export interface WindowState {
  /** Requests allowed per minute. */
  limit: number;
  /** Requests left after this one (0 when over the limit). */
  remaining: number;
  /** When the minute ends, ms since the epoch. */
  resetAt: number;
  /** Whether this request is over the limit. */
  limited: boolean;
}

const MINUTE_MS = 60_000;

/** The clock minute `now` falls in, and the state of a key that has made `count` requests in it. */
export function windowOf(now: number): { start: number; state(limit: number, count: number): WindowState } {
  const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return {
    start,
    state: (limit, count) => ({
      limit,
      remaining: Math.max(0, limit - count),
      resetAt: start + MINUTE_MS,
      limited: count > limit,
    }),
  };
}

/**
 * Fixed windows of one clock minute (12:00:00.000 to 12:00:59.999), counted per key in memory (for storages without a
 * SQL database; see DatabaseWindowCounter). Counts of past
 * minutes are dropped as soon as a new minute starts, so memory holds only the keys seen this minute, and at most
 * `maxKeys` of them: past that, the key counted first this minute is forgotten (keys are credentials, so that many in
 * one minute is far beyond any real load).
 */
export class FixedWindowCounter {
  readonly #limit: number;
  readonly #maxKeys: number;
  #windowStart = Number.NEGATIVE_INFINITY;
  #counts = new Map<string, number>();

  constructor(limit: number, maxKeys = 100_000) {
    this.#limit = limit;
    this.#maxKeys = maxKeys;
  }

  /** Keys counted in the current minute. */
  get size(): number {
    return this.#counts.size;
  }

  /** Counts one request of `key` at `now` (ms) and says whether it is within the limit. */
  hit(key: string, now: number): WindowState {
    const window = windowOf(now);
    if (window.start !== this.#windowStart) {
      this.#windowStart = window.start;
      this.#counts = new Map();
    }
    const count = (this.#counts.get(key) ?? 0) + 1;
    this.#counts.set(key, count);
    if (this.#counts.size > this.#maxKeys) this.#counts.delete(this.#counts.keys().next().value as string);
    return window.state(this.#limit, count);
  }
}
