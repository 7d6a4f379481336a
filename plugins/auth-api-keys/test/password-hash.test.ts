import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_SCRYPT_COST, hashPassword, passwordMatches } from '../src/index.ts';

describe('password hashes', () => {
  test('the default cost is scrypt N=2^15, r=8, p=3 (32 MiB), recorded in the hash with a random salt', async () => {
    assert.deepEqual(DEFAULT_SCRYPT_COST, { N: 32_768, r: 8, p: 3 });
    const [one, two] = [await hashPassword('the same password'), await hashPassword('the same password')];
    assert.match(one, /^scrypt\$32768\$8\$3\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    assert.notEqual(one, two, 'a new salt every time');
    assert.ok(!one.includes('the same password'));
  });

  test('a password matches its own hash only; a hash made at another cost still verifies', async () => {
    const cheap = await hashPassword('correct horse battery', { N: 1024, r: 8, p: 1 });
    assert.equal(await passwordMatches('correct horse battery', cheap), true);
    assert.equal(await passwordMatches('correct horse batterY', cheap), false);
    assert.equal(await passwordMatches('', cheap), false);
  });

  test('a stored value that is not one of these hashes never matches', async () => {
    for (const stored of [
      '',
      'plain text',
      'bcrypt$2b$10$abc',
      'scrypt$1024$8$1$c2FsdA==$',
      'scrypt$1000$8$1$c2FsdA==$aGFzaA==',
    ])
      assert.equal(await passwordMatches('anything at all', stored), false, stored);
  });

  test('the password is normalised (NFC), so the same text typed on two keyboards matches', async () => {
    const composed = 'caf\u00e9 au lait!';
    const decomposed = 'cafe\u0301 au lait!';
    const stored = await hashPassword(composed, { N: 1024, r: 8, p: 1 });
    assert.equal(await passwordMatches(decomposed, stored), true);
  });
});
