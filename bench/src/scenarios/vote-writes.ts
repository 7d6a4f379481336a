import { join } from 'node:path';
import { testPrincipal } from '@bankdir/conformance';
import Database from 'better-sqlite3';
import { openDirectoryAt } from '../datasets/open-directory.ts';
import { buildRawCopy } from '../datasets/raw-copy.ts';
import { planVotes } from '../datasets/vote-sequence.ts';
import { type Measurement, measured, type Scenario, type ScenarioResult } from '../scenario.ts';
import { alternate, median, timeBatch } from '../stats.ts';
import { rawVoter } from '../targets/raw-votes.ts';

/** The target for votes in process: at least this share of the raw transaction's votes per second. */
export const VOTE_IN_PROCESS_TARGET = 0.3;

/**
 * Votes per second through `directory.votes.cast` against the cheapest exact vote on raw better-sqlite3
 * (targets/raw-votes.ts), the same planned votes in the same order, in alternating rounds of `batch` votes.
 */
async function measureVotes(file: string, rawFile: string, rounds: number, batch: number) {
  const directory = await openDirectoryAt(file);
  await buildRawCopy(directory, rawFile);
  const db = new Database(rawFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // Both sides first cast votes unmeasured: bankdir prepares a statement per vote category and per set of changed
  // counters on first use (the raw side has two), which is start-up cost, not the steady cost of a vote.
  const warmup = 300;
  const votes = planVotes(db, warmup + rounds * batch);
  const principals = new Map(
    votes.map((vote) => [vote.accountId, testPrincipal({ accountId: vote.accountId, plan: 'FREE' })]),
  );
  const principal = (accountId: string) => principals.get(accountId)!;
  const raw = rawVoter(db);
  try {
    for (const vote of votes.slice(0, warmup)) {
      await directory.votes.cast(principal(vote.accountId), vote.bankId, { category: vote.category, isUp: vote.isUp });
      raw(vote.accountId, vote.bankId, vote.category, vote.isUp);
    }
    const samples = await alternate(
      rounds,
      (round) =>
        timeBatch(async (i) => {
          const vote = votes[warmup + round * batch + i]!;
          await directory.votes.cast(principal(vote.accountId), vote.bankId, {
            category: vote.category,
            isUp: vote.isUp,
          });
        }, batch),
      (round) =>
        timeBatch((i) => {
          const vote = votes[warmup + round * batch + i]!;
          if (!raw(vote.accountId, vote.bankId, vote.category, vote.isUp)) throw new Error(`no bank ${vote.bankId}`);
        }, batch),
    );
    return { bankdirMs: median(samples.a), rawMs: median(samples.b), votes: votes.length };
  } finally {
    db.close();
    await directory.close();
  }
}

export const voteWrites: Scenario = {
  name: 'vote-writes',
  summary:
    'directory.votes.cast in process, every vote a real change, against the cheapest exact vote on raw better-sqlite3 (insert or flip the vote row, bump four counters and the score on a narrow bank row with one score index, one transaction); default data and the generated directory',
  quick: true,
  async run(context): Promise<ScenarioResult> {
    // Votes are slower than reads: five times the profile's batch per round.
    const { rounds } = context.profile;
    const batch = 5 * context.profile.batch;
    const measurements: Measurement[] = [];
    const details: Record<string, unknown> = {};
    for (const [label, file] of [
      ['default data', context.defaultDataFile],
      ['generated directory', context.generatedWorkFile],
    ] as const) {
      const result = await measureVotes(
        file,
        join(context.tempDir, `raw-votes-${label.replace(/ /g, '-')}.sqlite`),
        rounds,
        batch,
      );
      context.log(`${label}: ${result.bankdirMs.toFixed(2)} ms a vote, raw ${result.rawMs.toFixed(3)} ms`);
      details[label] = result;
      measurements.push(
        measured({
          scenario: this.name,
          name: `directory.votes.cast, ${label}`,
          unit: 'votes/s',
          value: 1000 / result.bankdirMs,
          baseline: { name: 'raw transaction', value: 1000 / result.rawMs },
          target: { of: 'ratio', at: 'least', limit: VOTE_IN_PROCESS_TARGET },
        }),
      );
    }
    return { measurements, details };
  },
};
