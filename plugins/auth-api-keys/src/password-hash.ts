import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost: N (memory and time), r (block size), p (parallelism). */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's scrypt setting of N=2^15, r=8, p=3: 32 MiB and about 0.1 s per hash on one core. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** A stored hash: `scrypt$N$r$p$<salt base64>$<hash base64>`; the cost travels with it, so it can be raised later. */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Whether `password` matches `stored`, compared in constant time; false for a hash this module did not make. */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || hash === undefined || salt === undefined) return false;
  const expected = Buffer.from(hash, 'base64');
  // A cost scrypt refuses (not a power of two, too large) is not a hash this module made.
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  }).catch(() => undefined);
  return actual !== undefined && expected.length === actual.length && timingSafeEqual(expected, actual);
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // Node refuses scrypt above 32 MiB unless maxmem says more (128 * N * r bytes, plus slack).
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}
