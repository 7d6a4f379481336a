import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namesAskedFor } from '../src/semantic/ranking/bank-names.ts';
import { NameDirectory } from '../src/semantic/ranking/name-directory.ts';
import { QueryUnderstanding } from '../src/semantic/ranking/query-understanding.ts';

const names = new NameDirectory([
  { bankId: 'bank_au_cba', names: ['Commonwealth Bank of Australia', 'CommBank'] },
  { bankId: 'bank_at_rbi', names: ['Raiffeisen Bank International'] },
  { bankId: 'bank_de_deutsche', names: ['Deutsche Bank'] },
  { bankId: 'bank_es_santander', names: ['Banco Santander', 'Santander'] },
  { bankId: 'bank_gb_barclays', names: ['Barclays'] },
  { bankId: 'bank_gb_hsbc', names: ['HSBC'] },
  { bankId: 'bank_ke_equity', names: ['Equity Bank Kenya', 'Equity Building Society'] },
  { bankId: 'bank_se_handelsbanken', names: ['Handelsbanken', 'Svenska Handelsbanken'] },
  { bankId: 'bank_us_bofa', names: ['Bank of America'], headquarters: 'Charlotte', countryCode: 'US' },
  { bankId: 'bank_br_itau', names: ['Itaú Unibanco'], headquarters: 'São Paulo', countryCode: 'BR' },
  { bankId: 'bank_us_mobile', names: ['Gulf Coast Bank'], headquarters: 'Mobile', countryCode: 'US' },
  { bankId: 'bank_fr_credit-agricole', names: ['Crédit Agricole'] },
  { bankId: 'bank_ee_coop-pank', names: ['Coop Pank', 'Coop Bank'] },
  { bankId: 'bank_ca_scotiabank', names: ['Scotiabank', 'Bank of Nova Scotia'] },
  { bankId: 'bank_us_first-savings', names: ['First Savings Bank'] },
  { bankId: 'bank_nl_triodos', names: ['Triodos Bank'] },
]);
const understanding = new QueryUnderstanding([
  { code: 'DE', name: 'Germany' },
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'KE', name: 'Kenya' },
  { code: 'BR', name: 'Brazil' },
  { code: 'MX', name: 'Mexico' },
]);
const named = (query: string) => understanding.understand(query, names).nameBanks;
const read = (query: string) => understanding.understand(query, names).nameWords.join(' ');

describe('reading misspelled, split and joined bank names', () => {
  it('finds a bank whose name a query misspells, one edit from five letters, two from eight', () => {
    assert.deepEqual(named('deutshe bank'), ['bank_de_deutsche']);
    assert.deepEqual(named('barclys mortgage'), ['bank_gb_barclays']);
    assert.deepEqual(named('santandr'), ['bank_es_santander']);
    assert.deepEqual(named('raifeisen'), ['bank_at_rbi']);
    assert.deepEqual(named('handlesbanken savings account'), ['bank_se_handelsbanken']);
    assert.deepEqual(named('triodso'), ['bank_nl_triodos'], 'a swap of neighbours is one edit');
    assert.equal(read('barclys mortgage'), 'barclays mortgage');
  });

  it('reads a name written apart or joined as the name', () => {
    assert.deepEqual(named('comm bank home loan'), ['bank_au_cba']);
    assert.equal(read('comm bank home loan'), 'commbank home loan');
    assert.deepEqual(named('bankofamerica'), ['bank_us_bofa']);
    assert.deepEqual(named('bankofamerca credit card'), ['bank_us_bofa']);
    assert.deepEqual(named('handels banken'), ['bank_se_handelsbanken']);
    assert.deepEqual(named('scotia bank'), ['bank_ca_scotiabank'], 'a name word and a common word joined');
    assert.deepEqual(
      named('comm bank'),
      ['bank_au_cba'],
      'never Coop Bank: no edit to a four-letter word, joined or not',
    );
  });

  it('reads a word as a name when a name is as near to it as the vocabulary word it was corrected to', () => {
    const intent = understanding.understand('credit agricol', names);
    assert.deepEqual(intent.nameBanks, ['bank_fr_credit-agricole']);
    assert.equal(intent.nameWords.join(' '), 'credit agricole');
  });

  it('never corrects a word below five letters', () => {
    assert.deepEqual(named('hbsc'), []);
    assert.deepEqual(named('hsbc'), ['bank_gb_hsbc']);
  });

  it('keeps common words, country names and vocabulary words as they are', () => {
    assert.deepEqual(named('a savings bank in germany'), []);
    assert.equal(read('a savings bank in germany'), 'a savings bank in germany');
    assert.deepEqual(named('the biggest bank in the united states'), []);
    assert.deepEqual(named('a building society for first-time buyers'), []);
    assert.deepEqual(named('an equity fund'), [], 'a name needs every one of its distinctive words');
    assert.deepEqual(named('equity bank kenya'), ['bank_ke_equity']);
    assert.deepEqual(named('mortgage rates'), []);
  });

  it('reads a bank by any of its names', () => {
    assert.deepEqual(named('svenska handelsbanken'), ['bank_se_handelsbanken']);
    assert.deepEqual(named('commbank'), ['bank_au_cba']);
  });
});

