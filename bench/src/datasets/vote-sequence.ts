import { createPrng } from '@bankdir/conformance';
import { VOTE_CATEGORIES, type VoteCategory } from '@bankdir/core';
import type { Database } from 'better-sqlite3';

export interface PlannedVote {
  accountId: string;
  bankId: string;
  category: VoteCategory;
  isUp: boolean;
}

/**
 * `count` votes, every one a real change: a new vote of the account on the bank in that category, or the reverse of
 * its earlier one (so each flips counters, as a vote that changes nothing would not). Banks are picked in proportion
 * to the votes they already have, plus one, so busy banks get most new votes as they do in life; `accounts` accounts
 * of the benchmark's own cast them, and about half the votes reverse an earlier one. Same arguments, same votes.
 */
export function planVotes(rawFile: Database, count: number, accounts = 20, seed = 11): PlannedVote[] {
  const banks = rawFile.prepare('select id, overall_up + overall_down + 1 as weight from banks order by id').all() as {
    id: string;
    weight: number;
  }[];
  const cumulative: number[] = [];
  let sum = 0;
  for (const bank of banks) {
    sum += bank.weight;
    cumulative.push(sum);
  }
  const random = createPrng(seed);
  const pickBank = () => {
    const target = random.next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return banks[low]!.id;
  };
  const fresh: PlannedVote[] = [];
  const last = new Map<string, PlannedVote>();
  const votes: PlannedVote[] = [];
  while (votes.length < count) {
    const earlier = fresh.length > 0 && random.chance(0.5) ? random.pick(fresh) : undefined;
    let vote: PlannedVote;
    if (earlier) {
      const key = `${earlier.accountId} ${earlier.bankId} ${earlier.category}`;
      vote = { ...earlier, isUp: !last.get(key)!.isUp };
    } else {
      vote = {
        accountId: `acct_bench${random.int(0, accounts - 1)}`,
        bankId: pickBank(),
        category: random.pick(VOTE_CATEGORIES),
        isUp: random.chance(0.7),
      };
      const key = `${vote.accountId} ${vote.bankId} ${vote.category}`;
      if (last.has(key)) continue;
      fresh.push(vote);
    }
    last.set(`${vote.accountId} ${vote.bankId} ${vote.category}`, vote);
    votes.push(vote);
  }
  return votes;
}
