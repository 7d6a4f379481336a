import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BANK_FIELD_NAMES } from '../src/console/bank-form-fields.ts';
import { BrowserSession } from './helpers/browser-session.ts';
import { consolePages } from './helpers/console-pages.ts';
import { startWebTestServer, type WebTestServer } from './helpers/web-test-server.ts';

// The operator's console under /admin: who reaches it, its forms' problems, and each action in the audit trail.

let server: WebTestServer;
let bankId: string;
let storyId: string;
let productId: string;
let operator: { browser: BrowserSession; accountId: string };
let member: { browser: BrowserSession; accountId: string };

let people = 0;
async function signedUp(): Promise<{ browser: BrowserSession; accountId: string }> {
  const browser = new BrowserSession(server.url);
  await browser.signUpAndIn(`person${++people}@example.org`, 'correct horse battery');
  const accountId = /<dt>Account<\/dt><dd><code>(acct_[^<]+)<\/code>/.exec((await browser.get('/account')).html)?.[1];
  assert.ok(accountId);
  return { browser, accountId };
}

/** The audit trail's latest entry of this action. */
async function latestEntry(action: string) {
  return (await server.directory.admin.audit.list({ action, limit: 1 })).data[0];
}

before(async () => {
  server = await startWebTestServer();
  bankId = (await server.directory.banks.list({ sortBy: 'rank', limit: 1 })).data[0]!.id;
  storyId = (await server.directory.stories.list({ sortBy: 'createdAt', sortOrder: 'desc', limit: 1 })).data[0]!.id;
  productId = (await server.directory.products.listAll({ limit: 1 })).data[0]!.id;
  operator = await signedUp();
  await server.makeOperator(operator.accountId);
  member = await signedUp();
});
after(() => server.close());

/** Posts a file as a browser's file input does (multipart/form-data), with the session's CSRF token. */
async function upload(
  browser: BrowserSession,
  filename: string,
  text: string,
  fields: Record<string, string> = {},
  signedIn = true,
) {
  const body = new FormData();
  if (signedIn) body.set('_csrf', await browser.csrfToken());
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('file', new Blob([text], { type: 'application/octet-stream' }), filename);
  const response = await fetch(`${server.url}/admin/import`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: browser.cookie ?? '', 'sec-fetch-site': 'same-origin' },
    body,
  });
  return { status: response.status, html: await response.text() };
}

