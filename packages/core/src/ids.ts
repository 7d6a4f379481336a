import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyz';

/** The type prefix of each kind of id. */
export type IdPrefix = 'bank' | 'prod' | 'vote' | 'story' | 'ctry' | 'mkt' | 'stk' | 'acct' | 'key' | 'app' | 'audit';

/**
 * A new opaque id: `<prefix>_` then 9 characters of milliseconds and 14 random characters,
 * so ids made later sort later and stay URL-safe and unique.
 */
export function newId(prefix: IdPrefix, now: number = Date.now()): string {
  return `${prefix}_${encode(now, 9)}${randomPart(14)}`;
}

function encode(value: number, width: number): string {
  let out = '';
  let rest = Math.floor(value);
  for (let i = 0; i < width; i++) {
    out = ALPHABET[rest % ALPHABET.length] + out;
    rest = Math.floor(rest / ALPHABET.length);
  }
  return out;
}

function randomPart(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

/** The shape every id of the service has: URL-safe, at most 64 characters. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
