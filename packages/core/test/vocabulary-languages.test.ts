import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { NameDirectory } from '../src/semantic/ranking/name-directory.ts';
import { QueryUnderstanding, STOP_WORDS } from '../src/semantic/ranking/query-understanding.ts';
import { wordsOf } from '../src/semantic/ranking/tokens.ts';
import { VOCABULARY } from '../src/semantic/ranking/vocabulary.ts';

const understanding = new QueryUnderstanding([
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'ES', name: 'Spain' },
  { code: 'MX', name: 'Mexico' },
  { code: 'BR', name: 'Brazil' },
  { code: 'IT', name: 'Italy' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'PL', name: 'Poland' },
  { code: 'TR', name: 'Turkey' },
  { code: 'ID', name: 'Indonesia' },
]);
const SIZE = 'size:largest|size:major|kind:universal|own:listed';
const COOPERATIVE = 'kind:cooperative|own:cooperative|own:mutual';
/** The tables of the languages other than English (and the table of native names). */
const OTHER_LANGUAGES = VOCABULARY.filter(({ language }) => !['en', 'other'].includes(language));
/** The countries of the default data set: the folders of data/banks (read as files: the core does not depend on it). */
const DATA_SET_COUNTRIES = readdirSync(new URL('../../../data/banks/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name.toUpperCase());
const read = (query: string) => {
  const intent = understanding.understand(query);
  return {
    countries: [...intent.countries].sort(),
    kinds: intent.kinds.map((tags) => tags.join('|')).sort(),
    english: intent.english.join(' '),
    embedded: intent.embeddingText,
  };
};

describe('questions in other languages', () => {
  it('reads "the largest bank" in every language as a size, with the country', () => {
    const largest: [string, string][] = [
      ['die größte Bank in Deutschland', 'DE'],
      ['la plus grande banque de France', 'FR'],
      ['el banco más grande de México', 'MX'],
      ['o maior banco do Brasil', 'BR'],
      ["la banca più grande d'Italia", 'IT'],
      ['de grootste bank van Nederland', 'NL'],
      ['największy bank w Polsce', 'PL'],
      ["Türkiye'nin en büyük bankası", 'TR'],
      ['bank terbesar di Indonesia', 'ID'],
    ];
    for (const [query, country] of largest) {
      const { countries, kinds, english } = read(query);
      assert.deepEqual(countries, [country], query);
      assert.ok(kinds.includes(SIZE), `${query}: ${kinds}`);
      assert.match(english, /\blargest\b/, query);
    }
  });

  it('reads Polish products, kinds and ownership in English', () => {
    assert.equal(read('kredyt hipoteczny w banku spółdzielczym').english.includes('mortgage'), true);
    assert.deepEqual(read('bank spółdzielczy dla rolników').kinds, ['kind:cooperative|own:cooperative|own:mutual']);
    assert.deepEqual(read('państwowy bank w Polsce').kinds, ['own:state-owned']);
    assert.match(read('darmowe konto osobiste z aplikacją').english, /free current account/);
  });

  it('reads Turkish products, kinds and ownership in English', () => {
    const participation = read("Türkiye'de katılım bankası");
    assert.deepEqual(participation.countries, ['TR']);
    assert.deepEqual(participation.kinds, ['kind:islamic']);
    assert.deepEqual(read('kamu bankası konut kredisi').kinds, ['own:state-owned']);
    assert.match(read('ücretsiz kredi kartı').english, /free credit card/);
  });

  it('reads Indonesian products, kinds and ownership in English', () => {
    const sharia = read('bank syariah terbesar di Indonesia');
    assert.deepEqual(sharia.countries, ['ID']);
    assert.deepEqual(sharia.kinds, ['kind:islamic', SIZE]);
    assert.deepEqual(read('bank milik negara untuk petani').kinds, ['own:state-owned']);
    assert.match(read('kartu kredit tanpa biaya').english, /credit card no fees/);
  });

  it('embeds the English reading of a translated query, and an English query as it is', () => {
    assert.equal(read('beste Bank für Studenten').embedded, 'best bank for students');
    assert.equal(read('Best bank for students?').embedded, 'Best bank for students?');
  });

  it('reads the function words of every language in English', () => {
    assert.equal(read('grootste bank van België').english, 'largest bank of belgie');
    assert.equal(read('la banca più antica del mondo').english, 'the bank oldest of the world');
    assert.equal(
      read('bank swasta terbesar yang dimiliki asing').english,
      'bank private largest that dimiliki foreign',
    );
    for (const table of VOCABULARY.filter(({ language }) => !['en', 'other'].includes(language)))
      assert.ok(Object.keys(table.grammar ?? {}).length >= 20, `${table.language} has its function words`);
  });

  it('every language names the regions English names', () => {
    const english = VOCABULARY.find(({ language }) => language === 'en')!;
    for (const table of VOCABULARY.filter(({ language }) => !['en', 'other'].includes(language)))
      assert.deepEqual(Object.keys(table.regions ?? {}), Object.keys(english.regions ?? {}), table.language);
    assert.deepEqual([...understanding.understand('grootste bank van Scandinavië').countries].sort(), [
      'DK',
      'FI',
      'IS',
      'NO',
      'SE',
    ]);
  });

  it('an English question with a foreign function word in a name stays as written', () => {
    const intent = understanding.understand('Van Lanschot private banking');
    assert.equal(intent.translated, false);
    assert.equal(intent.embeddingText, 'Van Lanschot private banking');
  });

  it('a German function word is never read as a misspelled bank name', () => {
    const names = new NameDirectory([{ bankId: 'bank_br_bndes', names: ['BNDES'] }]);
    assert.deepEqual(understanding.understand('Förderbank des Bundes für Studienkredite', names).nameBanks, []);
  });

  it('an Indonesian compass point is read in English, not as a misspelled Spanish word', () => {
    assert.match(read('bank daerah Jawa Barat').english, /\bwest\b/);
  });

  it('a kind asked for in another language adds the English kind to the reading', () => {
    assert.match(read('bank pembangunan untuk petani').english, /development bank/);
    assert.match(read('caja rural para agricultores').english, /^caja rural for farmers savings bank$/);
  });

  it('every language table asks for the same kinds of bank', () => {
    const kinds = [
      'kind:cooperative|own:cooperative|own:mutual',
      'kind:credit-union',
      'kind:savings',
      'kind:digital',
      'kind:development',
      'kind:private',
      'kind:investment',
      'kind:islamic',
      'kind:sustainable',
      'kind:postal',
      'kind:broker',
      'kind:microfinance',
      'kind:regional',
      'kind:crypto',
      'own:listed',
      'own:state-owned',
    ];
    for (const table of VOCABULARY.filter(({ language }) => !['en', 'other'].includes(language)))
      for (const kind of kinds) assert.ok(table.kinds[kind]?.length, `${table.language} asks for ${kind}`);
  });

  it('a Polish question for the postal bank, a Dutch one for a development bank, an Italian one for an Islamic bank', () => {
    assert.deepEqual(read('bank Poczty Polskiej').kinds, ['kind:postal']);
    assert.deepEqual(read('Nederlandse ontwikkelingsbank').kinds, ['kind:development']);
    assert.deepEqual(read('banca islamica in Italia').kinds, ['kind:islamic']);
    assert.deepEqual(read('kooperatif bankası').kinds, ['kind:cooperative|own:cooperative|own:mutual']);
  });

  it("a question about a bank's history in each language reads in English", () => {
    const questions: [string, string[]][] = [
      ['Bank die den Fußballverein sponsert', ['football', 'sponsors']],
      ['älteste Bank Deutschlands, gegründet 1472', ['oldest', 'founded']],
      [
        'la plus ancienne banque de France fondée en 1818, nationalisée puis privatisée',
        ['oldest', 'founded', 'nationalised', 'privatised'],
      ],
      [
        'banco más antiguo de España fundado en 1857 que patrocina un club de fútbol',
        ['oldest', 'founded', 'sponsors', 'football'],
      ],
      [
        'banco mais antigo do Brasil fundado em 1808, controlado pelo governo',
        ['oldest', 'founded', 'owned', 'government'],
      ],
      ["la banca più antica d'Italia fondata nel 1472", ['oldest', 'founded']],
      ['oudste bank van Nederland opgericht in 1720 en gered door de staat', ['oldest', 'founded', 'rescued', 'state']],
      ['najstarszy bank w Polsce założony w 1919 roku', ['oldest', 'founded', 'year']],
      ['1924 yılında kurulan banka', ['founded', 'year']],
      ['bank tertua di Indonesia didirikan tahun 1895', ['oldest', 'founded', 'year']],
    ];
    for (const [query, words] of questions) {
      const { english } = read(query);
      for (const word of words) assert.match(english, new RegExp(`\\b${word}\\b`), `${query}: ${english}`);
    }
  });

  it("a question about a bank's owners or customers in each language reads in English", () => {
    const questions: [string, string][] = [
      ['Bank für Rentner und Freiberufler', 'bank for pensioners and freelancers'],
      ['banque pour retraités et étrangers', 'bank for pensioners and foreigners'],
      ['banco para jubilados y autónomos', 'bank for pensioners and self-employed'],
      ['banco para aposentados e microempreendedores', 'bank for pensioners and entrepreneurs'],
      ['banca per pensionati e piccola impresa', 'bank for pensioners and small business'],
      ['bank dla emerytów i rolników bez opłat', 'pensioners'],
      ['emekliler için temassız kart', 'pensioners for contactless card'],
      ['bank untuk pensiunan dan nelayan', 'bank for pensioners and fishermen'],
      ['bank voor gepensioneerden', 'bank for pensioners'],
    ];
    for (const [query, english] of questions) assert.ok(read(query).english.includes(english), query);
    assert.match(
      read('banca controllata da una fondazione, società controllata di un gruppo bancario').english,
      /controlled .*subsidiary of .*banking group/,
    );
    assert.match(read('Tochtergesellschaft eines Konzerns mit Aktionären').english, /subsidiary .*shareholders/);
  });

  it('no word of a table is its own English reading or an English stop word', () => {
    for (const table of OTHER_LANGUAGES)
      for (const [text, english] of Object.entries(table.words ?? {})) {
        const words = wordsOf(text).join(' ');
        assert.notEqual(words, wordsOf(english).join(' '), `${table.language} "${text}" is its own English`);
        assert.ok(!STOP_WORDS.includes(words), `${table.language} "${text}" is an English stop word`);
      }
  });

  it('every language table reads products and sizes', () => {
    for (const table of VOCABULARY.filter(({ language }) => !['en', 'other'].includes(language))) {
      const english = new Set(Object.values(table.words ?? {}).flatMap((text) => text.split(' ')));
      for (const word of ['account', 'card', 'mortgage', 'loan', 'savings', 'largest', 'founded', 'history'])
        assert.ok(english.has(word), `${table.language} reads "${word}"`);
      assert.ok(Object.keys(table.kinds).includes(SIZE), `${table.language} asks for the largest banks`);
    }
  });

  it('every language table, English too, names every country that has banks in the default data set', () => {
    assert.ok(DATA_SET_COUNTRIES.length >= 100, `${DATA_SET_COUNTRIES.length} countries`);
    for (const table of VOCABULARY.filter(({ language }) => language !== 'other'))
      for (const code of DATA_SET_COUNTRIES)
        assert.ok(table.countries[code]?.length, `${table.language} names ${code}`);
  });

  it("no country form of a table is one of that table's function words or an English stop word", () => {
    for (const table of OTHER_LANGUAGES) {
      const grammar = new Set(Object.keys(table.grammar ?? {}).map((text) => wordsOf(text).join(' ')));
      for (const [code, forms] of Object.entries(table.countries))
        for (const form of forms) {
          const words = wordsOf(form).join(' ');
          assert.ok(!grammar.has(words), `${table.language} ${code} "${form}" is a function word`);
          assert.ok(!STOP_WORDS.includes(words), `${table.language} ${code} "${form}" is an English stop word`);
        }
    }
  });

  it('reads the case forms of country names and adjectives', () => {
    const cooperative = read('banki spółdzielcze w Brazylii');
    assert.deepEqual(cooperative.countries, ['BR']);
    assert.deepEqual(cooperative.kinds, [COOPERATIVE]);
    assert.deepEqual(read('oddziały banków niemieckich w polskiej stolicy').countries, ['DE', 'PL']);
    const participation = read("Kuveyt'te katılım bankası");
    assert.deepEqual(participation.countries, ['KW']);
    assert.deepEqual(participation.kinds, ['kind:islamic']);
    assert.deepEqual(read('Almanyadaki Türk bankaları').countries, ['DE', 'TR']);
    assert.deepEqual(read('Brezilyalı bankalar').countries, ['BR']);
    assert.deepEqual(read('Filialen brasilianischer Banken in den Niederlanden').countries, ['BR', 'NL']);
    assert.deepEqual(read('Braziliaanse banken').countries, ['BR']);
  });

  it('reads the countries with banks that the tables did not name before, in every language', () => {
    const questions: [string, string][] = [
      ['die größte Bank in Kasachstan', 'KZ'],
      ['banques sénégalaises', 'SN'],
      ['bancos ecuatorianos', 'EC'],
      ['bancos moçambicanos', 'MZ'],
      ['banche slovene', 'SI'],
      ['grootste bank van Oezbekistan', 'UZ'],
      ['banki w Gruzji', 'GE'],
      ["Gürcistan'daki bankalar", 'GE'],
      ['bank terbesar di Selandia Baru', 'NZ'],
    ];
    for (const [query, country] of questions) assert.deepEqual(read(query).countries, [country], query);
  });
});
