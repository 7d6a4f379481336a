import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foldText, normalizeHostname } from '../src/driver.ts';

describe('foldText', () => {
  it('ignores case and accents', () => {
    assert.equal(foldText('Ålandsbanken'), 'alandsbanken');
    assert.equal(foldText('Crédit Agricole'), 'credit agricole');
    assert.equal(foldText('bunq'), foldText('BUNQ'));
  });
  it('reads letters without a decomposition as plain letters', () => {
    assert.equal(foldText('Sparebanken Sør'), 'sparebanken sor');
    assert.equal(foldText('Straße'), 'strasse');
  });
});

describe('normalizeHostname', () => {
  it('lower-cases, trims and strips one leading www.', () => {
    assert.equal(normalizeHostname('  WWW.Chase.com '), 'chase.com');
    assert.equal(normalizeHostname('www.www.example.com'), 'www.example.com');
  });
  it('takes the host of a full URL and drops the port and a trailing dot', () => {
    assert.equal(normalizeHostname('https://www.bank.example:8443/path?q=1'), 'bank.example');
    assert.equal(normalizeHostname('bank.example.'), 'bank.example');
    assert.equal(normalizeHostname('bank.example:80'), 'bank.example');
  });
  it('turns internationalised names into punycode', () => {
    assert.equal(normalizeHostname('www.bänk.de'), 'xn--bnk-qla.de');
  });
  it('answers null when nothing usable is left', () => {
    assert.equal(normalizeHostname('   '), null);
    assert.equal(normalizeHostname('http://'), null);
  });
});
