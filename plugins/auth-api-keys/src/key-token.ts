import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Every key starts with this, so that keys are recognisable (in logs, in secret scanners). */
export const KEY_PREFIX = 'bdk_live_';
/** Length of the key's public lookup part, the part its id is made of (62^16, about 95 bits). */
const LOOKUP_LENGTH = 16;
/** Length of the key's secret part: 62^32, about 190 bits of randomness. */
const SECRET_LENGTH = 32;
const TOKEN = new RegExp(`^${KEY_PREFIX}([0-9A-Za-z]{${LOOKUP_LENGTH}})_([0-9A-Za-z]{${SECRET_LENGTH}})$`);

/** A key as issued: the full token (shown once, never stored) and what is stored about it. */
export interface NewKeyToken {
  /** `bdk_live_<lookup>_<secret>`: what the caller sends as `Authorization: Bearer <token>`. */
  token: string;
  /** `key_<lookup>`: the key's id, not secret, used to find it and to revoke it. */
  keyId: string;
  /** SHA-256 of the token, hex. */
  hash: string;
}

/** Uniformly random base62 text from the system CSPRNG (rejection sampling, no modulo bias). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function newKeyToken(): NewKeyToken {
  const lookup = randomBase62(LOOKUP_LENGTH);
  const token = `${KEY_PREFIX}${lookup}_${randomBase62(SECRET_LENGTH)}`;
  return { token, keyId: keyIdOf(lookup), hash: hashToken(token) };
}

/** The key id a token names, or null when the token does not have the shape of a key. */
export function keyIdOfToken(token: string): string | null {
  const match = TOKEN.exec(token);
  return match ? keyIdOf(match[1]!) : null;
}

/** The non-secret part of a key as it may be shown: `bdk_live_<lookup>_…`. */
export function displayPrefixOf(keyId: string): string {
  return `${KEY_PREFIX}${keyId.slice('key_'.length)}_…`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` hashes to `storedHash`, compared in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(token, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function keyIdOf(lookup: string): string {
  return `key_${lookup}`;
}
