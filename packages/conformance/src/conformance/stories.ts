import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ListStoriesOptions } from '@bankdir/core';
import { SORT_ORDERS, type SortOrder, STORY_SORT_KEYS, type StorySortKey, VOTE_CATEGORIES } from '@bankdir/core';
import type { Storage } from '@bankdir/core/driver';
import { foldText, storySortValue } from '@bankdir/core/driver';
import { type GeneratedStory, generateDirectoryData } from '../generate-directory-data.ts';
import { insertDirectoryData } from '../insert-directory-data.ts';
import { createPrng } from '../prng.ts';
import { testPrincipal } from '../test-principal.ts';
import { allCountries } from './assert-scores-and-ranks.ts';
import { expectDirectoryError } from './expect-directory-error.ts';
import { createTestBank, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';
import { assertWalk, serviceReader } from './page-walk.ts';
import { orderIds } from './reference-order.ts';
import { sharedHarness } from './shared-harness.ts';
import { INSERTED_AT } from './standard-data.ts';

const LIMIT = 6;
const STORY_DATA = generateDirectoryData({ seed: 53, banks: 40, countries: 5, votesPerBank: 0, productsPerBank: 0 });
const VISIBLE = STORY_DATA.stories.filter((story) => !story.hidden);

function storyOrder(
  stories: readonly GeneratedStory[],
  sortBy: StorySortKey,
  sortOrder: SortOrder,
  keep: (story: GeneratedStory) => boolean = () => true,
): string[] {
  return orderIds(stories.filter(keep), (story) => storySortValue(story, sortBy), sortOrder);
}

const countryOf = (story: GeneratedStory) => STORY_DATA.banks.find((bank) => bank.id === story.bankId)!.countryId;

/** The counts the contract wants, recounted from what each story is: visible stories per bank and per country. */
async function assertStoryCounts(
  storage: Storage,
  stories: ReadonlyMap<string, { bankId: string; countryId: string; hidden: boolean; thumbs: ReadonlySet<string> }>,
  label: string,
): Promise<void> {
  const perBank = new Map<string, number>();
  const perCountry = new Map<string, number>();
  for (const [id, story] of stories) {
    const stored = await storage.stories.get(id);
    assert.ok(stored, `${label}: story ${id} is stored`);
    assert.equal(stored.thumbsUpCount, story.thumbs.size, `${label}: thumbs-ups of ${id}`);
    assert.equal(stored.countryId, story.countryId, `${label}: country of ${id}`);
    if (story.hidden) continue;
    perBank.set(story.bankId, (perBank.get(story.bankId) ?? 0) + 1);
    perCountry.set(story.countryId, (perCountry.get(story.countryId) ?? 0) + 1);
  }
  for (const country of await allCountries(storage))
    assert.equal(country.storiesCount, perCountry.get(country.id) ?? 0, `${label}: storiesCount of ${country.code}`);
  const banks = await storage.banks.list({ sortBy: 'name', sortOrder: 'asc', page: { limit: 100 }, withTotal: false });
  for (const bank of banks.items)
    assert.equal(bank.storiesCount, perBank.get(bank.id) ?? 0, `${label}: storiesCount of ${bank.id}`);
}

export function storiesConformance(options: ConformanceOptions): void {
  describe('GET /stories: visible stories, every order, filters and includes', () => {
    const harness = sharedHarness(options, (h) => insertDirectoryData(h.storage, STORY_DATA, INSERTED_AT));
    const walk = (query: ListStoriesOptions, ids: string[], label: string) =>
      assertWalk(serviceReader(harness().directory.stories.list, query), ids, LIMIT, label);

    it('the generated data has hidden stories, tags, thumbs-ups and equal timestamps', () => {
      assert.ok(STORY_DATA.stories.some((story) => story.hidden));
      assert.ok(STORY_DATA.stories.some((story) => story.tags.length > 1));
      assert.ok(VISIBLE.some((story) => story.thumbsUpBy.length > 1));
      assert.ok(new Set(VISIBLE.map((story) => story.createdAt)).size < VISIBLE.length);
    });

    it('stories.listAll answers every story by id, hidden ones too, with the accounts behind its thumbs-ups', async () => {
      const all = await harness().storage.stories.listAll();
      assert.deepEqual(
        all.map((story) => story.id),
        STORY_DATA.stories.map((story) => story.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      for (const story of all) {
        const generated = STORY_DATA.stories.find((entry) => entry.id === story.id)!;
        assert.equal(story.hidden, generated.hidden, `hidden of ${story.id}`);
        assert.deepEqual(story.thumbsUpBy, [...new Set(generated.thumbsUpBy)].sort(), `thumbs-ups of ${story.id}`);
        assert.equal(story.thumbsUpCount, story.thumbsUpBy.length, `thumbsUpCount of ${story.id}`);
      }
    });

    it('without sortBy and sortOrder, stories are listed by createdAt ascending; hidden ones never', async () => {
      await walk({}, storyOrder(VISIBLE, 'createdAt', 'asc'), 'no sortBy');
    });

    for (const sortBy of STORY_SORT_KEYS) {
      it(`sortBy=${sortBy} lists every visible story in both orders, alone and by bank, country and tags`, async () => {
        const bank = VISIBLE[0]!;
        const country = STORY_DATA.countries.find((entry) => entry.id === countryOf(bank))!;
        const filters: [ListStoriesOptions, (story: GeneratedStory) => boolean][] = [
          [{}, () => true],
          [{ bankId: bank.bankId }, (story) => story.bankId === bank.bankId],
          [{ countryCode: country.code.toLowerCase() }, (story) => countryOf(story) === country.id],
          [
            { tags: ['LENDING', 'INNOVATION'] },
            (story) => story.tags.includes('LENDING') || story.tags.includes('INNOVATION'),
          ],
        ];
        for (const sortOrder of SORT_ORDERS)
          for (const [query, keep] of filters)
            await walk(
              { ...query, sortBy, sortOrder },
              storyOrder(VISIBLE, sortBy, sortOrder, keep),
              `${JSON.stringify(query)} sortBy=${sortBy}&sortOrder=${sortOrder}`,
            );
      });
    }

    it('search matches a substring of the text ignoring case and accents; tags match any of them', async () => {
      for (const search of ['APP FROZE', 'oresund', 'SÃO PAULO', 'the branch', 'zzz no story says this', '%']) {
        const keep = (story: GeneratedStory) => foldText(story.text).includes(foldText(search));
        await walk({ search }, storyOrder(VISIBLE, 'createdAt', 'asc', keep), `search=${search}`);
      }
      const tagged = storyOrder(VISIBLE, 'thumbsUpCount', 'desc', (story) => story.tags.includes('CRYPTO_FRIENDLY'));
      await walk({ tags: ['CRYPTO_FRIENDLY'], sortBy: 'thumbsUpCount', sortOrder: 'desc' }, tagged, 'one tag');
    });

    it('a story shows id, text, tags, bankId, timestamps and thumbsUpCount; include=bank,country embeds them', async () => {
      const { directory } = harness();
      const story = VISIBLE[1]!;
      const bank = STORY_DATA.banks.find((entry) => entry.id === story.bankId)!;
      const country = STORY_DATA.countries.find((entry) => entry.id === bank.countryId)!;
      const plain = {
        id: story.id,
        text: story.text,
        tags: story.tags,
        bankId: story.bankId,
        createdAt: story.createdAt,
        updatedAt: story.createdAt,
        thumbsUpCount: story.thumbsUpBy.length,
      };
      assert.deepEqual((await directory.stories.get(story.id)).data, plain);
      assert.deepEqual((await directory.stories.get(story.id, { include: ['bank', 'country'] })).data, {
        ...plain,
        bank: { id: bank.id, name: bank.name, url: bank.url, countryId: bank.countryId },
        country,
      });
      const listed = await directory.stories.list({ bankId: story.bankId, include: ['country'], limit: 100 });
      assert.ok(listed.data.every((item) => item.country?.id === country.id && item.bank === undefined));
    });

    it('a hidden story is 404, as is an unknown one; an unknown countryCode is an empty list', async () => {
      const { directory } = harness();
      const hidden = STORY_DATA.stories.find((story) => story.hidden)!;
      await expectDirectoryError(() => directory.stories.get(hidden.id), 'NOT_FOUND');
      await expectDirectoryError(() => directory.stories.get('story_nope'), 'NOT_FOUND');
      assert.deepEqual((await directory.stories.list({ countryCode: 'QQ' })).data, []);
    });

    it('a cursor that matches no filter, or a hidden story, is placed by its sort values', async () => {
      const hidden = STORY_DATA.stories.find((story) => story.hidden)!;
      const all = storyOrder(STORY_DATA.stories, 'createdAt', 'asc');
      const at = all.indexOf(hidden.id);
      const expected = all.slice(at + 1).filter((id) => VISIBLE.some((story) => story.id === id));
      const page = await harness().directory.stories.list({ startingAfter: hidden.id, limit: 100 });
      assert.deepEqual(
        page.data.map((story) => story.id),
        expected,
      );
    });

    it('bad parameters are BAD_REQUEST naming each', async () => {
      const { directory } = harness();
      for (const [name, value] of [
        ['sortBy', 'rank'],
        ['sortOrder', 'up'],
        ['include', ['scores']],
        ['tags', ['LENDING', 'NOPE']],
        ['countryCode', 'USA'],
        ['bankId', 'not an id'],
        ['search', '   '],
      ] as const)
        await expectDirectoryError(() => directory.stories.list({ [name]: value }), 'BAD_REQUEST', [name]);
      const story = VISIBLE[0]!;
      await expectDirectoryError(
        () => directory.stories.get(story.id, { include: ['scores'] } as never),
        'BAD_REQUEST',
        ['include'],
      );
    });
  });

  describe('stories: writes, thumbs-ups, the operator’s hide, and exact counts', () => {
    it('POST /banks/:bankId/stories creates a story with trimmed text and its tags; counts follow at once', () =>
      withHarness(options, async ({ directory, storage, clock }) => {
        const { countries } = await seedCountries(storage, 2);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const author = testPrincipal({ accountId: 'acct_author' });
        const from = clock.peek();
        const created = await directory.stories.create(author, bank.id, {
          text: '  Great app, no fees.  ',
          tags: ['FEES_PRICING', 'DIGITAL_EXPERIENCE'],
        });
        assert.equal(created.created, true, 'a create answers 201');
        assert.match(created.data.id, /^story_/);
        assert.ok(created.data.createdAt >= from);
        assert.deepEqual(created.data, {
          id: created.data.id,
          text: 'Great app, no fees.',
          tags: ['FEES_PRICING', 'DIGITAL_EXPERIENCE'],
          bankId: bank.id,
          createdAt: created.data.createdAt,
          updatedAt: created.data.createdAt,
          thumbsUpCount: 0,
        });
        const untagged = await directory.stories.create(author, bank.id, { text: 'x' });
        assert.deepEqual(untagged.data.tags, [], 'tags default to none');
        assert.equal((await directory.banks.get(bank.id)).data.storiesCount, 2);
        assert.equal((await directory.countries.get(countries[0]!.code)).data.storiesCount, 2);
      }));

    it('a bad story body is BAD_REQUEST at each field; an unknown bank is NOT_FOUND before the body is read', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 1);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const author = testPrincipal({ accountId: 'acct_author' });
        const cases: [unknown, (string | number)[]][] = [
          [{}, ['text']],
          [{ text: '' }, ['text']],
          [{ text: '    ' }, ['text']],
          [{ text: 'x'.repeat(281) }, ['text']],
          [{ text: 42 }, ['text']],
          [{ text: 'ok', tags: ['NOPE'] }, ['tags', 0]],
          [{ text: 'ok', tags: 'LENDING' }, ['tags']],
          [{ text: 'ok', tags: ['LENDING', 'LENDING'] }, ['tags']],
          [{ text: 'ok', tags: VOTE_CATEGORIES.slice(0, 6) }, ['tags']],
          [{ text: 'ok', rating: 5 }, ['rating']],
          [null, []],
        ];
        for (const [body, path] of cases)
          await expectDirectoryError(
            () => directory.stories.create(author, bank.id, body as never),
            'BAD_REQUEST',
            path,
          );
        assert.equal(
          (
            await directory.stories.create(author, bank.id, {
              text: 'x'.repeat(280),
              tags: VOTE_CATEGORIES.slice(0, 5),
            })
          ).data.text.length,
          280,
          '280 characters and five tags are allowed',
        );
        await expectDirectoryError(() => directory.stories.create(author, 'bank_nope', { text: '' }), 'NOT_FOUND');
      }));

    it('thumbs-ups are one per account and idempotent both ways, and the storage names the stories an account gave one; a hidden or unknown story is NOT_FOUND', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 1);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const story = (await directory.stories.create(testPrincipal({ accountId: 'acct_a' }), bank.id, { text: 'Hi' }))
          .data;
        const [a, b] = [testPrincipal({ accountId: 'acct_a' }), testPrincipal({ accountId: 'acct_b' })];
        assert.equal((await directory.stories.giveThumbsUp(a, story.id)).data.thumbsUpCount, 1);
        assert.equal((await directory.stories.giveThumbsUp(a, story.id)).data.thumbsUpCount, 1, 'again: no change');
        assert.equal((await directory.stories.giveThumbsUp(b, story.id)).data.thumbsUpCount, 2);
        assert.equal((await directory.stories.takeThumbsUp(a, story.id)).data.thumbsUpCount, 1);
        assert.equal((await directory.stories.takeThumbsUp(a, story.id)).data.thumbsUpCount, 1, 'again: no change');
        const given = (accountId: string) => storage.stories.thumbsUpGiven(accountId, [story.id, 'story_nope']);
        assert.deepEqual([...(await given('acct_b'))], [story.id], 'b gave one');
        assert.deepEqual([...(await given('acct_a'))], [], 'a took it back');
        assert.deepEqual([...(await given('acct_never'))], [], 'an account never seen gave none');
        assert.deepEqual([...(await storage.stories.thumbsUpGiven('acct_b', []))], []);
        assert.equal((await directory.stories.get(story.id)).data.thumbsUpCount, 1);
        await directory.admin.hideStory(story.id);
        await expectDirectoryError(() => directory.stories.giveThumbsUp(a, story.id), 'NOT_FOUND');
        await expectDirectoryError(() => directory.stories.takeThumbsUp(b, 'story_nope'), 'NOT_FOUND');
      }));

    it('DELETE removes the caller’s own story only: another account’s, a hidden or an unknown one is NOT_FOUND', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 1);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const [author, other] = [testPrincipal({ accountId: 'acct_author' }), testPrincipal({ accountId: 'acct_x' })];
        const mine = (await directory.stories.create(author, bank.id, { text: 'Mine' })).data;
        const hidden = (await directory.stories.create(author, bank.id, { text: 'Hidden' })).data;
        await directory.stories.giveThumbsUp(other, mine.id);
        await directory.admin.hideStory(hidden.id);
        await expectDirectoryError(() => directory.stories.delete(other, mine.id), 'NOT_FOUND');
        await expectDirectoryError(() => directory.stories.delete(author, hidden.id), 'NOT_FOUND');
        await expectDirectoryError(() => directory.stories.delete(author, 'story_nope'), 'NOT_FOUND');
        assert.deepEqual((await directory.stories.delete(author, mine.id)).data, { id: mine.id });
        await expectDirectoryError(() => directory.stories.get(mine.id), 'NOT_FOUND');
        await expectDirectoryError(() => directory.stories.delete(author, mine.id), 'NOT_FOUND');
        assert.equal((await directory.banks.get(bank.id)).data.storiesCount, 0, 'neither the deleted nor the hidden');
      }));

    it('the operator’s hide takes a story out of lists, counts and GET; unhide puts it back; an unknown id is NOT_FOUND', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 1);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const story = (await directory.stories.create(testPrincipal({ accountId: 'acct_a' }), bank.id, { text: 'Hi' }))
          .data;
        const hidden = await directory.admin.hideStory(story.id);
        assert.equal(hidden.hidden, true);
        assert.equal((await directory.admin.hideStory(story.id)).hidden, true, 'hiding twice is harmless');
        assert.deepEqual((await directory.stories.list({})).data, []);
        await expectDirectoryError(() => directory.stories.get(story.id), 'NOT_FOUND');
        assert.equal((await directory.banks.get(bank.id)).data.storiesCount, 0);
        assert.equal((await directory.countries.get(countries[0]!.code)).data.storiesCount, 0);
        await directory.admin.unhideStory(story.id);
        assert.equal((await directory.stories.get(story.id)).data.id, story.id);
        assert.equal((await directory.banks.get(bank.id)).data.storiesCount, 1);
        await expectDirectoryError(() => directory.admin.hideStory('story_nope'), 'NOT_FOUND');
      }));

    it('after every story write, hide, thumbs-up, bank move and bank delete of a random sequence, every count equals a recount', () =>
      withHarness(options, async ({ directory, storage }) => {
        const data = generateDirectoryData({ seed: 61, banks: 10, countries: 4, votesPerBank: 0, productsPerBank: 0 });
        await insertDirectoryData(storage, data, INSERTED_AT);
        const model = new Map(
          data.stories.map((story) => [
            story.id,
            {
              bankId: story.bankId,
              countryId: data.banks.find((bank) => bank.id === story.bankId)!.countryId,
              hidden: story.hidden,
              accountId: story.accountId,
              thumbs: new Set(story.thumbsUpBy),
            },
          ]),
        );
        await assertStoryCounts(storage, model, 'after import');
        const random = createPrng(7);
        const accounts = ['acct_s1', 'acct_s2', 'acct_s3', 'acct_s4'];
        let banks = data.banks.map((bank) => ({ id: bank.id, countryId: bank.countryId }));
        for (let step = 0; step < 120; step++) {
          const roll = random.next();
          const principal = testPrincipal({ accountId: random.pick(accounts) });
          const ids = [...model.keys()];
          let label: string;
          if (roll < 0.3 || ids.length === 0) {
            const bank = random.pick(banks);
            const { data: story } = await directory.stories.create(principal, bank.id, { text: `Story ${step}` });
            model.set(story.id, {
              ...bank,
              bankId: bank.id,
              hidden: false,
              accountId: principal.accountId,
              thumbs: new Set(),
            });
            label = `create on ${bank.id}`;
          } else {
            const id = random.pick(ids);
            const story = model.get(id)!;
            if (roll < 0.55 && !story.hidden) {
              const give = random.chance(0.6);
              await (give
                ? directory.stories.giveThumbsUp(principal, id)
                : directory.stories.takeThumbsUp(principal, id));
              if (give) story.thumbs.add(principal.accountId);
              else story.thumbs.delete(principal.accountId);
              label = `${give ? 'give' : 'take'} thumbs-up ${id}`;
            } else if (roll < 0.7) {
              await (story.hidden ? directory.admin.unhideStory(id) : directory.admin.hideStory(id));
              story.hidden = !story.hidden;
              label = `${story.hidden ? 'hide' : 'unhide'} ${id}`;
            } else if (roll < 0.82) {
              await storage.stories.delete(id);
              model.delete(id);
              label = `delete ${id}`;
            } else if (roll < 0.95) {
              const bank = random.pick(banks);
              const countryId = random.pick(data.countries).id;
              await directory.admin.updateBank(bank.id, { countryId });
              bank.countryId = countryId;
              for (const entry of model.values()) if (entry.bankId === bank.id) entry.countryId = countryId;
              label = `move ${bank.id} to ${countryId}`;
            } else if (banks.length > 3) {
              const bank = random.pick(banks);
              await directory.admin.deleteBank(bank.id);
              banks = banks.filter((entry) => entry.id !== bank.id);
              for (const [storyId, entry] of model) if (entry.bankId === bank.id) model.delete(storyId);
              label = `delete bank ${bank.id}`;
            } else continue;
          }
          await assertStoryCounts(storage, model, `step ${step}: ${label}`);
        }
        await storage.maintenance.recountStories();
        await assertStoryCounts(storage, model, 'a recount changes nothing');
      }));
  });
}
