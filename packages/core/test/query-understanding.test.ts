import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { QueryUnderstanding } from '../src/semantic/ranking/query-understanding.ts';

const understanding = new QueryUnderstanding([
  { code: 'DE', name: 'Germany' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'KE', name: 'Kenya' },
  { code: 'US', name: 'United States' },
  { code: 'IT', name: 'Italy' },
  { code: 'ZA', name: 'South Africa' },
  { code: 'NO', name: 'Norway' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'MY', name: 'Malaysia' },
]);
const countries = (query: string) => [...understanding.understand(query).countries].sort();
const kinds = (query: string) => understanding.understand(query).kinds.map((tags) => tags.join('|'));

describe('query understanding', () => {
  it('recognises a country by its English name, nationality adjective, possessive, native name or capital ISO code', () => {
    assert.deepEqual(countries('a bank in Germany'), ['DE']);
    assert.deepEqual(countries('a Dutch bank that lends to sustainable projects'), ['NL']);
    assert.deepEqual(countries("Germany's development bank"), ['DE']);
    assert.deepEqual(countries('Kenyan banks'), ['KE']);
    assert.deepEqual(countries('Förderbank in Deutschland'), ['DE']);
    assert.deepEqual(countries('neobank NL'), ['NL']);
    assert.deepEqual(countries('South African neobank'), ['ZA'], 'the longest phrase wins');
    assert.deepEqual(countries('largest bank in Turkey'), ['TR'], "a country's other English name");
    assert.deepEqual(countries('Ivorian banks'), ['CI']);
  });

  it('a country named in another language is read in English too, next to the words as written', () => {
    const reading = understanding.understand('die größte Bank in Deutschland');
    assert.ok(reading.translated);
    assert.ok(reading.english.includes('germany'), reading.english.join(' '));
    assert.ok(reading.keywordText.split(' ').includes('germany'), reading.keywordText);
    // Named alone, the foreign name still makes the query a translated one, and keeps its own words for bank names.
    const alone = understanding.understand('Banken in Nederland');
    assert.ok(alone.translated);
    assert.ok(alone.english.includes('netherlands') && alone.english.includes('nederland'), alone.english.join(' '));
    // Keyword search looks for the English name, not the foreign word, which names banks more than it describes them.
    const swiss = understanding.understand('größte Bank der Schweiz').keywordText.split(' ');
    assert.ok(swiss.includes('switzerland') && !swiss.includes('schweiz'), swiss.join(' '));
    // An English country name adds nothing and translates nothing.
    assert.equal(understanding.understand('banks in Germany').translated, false);
  });

  it("corrects typos into the words of countries and kinds only, never into another language's words", () => {
    assert.ok(
      understanding.understand("Sabancı Holding'in bankası").words.includes('sabanci'),
      'not "yabanci" (foreign)',
    );
    assert.ok(understanding.understand('bank contracts').words.includes('contracts'), 'not "contact"');
    assert.deepEqual(countries('norwegain banks'), ['NO'], 'a misspelled country is still read');
  });

  it('never reads a lower-case pronoun or word as a country code', () => {
    assert.deepEqual(countries('a bank for us and it'), []);
    assert.deepEqual(countries('a bank in the US'), ['US']);
  });

  it('reads typos of country and kind words', () => {
    assert.deepEqual(countries('norwegain biggest bank'), ['NO']);
    assert.deepEqual(kinds('islamik bank in malaysia'), ['kind:islamic']);
    assert.deepEqual(kinds('credt union for veterans'), ['kind:credit-union']);
  });

  it('recognises the kinds of bank asked for, each as the bank tags that answer it', () => {
    assert.deepEqual(kinds('a credit union'), ['kind:credit-union']);
    assert.deepEqual(kinds('sharia-compliant mortgage'), ['kind:islamic']);
    assert.deepEqual(kinds("Germany's state-owned development bank"), ['kind:development', 'own:state-owned']);
    assert.deepEqual(kinds('a mobile-only bank'), ['kind:digital']);
    assert.deepEqual(kinds('a building society'), ['kind:cooperative|own:cooperative|own:mutual']);
    assert.deepEqual(kinds('a bank for my savings'), [], 'a word alone is no kind');
  });

  it('names nothing when the query names nothing', () => {
    const intent = understanding.understand('a bank headquartered in London with most of its business in Asia');
    assert.deepEqual([...intent.countries], []);
    assert.deepEqual(intent.words.slice(0, 3), ['a', 'bank', 'headquartered']);
  });
});
