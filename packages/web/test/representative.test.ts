import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type BrowserSession, signedUpPerson } from './helpers/browser-session.ts';
import { startWithTopBank, type WebTestServer } from './helpers/web-test-server.ts';

// A bank's representative manages its products in the browser, under the API's lifecycle.

let server: WebTestServer;
let bankId: string;
before(async () => {
  ({ server, bankId } = await startWithTopBank());
});
after(() => server.close());

async function signedUp(): Promise<{ browser: BrowserSession; accountId: string }> {
  const { browser } = await signedUpPerson(server.url, 'rep');
  const accountId = /<dt>Account<\/dt><dd><code>(acct_[^<]+)<\/code>/.exec((await browser.get('/account')).html)?.[1];
  assert.ok(accountId);
  return { browser, accountId };
}

const product = {
  category: 'ACCOUNT',
  type: 'SAVINGS_ACCOUNT',
  name: 'Web Saver Plus',
  currency: 'usd',
  rateType: 'APY',
  ratePercent: '4.25',
  status: 'DRAFT',
};

describe("a bank's representative", () => {
  test('a person who does not represent the bank is refused its product pages (403); a visitor is sent to sign in', async () => {
    const { browser } = await signedUp();
    assert.equal((await browser.get(`/banks/${bankId}/products`)).status, 403);
    assert.equal((await browser.post(`/banks/${bankId}/products`, product)).status, 403);
    const visitor = await fetch(`${server.url}/banks/${bankId}/products`, { redirect: 'manual' });
    assert.equal(visitor.status, 303);
    assert.equal(visitor.headers.get('location'), '/signin');
    const page = await browser.get(`/banks/${bankId}`);
    assert.match(page.html, /Apply to represent/);
  });

  test('applies from the bank page with a note: an empty note is refused beside its field (400), a good one waits for the operator', async () => {
    const { browser, accountId } = await signedUp();
    const refused = await browser.post(`/banks/${bankId}/represent`, { note: '' });
    assert.equal(refused.status, 400);
    assert.match(refused.html, /id="field-note" name="note" aria-invalid="true"/);
    const sent = await browser.post(`/banks/${bankId}/represent`, { note: 'I run the product team.' });
    assert.equal(sent.status, 303);
    assert.match((await browser.get(`/banks/${bankId}`)).html, /waits for the directory's operator/);
    const { data } = await server.directory.admin.listApplications({ status: 'PENDING', bankId });
    assert.ok(
      data.some((application) => application.accountId === accountId && application.note === 'I run the product team.'),
    );
  });

  test('once approved, creates a draft (not public), publishes it (on the bank page), edits, archives and deletes it', async () => {
    const { browser, accountId } = await signedUp();
    assert.equal((await browser.post(`/banks/${bankId}/represent`, { note: 'Product owner.' })).status, 303);
    const { data } = await server.directory.admin.listApplications({ status: 'PENDING', bankId });
    await server.directory.admin.approveApplication(
      data.find((application) => application.accountId === accountId)!.id,
    );
    assert.match((await browser.get(`/banks/${bankId}`)).html, /You represent .*Manage its products/);

    const created = await browser.post(`/banks/${bankId}/products`, product);
    assert.equal(created.status, 303, /class="(?:problem|alert)"[^>]*>(.*?)<\/(?:p|div)>/s.exec(created.html)?.[1]);
    const managed = await browser.get(`/banks/${bankId}/products`);
    assert.equal(managed.status, 200);
    assert.match(managed.html, /Web Saver Plus<\/a><\/td><td>Account<\/td><td>[^<]*<\/td><td>Draft<\/td>/);
    assert.doesNotMatch(await fetch(`${server.url}/banks/${bankId}`).then((r) => r.text()), /Web Saver Plus/);

    const productPath = /<a href="(\/banks\/[^"]+\/products\/[^"]+)">Web Saver Plus<\/a>/.exec(managed.html)?.[1];
    assert.ok(productPath);
    assert.equal((await browser.post(`${productPath}/status?status=PUBLISHED`, {})).status, 303);
    assert.match(await fetch(`${server.url}/banks/${bankId}`).then((r) => r.text()), /Web Saver Plus/);

    const edit = await browser.get(productPath);
    assert.equal(edit.status, 200);
    assert.match(edit.html, /<input id="field-name" name="name" type="text" value="Web Saver Plus">/);
    assert.equal(
      (await browser.post(productPath, { ...product, name: 'Web Saver Max', status: 'PUBLISHED' })).status,
      303,
    );
    assert.match(await fetch(`${server.url}/banks/${bankId}`).then((r) => r.text()), /Web Saver Max/);

    assert.equal((await browser.post(`${productPath}/status?status=ARCHIVED`, {})).status, 303);
    assert.doesNotMatch(await fetch(`${server.url}/banks/${bankId}`).then((r) => r.text()), /Web Saver Max/);
    assert.equal((await browser.post(`${productPath}/delete`, {})).status, 303);
    assert.doesNotMatch((await browser.get(`/banks/${bankId}/products`)).html, /Web Saver Max/);
    assert.equal((await browser.get(productPath)).status, 404);
  });

  test('rate types read as people write them (APY, Intro APR, never "Apr"), in the form and on the bank page', async () => {
    const { browser, accountId } = await signedUp();
    await server.directory.admin.approveRepresentative(accountId, bankId);
    const form = (await browser.get(`/banks/${bankId}/products`)).html;
    assert.match(form, /<option value="APY">APY<\/option>/);
    assert.match(form, /<option value="INTRO_APR">Intro APR<\/option>/);
    assert.doesNotMatch(form, />Apr</);
    const card = { category: 'CARD', type: 'CREDIT_CARD', name: 'Intro Rate Card', rateType: 'INTRO_APR' };
    assert.equal((await browser.post(`/banks/${bankId}/products`, { ...card, status: 'PUBLISHED' })).status, 303);
    const bankPage = await fetch(`${server.url}/banks/${bankId}`).then((r) => r.text());
    assert.match(bankPage, /Intro Rate Card.*?<span class="muted">Intro APR<\/span>/s);
  });

  test('a product with problems shows the form again (400) with each problem beside its field', async () => {
    const { browser, accountId } = await signedUp();
    await server.directory.admin.approveRepresentative(accountId, bankId);
    const answer = await browser.post(`/banks/${bankId}/products`, { ...product, name: 'x', ratePercent: 'lots' });
    assert.equal(answer.status, 400);
    assert.match(answer.html, /<p class="problem" id="field-name-problem">/);
    assert.match(answer.html, /<p class="problem" id="field-ratePercent-problem">/);
    assert.match(answer.html, /value="lots"/);
  });
});
