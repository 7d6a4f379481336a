import { BankVoteSchema, DeletedSchema, type VoteCategory } from '@bankdir/core';
import { ListVotesQuerySchema, VoteBodySchema, VoteCategoryParamSchema } from '@bankdir/core/query';
import * as v from 'valibot';
import { type RouteDefinition, route } from '../route-definition.ts';

export const voteRoutes: readonly RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/bank-votes',
    plan: 'PRO',
    operationId: 'listBankVotes',
    tag: 'bank-votes',
    summary: 'List votes',
    description:
      'Votes on banks, newest first by default, paginated by cursor. `include` embeds the bank and its country.',
    query: ListVotesQuerySchema,
    response: v.array(BankVoteSchema),
    paginated: true,
    success: [200],
    handle: ({ query }, directory) => directory.votes.list(query),
  }),
  route({
    method: 'POST',
    path: '/banks/:bankId/votes',
    plan: 'FREE',
    operationId: 'castBankVote',
    tag: 'bank-votes',
    summary: 'Cast a vote',
    description:
      "Casts the caller's vote on a bank in one category: one vote per account, bank and category. A first vote answers 201; casting again replaces the earlier vote (same id and createdAt, new updatedAt) and answers 200. Scores and ranks include it when the response arrives.",
    pathParameters: { bankId: { description: 'The bank voted on.' } },
    body: VoteBodySchema,
    response: BankVoteSchema,
    paginated: false,
    success: [201, 200],
    notFound: 'No bank has this id.',
    handle: ({ params, principal, body }, directory) => directory.votes.cast(principal, params.bankId!, body),
  }),
  route({
    method: 'DELETE',
    path: '/banks/:bankId/votes/:category',
    plan: 'FREE',
    operationId: 'retractBankVote',
    tag: 'bank-votes',
    summary: 'Retract a vote',
    description: "Removes the caller's vote on the bank in this category; data holds the removed vote's id.",
    pathParameters: {
      bankId: { description: 'The bank voted on.' },
      category: { description: 'The vote category.', schema: VoteCategoryParamSchema },
    },
    response: DeletedSchema,
    paginated: false,
    success: [200],
    notFound: 'No bank has this id, or the caller has no vote on it in this category.',
    handle: ({ params, principal }, directory) =>
      directory.votes.retract(principal, params.bankId!, params.category as VoteCategory),
  }),
];
