import { StoryBodySchema } from '../body/stories.ts';
import type { Directory } from '../directory.ts';
import { DirectoryError } from '../errors.ts';
import { inputOf } from '../options/bodies.ts';
import { getStoryQueryOf, listStoriesQueryOf } from '../options/stories.ts';
import { emptyListPage } from '../paging/keyset.ts';
import { type Page, paginationOf } from '../paging/page.ts';
import type { Principal } from '../principal.ts';
import type { StoryRecord } from '../storage.ts';
import { foldText } from '../text/fold.ts';
import { requireBank } from './access.ts';
import type { ServiceContext } from './context.ts';
import { viewStories } from './story-view.ts';

export function storiesService(context: ServiceContext): Directory['stories'] {
  const { storage } = context;

  /** A story the API shows: a hidden one is as good as gone. */
  async function requireVisible(storyId: string): Promise<StoryRecord> {
    const story = await storage.stories.get(storyId);
    if (!story || story.hidden) throw DirectoryError.notFound(`No story with id ${storyId}.`);
    return story;
  }

  async function viewOne(record: StoryRecord) {
    const [view] = await viewStories(context, [record], new Set());
    return view!;
  }

  async function setThumbsUp(principal: Principal, storyId: string, given: boolean) {
    await requireVisible(storyId);
    const story = await storage.stories.setThumbsUp(storyId, principal.accountId, given, context.now());
    if (!story) throw DirectoryError.notFound(`No story with id ${storyId}.`);
    return { data: await viewOne(story), message: given ? 'Thumbs-up given' : 'Thumbs-up taken back' };
  }

  return {
    async list(options = {}) {
      const query = listStoriesQueryOf(options);
      const country =
        query.countryCode === undefined ? undefined : await storage.countries.getByCode(query.countryCode);
      let page: Page<StoryRecord>;
      if (query.countryCode !== undefined && !country) {
        page = await emptyListPage(query.page, async (id) => (await storage.stories.get(id)) !== undefined);
      } else {
        page = await storage.stories.list({
          ...(query.bankId !== undefined && { bankId: query.bankId }),
          ...(country && { countryId: country.id }),
          ...(query.tags !== undefined && { tags: query.tags }),
          ...(query.search !== undefined && { search: foldText(query.search) }),
          sortBy: query.sortBy,
          sortOrder: query.sortOrder,
          page: query.page,
        });
      }
      return {
        data: await viewStories(context, page.items, query.include),
        pagination: paginationOf(page, query.page.limit),
        message: 'Stories retrieved',
      };
    },

    async get(storyId, options = {}) {
      // An unknown story is a 404 before bad options are a 400.
      const story = await requireVisible(storyId);
      const query = getStoryQueryOf(options);
      const [view] = await viewStories(context, [story], query.include);
      return { data: view!, message: 'Story retrieved' };
    },

    async create(principal, bankId, input) {
      await requireBank(context, bankId);
      const { text, tags } = inputOf(StoryBodySchema, input, 'stories.create', 'story');
      const story = await storage.stories.create(
        { id: context.newId('story'), accountId: principal.accountId, bankId, text, textKey: foldText(text), tags },
        context.now(),
      );
      return { data: await viewOne(story), message: 'Story created', created: true };
    },

    async delete(principal, storyId) {
      const story = await storage.stories.get(storyId);
      // Another account's story, like a hidden one, is none of the caller's: the answer does not say it exists.
      if (!story || story.hidden || story.accountId !== principal.accountId)
        throw DirectoryError.notFound(`You have no story with id ${storyId}.`);
      if (!(await storage.stories.delete(storyId)))
        throw DirectoryError.notFound(`You have no story with id ${storyId}.`);
      return { data: { id: storyId }, message: 'Story deleted' };
    },

    giveThumbsUp: (principal, storyId) => setThumbsUp(principal, storyId, true),
    takeThumbsUp: (principal, storyId) => setThumbsUp(principal, storyId, false),
  };
}
