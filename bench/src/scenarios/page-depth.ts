import type { Profile } from '../profiles.ts';
import { alternate, median, timeBatch } from '../stats.ts';

/** Options of a list, assembled by a scenario from its tables of filters and sorts. */
export type ListOptions = Readonly<Record<string, unknown>>;

/** A list of the Directory (banks.list, products.listAll, votes.list) as the scenarios call it. */
export type ListCall = (
  options: ListOptions,
) => Promise<{ data: readonly { id: string }[]; pagination?: { nextCursor: string | null } }>;

/** The target of every list: a page deep in the list costs at most 1.5 times the first page. */
export const DEEP_OVER_FIRST_TARGET = 1.5;

export interface FirstAndDeep {
  firstMs: number;
  deepMs: number;
  /** How deep the deep page starts: the profile's depth, or less when the list is shorter. */
  depth: number;
  /** Rounds measured: the profile's, three times as many when the first of them put the ratio over the target. */
  rounds: number;
}

/**
 * The median time of a list's first page and of the page `depth` items in (`startingAfter` the item before it), in
 * alternating rounds of `batch` calls each. A ratio over the target is measured for twice as many rounds again and
 * the medians are taken over all of them: on a shared machine one disturbed round sways a median of a few rounds,
 * while a deep page that really costs more does so in every round. A list shorter than depth + limit is paged at 90%
 * of its length instead; undefined when it has too few items to have a deep page at all.
 */
export async function firstAndDeep(
  list: ListCall,
  query: ListOptions,
  profile: Pick<Profile, 'depth' | 'rounds' | 'batch'>,
): Promise<FirstAndDeep | undefined> {
  const limit = Number(query.limit ?? 10);
  const found = await cursorAtDepth(list, query, profile.depth + limit);
  if (found.seen < 4 * limit) return undefined;
  const depth = found.cursor === undefined ? Math.floor(found.seen * 0.9) : profile.depth;
  const cursor = found.cursor ?? (await cursorAtDepth(list, query, depth)).cursor!;
  const deepQuery = { ...query, startingAfter: cursor };
  await list(query); // warm both statements once
  await list(deepQuery);
  const measure = (rounds: number) =>
    alternate(
      rounds,
      () => timeBatch(() => list(query), profile.batch),
      () => timeBatch(() => list(deepQuery), profile.batch),
    );
  const samples = await measure(profile.rounds);
  if (median(samples.b) / median(samples.a) > DEEP_OVER_FIRST_TARGET) {
    const again = await measure(2 * profile.rounds);
    samples.a.push(...again.a);
    samples.b.push(...again.b);
  }
  return { firstMs: median(samples.a), deepMs: median(samples.b), depth, rounds: samples.a.length };
}

/**
 * Walks the list 100 items at a time up to `depth` items. Answers the id of the item at that depth (the cursor for
 * the page after it), or undefined with the number of items seen when the list ends first.
 */
async function cursorAtDepth(
  list: ListCall,
  query: ListOptions,
  depth: number,
): Promise<{ cursor: string | undefined; seen: number }> {
  let cursor: string | undefined;
  let seen = 0;
  while (seen < depth) {
    const take = Math.min(100, depth - seen);
    const page = await list({
      ...query,
      limit: take,
      ...(cursor !== undefined && { startingAfter: cursor }),
    });
    seen += page.data.length;
    if (page.data.length < take) return { cursor: undefined, seen };
    cursor = page.data[page.data.length - 1]!.id;
  }
  return { cursor, seen };
}