describe('the console', () => {
  test('sends a visitor to sign in (303 /signin), refuses a member (403 page) and opens to an operator (200), on every page', async () => {
    for (const path of await consolePages(server.directory, member.accountId)) {
      const visitor = await fetch(server.url + path, { redirect: 'manual' });
      assert.equal(visitor.status, 303, path);
      assert.equal(visitor.headers.get('location'), '/signin', path);
      const refused = await member.browser.get(path);
      assert.equal(refused.status, 403, path);
      assert.match(refused.html, /<h1>Not allowed<\/h1>/, path);
      const shown = await operator.browser.get(path);
      if (path.startsWith('/admin/export.')) continue;
      assert.equal(shown.status, 200, path);
      assert.match(shown.html, /<nav class="console" aria-label="Console">/, path);
      assert.match(shown.html, /<meta name="robots" content="noindex">/, path);
    }
  });

  test("refuses a member's form (403) and changes nothing; a form without the CSRF token is refused", async () => {
    const refused = await member.browser.post(`/admin/stories/${storyId}/hide`, { reason: 'spam' });
    assert.equal(refused.status, 403);
    assert.equal((await server.directory.storage.stories.get(storyId))?.hidden, false);
    const forged = await operator.browser.post(`/admin/stories/${storyId}/hide`, { reason: 'spam' }, { csrf: false });
    assert.equal(forged.status, 403);
    assert.equal((await server.directory.storage.stories.get(storyId))?.hidden, false);
  });

  test('links to the console from the header for an operator only', async () => {
    assert.match((await operator.browser.get('/banks')).html, /<a href="\/admin">Console<\/a>/);
    assert.doesNotMatch((await member.browser.get('/banks')).html, /href="\/admin"/);
    assert.doesNotMatch(await fetch(`${server.url}/banks`).then((r) => r.text()), /href="\/admin"/);
  });

  test("shows a bank's every field; a wrong website and an empty name come back beside their fields (400)", async () => {
    const form = await operator.browser.get(`/admin/banks/${bankId}`);
    for (const name of BANK_FIELD_NAMES) assert.match(form.html, new RegExp(`<label for="field-${name}">`), name);
    const answer = await operator.browser.post(`/admin/banks/${bankId}`, {
      name: '',
      countryCode: 'US',
      url: 'not a website',
      intent: 'save',
    });
    assert.equal(answer.status, 400);
    assert.match(answer.html, /id="field-name" name="name" aria-invalid="true"/);
    assert.match(answer.html, /id="field-url" name="url" aria-invalid="true"/);
    assert.match(answer.html, /value="not a website"/);
  });

  test('previews a description as the bank page renders it, without saving it', async () => {
    const before = (await server.directory.banks.get(bankId)).data.description;
    const answer = await operator.browser.post(`/admin/banks/${bankId}`, {
      name: 'Preview Bank',
      countryCode: 'US',
      url: 'https://preview.example',
      description: '# History\n\nFounded by *farmers*.',
      intent: 'preview',
    });
    assert.equal(answer.status, 200);
    assert.match(
      answer.html,
      /<h2 id="preview">Preview of the description<\/h2><h3>History<\/h3><p>Founded by farmers.<\/p>/,
    );
    assert.equal((await server.directory.banks.get(bankId)).data.description, before);
  });

  test("saves a bank's website and records who changed it, with the values before and after", async () => {
    const values = (await operator.browser.get(`/admin/banks/${bankId}`)).html;
    const field = (name: string) =>
      /<input id="field-[^"]+" name="[^"]+" type="[^"]+" value="([^"]*)"/.exec(
        values.slice(values.indexOf(`name="${name}"`) - 40),
      )?.[1];
    const url = 'https://console-test.example/';
    const saved = await operator.browser.post(`/admin/banks/${bankId}`, {
      name: field('name') ?? '',
      countryCode: field('countryCode') ?? '',
      url,
      reason: 'The bank moved its site.',
      intent: 'save',
    });
    assert.equal(saved.status, 303);
    assert.equal(saved.headers.get('location'), `/admin/banks/${bankId}?done=bank-saved`);
    assert.equal((await server.directory.banks.get(bankId)).data.url, url);
    const entry = await latestEntry('bank.update');
    assert.equal(entry?.actor.id, operator.accountId);
    assert.equal(entry?.actor.kind, 'account');
    assert.equal(entry?.reason, 'The bank moved its site.');
    assert.equal((entry?.after as { url?: string } | undefined)?.url, url);
    assert.notEqual((entry?.before as { url?: string } | undefined)?.url, url);
  });

  test('creates a bank, then deletes it after a confirmation page, both recorded', async () => {
    const created = await operator.browser.post('/admin/banks/new', {
      name: 'Console Test Bank',
      countryCode: 'DE',
      url: 'https://console-test-bank.example',
      kinds: 'retail',
      intent: 'save',
    });
    assert.equal(created.status, 303);
    const id = /^\/admin\/banks\/([^?]+)\?done=bank-created$/.exec(created.headers.get('location') ?? '')?.[1];
    assert.ok(id);
    assert.equal((await latestEntry('bank.create'))?.subject?.id, decodeURIComponent(id));
    assert.match((await operator.browser.get(`/admin/banks/${id}/delete`)).html, /Delete Console Test Bank\?/);
    const deleted = await operator.browser.post(`/admin/banks/${id}/delete`, { reason: 'A test.' });
    assert.equal(deleted.status, 303);
    assert.equal((await operator.browser.get(`/admin/banks/${id}`)).status, 404);
    assert.equal((await latestEntry('bank.delete'))?.actor.id, operator.accountId);
  });

  test('approves an application and rejects another one, which needs its reason beside the field', async () => {
    const applicant = await signedUp();
    await applicant.browser.post(`/banks/${bankId}/represent`, { note: 'I run the bank.' });
    const pending = await operator.browser.get('/admin/applications');
    assert.match(pending.html, /I run the bank\./);
    const [application] = (await server.directory.admin.listApplications({ status: 'PENDING', bankId })).data;
    assert.ok(application);
    const approved = await operator.browser.post(`/admin/applications/${application.id}/approve`, {});
    assert.equal(approved.status, 303);
    assert.equal(await server.directory.admin.isRepresentative(applicant.accountId, bankId), true);
    assert.equal((await latestEntry('application.approve'))?.actor.id, operator.accountId);

    const other = await signedUp();
    await other.browser.post(`/banks/${bankId}/represent`, { note: 'Me too.' });
    const second = (await server.directory.admin.listApplications({ status: 'PENDING', bankId })).data[0]!;
    const noReason = await operator.browser.post(`/admin/applications/${second.id}/reject`, { reason: ' ' });
    assert.equal(noReason.status, 400);
    assert.match(noReason.html, /id="field-reason" name="reason" aria-invalid="true"/);
    const rejected = await operator.browser.post(`/admin/applications/${second.id}/reject`, { reason: 'Not staff.' });
    assert.equal(rejected.status, 303);
    const entry = await latestEntry('application.reject');
    assert.equal(entry?.reason, 'Not staff.');
    assert.equal(entry?.actor.id, operator.accountId);
  });

  test('hides a story with a reason (listed as hidden) and unhides it, both recorded', async () => {
    const hidden = await operator.browser.post(`/admin/stories/${storyId}/hide`, { reason: 'Spam.' });
    assert.equal(hidden.status, 303);
    assert.equal((await server.directory.storage.stories.get(storyId))?.hidden, true);
    assert.equal((await latestEntry('story.hide'))?.reason, 'Spam.');
    const moderation = await operator.browser.get('/admin/moderation');
    assert.match(moderation.html, new RegExp(`<code>${storyId}</code>.*?Spam\\.`, 's'));
    assert.equal((await operator.browser.post(`/admin/stories/${storyId}/unhide`, {})).status, 303);
    assert.equal((await server.directory.storage.stories.get(storyId))?.hidden, false);
    assert.equal((await latestEntry('story.unhide'))?.actor.id, operator.accountId);
  });

  test("changes an account's plan, revokes its key and disables it, each recorded; an operator keeps their own role", async () => {
    const person = await signedUp();
    await person.browser.post('/account/keys', {});
    assert.equal(
      (await operator.browser.post(`/admin/accounts/${person.accountId}/plan`, { plan: 'PRO' })).status,
      303,
    );
    assert.equal((await latestEntry('account.setPlan'))?.subject?.id, person.accountId);
    const page = await operator.browser.get(`/admin/accounts/${person.accountId}`);
    const revoke = /action="(\/admin\/accounts\/[^"]+\/keys\/[^"]+\/revoke)"/.exec(page.html)?.[1];
    assert.ok(revoke);
    assert.equal((await operator.browser.post(revoke, {})).status, 303);
    assert.equal((await latestEntry('key.revoke'))?.actor.id, operator.accountId);
    assert.equal((await operator.browser.post(`/admin/accounts/${person.accountId}/disable`, {})).status, 303);
    assert.equal((await person.browser.get('/account')).status, 303);
    assert.equal((await latestEntry('account.disable'))?.subject?.id, person.accountId);

    const demoted = await operator.browser.post(`/admin/accounts/${operator.accountId}/role`, { role: 'member' });
    assert.equal(demoted.status, 400);
    assert.match(demoted.html, /id="field-role" name="role" aria-invalid="true"/);
  });

  test('pages the accounts both ways, 50 a page, with previous and next links that work without JavaScript', async () => {
    await server.addAccounts(55);
    const rows = (html: string) => [...html.matchAll(/<code>(acct_[^<]+)<\/code><\/td>/g)].map((match) => match[1]);
    const link = (html: string, rel: 'prev' | 'next') =>
      new RegExp(`<a rel="${rel}" href="([^"]+)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');
    const first = await operator.browser.get('/admin/accounts');
    assert.equal(first.status, 200);
    assert.equal(rows(first.html).length, 50);
    assert.equal(link(first.html, 'prev'), undefined, 'the first page has no previous one');
    const nextHref = link(first.html, 'next');
    assert.match(nextHref ?? '', /^\/admin\/accounts\?starting_after=acct_/);
    const second = await operator.browser.get(nextHref!);
    assert.equal(second.status, 200);
    assert.ok(rows(second.html).length > 0);
    assert.ok(!rows(second.html).some((id) => rows(first.html).includes(id)), 'the next page holds other accounts');
    const prevHref = link(second.html, 'prev');
    assert.match(prevHref ?? '', /^\/admin\/accounts\?ending_before=acct_/);
    const back = await operator.browser.get(prevHref!);
    assert.deepEqual(rows(back.html), rows(first.html), 'previous leads back to the first page');
    assert.equal(link(back.html, 'prev'), undefined);
    assert.equal(link(back.html, 'next'), nextHref);
    const unknown = await operator.browser.get('/admin/accounts?ending_before=acct_nobody');
    assert.equal(
      unknown.status,
      404,
      'a cursor naming no account is the not-found page, as a page address naming nothing',
    );
  });

  test('filters the audit trail by operator and kind of action; a wrong time comes back beside its field', async () => {
    await server.directory.admin.hideProduct(productId, { actor: { kind: 'cli', id: 'someone-else' } });
    const mine = await operator.browser.get(`/admin/audit?actorId=${operator.accountId}&action=story`);
    assert.equal(mine.status, 200);
    assert.match(mine.html, /<code>story\.hide<\/code>/);
    assert.doesNotMatch(mine.html, /<code>product\.hide<\/code>/);
    assert.doesNotMatch(mine.html, /<code>bank\.update<\/code>/);
    const wrong = await operator.browser.get('/admin/audit?since=yesterday');
    assert.equal(wrong.status, 400);
    assert.match(wrong.html, /id="field-since" name="since" aria-invalid="true"/);
  });

  test('exports every bank as JSON Lines and CSV downloads; a visitor and a member get none', async () => {
    const jsonl = await fetch(`${server.url}/admin/export.jsonl`, {
      headers: { cookie: operator.browser.cookie ?? '' },
    });
    assert.equal(jsonl.status, 200);
    assert.match(jsonl.headers.get('content-disposition') ?? '', /attachment; filename="banks.jsonl"/);
    const { bankCount } = (await server.directory.world.get()).data;
    assert.equal((await jsonl.text()).trim().split('\n').length, bankCount);
    const table = await fetch(`${server.url}/admin/export.csv`, { headers: { cookie: operator.browser.cookie ?? '' } });
    assert.match(table.headers.get('content-type') ?? '', /^text\/csv/);
    assert.equal((await fetch(`${server.url}/admin/export.csv`, { redirect: 'manual' })).status, 303);
    assert.equal((await member.browser.get('/admin/export.jsonl')).status, 403);
  });

  test('previews an import (new, changed, every problem with its line, nothing applied), then applies it on confirmation, recorded', async () => {
    const exported = await fetch(`${server.url}/admin/export.jsonl`, {
      headers: { cookie: operator.browser.cookie ?? '' },
    });
    const [first] = (await exported.text()).split('\n');
    const changed = { ...JSON.parse(first!), url: 'https://imported.example/' };
    const fresh = { country: 'DE', name: 'Imported Test Bank', url: 'https://imported-test-bank.example/' };
    const broken = { country: 'ZZ', name: '', url: 'nope' };
    const lines = (rows: object[]) => `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`;

    const refused = await upload(operator.browser, 'banks.jsonl', lines([changed, fresh, broken]));
    assert.equal(refused.status, 400);
    assert.match(refused.html, /banks\.jsonl:3: /);
    assert.doesNotMatch(refused.html, /action="\/admin\/import\/confirm"/);

    const text = lines([changed, fresh]);
    const preview = await upload(operator.browser, 'banks.jsonl', text, { reason: 'Yearly update.' });
    assert.equal(preview.status, 200);
    assert.match(preview.html, /<strong>1<\/strong> new<\/li><li><strong>1<\/strong> changed/);
    assert.match(preview.html, /Imported Test Bank/);
    assert.notEqual((await server.directory.banks.get(changed.id)).data.url, changed.url);

    const applied = await operator.browser.post('/admin/import/confirm', {
      filename: 'banks.jsonl',
      format: '',
      prune: 'false',
      reason: 'Yearly update.',
      content: text,
    });
    assert.equal(applied.status, 303);
    assert.equal(applied.headers.get('location'), '/admin/transfer?done=imported');
    assert.equal((await server.directory.banks.get(changed.id)).data.url, changed.url);
    const entry = await latestEntry('banks.import');
    assert.equal(entry?.actor.id, operator.accountId);
    assert.equal(entry?.reason, 'Yearly update.');
  });

  test("takes a session only: an API key is sent to sign in; a member's or a visitor's upload is refused", async () => {
    const keyed = await fetch(`${server.url}/admin`, {
      redirect: 'manual',
      headers: { authorization: `Bearer ${server.apiKey}` },
    });
    assert.equal(keyed.status, 303);
    assert.equal((await upload(member.browser, 'banks.jsonl', '{}\n')).status, 403);
    assert.equal((await upload(new BrowserSession(server.url), 'banks.jsonl', '{}\n', {}, false)).status, 303);
  });

  test("leaves the admin API's addresses to it: an unknown /admin/v1 address is its JSON 404, /admin/docs its reference", async () => {
    const unknown = await fetch(`${server.url}/admin/v1/nothing-here`);
    assert.equal(unknown.status, 404);
    assert.match(unknown.headers.get('content-type') ?? '', /json/);
    const unknownPage = await fetch(`${server.url}/admin/nothing-here`);
    assert.equal(unknownPage.status, 404);
    assert.match(unknownPage.headers.get('content-type') ?? '', /html/);
    assert.equal((await fetch(`${server.url}/admin/docs`)).status, 200);
  });

  test('an import without a file comes back with the problem beside the file field (400)', async () => {
    const body = new FormData();
    body.set('_csrf', await operator.browser.csrfToken());
    const answer = await fetch(`${server.url}/admin/import`, {
      method: 'POST',
      headers: { cookie: operator.browser.cookie ?? '', 'sec-fetch-site': 'same-origin' },
      body,
    });
    assert.equal(answer.status, 400);
    assert.match(await answer.text(), /id="field-file-problem"/);
  });
});
