import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BankFactsSchema } from '@bankdir/core';
import * as v from 'valibot';
import { BankFileSchema, parseBankFile } from '../src/bank-file.ts';
import { DATA_ROOT, readBanks, readMarkets } from '../src/sources.ts';

const banks = readBanks();
const files = readdirSync(join(DATA_ROOT, 'banks'), { recursive: true, encoding: 'utf8' }).filter((path) =>
  path.endsWith('.md'),
);

describe('the bank files (data/banks/<cc>/<slug>.md)', () => {
  it('are one file per bank, every one read', () => {
    assert.equal(banks.length, files.length);
  });

  it('each have front matter that passes the bank file schema, facts included', () => {
    for (const path of files) {
      const text = readFileSync(join(DATA_ROOT, 'banks', path), 'utf8');
      const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
      assert.ok(front, `${path}: no front matter`);
      const [country, name] = path.split(/[/\\]/);
      const bank = parseBankFile(text, country!, name!.replace(/\.md$/, ''), path);
      assert.ok(v.is(BankFactsSchema, bank.facts), path);
    }
  });

  it('give every bank its kinds, and a parent to every subsidiary', () => {
    for (const bank of banks) {
      const where = `${bank.country}/${bank.slug}`;
      assert.ok(bank.facts.kinds.length > 0, `${where}: no kinds`);
      if (bank.facts.ownership.includes('subsidiary'))
        assert.ok(bank.facts.parent, `${where}: a subsidiary names its parent`);
      for (const alias of bank.facts.alsoKnownAs)
        assert.notEqual(alias.toLowerCase(), bank.name.toLowerCase(), `${where}: alsoKnownAs repeats the name`);
    }
  });

  it('no country has more than one bank marked size: largest', () => {
    const largest = new Map<string, string[]>();
    for (const bank of banks)
      if (bank.facts.size === 'largest') largest.set(bank.country, [...(largest.get(bank.country) ?? []), bank.slug]);
    for (const [country, slugs] of largest) assert.equal(slugs.length, 1, `${country}: ${slugs.join(', ')}`);
  });

  it('name only markets that markets.yaml defines', () => {
    const keys = new Set(readMarkets().map((market) => market.key));
    for (const bank of banks)
      for (const stock of bank.stocks) assert.ok(keys.has(stock.market), `${bank.slug}: ${stock.market}`);
  });

  it('reject a file with an unknown kind, an unknown field or a missing name, naming the file and the field', () => {
    const body = '\n## Overview\n\nA bank.\n';
    assert.throws(
      () => parseBankFile(`---\nname: A\nurl: https://a.example\nkinds: [bakery]\n---\n${body}`, 'nl', 'a'),
      /nl\/a\.md: kinds\.0: kinds must be among/,
    );
    assert.throws(
      () => parseBankFile(`---\nname: A\nurl: https://a.example\nrating: 5\n---\n${body}`, 'nl', 'a'),
      /nl\/a\.md: rating/,
    );
    assert.throws(() => parseBankFile(`---\nurl: https://a.example\n---\n${body}`, 'nl', 'a'), /nl\/a\.md: name/);
    assert.ok(v.is(BankFileSchema, { name: 'A', url: 'https://a.example', kinds: ['digital'] }));
  });

  it('keep the description below the front matter as Markdown', () => {
    const bank = parseBankFile('---\nname: A\nurl: https://a.example\n---\n\n## Overview\n\nA bank.\n', 'nl', 'a');
    assert.equal(bank.description, '## Overview\n\nA bank.');
    assert.equal(bank.country, 'NL');
  });
});
