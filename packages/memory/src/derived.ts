import {
  computeCountryRanks,
  computeRanks,
  emptyTally,
  type Ranks,
  type Scores,
  scoresFromTally,
  type VoteTally,
} from '@bankdir/core';
import type { Tables } from './tables.ts';

/** What the rows imply about a bank: its scores from its votes, its ranks among every bank, its visible stories. */
export interface BankStats extends Ranks {
  scores: Scores;
  storiesCount: number;
}

/** What the rows imply about a country: sums over its banks and its rank among the countries. */
export interface CountryStats {
  banksCount: number;
  storiesCount: number;
  scores: Scores;
  rank: number | null;
}

export interface Derived {
  banks: Map<string, BankStats>;
  countries: Map<string, CountryStats>;
}

// Kept per tables object until its next write: reads between two writes compute them once.
const kept = new WeakMap<Tables, { revision: number; derived: Derived }>();

/**
 * Scores, ranks and counts, computed from the rows with core's own reference functions (scoresFromTally, computeRanks,
 * computeCountryRanks): exact after every write by construction, with nothing to keep in step and nothing stale after a
 * bulk import. A read after a write costs one pass over the votes and stories and a sort of the banks.
 */
export function derivedOf(tables: Tables): Derived {
  const known = kept.get(tables);
  if (known && known.revision === tables.revision) return known.derived;
  const derived = compute(tables);
  kept.set(tables, { revision: tables.revision, derived });
  return derived;
}

function compute(tables: Tables): Derived {
  const bankTallies = new Map<string, VoteTally>();
  const countryTallies = new Map<string, VoteTally>();
  for (const country of tables.countries.values()) countryTallies.set(country.id, emptyTally());
  for (const bank of tables.banks.values()) bankTallies.set(bank.id, emptyTally());
  for (const vote of tables.votes.values()) {
    const bank = tables.banks.get(vote.bankId);
    if (!bank) continue;
    for (const tally of [bankTallies.get(bank.id), countryTallies.get(bank.countryId)])
      if (tally) tally[vote.category][vote.isUp ? 'up' : 'down'] += 1;
  }

  const bankStories = new Map<string, number>();
  for (const story of tables.stories.values())
    if (!story.hidden) bankStories.set(story.bankId, (bankStories.get(story.bankId) ?? 0) + 1);

  const bankScores = new Map([...bankTallies].map(([id, tally]) => [id, scoresFromTally(tally)]));
  const ranks = computeRanks(
    [...tables.banks.values()].map((bank) => {
      const { overall } = bankScores.get(bank.id)!;
      return { id: bank.id, countryId: bank.countryId, overallScore: overall.score, overallTotal: overall.total };
    }),
  );
  const banks = new Map<string, BankStats>();
  for (const bank of tables.banks.values())
    banks.set(bank.id, {
      ...ranks.get(bank.id)!,
      scores: bankScores.get(bank.id)!,
      storiesCount: bankStories.get(bank.id) ?? 0,
    });

  const countryScores = new Map([...countryTallies].map(([id, tally]) => [id, scoresFromTally(tally)]));
  const countryRanks = computeCountryRanks(
    [...countryScores].map(([id, scores]) => ({
      id,
      overallScore: scores.overall.score,
      overallTotal: scores.overall.total,
    })),
  );
  const countries = new Map<string, CountryStats>();
  for (const [id, scores] of countryScores)
    countries.set(id, { banksCount: 0, storiesCount: 0, scores, rank: countryRanks.get(id) ?? null });
  for (const bank of tables.banks.values()) {
    const stats = countries.get(bank.countryId);
    if (!stats) continue;
    stats.banksCount += 1;
    stats.storiesCount += bankStories.get(bank.id) ?? 0;
  }
  return { banks, countries };
}
