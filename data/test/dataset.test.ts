import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BANK_KINDS, BankInputSchema, ID_PATTERN, MarketSchema } from '@bankdir/core';
import { normalizeHostname, splitSections } from '@bankdir/core/driver';
import * as v from 'valibot';
import { defaultDataSet, sampleProducts, sampleVotes } from '../src/index.ts';

const data = defaultDataSet();
const countryIds = new Set(data.countries.map((country) => country.id));
const marketIds = new Set(data.markets.map((market) => market.id));

describe('the default data set', () => {
  it('has every ISO 3166-1 country with a two-letter code and a flag', () => {
    assert.ok(data.countries.length >= 240);
    for (const country of data.countries) {
      assert.match(country.code, /^[A-Z]{2}$/);
      assert.ok(country.emoji.length > 0, country.code);
    }
  });

  it('has at least 1,000 banks from at least 100 countries, at least 3 in most of them', () => {
    assert.ok(data.banks.length >= 1000, `${data.banks.length} banks`);
    const perCountry = new Map<string, number>();
    for (const bank of data.banks) perCountry.set(bank.countryId, (perCountry.get(bank.countryId) ?? 0) + 1);
    assert.ok(perCountry.size >= 100, `${perCountry.size} countries`);
    const thin = [...perCountry].filter(([, count]) => count < 3);
    assert.ok(thin.length <= perCountry.size / 10, `countries with fewer than 3 banks: ${thin.join(', ')}`);
  });

  it('gives every bank, market and listing a unique URL-safe id of at most 64 characters', () => {
    const ids = [
      ...data.banks.map((b) => b.id),
      ...data.markets.map((m) => m.id),
      ...data.banks.flatMap((b) => b.stocks.map((s) => s.id)),
    ];
    for (const id of ids) assert.match(id, ID_PATTERN);
    assert.equal(new Set(ids).size, ids.length);
  });

  it('validates every bank against the operator bank schema', () => {
    for (const bank of data.banks) {
      const result = v.safeParse(BankInputSchema, {
        id: bank.id,
        name: bank.name,
        url: bank.url,
        description: bank.description,
        countryId: bank.countryId,
        alternativeHostnames: bank.alternativeHostnames,
        stocks: bank.stocks,
      });
      assert.ok(result.success, `${bank.id}: ${result.issues?.map((issue) => issue.message).join('; ')}`);
    }
  });

  it('places every bank and market in a known country', () => {
    for (const bank of data.banks) assert.ok(countryIds.has(bank.countryId), bank.id);
    for (const market of data.markets) {
      assert.ok(countryIds.has(market.countryId), market.id);
      assert.ok(v.is(v.omit(MarketSchema, ['createdAt', 'updatedAt']), market), market.id);
    }
  });

  it('uses absolute https URLs and normalised alternative hostnames distinct from the primary one', () => {
    for (const bank of data.banks) {
      const url = new URL(bank.url);
      assert.equal(url.protocol, 'https:', bank.id);
      const primary = normalizeHostname(bank.url);
      assert.equal(new Set(bank.alternativeHostnames).size, bank.alternativeHostnames.length, bank.id);
      for (const hostname of bank.alternativeHostnames) {
        assert.equal(normalizeHostname(hostname), hostname, `${bank.id}: ${hostname} is not normalised`);
        assert.notEqual(hostname, primary, `${bank.id}: ${hostname} repeats the primary hostname`);
      }
    }
  });

  it('gives every hostname, primary or alternative, to one bank only, and writes it well formed', () => {
    const owner = new Map<string, string>();
    const duplicates: string[] = [];
    for (const bank of data.banks)
      for (const hostname of [normalizeHostname(bank.url)!, ...bank.alternativeHostnames]) {
        assert.match(hostname, /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.[a-z]{2,24}$/, bank.id);
        const earlier = owner.get(hostname);
        if (earlier !== undefined) duplicates.push(`${hostname}: ${earlier} and ${bank.id}`);
        owner.set(hostname, bank.id);
      }
    assert.deepEqual(duplicates, []);
  });

  it('never has one primary hostname twice within a country', () => {
    const seen = new Map<string, string>();
    for (const bank of data.banks) {
      const key = `${bank.countryId} ${normalizeHostname(bank.url)}`;
      assert.ok(!seen.has(key), `${bank.id} and ${seen.get(key)} share ${key}`);
      seen.set(key, bank.id);
    }
  });

  it('lists stocks on known markets with exactly one primary listing per listed bank', () => {
    for (const bank of data.banks) {
      for (const stock of bank.stocks) assert.ok(marketIds.has(stock.marketId), `${bank.id}: ${stock.marketId}`);
      if (bank.stocks.length > 0) assert.equal(bank.stocks.filter((stock) => stock.isPrimary).length, 1, bank.id);
    }
  });

  it('describes every bank in 3 to 6 headed sections, one of them its history', () => {
    for (const bank of data.banks) {
      const sections = splitSections(bank.name, bank.description);
      assert.ok(sections.length >= 3 && sections.length <= 6, `${bank.id}: ${sections.length} sections`);
      assert.ok(
        sections.some((section) => section.title === 'History'),
        `${bank.id}: no "## History" section`,
      );
      assert.ok(
        sections.every((section) => section.title !== bank.name),
        `${bank.id}: text before the first heading`,
      );
    }
  });

  it('writes descriptions that differ from one another', () => {
    const firstSections = data.banks.map((bank) => splitSections(bank.name, bank.description)[0]?.text);
    assert.equal(new Set(firstSections).size, data.banks.length);
  });

  it('covers the kinds of bank users search for', () => {
    const kinds = new Set(data.banks.flatMap((bank) => bank.facts.kinds));
    for (const kind of BANK_KINDS) assert.ok(kinds.has(kind), kind);
  });
});

describe('the sample layer', () => {
  it('is deterministic and keeps one vote per account, bank and category', () => {
    const votes = sampleVotes(data.banks);
    assert.deepEqual(sampleVotes(data.banks), votes);
    const keys = votes.map((vote) => `${vote.accountId} ${vote.bankId} ${vote.category}`);
    assert.equal(new Set(keys).size, keys.length);
    assert.ok(votes.every((vote) => vote.accountId.startsWith('acct_sample_')));
  });

  it('labels every sample product as sample data in its name', () => {
    const products = sampleProducts(data.banks);
    assert.ok(products.length > 0);
    assert.ok(
      products.every((product) => product.fields.name.includes('(sample data)') && product.fields.name.length <= 160),
    );
  });
});
