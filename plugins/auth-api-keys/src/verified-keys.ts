import { createHash } from 'node:crypto';
import { LruCache } from '@bankdir/core/driver';
import type { Principal } from '@bankdir/server';

/** How long a verified key is trusted without asking the database again, by default. */
export const DEFAULT_VERIFIED_KEY_TTL_MS = 2_000;
/** How many verified keys are kept at most, by default. */
export const DEFAULT_VERIFIED_KEY_CACHE_SIZE = 10_000;

export interface VerifiedKeysOptions {
  /** 0 turns the cache off. */
  ttlMs: number;
  capacity: number;
  /** The current time in ms. */
  now: () => number;
}

/**
 * Keys verified in the last `ttlMs`, each with the Principal it stands for, so that a busy key costs one database
 * lookup per `ttlMs` instead of one per request. Entries are found by the SHA-256 of the whole key (the cache keeps
 * no key in clear), so only the exact key that was verified is trusted. A key revoked through this process's store is
 * forgotten at once (`forget`); one revoked by another process (the CLI, another server) stops working within ttlMs.
 */
export class VerifiedKeys {
  readonly #entries: LruCache<string, { principal: Principal; expiresAt: number }>;
  readonly #options: VerifiedKeysOptions;

  constructor(options: VerifiedKeysOptions) {
    this.#options = options;
    this.#entries = new LruCache(Math.max(1, options.capacity));
  }

  /** The Principal of a key verified less than ttlMs ago, if any. */
  get(token: string): Principal | undefined {
    if (this.#options.ttlMs <= 0) return undefined;
    const entry = this.#entries.get(digest(token));
    return entry && entry.expiresAt > this.#options.now() ? entry.principal : undefined;
  }

  set(token: string, principal: Principal): void {
    if (this.#options.ttlMs <= 0) return;
    this.#entries.set(digest(token), { principal, expiresAt: this.#options.now() + this.#options.ttlMs });
  }

  /** Forgets every cached principal of the account, e.g. right after it is disabled. */
  forgetAccount(accountId: string): void {
    for (const [hash, entry] of this.#entries.entries())
      if (entry.principal.accountId === accountId) this.#entries.delete(hash);
  }

  /** Forgets every cached principal of the key (its credentialId), e.g. right after it is revoked. */
  forget(keyId: string): void {
    for (const [hash, entry] of this.#entries.entries())
      if (entry.principal.credentialId === keyId) this.#entries.delete(hash);
  }
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64');
}
