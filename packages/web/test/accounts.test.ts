import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BrowserSession, fieldValue } from './helpers/browser-session.ts';
import { startWebTestServer, type WebTestServer } from './helpers/web-test-server.ts';

// Sign-up, sign-in, sign-out and the dashboard, over a real server on a real port and a seeded SQLite file.

let server: WebTestServer;
before(async () => {
  server = await startWebTestServer();
});
after(() => server.close());

let emails = 0;
const newEmail = () => `person${++emails}@example.org`;

async function signedUp(): Promise<{ browser: BrowserSession; email: string }> {
  const browser = new BrowserSession(server.url);
  const email = newEmail();
  const answer = await browser.signUpAndIn(email, 'correct horse battery');
  assert.equal(answer.status, 303);
  return { browser, email };
}

describe('the account pages', () => {
  test('sign-up answers 303 to /signin without a session; signing in then sets an HttpOnly, SameSite=Lax cookie and the header names the person', async () => {
    const browser = new BrowserSession(server.url);
    const email = newEmail();
    const answer = await browser.post('/signup', { email, password: 'correct horse battery' }, { csrf: false });
    assert.equal(answer.status, 303);
    assert.equal(answer.headers.get('location'), '/signin?signed-up=1');
    assert.equal(answer.headers.get('set-cookie'), null);
    const signInPage = await browser.get('/signin?signed-up=1');
    assert.match(signInPage.html, /<p class="note" role="status">If this email was new, its free account is ready/);
    const signedIn = await browser.post('/signin', { email, password: 'correct horse battery' }, { csrf: false });
    assert.equal(signedIn.headers.get('location'), '/account');
    const cookie = signedIn.headers.get('set-cookie') ?? '';
    assert.match(cookie, /^bankdir_session=bds_/);
    assert.match(cookie, /httponly/i);
    assert.match(cookie, /samesite=lax/i);
    const account = await browser.get('/account');
    assert.equal(account.status, 200);
    assert.match(account.html, new RegExp(`<a href="/account" class="person">${email}</a>`));
    assert.match(account.html, /<form method="post" action="\/signout"/);
    assert.match(account.html, /FREE/);
  });

  test('a taken email gets the very answer a new one gets, and its account keeps its password', async () => {
    const email = newEmail();
    const post = (password: string) =>
      new BrowserSession(server.url).post('/signup', { email, password }, { csrf: false });
    const answers = [await post('correct horse battery'), await post('another passphrase')];
    const [fresh, taken] = answers.map((answer) => ({
      status: answer.status,
      location: answer.headers.get('location'),
      setCookie: answer.headers.get('set-cookie'),
      body: answer.html,
    }));
    assert.deepEqual(taken, fresh);
    assert.deepEqual([fresh?.status, fresh?.setCookie], [303, null]);
    const signIn = (password: string) =>
      new BrowserSession(server.url).post('/signin', { email, password }, { csrf: false });
    assert.equal((await signIn('correct horse battery')).status, 303, 'the password chosen first signs in');
    assert.equal((await signIn('another passphrase')).status, 401, 'the taken-email sign-up changed nothing');
  });

  test('a bad sign-up shows the form again (400) with each problem beside its field, and never the password', async () => {
    const browser = new BrowserSession(server.url);
    const answer = await browser.post('/signup', { email: 'not an email', password: 'short' }, { csrf: false });
    assert.equal(answer.status, 400);
    assert.match(answer.html, /id="field-email"[^>]* aria-invalid="true" aria-describedby="field-email-problem"/);
    assert.match(answer.html, /<p class="problem" id="field-email-problem">/);
    assert.match(answer.html, /<p class="problem" id="field-password-problem">/);
    assert.match(answer.html, /value="not an email"/);
    assert.doesNotMatch(answer.html, /value="short"/);
    assert.equal(browser.cookie, undefined);
  });

  test('a sign-up posted from another site is refused (403)', async () => {
    const answer = await fetch(`${server.url}/signup`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ email: newEmail(), password: 'correct horse battery' }),
    });
    assert.equal(answer.status, 403);
    assert.equal(answer.headers.get('set-cookie'), null);
  });

  test('sign-in with an unknown email and with a wrong password answer the same page (401)', async () => {
    const { email } = await signedUp();
    const unknown = await new BrowserSession(server.url).post(
      '/signin',
      { email: 'nobody@example.org', password: 'whatever password' },
      { csrf: false },
    );
    const wrong = await new BrowserSession(server.url).post(
      '/signin',
      { email, password: 'whatever password' },
      { csrf: false },
    );
    assert.equal(unknown.status, 401);
    assert.equal(wrong.status, 401);
    const alert = (page: string) => /<div class="alert" role="alert">.*?<\/div>/.exec(page)?.[0];
    assert.ok(alert(unknown.html));
    assert.equal(alert(unknown.html), alert(wrong.html));
  });

  test('sign-out ends the session, and sign-in starts a new one', async () => {
    const { browser, email } = await signedUp();
    const out = await browser.post('/signout', {});
    assert.equal(out.status, 303);
    assert.equal(browser.cookie, undefined);
    assert.equal((await browser.get('/account')).status, 303);
    const back = await browser.post('/signin', { email, password: 'correct horse battery' }, { csrf: false });
    assert.equal(back.status, 303);
    assert.equal((await browser.get('/account')).status, 200);
  });

  test('a form without the CSRF token is refused (403) and changes nothing', async () => {
    const { browser } = await signedUp();
    const answer = await browser.post('/account/keys', {}, { csrf: false });
    assert.equal(answer.status, 403);
    assert.match((await browser.get('/account')).html, /No key yet/);
  });

  test('a new API key is shown once, works against /v1, and is refused there once revoked', async () => {
    const { browser } = await signedUp();
    const created = await browser.post('/account/keys', {});
    assert.equal(created.status, 201);
    assert.equal(created.headers.get('cache-control'), 'no-store');
    const key = /<code id="new-key">([^<]+)<\/code>/.exec(created.html)?.[1] ?? '';
    assert.ok(key.startsWith('bdk_live_'));
    const v1 = (k: string) => fetch(`${server.url}/v1/countries`, { headers: { authorization: `Bearer ${k}` } });
    assert.equal((await v1(key)).status, 200);
    const dashboard = await browser.get('/account');
    assert.doesNotMatch(dashboard.html, new RegExp(key));
    const revoke = /action="(\/account\/keys\/[^"]+\/revoke)"/.exec(dashboard.html)?.[1];
    assert.ok(revoke);
    assert.equal((await browser.post(revoke, {})).status, 303);
    assert.equal((await v1(key)).status, 401);
  });

  test('changing the password needs the current one (400 beside it), then signs in with the new one', async () => {
    const { browser, email } = await signedUp();
    const wrong = await browser.post('/account/password', {
      currentPassword: 'not the password',
      newPassword: 'a brand new password',
    });
    assert.equal(wrong.status, 400);
    assert.match(wrong.html, /id="field-currentPassword-problem"|role="alert"/);
    const right = await browser.post('/account/password', {
      currentPassword: 'correct horse battery',
      newPassword: 'a brand new password',
    });
    assert.equal(right.status, 303);
    const again = await new BrowserSession(server.url).post(
      '/signin',
      { email, password: 'a brand new password' },
      { csrf: false },
    );
    assert.equal(again.status, 303);
  });

  test('the browser API never takes the session cookie: /v1 asks for a key', async () => {
    const { browser } = await signedUp();
    const answer = await fetch(`${server.url}/v1/world`, { headers: { cookie: browser.cookie ?? '' } });
    assert.equal(answer.status, 401);
    assert.equal(fieldValue('<input name="x" value="y">', 'x'), 'y');
  });
});
