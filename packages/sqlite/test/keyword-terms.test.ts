import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { indexTerms, keywordIndexText, queryWords } from '@bankdir/core/driver';
import Database from 'better-sqlite3';

// Core's indexTerms stands in for FTS5's tokenizer on engines without FTS5 (PostgreSQL), so both engines must index a
// text under the same terms, or bm25 differs between them. Checked on every bank file of the default data set (front
// matter and description), which has Latin, Greek, Cyrillic, Arabic and Bengali names.

const DATA_BANKS = join(import.meta.dirname, '..', '..', '..', 'data', 'banks');

test("indexTerms makes exactly the terms FTS5's 'porter unicode61 remove_diacritics 2' makes of the text keywordIndexText gives it, for every text of the default data set", () => {
  const db = new Database(':memory:');
  db.exec(`create virtual table k using fts5(t, tokenize = 'porter unicode61 remove_diacritics 2');
    create virtual table v using fts5vocab(k, 'instance');`);
  const texts = new Set<string>([
    'Ελληνική ΤΡΆΠΕΖΑ Πειραιώς',
    'Сбербанк Россий',
    'অগ্রণী ব্যাংক',
    'بنك الجزائر',
    'Crédit Agricole',
    'Sabancı Holding, Łódź, Nørresundby, Straße, ÆRØ, İş Bankası',
  ]);
  for (const country of readdirSync(DATA_BANKS))
    for (const file of readdirSync(join(DATA_BANKS, country)))
      texts.add(readFileSync(join(DATA_BANKS, country, file), 'utf8'));
  const list = [...texts];
  const insert = db.prepare('insert into k(rowid, t) values (?, ?)');
  for (const [index, text] of list.entries()) insert.run(index + 1, keywordIndexText(text));
  const fts = new Map<number, string[]>();
  for (const { doc, term } of db.prepare('select doc, term from v order by doc, offset').all() as {
    doc: number;
    term: string;
  }[])
    fts.set(doc, [...(fts.get(doc) ?? []), term]);
  const differing = list.filter((text, index) => (fts.get(index + 1) ?? []).join(' ') !== indexTerms(text).join(' '));
  db.close();
  assert.deepEqual(differing, []);
});

test('letters FTS5 leaves alone (ı, ł, ø, ß, æ) are indexed and looked up as plain letters, so either spelling finds the other', () => {
  assert.deepEqual(
    indexTerms('Sabancı Łódź Nørresundby Straße Ærø'),
    indexTerms('Sabanci Lodz Norresundby Strasse Aero'),
  );
  assert.deepEqual(queryWords('sabancı'), ['sabanci']);
  assert.equal(keywordIndexText('Sabancı Holding'), 'Sabanci Holding');
});
