import { VoteBodySchema } from '../body/votes.ts';
import type { VoteCategory } from '../constants.ts';
import type { Directory } from '../directory.ts';
import { DirectoryError } from '../errors.ts';
import { inputOf } from '../options/bodies.ts';
import { listVotesQueryOf, voteCategoryOf } from '../options/votes.ts';
import { emptyListPage } from '../paging/keyset.ts';
import { type Page, paginationOf } from '../paging/page.ts';
import type { VoteRecord } from '../storage.ts';
import { bankNotFound, requireBank } from './access.ts';
import type { ServiceContext } from './context.ts';
import { viewVotes } from './vote-view.ts';

export function votesService(context: ServiceContext): Directory['votes'] {
  const { storage } = context;
  return {
    async list(options = {}) {
      const query = listVotesQueryOf(options);
      let page: Page<VoteRecord>;
      const country =
        query.countryCode === undefined ? undefined : await storage.countries.getByCode(query.countryCode);
      if (query.countryCode !== undefined && !country) {
        page = await emptyListPage(query.page, async (id) => (await storage.votes.get(id)) !== undefined);
      } else {
        page = await storage.votes.list({
          ...(query.bankId !== undefined && { bankId: query.bankId }),
          ...(query.categories !== undefined && { categories: query.categories }),
          ...(query.isUp !== undefined && { isUp: query.isUp }),
          ...(country && { countryId: country.id }),
          sortOrder: query.sortOrder,
          page: query.page,
        });
      }
      return {
        data: await viewVotes(context, page.items, new Set(query.include)),
        pagination: paginationOf(page, query.page.limit),
        message: 'Votes retrieved',
      };
    },

    async cast(principal, bankId, input) {
      let vote: { category: VoteCategory; isUp: boolean };
      try {
        vote = inputOf(VoteBodySchema, input, 'votes.cast', 'vote');
      } catch (error) {
        // An unknown bank is NOT_FOUND before a bad vote is BAD_REQUEST.
        await requireBank(context, bankId);
        throw error;
      }
      // The store finds the bank itself (one read less on every vote) and answers undefined when there is none.
      const result = await storage.votes.cast(
        { id: context.newId('vote'), accountId: principal.accountId, bankId, category: vote.category, isUp: vote.isUp },
        context.now(),
      );
      if (!result) throw bankNotFound(bankId);
      const [view] = await viewVotes(context, [result.vote], new Set());
      return { data: view!, message: result.created ? 'Vote cast' : 'Vote replaced', created: result.created };
    },

    async retract(principal, bankId, input) {
      await requireBank(context, bankId);
      const category = voteCategoryOf(input);
      const removed = await storage.votes.retract(principal.accountId, bankId, category);
      if (!removed) throw DirectoryError.notFound(`You have no ${category} vote on bank ${bankId}.`);
      return { data: { id: removed.id }, message: 'Vote retracted' };
    },
  };
}
