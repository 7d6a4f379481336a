import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Storage } from '../src/driver.ts';
import { createDirectory, DirectoryError } from '../src/index.ts';
import {
  checkPathText,
  isSafeText,
  ListBanksQuerySchema,
  ProductBodySchema,
  parseBody,
  parseQuery,
  SearchQuerySchema,
  StoryBodySchema,
  UNSAFE_TEXT,
  unsafeTextIssues,
} from '../src/query/index.ts';

// The rule for request text: the host's query and body parsers and a library caller's options refuse a NUL, another
// control character or a lone surrogate, at its place (docs/api-contract.md).

function issuesOf(work: () => unknown): { path: unknown[]; message: string }[] {
  try {
    work();
  } catch (error) {
    assert.ok(error instanceof DirectoryError && error.code === 'BAD_REQUEST', String(error));
    return error.issues ?? [];
  }
  assert.fail('expected a 400 BAD_REQUEST');
}

const product = { category: 'ACCOUNT', type: 'SAVINGS_ACCOUNT', name: 'Saver', currency: 'EUR' };

describe('the rule for request text', () => {
  it('refuses a NUL, C0 controls other than tab, line feed and carriage return, and lone surrogates; keeps the rest', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u0008', '\u000b', '\u000c', '\u000e', 'x\u001f', '\ud800', 'a\udfffb'])
      assert.equal(isSafeText(bad), false, JSON.stringify(bad));
    for (const good of ['', 'tab\there', 'lines\r\n', 'DEL \u007f', 'é 中 😀', '\ud83d\ude00'])
      assert.equal(isSafeText(good), true, JSON.stringify(good));
  });

  it('a query value: one issue at ["query", name] with the rule, instead of what the schema says of it', () => {
    assert.deepEqual(
      issuesOf(() => parseQuery(ListBanksQuerySchema, { search: 'ba\u0000nk', limit: '5' })),
      [{ path: ['query', 'search'], message: `search ${UNSAFE_TEXT}` }],
    );
    assert.deepEqual(
      issuesOf(() => parseQuery(SearchQuerySchema, { q: 'a\ud800' })).map((issue) => issue.path),
      [['query', 'q']],
    );
    assert.deepEqual(
      issuesOf(() => parseQuery(ListBanksQuerySchema, { limit: '1\u0000' })).map((issue) => issue.path),
      [['query', 'limit']],
    );
  });

  it('a body string at any depth: the issue at its full path, beside the other problems of the body', () => {
    const issues = issuesOf(() =>
      parseBody(ProductBodySchema, {
        ...product,
        name: 'Sa\u0000ver',
        features: ['ok', 'bad\u001b'],
        attributes: [{ label: 'fine', value: '\udc00' }],
        ratePercent: 'high',
      }),
    );
    assert.deepEqual(issues.map((issue) => issue.path).sort(), [
      ['body', 'attributes', 0, 'value'],
      ['body', 'features', 1],
      ['body', 'name'],
      ['body', 'ratePercent'],
    ]);
    assert.deepEqual(
      issuesOf(() => parseBody(StoryBodySchema, { text: 'Great\u0000' })).map((issue) => issue.path),
      [['body', 'text']],
    );
  });

  it('a body nested ten thousand levels deep is walked without overflowing the stack, the issue at its full path', () => {
    let body: unknown = 'deep\u0000';
    for (let level = 0; level < 10_000; level++) body = { a: body };
    const issues = unsafeTextIssues(body, ['body']);
    assert.equal(issues.length, 1);
    assert.equal(issues[0]?.path.length, 10_001);
    assert.deepEqual(issues[0]?.path.slice(0, 3), ['body', 'a', 'a']);
  });

  it('path values: checkPathText throws a 400 at ["path", name] for each bad one, and passes good ones', () => {
    checkPathText({ bankId: 'bank_us_x', id: 'prod_1' });
    const issues = issuesOf(() => checkPathText({ bankId: 'bank\u0000', id: 'prod\ud800' }));
    assert.deepEqual(
      issues.map((issue) => issue.path),
      [
        ['path', 'bankId'],
        ['path', 'id'],
      ],
    );
  });

  it("the operator's bank writes: a NUL in a bank's name is a 400 at its place before the storage is touched", async () => {
    // A storage that fails the test on any use: the rule must answer first.
    const untouchable = new Proxy({} as Storage, {
      get: (_target, name) => (name === 'then' ? undefined : assert.fail(`the storage was used (${String(name)})`)),
    });
    const directory = createDirectory({ storage: untouchable, warn: () => {} });
    await assert.rejects(directory.admin.createBank({ name: 'Bad\u0000 Bank', countryCode: 'DE' }), (error) => {
      assert.ok(error instanceof DirectoryError && error.code === 'BAD_REQUEST');
      assert.deepEqual(
        error.issues?.map((issue) => issue.path),
        [['name']],
      );
      return true;
    });
    await assert.rejects(directory.admin.updateBank('bank_x', { description: 'x\ud800' }), DirectoryError);
  });

  it("a library caller's options: a NUL in a search is a 400 at the option, before the storage is touched", async () => {
    const untouchable = new Proxy({} as Storage, {
      get: (_target, name) => (name === 'then' ? undefined : assert.fail(`the storage was used (${String(name)})`)),
    });
    const directory = createDirectory({ storage: untouchable, warn: () => {} });
    await assert.rejects(directory.banks.list({ search: 'ba\u0000nk' }), (error) => {
      assert.ok(error instanceof DirectoryError && error.code === 'BAD_REQUEST');
      assert.deepEqual(error.issues, [{ path: ['search'], message: `search ${UNSAFE_TEXT}` }]);
      return true;
    });
  });
});
