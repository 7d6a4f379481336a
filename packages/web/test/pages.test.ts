import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { apiKeysPlugin } from '@bankdir/auth-api-keys';
import { createServer, type RunningServer, silentLogger, startServer } from '@bankdir/server';
import { assetPaths, linkHref, nonceOf, scriptTags, titleOf } from './helpers/html-checks.ts';
import { startWebTestServer, type WebTestServer } from './helpers/web-test-server.ts';

// The public pages over a real SQLite file seeded with the default data set, on a real port.

let server: WebTestServer;
let bankId: string;
let storyId: string;
before(async () => {
  server = await startWebTestServer();
  bankId = (await server.directory.banks.list({ sortBy: 'rank', limit: 1 })).data[0]!.id;
  storyId = (await server.directory.stories.list({ limit: 1 })).data[0]!.id;
});
after(() => server.close());

async function get(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(server.url + path);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The public pages, each with a fragment of its title. */
const pages = (): [string, RegExp][] => [
  ['/', /open directory/],
  ['/banks', /^Banks/],
  [`/banks/${bankId}`, /\(/],
  ['/countries', /^Countries/],
  ['/countries/de', /Germany/],
  ['/products', /Compare bank products/],
  ['/search', /Search banks/],
  ['/search?q=low%20fees', /low fees/],
  ['/stories', /^Stories/],
  [`/stories/${storyId}`, /A story about/],
];

describe('the public pages', () => {
  test('each page answers 200 as HTML with its title, description and canonical link', async () => {
    for (const [path, title] of pages()) {
      const page = await get(path);
      assert.equal(page.status, 200, path);
      assert.match(page.headers.get('content-type') ?? '', /^text\/html/, path);
      assert.match(titleOf(page.html) ?? '', title, path);
      assert.match(titleOf(page.html) ?? '', / · bankdir$/, path);
      assert.match(page.html, /<meta name="description" content="[^"]{20,}">/, path);
      assert.equal(linkHref(page.html, 'canonical'), server.url + path.replace('%20', '+'), path);
    }
  });

  test('lists link the next page with rel="next", and the next page links back with rel="prev"', async () => {
    for (const path of ['/banks', '/countries', '/countries/us', '/products', '/stories']) {
      const first = await get(path);
      const next = linkHref(first.html, 'next');
      assert.ok(next, `${path} has a next page`);
      assert.equal(linkHref(first.html, 'prev'), undefined, `${path} is the first page`);
      assert.match(next, /starting_after=/);
      assert.match(first.html, /<a rel="next" href="/);
      const second = await get(next);
      assert.equal(second.status, 200, next);
      const previous = linkHref(second.html, 'prev');
      assert.ok(previous, `${next} links back`);
      assert.match(previous, /ending_before=/);
      assert.equal((await get(previous)).status, 200, previous);
    }
  });

  test('filters are GET forms whose every field has a label, and keep the filters in the paging links', async () => {
    const page = await get('/banks?countryCode=us&sortBy=overall_score');
    assert.equal(page.status, 200);
    assert.match(page.html, /<form class="filters" method="get" action="\/banks"/);
    for (const match of page.html.matchAll(/<(?:input|select)[^>]* id="([^"]+)"/g))
      assert.match(page.html, new RegExp(`<label for="${match[1]}">`), `field ${match[1]} has a label`);
    const next = linkHref(page.html, 'next') ?? '';
    assert.match(next, /countryCode=us/);
    assert.match(next, /sortBy=overall_score/);
  });

  test('the bank page shows the fifteen scores as bars, products by category, stories and schema.org data', async () => {
    const page = await get(`/banks/${bankId}`);
    assert.equal(page.html.match(/<meter /g)?.length, 15);
    assert.match(page.html, /<h2 id="products">Products<\/h2>/);
    assert.match(page.html, /<h2 id="stocks">Stock listings<\/h2>/);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(page.html)?.[1];
    assert.ok(jsonLd);
    assert.equal(JSON.parse(jsonLd)['@type'], 'BankOrCreditUnion');
  });

  test('search without an embedding model says so and lists banks by name instead, never a 500', async () => {
    const page = await get('/search?q=deutsche');
    assert.equal(page.status, 200);
    assert.match(page.html, /not available on this server: it has no embedding model/);
    assert.match(page.html, /<mark>Deutsche<\/mark>/);
  });
});

describe('pages with a problem', () => {
  test('a bad filter value answers 400 with the form and the message beside its field', async () => {
    for (const [path, field] of [
      ['/products?minRatePercent=abc', 'minRatePercent'],
      ['/banks?countryCode=D1', 'countryCode'],
      ['/stories?tags=NOPE', 'tags'],
    ] as const) {
      const page = await get(path);
      assert.equal(page.status, 400, path);
      assert.match(page.headers.get('content-type') ?? '', /^text\/html/, path);
      assert.match(page.html, /<form class="filters" method="get"/, path);
      assert.match(
        page.html,
        new RegExp(`id="field-${field}"[^>]*aria-invalid="true" aria-describedby="field-${field}-problem"`),
        path,
      );
      assert.match(page.html, new RegExp(`<p class="problem" id="field-${field}-problem">[^<]+</p>`), path);
    }
  });

  test('the field shows the wrong value again, and its problem in the words of the form', async () => {
    const page = await get('/products?minRatePercent=abc');
    assert.match(page.html, /id="field-minRatePercent"[^>]* value="abc"/);
    assert.match(page.html, /<p class="problem" id="field-minRatePercent-problem">Rate from \(%\) must be /);
  });

  test('a cursor that names no item shows the form again with the problem, not an error page', async () => {
    const page = await get('/banks?starting_after=bank_doesnotexist');
    assert.equal(page.status, 400);
    assert.match(page.html, /<div class="alert" role="alert">/);
  });

  test('an unknown page, bank, country or story is a 404 page; unknown API paths keep their JSON 404', async () => {
    for (const path of [
      '/no-such-page',
      '/banks/bank_doesnotexist',
      '/countries/zz',
      '/stories/story_nope',
      '/assets/x.css',
    ]) {
      const page = await get(path);
      assert.equal(page.status, 404, path);
      assert.match(page.headers.get('content-type') ?? '', /^text\/html/, path);
      assert.match(titleOf(page.html) ?? '', /Page not found/, path);
    }
    const api = await get('/v1/no-such-route');
    assert.equal(api.status, 404);
    assert.match(api.headers.get('content-type') ?? '', /^application\/json/);
  });
});

describe('what the pages load and allow', () => {
  test('every answer has a Content-Security-Policy whose nonce every script carries, and no inline style', async () => {
    for (const [path] of [...pages(), ['/no-such-page'], ['/products?minRatePercent=abc']]) {
      const page = await get(path!);
      const policy = page.headers.get('content-security-policy') ?? '';
      assert.match(policy, /script-src 'self' 'nonce-/, path);
      assert.doesNotMatch(policy, /unsafe-inline/, path);
      const nonce = nonceOf(policy);
      for (const tag of scriptTags(page.html)) assert.ok(tag.includes(`nonce="${nonce}"`), `${path}: ${tag}`);
      assert.doesNotMatch(page.html, /\sstyle=|<style/, path);
    }
    const again = await get('/');
    assert.notEqual(
      nonceOf(again.headers.get('content-security-policy') ?? ''),
      nonceOf((await get('/')).headers.get('content-security-policy') ?? ''),
    );
  });

  test('the stylesheet and script are served by this server under hashed names, cached a year, gzipped', async () => {
    const paths = assetPaths((await get('/')).html);
    assert.equal(paths.length, 2);
    for (const path of paths) {
      assert.match(path, /^\/assets\/bankdir-[\w-]{12}\.(css|js)$/);
      const response = await fetch(server.url + path, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(response.status, 200);
      assert.match(response.headers.get('cache-control') ?? '', /max-age=31536000, immutable/);
    }
  });

  test('a page is gzipped for a browser that accepts it, plain for one that does not, with Vary: Accept-Encoding', async () => {
    const path = `/banks/${bankId}`;
    const gzipped = await fetch(server.url + path, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzipped.headers.get('content-encoding'), 'gzip');
    assert.match(gzipped.headers.get('vary') ?? '', /Accept-Encoding/);
    assert.match(await gzipped.text(), /<h1>/);
    const plain = await fetch(server.url + path, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.match(plain.headers.get('vary') ?? '', /Accept-Encoding/);
    assert.match(await plain.text(), /<h1>/);
  });

  test('the one script is a served file that swaps the vote and search regions; the only inline script sets the theme', async () => {
    const page = await get(`/banks/${bankId}`);
    const [script] = assetPaths(page.html).filter((path) => path.endsWith('.js'));
    assert.ok(script);
    const code = await (await fetch(server.url + script)).text();
    for (const part of ['function swapForms', 'function searchAsYouType', 'function themeSwitch'])
      assert.ok(code.includes(part), part);
    assert.match(page.html, /<section aria-labelledby="scores" id="bank-scores" data-swap>/);
    assert.match(page.html, /<div id="bank-stories" data-swap>/);
    assert.match((await get('/search?q=low%20fees')).html, /<div id="search-results" data-status="[^"]+">/);
    const inline = scriptTags(page.html).filter((tag) => !tag.includes(' src=') && !tag.includes('ld+json'));
    assert.equal(inline.length, 1, 'the theme boot script alone');
  });

  test('sitemap.xml lists the pages, countries and banks; robots.txt names it', async () => {
    const sitemap = await get('/sitemap.xml');
    assert.equal(sitemap.status, 200);
    assert.match(sitemap.headers.get('content-type') ?? '', /xml/);
    assert.ok(sitemap.html.includes(`<loc>${server.url}/banks/${bankId}</loc>`));
    assert.ok(sitemap.html.includes(`<loc>${server.url}/countries/de</loc>`));
    const robots = await get('/robots.txt');
    assert.equal(robots.html, `User-agent: *\nAllow: /\nSitemap: ${server.url}/sitemap.xml\n`);
  });
});

/** The most a main page may weigh, gzipped: its HTML, stylesheet and script together. */
const PAGE_WEIGHT_LIMIT = 60 * 1024;

describe('page weight', () => {
  test('each main page weighs under 60 KB gzipped, HTML, CSS and JS together', async () => {
    const weights: Record<string, number> = {};
    for (const [path] of pages()) {
      const html = (await get(path)).html;
      let weight = gzipSync(html).length;
      for (const asset of assetPaths(html)) weight += gzipSync(await (await fetch(server.url + asset)).text()).length;
      weights[path] = weight;
      assert.ok(weight < PAGE_WEIGHT_LIMIT, `${path} weighs ${weight} bytes gzipped`);
    }
    console.log(`page weights, gzipped bytes: ${JSON.stringify(weights)}`);
  });
});

describe('without the web pages (bankdir serve --no-web)', () => {
  let bare: RunningServer;
  before(async () => {
    const app = createServer({ directory: server.directory, plugins: [apiKeysPlugin()], log: silentLogger });
    bare = await startServer(app, { port: 0, host: '127.0.0.1' });
  });
  after(() => bare.close());

  test('/ and the page addresses answer as the API does: a JSON 404', async () => {
    for (const path of ['/', '/banks', '/robots.txt']) {
      const response = await fetch(bare.url + path);
      assert.equal(response.status, 404, path);
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/, path);
      await response.text();
    }
  });
});
