import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startWebTestServer, type WebTestServer } from './helpers/web-test-server.ts';

// Search in plain words, over the default data set indexed with the conformance kit's small deterministic embedder.

let server: WebTestServer;
before(async () => {
  server = await startWebTestServer({ semantic: true });
});
after(() => server.close());

describe('the search page', () => {
  test('lists banks with the section of their description that matched, the matching words marked', async () => {
    const response = await fetch(`${server.url}/search?q=${encodeURIComponent('a bank with low fees for students')}`);
    const html = await response.text();
    assert.equal(response.status, 200);
    const results = html.match(/<li><h3><a href="\/banks\/[^"]+">/g) ?? [];
    assert.ok(results.length > 0, 'some banks match');
    assert.match(html, /<mark>(fees?|students?|low)<\/mark>/i);
    assert.doesNotMatch(html, /<mark>(a|with|for)<\/mark>/i, 'stop words are not marked');
  });

  test('an empty query shows the search form alone; a query too long for the index answers 400 beside the field', async () => {
    const empty = await fetch(`${server.url}/search`);
    assert.equal(empty.status, 200);
    assert.match(await empty.text(), /<input id="search-q" type="search" name="q" value="">/);
    const long = await fetch(`${server.url}/search?q=${'word '.repeat(300)}`);
    assert.equal(long.status, 400);
    assert.match(await long.text(), /<p class="problem" id="search-q-problem">/);
  });
});
