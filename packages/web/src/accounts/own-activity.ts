import type { Directory } from '@bankdir/core';

type Storage = Directory['storage'];
/** A vote and a story as the storage keeps them (with their account). */
export type OwnVote = Awaited<ReturnType<Storage['votes']['list']>>['items'][number];
export type OwnStory = Awaited<ReturnType<Storage['stories']['list']>>['items'][number];

/** How many of the person's votes and stories the dashboard lists, newest first. */
const DASHBOARD_LIMIT = 50;

/** The person's latest votes and stories, with the name of each bank they are about. */
export interface OwnActivity {
  readonly votes: readonly OwnVote[];
  readonly stories: readonly OwnStory[];
  readonly bankNames: ReadonlyMap<string, string>;
}

/** The account's own votes and stories, read from the storage (the public lists never filter by account). */
export async function ownActivity(directory: Directory, accountId: string): Promise<OwnActivity> {
  const page = { limit: DASHBOARD_LIMIT };
  const [votes, stories] = await Promise.all([
    directory.storage.votes.list({ accountId, sortOrder: 'desc', page }),
    directory.storage.stories.list({ accountId, sortBy: 'createdAt', sortOrder: 'desc', page }),
  ]);
  const bankIds = [...new Set([...votes.items, ...stories.items].map((item) => item.bankId))];
  const banks = await Promise.all(bankIds.map((id) => directory.banks.get(id).then((outcome) => outcome.data)));
  return {
    votes: votes.items,
    stories: stories.items,
    bankNames: new Map(banks.map((bank) => [bank.id, bank.name])),
  };
}
