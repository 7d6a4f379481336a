import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createDirectory, type Directory } from '@bankdir/core';
import { foldText } from '@bankdir/core/driver';
import { useEmbedder } from '@bankdir/embedder-use';
import { openSqliteStorage } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

// How the ranking of semantic search behaves, with the default model over a small directory of made-up banks with
// facts: the country a query names, the kind of bank it asks for, and the order whatever the limit.

const folder = tempFolder('semantic-ranking');
const AT = '2025-01-01T00:00:00.000Z';
const COUNTRIES = [
  ['ctry_r_nl', 'Netherlands', 'NL'],
  ['ctry_r_ca', 'Canada', 'CA'],
  ['ctry_r_us', 'United States', 'US'],
  ['ctry_r_pk', 'Pakistan', 'PK'],
  ['ctry_r_kw', 'Kuwait', 'KW'],
  ['ctry_r_hk', 'Hong Kong', 'HK'],
] as const;

const BANKS = [
  {
    id: 'bank_r_polder',
    name: 'Polder Groen Bank',
    countryCode: 'NL',
    facts: { kinds: ['sustainable', 'retail'], headquarters: 'Utrecht' },
    description: '## Lending\n\nLends only to organic farms, renewable energy and social housing projects.',
  },
  {
    id: 'bank_r_tulip',
    name: 'Tulip Commercial Bank',
    countryCode: 'NL',
    facts: { kinds: ['universal', 'retail'], ownership: ['listed'] },
    description: '## Everyday banking\n\nCurrent accounts, mortgages and business loans across the country.',
  },
  {
    id: 'bank_r_maple',
    name: 'Maple Valley Credit Union',
    countryCode: 'CA',
    facts: { kinds: ['credit-union', 'sustainable'], ownership: ['cooperative'] },
    description: '## Members\n\nA member-owned lender that finances green buildings and community projects.',
  },
  {
    id: 'bank_r_prairie',
    name: 'Prairie Members Credit Union',
    countryCode: 'US',
    facts: { kinds: ['credit-union', 'retail'], ownership: ['cooperative'] },
    description: '## Accounts\n\nShare savings accounts, car loans and low-rate credit cards for its members.',
  },
  {
    id: 'bank_r_indus',
    name: 'Indus Amanah Bank',
    countryCode: 'PK',
    facts: { kinds: ['islamic', 'retail'] },
    description:
      '## Financing\n\nHome and car financing through murabaha and ijara contracts, with no interest charged.',
  },
  {
    id: 'bank_r_gulf',
    name: 'Gulf Trading Bank',
    countryCode: 'KW',
    facts: { kinds: ['universal', 'retail'], ownership: ['listed'] },
    description: '## Banking\n\nConventional current accounts, deposits with interest and trade finance for importers.',
  },
  {
    id: 'bank_r_harbour',
    name: 'Harbour Pacific Bank',
    countryCode: 'HK',
    facts: { kinds: ['universal', 'retail', 'private'], headquarters: 'London' },
    description: '## Group\n\nA global bank whose biggest markets are Hong Kong, mainland China and Southeast Asia.',
  },
  {
    id: 'bank_r_coin',
    name: 'Coinbridge Bank',
    countryCode: 'US',
    facts: { kinds: ['crypto', 'business'], formerNames: ['Bitvault Trust'] },
    description:
      '## Digital assets\n\nCustody of bitcoin and ether and round-the-clock dollar payments for crypto exchanges.',
  },
];

let directory: Directory;
before(async () => {
  const storage = await openSqliteStorage({ file: folder.file('ranking.sqlite') });
  directory = createDirectory({ storage, embedder: useEmbedder(), warn: () => {} });
  for (const [id, name, code] of COUNTRIES)
    await storage.countries.upsert({ id, name, code, emoji: '', nameKey: foldText(name) }, AT);
  for (const bank of BANKS)
    await directory.admin.createBank({ ...bank, url: `https://${bank.id.replace(/_/g, '-')}.example` });
});
after(() => directory.close());