describe('names with an abbreviation in brackets', () => {
  it('a name with its abbreviation in brackets is found by either part, misspelled or not', () => {
    assert.deepEqual(namesAskedFor('Bank Central Asia (BCA)', undefined), [
      'Bank Central Asia (BCA)',
      'Bank Central Asia',
      'BCA',
    ]);
    assert.deepEqual(namesAskedFor('HBL (Habib Bank Limited)', undefined), [
      'HBL (Habib Bank Limited)',
      'HBL',
      'Habib Bank Limited',
    ]);
    const names = new NameDirectory([
      { bankId: 'bank_id_bca', names: namesAskedFor('Bank Central Asia (BCA)', undefined) },
    ]);
    const understanding = new QueryUnderstanding([{ code: 'ID', name: 'Indonesia' }]);
    assert.deepEqual(understanding.understand('bank central asia', names).nameBanks, ['bank_id_bca']);
    assert.deepEqual(understanding.understand('bank centrl asia', names).nameBanks, ['bank_id_bca']);
  });

  it('a bracket that only qualifies the name is no other name', () => {
    assert.deepEqual(namesAskedFor('China Construction Bank (Asia)', undefined), ['China Construction Bank (Asia)']);
    assert.deepEqual(namesAskedFor('ICBC (Asia)', undefined), ['ICBC (Asia)']);
  });
});

describe('places in a query', () => {
  const countries = (query: string) => [...understanding.understand(query, names).countries].sort();

  it('reads a city where banks of the directory have their head office as their country', () => {
    assert.deepEqual(countries('the largest private bank based in Sao Paulo'), ['BR']);
    assert.deepEqual(countries('a bank in Charlotte'), ['US']);
    assert.deepEqual(countries('a mobile bank'), [], 'a city named by a common word names nothing');
  });

  it('reads a region as its countries, and "latin america" never as the United States', () => {
    const latin = countries('the largest private bank in Latin America');
    assert.ok(latin.includes('BR') && latin.includes('MX'));
    assert.ok(!latin.includes('US'));
    assert.deepEqual(countries('a bank in the gulf'), ['AE', 'BH', 'KW', 'OM', 'QA', 'SA']);
  });
});

describe('the largest banks of a country', () => {
  const sized = new NameDirectory([
    { bankId: 'bank_tr_b', names: ['B Bank'], countryCode: 'TR', size: 'major' },
    { bankId: 'bank_tr_z', names: ['Z Bank'], countryCode: 'TR', size: 'largest' },
    { bankId: 'bank_tr_a', names: ['A Bank'], countryCode: 'TR', size: 'major' },
    { bankId: 'bank_tr_c', names: ['C Bank'], countryCode: 'TR' },
    { bankId: 'bank_de_d', names: ['D Bank'], countryCode: 'DE', size: 'largest' },
  ]);
  const reading = new QueryUnderstanding([
    { code: 'TR', name: 'Türkiye' },
    { code: 'DE', name: 'Germany' },
  ]);

  it('a question about size in a country adds its banks with a size, the largest first', () => {
    assert.deepEqual(sized.largestOf(['TR']), ['bank_tr_z', 'bank_tr_a', 'bank_tr_b']);
    assert.deepEqual(reading.understand('largest bank in Turkey', sized).sizeBanks, [
      'bank_tr_z',
      'bank_tr_a',
      'bank_tr_b',
    ]);
    assert.deepEqual(reading.understand('die größte Bank in Deutschland', sized).sizeBanks, ['bank_de_d']);
  });

  it('a question not about size, or about no country, adds none', () => {
    assert.deepEqual(reading.understand('mortgage bank in Turkey', sized).sizeBanks, []);
    assert.deepEqual(reading.understand('the largest bank', sized).sizeBanks, []);
  });

  it("keyword search also looks for the country as the directory names it ('Turkey' -> 'Türkiye')", () => {
    assert.ok(reading.understand('largest bank in Turkey', sized).keywordText.includes('turkiye'));
  });
});

describe('a bank named in a foreign query', () => {
  it('keeps a whole name of several words as written in the English reading', () => {
    const names = new NameDirectory([{ bankId: 'bank_id_sg', names: ['Société Générale'] }]);
    const understanding = new QueryUnderstanding([{ code: 'FR', name: 'France' }]);
    const reading = understanding.understand('banque en ligne de la Société Générale', names);
    assert.ok(reading.translated);
    assert.ok(reading.english.join(' ').includes('societe generale'), reading.english.join(' '));
  });
});

describe('a head-office city declined in a foreign query', () => {
  it('is read as the city ("w Katowicach" -> "katowice"), with its country', () => {
    const names = new NameDirectory([
      { bankId: 'bank_id_ing', names: ['ING Bank Śląski'], headquarters: 'Katowice', countryCode: 'PL' },
    ]);
    const understanding = new QueryUnderstanding([{ code: 'PL', name: 'Poland' }]);
    const reading = understanding.understand('bank z siedzibą w Katowicach', names);
    assert.ok(reading.words.includes('katowice'), reading.words.join(' '));
    assert.deepEqual([...reading.countries], ['PL']);
  });
});
