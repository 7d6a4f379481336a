import type { Prng } from '@bankdir/conformance';

/** Raw strings that break parsers: boundaries, numbers out of range, unicode, injection and JSON metacharacters. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '100',
  '101',
  '1.5',
  '1e309',
  '-1e309',
  '9'.repeat(400),
  '0x10',
  'NaN',
  'Infinity',
  '-0',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '"; DROP TABLE banks; --',
  "'); DELETE FROM votes; --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '{"a":',
  '\\u0000',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'e\u0301\u0301\u0301',
  '\u{1f3e6}\u{1f4b0}',
  '\ud800',
  'ÅLAND',
  'x'.repeat(5_000),
  '<script>alert(1)</script>',
  'bank_',
  'prod_',
];

/** Query-string fragments as they go on the wire, percent-encoding broken on purpose. */
export const RAW_QUERY_VALUES: readonly string[] = [
  '%',
  '%zz',
  '%e9%',
  '%ff%fe',
  '%c0%af',
  '%ed%a0%80',
  '%00',
  '%F0%9F%8F%A6',
  '+',
  '%2B',
  '%26',
  '=',
  '%3D%3D',
];

/** JSON values of every kind, boundaries included. */
export function jsonValue(prng: Prng, depth = 0): unknown {
  switch (prng.int(0, depth > 2 ? 7 : 10)) {
    case 0:
      return prng.pick(NASTY_STRINGS);
    case 1:
      return prng.pick([0, -1, 1, 0.5, -0.0001, 1e308, -1e308, 2 ** 53, 1001, -101, 999, 1000, 1e12, 1e12 + 1]);
    case 2:
      return prng.pick([true, false, null]);
    case 3:
      return prng.pick([
        'ACCOUNT',
        'SAVINGS_ACCOUNT',
        'PUBLISHED',
        'DRAFT',
        'LENDING',
        'APY',
        'usd',
        'EUR',
        '2025-02-30',
      ]);
    case 4:
      return 'a'.repeat(prng.pick([1, 2, 100, 101, 160, 161, 500, 501, 20_001]));
    case 5:
      return 'https://bank.example/' + prng.pick(['', 'x', '%', ' ', '\u{1f3e6}']);
    case 6:
      return prng.int(-1000, 1000) / prng.pick([1, 3, 7]);
    case 7:
      return prng.pick(['javascript:alert(1)', 'ftp://x', '//x', 'http://', '2025-01-01', '2025-1-1']);
    case 8:
      return Array.from({ length: prng.pick([0, 1, 3, 50, 51, 300]) }, () => jsonValue(prng, depth + 1));
    case 9:
      return { label: jsonValue(prng, depth + 1), value: jsonValue(prng, depth + 1) };
    default:
      return Object.fromEntries(
        Array.from({ length: prng.int(0, 4) }, () => [
          prng.pick(NASTY_STRINGS).slice(0, 20),
          jsonValue(prng, depth + 1),
        ]),
      );
  }
}
