import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { excerpt, splitSections } from '../src/driver.ts';

describe('splitSections', () => {
  it('splits at headings and titles leading text with the bank name', () => {
    const sections = splitSections(
      'Example Bank',
      'A short intro.\n\n## Overview\nFirst.\n\n### Digital banking\nSecond line.\nThird line.\n',
    );
    assert.deepEqual(sections, [
      { title: 'Example Bank', text: 'A short intro.' },
      { title: 'Overview', text: 'First.' },
      { title: 'Digital banking', text: 'Second line.\nThird line.' },
    ]);
  });
  it('drops empty sections and ignores # inside code fences', () => {
    const sections = splitSections('B', '## Empty\n\n## Code\n```\n# not a heading\n```\n');
    assert.deepEqual(sections, [{ title: 'Code', text: '```\n# not a heading\n```' }]);
  });
});

describe('excerpt', () => {
  it('keeps short text and cuts long text to at most 500 characters at a word', () => {
    assert.equal(excerpt('short'), 'short');
    const cut = excerpt('word '.repeat(200));
    assert.ok(cut.length <= 500);
    assert.ok(cut.endsWith('…'));
  });
});