const ids = async (query: string, limit = 50) =>
  (await directory.banks.semanticSearch({ query, limit: limit })).data.map((match) => match.bankId);

describe('the ranking of semantic search', () => {
  it("puts the named country's matching bank first and still answers the matching bank of another country", async () => {
    const found = await ids('a Dutch bank that only lends to sustainable projects');
    assert.equal(found[0], 'bank_r_polder');
    assert.ok(found.indexOf('bank_r_maple') !== -1, 'the Canadian sustainable credit union is still answered');
    assert.ok(found.indexOf('bank_r_polder') < found.indexOf('bank_r_tulip'), 'the sustainable Dutch bank first');
    assert.equal((await ids('a sustainable bank in Canada'))[0], 'bank_r_maple');
  });

  it('a country is a boost, not a filter: a bank headquartered in London with most of its business in Asia', async () => {
    assert.equal((await ids('a bank headquartered in London with most of its business in Asia'))[0], 'bank_r_harbour');
  });

  it('finds banks of the kind a query asks for: credit unions, sharia-compliant banks', async () => {
    const unions = await ids('a credit union');
    assert.deepEqual(new Set(unions.slice(0, 2)), new Set(['bank_r_maple', 'bank_r_prairie']));
    assert.equal((await ids('an Islamic bank'))[0], 'bank_r_indus');
    assert.equal((await ids('sharia home financing in Kuwait or Pakistan'))[0], 'bank_r_indus');
    assert.equal((await ids('a credit union in the US'))[0], 'bank_r_prairie');
  });

  it('finds a bank whose name the query misspells, splits or joins, though neither vectors nor keywords would', async () => {
    assert.equal((await ids('coinbrige'))[0], 'bank_r_coin');
    assert.equal((await ids('harbor pacific bank'))[0], 'bank_r_harbour');
    assert.equal((await ids('tulipcommercialbank'))[0], 'bank_r_tulip');
    assert.equal((await ids('coin bridge crypto payments'))[0], 'bank_r_coin');
  });

  it('finds a bank by its former name, written right or misspelled', async () => {
    assert.equal((await ids('bitvault trust'))[0], 'bank_r_coin');
    assert.equal((await ids('the bank once called bitvalt'))[0], 'bank_r_coin');
  });

  it('answers questions in other languages through their English reading', async () => {
    assert.equal((await ids('banque islamique au Pakistan'))[0], 'bank_r_indus');
    assert.equal((await ids('bank syariah untuk pembiayaan rumah'))[0], 'bank_r_indus');
    assert.equal((await ids('katılım bankası'))[0], 'bank_r_indus');
    assert.equal((await ids('kanadyjska kasa kredytowa dla członków'))[0], 'bank_r_maple');
  });

  it('limit=3 is the head of limit=50, and similarity never increases down the list, for many random queries', async () => {
    const words =
      'bank credit union dutch sustainable crypto loans islamic london asia savings canadian farm mortgage digital members pakistan trade kuwait bitcoin green business'.split(
        ' ',
      );
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 40; round++) {
      const query = Array.from(
        { length: 1 + Math.floor(random() * 6) },
        () => words[Math.floor(random() * words.length)],
      ).join(' ');
      const all = (await directory.banks.semanticSearch({ query, limit: 50 })).data;
      const head = (await directory.banks.semanticSearch({ query, limit: 3 })).data;
      assert.deepEqual(head, all.slice(0, 3), `query "${query}"`);
      all.forEach((match, index) => {
        const next = all[index + 1];
        if (next)
          assert.ok(
            match.similarity > next.similarity || (match.similarity === next.similarity && match.bankId < next.bankId),
            `query "${query}": similarity desc, then bankId`,
          );
        assert.ok(Number.isInteger(match.similarity) && match.similarity >= 0 && match.similarity <= 100);
      });
    }
  });
});
