import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type BrowserSession, signedUpPerson } from './helpers/browser-session.ts';
import { startWithTopBank, type WebTestServer } from './helpers/web-test-server.ts';

// Votes and stories from a bank's page, as a signed-in person without JavaScript.

let server: WebTestServer;
let bankId: string;
before(async () => {
  ({ server, bankId } = await startWithTopBank());
});
after(() => server.close());

async function signedUp(): Promise<BrowserSession> {
  const { browser, signIn } = await signedUpPerson(server.url, 'voter');
  assert.equal(signIn.status, 303);
  return browser;
}

/** The up and down vote counts in a score row, as the page shows them: "12 (7 / 5)". */
function votesShown(page: string, label: string): string | undefined {
  return new RegExp(
    `<th scope="row" id="score-[a-zA-Z]+">${label}</th>.*?<td class="num">[^<]*</td><td class="num">([^<]*)</td>`,
  ).exec(page)?.[1];
}

describe("a bank's page for a signed-in person", () => {
  test('a visitor sees no vote buttons and is asked to sign in', async () => {
    const page = await (await fetch(`${server.url}/banks/${bankId}`)).text();
    assert.doesNotMatch(page, /Your vote/);
    assert.match(page, /<a href="\/signin">Sign in<\/a> to write a story/);
  });

  test('a vote is cast (303), the page shows it pressed and counted, and one click takes it back', async () => {
    const browser = await signedUp();
    const before = await browser.get(`/banks/${bankId}`);
    const countBefore = votesShown(before.html, 'Customer service');
    assert.ok(countBefore);
    const cast = await browser.post(`/banks/${bankId}/votes`, { category: 'CUSTOMER_SERVICE', isUp: 'true' });
    assert.equal(cast.status, 303);
    assert.equal(cast.headers.get('location'), `/banks/${bankId}#vote-CUSTOMER_SERVICE`);
    const after = await browser.get(`/banks/${bankId}`);
    assert.match(after.html, /aria-pressed="true" aria-label="Up vote: Customer service"/);
    assert.notEqual(votesShown(after.html, 'Customer service'), countBefore);
    const retract = await browser.post(`/banks/${bankId}/votes/CUSTOMER_SERVICE/retract`, {});
    assert.equal(retract.status, 303);
    const back = await browser.get(`/banks/${bankId}`);
    assert.doesNotMatch(back.html, /aria-pressed="true" aria-label="[^"]*Customer service"/);
    assert.equal(votesShown(back.html, 'Customer service'), countBefore);
  });

  test('a vote in an unknown category is refused (400) on the bank page, and a vote without CSRF token (403)', async () => {
    const browser = await signedUp();
    const wrong = await browser.post(`/banks/${bankId}/votes`, { category: 'NOPE', isUp: 'true' });
    assert.equal(wrong.status, 400);
    assert.match(wrong.html, /<div class="alert" role="alert">/);
    const forged = await browser.post(`/banks/${bankId}/votes`, { category: 'LENDING', isUp: 'true' }, { csrf: false });
    assert.equal(forged.status, 403);
  });

  test('taking back a vote there is none of answers 404 with the bank page', async () => {
    const browser = await signedUp();
    const answer = await browser.post(`/banks/${bankId}/votes/LENDING/retract`, {});
    assert.equal(answer.status, 404);
    assert.match(answer.html, /role="alert"/);
  });

  test('a story is written, shown with a delete button to its author only, thumbed up by another, then deleted', async () => {
    const author = await signedUp();
    const text = `Opened an account in ten minutes (${Date.now()}).`;
    const written = await author.post(`/banks/${bankId}/stories`, { text });
    assert.equal(written.status, 303);
    const page = await author.get(`/banks/${bankId}`);
    assert.ok(page.html.includes(text));
    const storyId = /action="\/stories\/([^/"]+)\/delete"/.exec(page.html)?.[1];
    assert.ok(storyId);

    const reader = await signedUp();
    const readerPage = await reader.get(`/banks/${bankId}`);
    assert.doesNotMatch(readerPage.html, new RegExp(`/stories/${storyId}/delete`));
    assert.equal((await reader.post(`/stories/${storyId}/thumbs-up`, {})).status, 303);
    assert.equal((await server.directory.stories.get(storyId)).data.thumbsUpCount, 1);
    assert.equal((await reader.post(`/stories/${storyId}/delete`, {})).status, 404);

    assert.equal((await author.post(`/stories/${storyId}/delete`, {})).status, 303);
    assert.ok(!(await author.get(`/banks/${bankId}`)).html.includes(text));
  });

  test("the dashboard lists the person's own votes and stories only, and takes a vote back from there", async () => {
    const browser = await signedUp();
    const someoneElse = await signedUp();
    await someoneElse.post(`/banks/${bankId}/votes`, { category: 'INNOVATION', isUp: 'true' });
    await browser.post(`/banks/${bankId}/votes`, { category: 'TRANSPARENCY', isUp: 'false' });
    const text = `Clear statements every month (${Date.now()}).`;
    await browser.post(`/banks/${bankId}/stories`, { text });
    const dashboard = await browser.get('/account');
    assert.match(dashboard.html, /<td>Transparency<\/td><td>▼ Down<\/td>/);
    assert.doesNotMatch(dashboard.html, /<td>Innovation<\/td>/);
    assert.ok(dashboard.html.includes(text));
    const retract = `/banks/${bankId}/votes/TRANSPARENCY/retract`;
    assert.ok(dashboard.html.includes(`action="${retract}"`));
    assert.equal((await browser.post(retract, {})).status, 303);
    assert.match((await browser.get('/account')).html, /No vote yet/);
  });

  test('an empty story shows the form again (400) with the problem beside the text field', async () => {
    const browser = await signedUp();
    const answer = await browser.post(`/banks/${bankId}/stories`, { text: '   ' });
    assert.equal(answer.status, 400);
    assert.match(answer.html, /<textarea id="field-text" name="text" aria-invalid="true"/);
    assert.match(answer.html, /<p class="problem" id="field-text-problem">/);
  });
  test('a thumbs-up given shows as such on the bank page and is taken back there (303), as the API takes it back', async () => {
    const author = await signedUp();
    await author.post(`/banks/${bankId}/stories`, { text: `Cards arrive in two days (${Date.now()}).` });
    const storyId = /action="\/stories\/([^/"]+)\/delete"/.exec((await author.get(`/banks/${bankId}`)).html)?.[1];
    assert.ok(storyId);
    const reader = await signedUp();
    const retract = `/stories/${storyId}/thumbs-up/retract`;
    assert.ok(!(await reader.get(`/banks/${bankId}`)).html.includes(retract), 'no take-back before a thumbs-up');
    assert.equal((await reader.post(`/stories/${storyId}/thumbs-up`, {})).status, 303);
    const given = (await reader.get(`/banks/${bankId}`)).html;
    assert.ok(given.includes(`action="${retract}"`));
    assert.match(
      given,
      /Thumbs up given · Take back <span class="visually-hidden">your thumbs-up on this story<\/span>/,
    );
    assert.match(given, /data-status="This story: 1 thumbs up, yours included\."/);
    const back = await reader.post(retract, {});
    assert.equal(back.status, 303);
    assert.equal(back.headers.get('location'), `/banks/${bankId}#stories`);
    assert.equal((await server.directory.stories.get(storyId)).data.thumbsUpCount, 0);
    assert.equal((await reader.post(retract, {})).status, 303, 'taking back twice changes nothing, as in the API');
    assert.ok(!(await reader.get(`/banks/${bankId}`)).html.includes(`action="${retract}"`));
    assert.equal((await reader.post('/stories/story_nope/thumbs-up/retract', {})).status, 404);
  });

  test('a story is written with the categories checked, which the API then lists as its tags', async () => {
    const browser = await signedUp();
    const page = await browser.get(`/banks/${bankId}`);
    assert.match(
      page.html,
      /<fieldset class="field checkboxes" id="field-tags"><legend>What it is about \(up to 5\)<\/legend>/,
    );
    assert.match(
      page.html,
      /<label><input type="checkbox" name="tags" value="CUSTOMER_SERVICE"> Customer service<\/label>/,
    );
    const text = `Fees explained before I signed (${Date.now()}).`;
    const written = await browser.post(`/banks/${bankId}/stories`, [
      ['text', text],
      ['tags', 'FEES_PRICING'],
      ['tags', 'TRANSPARENCY'],
    ]);
    assert.equal(written.status, 303);
    const { data } = await server.directory.stories.list({ bankId, search: text.slice(0, 40) });
    assert.deepEqual(data[0]?.tags, ['FEES_PRICING', 'TRANSPARENCY']);
  });

  test('six categories, or one the API does not know, come back (400) with the problem beside the categories and the boxes still checked', async () => {
    const browser = await signedUp();
    const six = ['CUSTOMER_SERVICE', 'FEES_PRICING', 'LENDING', 'INNOVATION', 'TRANSPARENCY', 'SECURITY_TRUST'];
    for (const tags of [six, ['FEES_PRICING', 'NOPE']]) {
      const answer = await browser.post(`/banks/${bankId}/stories`, [
        ['text', 'Too many topics for one story.'],
        ...tags.map((tag): [string, string] => ['tags', tag]),
      ]);
      assert.equal(answer.status, 400, tags.join(','));
      assert.match(
        answer.html,
        /<fieldset class="field checkboxes" id="field-tags" aria-describedby="field-tags-problem">/,
      );
      assert.match(answer.html, /<p class="problem" id="field-tags-problem">What it is about \(up to 5\) [^<]+<\/p>/);
      assert.match(answer.html, /value="FEES_PRICING" checked>/);
      assert.match(
        answer.html,
        /<textarea id="field-text" name="text" rows="3" maxlength="280">Too many topics for one story.<\/textarea>/,
      );
    }
  });
});
