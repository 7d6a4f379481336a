const MINUTE_MS = 60_000;

interface Window {
  start: number;
  failures: number;
}

/**
 * Counts failed authentications per client address over a minute from the first failure, and says for how long an
 * address that reached the limit must wait. Memory is bounded: windows past their minute are dropped as new failures
 * come in, and beyond `maxAddresses` the address whose failure is oldest is forgotten.
 */
export class AuthFailureLimiter {
  readonly #windows = new Map<string, Window>();

  constructor(
    /** Failures allowed per address and minute; 0 turns the limit off. */
    readonly perMinute: number,
    readonly maxAddresses = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `address` may try again; 0 when it may now. */
  blockedFor(address: string): number {
    if (this.perMinute === 0) return 0;
    const window = this.#windows.get(address);
    if (!window || window.failures < this.perMinute) return 0;
    return Math.max(0, window.start + MINUTE_MS - this.now());
  }

  recordFailure(address: string): void {
    if (this.perMinute === 0) return;
    const now = this.now();
    const window = this.#windows.get(address);
    this.#windows.delete(address);
    this.#windows.set(
      address,
      window && now - window.start < MINUTE_MS
        ? { start: window.start, failures: window.failures + 1 }
        : { start: now, failures: 1 },
    );
    this.#forgetOld(now);
  }

  /** Addresses currently remembered. */
  get size(): number {
    return this.#windows.size;
  }

  #forgetOld(now: number): void {
    // The map is in order of last failure: the oldest come first.
    for (const [address, window] of this.#windows) {
      if (this.#windows.size <= this.maxAddresses && now - window.start < MINUTE_MS) break;
      this.#windows.delete(address);
    }
  }
}
