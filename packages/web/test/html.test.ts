import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { outsideHref } from '../src/addresses.ts';
import { robotsTxt } from '../src/crawlers.ts';
import { html, jsonForScript } from '../src/html.ts';
import { markWords } from '../src/mark-words.ts';
import { siteOf } from '../src/site.ts';

describe('html templates', () => {
  test('escape every value put in them, in text and in attributes', () => {
    const name = '<script>alert("x")</script> & \'co\'';
    assert.equal(
      html`<a title="${name}">${name}</a>`.text,
      '<a title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</a>',
    );
  });

  test('keep nested fragments and lists of them as HTML, and leave out null, undefined and booleans', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    assert.equal(html`<ul>${items}${null}${undefined}${false}</ul>`.text, '<ul><li>a&lt;b</li><li>c</li></ul>');
  });

  test('JSON for a script block cannot close the element', () => {
    assert.equal(jsonForScript({ name: '</script><b>' }).text, '{"name":"\\u003c/script>\\u003cb>"}');
  });
});

describe('outside links', () => {
  test('only http and https addresses become links', () => {
    assert.equal(outsideHref('https://bank.example/'), 'https://bank.example/');
    assert.equal(outsideHref('javascript:alert(1)'), undefined);
    assert.equal(outsideHref('not a url'), undefined);
    assert.equal(outsideHref(null), undefined);
  });
});

describe('marked search words', () => {
  test('marks the words of the query, whatever their case, accents or ending, and no stop word', () => {
    assert.equal(
      markWords('Low fees for Students at the Bänk', 'a bank with low fee for students').text,
      '<mark>Low</mark> <mark>fees</mark> for <mark>Students</mark> at the <mark>Bänk</mark>',
    );
  });

  test('escapes the text it marks', () => {
    assert.equal(markWords('<b>fees</b>', 'fees').text, '&lt;b&gt;<mark>fees</mark>&lt;/b&gt;');
  });
});

describe('robots.txt and the options', () => {
  const origin = 'https://banks.example.org';
  test('allows every crawler and names the sitemap by default', () => {
    assert.equal(robotsTxt(siteOf({}), origin), `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
  });

  test("keeps every crawler out, serves the operator's text, or serves none, as configured", () => {
    assert.equal(robotsTxt(siteOf({ robots: 'disallow' }), origin), 'User-agent: *\nDisallow: /\n');
    assert.equal(
      robotsTxt(siteOf({ robots: 'User-agent: *\nDisallow: /search' }), origin),
      'User-agent: *\nDisallow: /search\n',
    );
    assert.equal(robotsTxt(siteOf({ robots: false }), origin), undefined);
    assert.equal(robotsTxt(siteOf({ sitemap: false }), origin), 'User-agent: *\nAllow: /\n');
  });

  test('refuses a public address that is not http(s)', () => {
    assert.throws(() => siteOf({ publicUrl: 'banks.example.org' }), /publicUrl must be an http\(s\) address/);
    assert.equal(siteOf({ publicUrl: 'https://banks.example.org/' }).publicUrl, 'https://banks.example.org');
  });
});
