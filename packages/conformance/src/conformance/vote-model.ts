import type { Scores, VoteCategory } from '@bankdir/core';
import { computeCountryRanks, computeRanks, emptyTally, type Ranks, scoresFromTally } from '@bankdir/core/driver';

/** The reference: which votes exist and where each bank is, with scores and ranks computed from scratch. */
export class VoteModel {
  /** The model of a directory's banks and the votes cast on them. */
  static of(data: {
    banks: readonly { id: string; countryId: string }[];
    votes: readonly { accountId: string; bankId: string; category: VoteCategory; isUp: boolean }[];
  }): VoteModel {
    const model = new VoteModel();
    for (const bank of data.banks) model.addBank(bank.id, bank.countryId);
    for (const vote of data.votes) model.cast(vote.accountId, vote.bankId, vote.category, vote.isUp);
    return model;
  }

  private readonly countryOf = new Map<string, string>();
  private readonly votes = new Map<string, { bankId: string; category: VoteCategory; isUp: boolean }>();

  addBank(bankId: string, countryId: string): void {
    this.countryOf.set(bankId, countryId);
  }

  moveBank(bankId: string, countryId: string): void {
    this.countryOf.set(bankId, countryId);
  }

  deleteBank(bankId: string): void {
    this.countryOf.delete(bankId);
    for (const [key, vote] of this.votes) if (vote.bankId === bankId) this.votes.delete(key);
  }

  bankIds(): string[] {
    return [...this.countryOf.keys()];
  }

  countryIdOf(bankId: string): string | undefined {
    return this.countryOf.get(bankId);
  }

  cast(accountId: string, bankId: string, category: VoteCategory, isUp: boolean): void {
    this.votes.set(`${accountId}|${bankId}|${category}`, { bankId, category, isUp });
  }

  /** False when the account had no vote there. */
  retract(accountId: string, bankId: string, category: VoteCategory): boolean {
    return this.votes.delete(`${accountId}|${bankId}|${category}`);
  }

  has(accountId: string, bankId: string, category: VoteCategory): boolean {
    return this.votes.has(`${accountId}|${bankId}|${category}`);
  }

  scores(): Map<string, Scores> {
    const tallies = new Map([...this.countryOf.keys()].map((id) => [id, emptyTally()]));
    for (const vote of this.votes.values()) {
      const counts = tallies.get(vote.bankId)?.[vote.category];
      if (counts) counts[vote.isUp ? 'up' : 'down'] += 1;
    }
    return new Map([...tallies].map(([id, tally]) => [id, scoresFromTally(tally)]));
  }

  ranks(): Map<string, Ranks> {
    const scores = this.scores();
    return computeRanks(
      [...this.countryOf].map(([id, countryId]) => {
        const overall = scores.get(id)?.overall;
        return { id, countryId, overallScore: overall?.score ?? 0, overallTotal: overall?.total ?? 0 };
      }),
    );
  }

  /** Each country's scores: the votes on its banks summed (zero for a country of `countryIds` without any). */
  countryScores(countryIds: readonly string[]): Map<string, Scores> {
    const tallies = new Map(countryIds.map((id) => [id, emptyTally()]));
    for (const vote of this.votes.values()) {
      const countryId = this.countryOf.get(vote.bankId);
      const counts = countryId === undefined ? undefined : tallies.get(countryId)?.[vote.category];
      if (counts) counts[vote.isUp ? 'up' : 'down'] += 1;
    }
    return new Map([...tallies].map(([id, tally]) => [id, scoresFromTally(tally)]));
  }

  /** Each country's rank among `countryIds`, from scratch: 25 votes or more, then the banks' order. */
  countryRanks(countryIds: readonly string[]): Map<string, number | null> {
    const scores = this.countryScores(countryIds);
    return computeCountryRanks(
      countryIds.map((id) => ({
        id,
        overallScore: scores.get(id)!.overall.score,
        overallTotal: scores.get(id)!.overall.total,
      })),
    );
  }
}
