import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import * as driver from '../src/driver.ts';
import * as embedder from '../src/index.ts';
import * as host from '../src/query/index.ts';
import * as transfer from '../src/transfer/index.ts';

const entries = {
  '@bankdir/core': embedder,
  '@bankdir/core/driver': driver,
  '@bankdir/core/query': host,
  '@bankdir/core/transfer': transfer,
};

describe('the entry points of @bankdir/core', () => {
  it('are the four the package exports', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    for (const entry of Object.keys(entries)) {
      const subpath = entry === '@bankdir/core' ? '.' : `./${entry.split('/')[2]}`;
      assert.ok(Object.hasOwn(manifest.exports, subpath), `package.json exports ${subpath}`);
    }
    assert.ok(!Object.hasOwn(manifest.exports, './testing'), 'the conformance kit is @bankdir/conformance');
  });

  it('export each name from one entry only', () => {
    const seen = new Map<string, string>();
    for (const [entry, module] of Object.entries(entries)) {
      for (const name of Object.keys(module)) {
        assert.equal(seen.get(name), undefined, `${name} is exported by ${seen.get(name)} and ${entry}`);
        seen.set(name, entry);
      }
    }
  });

  it('keep the engine internals out: the semantic ranker, statuses on write, hamming distance', () => {
    const internals = [
      'CANDIDATE_DEPTH',
      'COUNTRY_DEPTH',
      'collectCandidates',
      'candidateFeatures',
      'FEATURE_NAMES',
      'QueryUnderstanding',
      'rankCandidates',
      'relevance',
      'loadSearchVocabulary',
      'SEMANTIC_INDEX_FORMAT',
      'statusOnCreate',
      'statusOnReplace',
      'hamming',
    ];
    for (const [entry, module] of Object.entries(entries))
      for (const name of internals) assert.ok(!Object.hasOwn(module, name), `${entry} exports ${name}`);
  });

  it('give an embedder the directory, its errors and bodies, and a driver author the storage rules', () => {
    for (const name of ['createDirectory', 'DirectoryError', 'isDirectoryError', 'successBody', 'failureBody'])
      assert.ok(Object.hasOwn(embedder, name), `@bankdir/core exports ${name}`);
    for (const name of ['BankSchema', 'BANK_SORT_KEYS', 'VOTE_CATEGORIES', 'PLANS', 'ERROR_STATUS'])
      assert.ok(Object.hasOwn(embedder, name), `@bankdir/core exports ${name}`);
    for (const name of ['readKeysetPage', 'computeRanks', 'rankKeyOf', 'foldText', 'normalizeHostname', 'SectionCodes'])
      assert.ok(Object.hasOwn(driver, name), `@bankdir/core/driver exports ${name}`);
    for (const name of ['binaryCode', 'LruCache', 'embeddingText', 'bankWriteOf'])
      assert.ok(Object.hasOwn(driver, name), `@bankdir/core/driver exports ${name}`);
  });
});
