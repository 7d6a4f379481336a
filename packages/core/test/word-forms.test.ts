import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { QueryUnderstanding } from '../src/semantic/ranking/query-understanding.ts';
import { WordForms } from '../src/semantic/ranking/word-forms.ts';

describe('word forms', () => {
  const forms = new WordForms([
    'powstal',
    'hipoteca',
    'goedkoop',
    'banka',
    'kredite',
    'ontwikkeling',
    'bank',
    'zentrale',
  ]);

  it('reads a declined or conjugated word as the table word it shares its beginning with', () => {
    assert.equal(forms.formOf('powstaly'), 'powstal');
    assert.equal(forms.formOf('hipotecario'), 'hipoteca');
    assert.equal(forms.formOf('goedkope'), 'goedkoop');
  });

  it('never reads a word whose shared beginning is short, or whose ending is long', () => {
    assert.equal(forms.formOf('albank'), undefined);
    assert.equal(forms.formOf('bankia'), undefined, 'five letters shared are not enough');
    assert.equal(forms.formOf('hipotecariamente'), undefined);
    assert.equal(forms.formOf('powder'), undefined);
  });

  it('splits a compound into table words, with the letters that join them', () => {
    assert.deepEqual(forms.partsOf('ontwikkelingsbank'), ['ontwikkeling', 'bank']);
    assert.deepEqual(forms.partsOf('zentralbank'), ['zentrale', 'bank']);
    assert.deepEqual(forms.partsOf('studienkredite'), ['studien', 'kredite'], 'the unread part as written');
    assert.equal(forms.partsOf('waterschappen'), undefined);
  });
});

describe('query understanding of other forms', () => {
  const understanding = new QueryUnderstanding([
    { code: 'DE', name: 'Germany' },
    { code: 'AR', name: 'Argentina' },
    { code: 'KE', name: 'Kenya' },
    { code: 'PL', name: 'Poland' },
  ]);

  it('reads a foreign query word in a form the tables lack, and the parts of its compounds', () => {
    const polish = understanding.understand('bank powstały z Getin Noble Banku');
    assert.ok(polish.english.includes('founded'), polish.english.join(' '));
    assert.ok(!polish.kinds.some((tags) => tags.includes('kind:postal')), 'not corrected into "postal"');
    const german = understanding.understand('Förderbank des Bundes für Studienkredite');
    assert.ok(german.english.includes('loans'), german.english.join(' '));
  });

  it('leaves the words of an English query as they are: there, other forms are mostly names', () => {
    const reading = understanding.understand('a Chilean student account like CuentaRUT');
    assert.ok(reading.words.includes('cuentarut'));
    assert.equal(reading.translated, false);
    assert.deepEqual(understanding.understand('kenian bank for small savers').words[0], 'kenyan');
  });

  it('never corrects a word into a country or kind word with another first letter', () => {
    assert.deepEqual([...understanding.understand('trentine banks').countries], []);
  });

  it('reads an unknown word of a foreign query in its own language only, and never as a typo', () => {
    const spanish = understanding.understand('banco que absorbió a Bankia en 2021');
    assert.ok(spanish.words.includes('absorbido') && spanish.words.includes('bankia'), spanish.words.join(' '));
    const italian = understanding.understand('la banca più antica del mondo ancora attiva');
    assert.ok(italian.words.includes('ancora'), 'not "andora"');
    assert.deepEqual([...italian.countries], []);
  });
});

describe('function words that are English too', () => {
  const understanding = new QueryUnderstanding([{ code: 'DE', name: 'Germany' }]);

  it('are read in English in a foreign query only', () => {
    const german = understanding.understand('welche Sparkasse ist die größte in Deutschland');
    assert.ok(!german.english.includes('die') && german.english.includes('the'), german.english.join(' '));
    assert.ok(understanding.understand('the bank to die for').english.includes('die'));
  });
});
