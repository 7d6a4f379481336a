import { SCORE_KEY_BY_CATEGORY, type ScoreSortKey, type Scores, type VoteCategory } from '@bankdir/core';
import {
  COUNTRY_RANK_VOTE_THRESHOLD,
  computeCountryRanks,
  computeRanks,
  emptyTally,
  type Ranks,
  scoreEntry,
  scoresFromTally,
  type VoteTally,
} from '@bankdir/core/driver';
import type { Tables } from './tables.ts';

/** A bank's or a country's votes, counted: each category's up and down, and their sums. */
export interface Counted {
  tally: VoteTally;
  overall: { up: number; down: number };
  /** scoresOf's answer, kept once asked for. */
  scores?: Scores;
}

/** What the rows imply about a bank: its votes counted, its ranks among every bank, its visible stories. */
export interface BankStats extends Ranks, Counted {
  storiesCount: number;
}

/** What the rows imply about a country: sums over its banks and its rank among the countries. */
export interface CountryStats extends Counted {
  banksCount: number;
  storiesCount: number;
  rank: number | null;
}

export interface Derived {
  banks: Map<string, BankStats>;
  countries: Map<string, CountryStats>;
}

/** The scores a bank or country shows, from its counts (core's scoresFromTally); built once per revision. */
export function scoresOf(counted: Counted): Scores {
  counted.scores ??= scoresFromTally(counted.tally);
  return counted.scores;
}

const CATEGORY_OF_KEY = new Map(
  Object.entries(SCORE_KEY_BY_CATEGORY).map(([category, key]) => [key as string, category as VoteCategory]),
);

/** One number of the scores, as a list sorts by it, without building the other 59. */
export function scoreSortValue(counted: Counted, sortBy: ScoreSortKey): number {
  const [key, metric] = sortBy.split('_') as [string, 'score' | 'total' | 'up' | 'down'];
  const counts = key === 'overall' ? counted.overall : counted.tally[CATEGORY_OF_KEY.get(key)!];
  return scoreEntry(counts.up, counts.down)[metric];
}

// Kept per tables object until its next write: reads between two writes compute them once.
const kept = new WeakMap<Tables, { revision: number; derived: Derived }>();

/**
 * Scores, ranks and counts, computed from the rows with core's own reference functions (scoreEntry, computeRanks,
 * computeCountryRanks): exact after every write by construction, with nothing to keep in step and nothing stale after a
 * bulk import. The first read after a write costs one pass over the votes and stories and a sort of the banks.
 */
export function derivedOf(tables: Tables): Derived {
  const known = kept.get(tables);
  if (known && known.revision === tables.revision) return known.derived;
  const derived = compute(tables);
  kept.set(tables, { revision: tables.revision, derived });
  return derived;
}

/** A transaction's copy starts with what its tables imply already known: they are the same until it writes. */
export function shareDerived(from: Tables, to: Tables): void {
  const known = kept.get(from);
  if (known) kept.set(to, known);
}

const counted = (): Counted => ({ tally: emptyTally(), overall: { up: 0, down: 0 } });

function count(into: Counted | undefined, category: VoteCategory, isUp: boolean): void {
  if (!into) return;
  into.tally[category][isUp ? 'up' : 'down'] += 1;
  into.overall[isUp ? 'up' : 'down'] += 1;
}

/** The overall score and total the rank order compares. */
function rankable(id: string, counts: Counted) {
  const overall = scoreEntry(counts.overall.up, counts.overall.down);
  return { id, overallScore: overall.score, overallTotal: overall.total };
}

function compute(tables: Tables): Derived {
  const banks = new Map<string, BankStats>();
  const countries = new Map<string, CountryStats>();
  for (const country of tables.countries.values())
    countries.set(country.id, { ...counted(), banksCount: 0, storiesCount: 0, rank: null });
  for (const bank of tables.banks.values()) {
    banks.set(bank.id, { ...counted(), storiesCount: 0, rank: null, countryRank: null });
    const country = countries.get(bank.countryId);
    if (country) country.banksCount += 1;
  }
  for (const vote of tables.votes.values()) {
    const countryId = tables.banks.get(vote.bankId)?.countryId;
    count(banks.get(vote.bankId), vote.category, vote.isUp);
    count(countryId === undefined ? undefined : countries.get(countryId), vote.category, vote.isUp);
  }
  for (const story of tables.stories.values()) {
    const bank = tables.banks.get(story.bankId);
    if (story.hidden || !bank) continue;
    banks.get(bank.id)!.storiesCount += 1;
    const country = countries.get(bank.countryId);
    if (country) country.storiesCount += 1;
  }

  const ranks = computeRanks(
    [...tables.banks.values()].map((bank) => ({
      ...rankable(bank.id, banks.get(bank.id)!),
      countryId: bank.countryId,
    })),
  );
  for (const [id, place] of ranks) Object.assign(banks.get(id)!, place);
  // Only countries with enough votes take part; computeCountryRanks gives the others null.
  const countryRanks = computeCountryRanks(
    [...countries]
      .filter(([, stats]) => stats.overall.up + stats.overall.down >= COUNTRY_RANK_VOTE_THRESHOLD)
      .map(([id, stats]) => rankable(id, stats)),
  );
  for (const [id, rank] of countryRanks) countries.get(id)!.rank = rank;
  return { banks, countries };
}
