import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  csv,
  jsonLines,
  markdownFolderFiles,
  readBanksText,
  readMarkdownText,
  type StoredBank,
} from '../src/transfer/index.ts';

// @bankdir/core/transfer reads every format from text (an uploaded body, a file the browser read) as from a path,
// each problem with its line, and writes what it reads.

const bank: StoredBank = {
  id: 'bank_de_farm-bank',
  country: 'DE',
  name: 'Farm Bank',
  url: 'https://farmbank.example',
  alternativeHostnames: ['farmbank.example.org'],
  stocks: [{ market: 'XETRA', symbol: 'FRM', primary: true }],
  kinds: ['retail'],
  ownership: [],
  alsoKnownAs: [],
  formerNames: [],
  description: 'A bank for farmers.',
};

describe('reading banks from text', () => {
  it('reads JSON Lines, CSV and a JSON array as written, naming the source as given', () => {
    for (const [format, text] of [
      ['jsonl', jsonLines([bank])],
      ['csv', csv([bank])],
      ['json', JSON.stringify([bank])],
    ] as const) {
      const read = readBanksText(text, format, 'upload');
      assert.deepEqual(read.problems, [], format);
      assert.equal(read.rows.length, 1, format);
      assert.equal(read.rows[0]!.file, 'upload');
      assert.equal(read.rows[0]!.fields.name, 'Farm Bank', format);
    }
  });

  it("keeps a bank's size in its country through every format, and leaves it out when unset", () => {
    const largest: StoredBank = { ...bank, size: 'largest' };
    for (const [format, text] of [
      ['jsonl', jsonLines([largest, bank])],
      ['csv', csv([largest, bank])],
    ] as const) {
      const read = readBanksText(text, format, 'upload');
      assert.deepEqual(read.problems, [], format);
      assert.equal(read.rows[0]!.fields.size, 'largest', format);
      assert.equal(read.rows[1]!.fields.size, undefined, format);
    }
    assert.match(
      markdownFolderFiles([largest])
        .map((file) => file.text)
        .join(''),
      /^size: largest$/m,
    );
  });

  it('takes bytes as well as a string', () => {
    const read = readBanksText(new TextEncoder().encode(jsonLines([bank])), 'jsonl', 'upload');
    assert.equal(read.rows[0]!.fields.url, 'https://farmbank.example');
  });

  it('names the line of each problem: a JSON Lines line, a CSV row, a JSON array item', () => {
    assert.deepEqual(
      readBanksText(`${jsonLines([bank])}\n{ broken\n[]\n`, 'jsonl', 'f').problems.map((problem) => problem.line),
      [3, 4],
    );
    assert.deepEqual(
      readBanksText('country,name,url,colour\n', 'csv', 'f').problems.map((problem) => problem.line),
      [1],
    );
    assert.deepEqual(
      readBanksText(JSON.stringify([bank, 7]), 'json', 'f').problems.map((problem) => problem.line),
      [2],
    );
  });

  it('reads a Markdown file from its text, its place giving the country and the id', () => {
    const [file] = markdownFolderFiles([bank]);
    const read = readMarkdownText(file!.text, file!.path);
    assert.deepEqual(read.problems, []);
    assert.equal(read.rows[0]!.idFromPath, 'bank_de_farm-bank');
    assert.equal(read.rows[0]!.fields.country, 'DE');
    assert.equal(read.rows[0]!.fields.description, 'A bank for farmers.');
  });
});
