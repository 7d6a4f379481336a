import { join } from 'node:path';
import type autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { openDirectoryAt } from '../datasets/open-directory.ts';
import { buildRawCopy } from '../datasets/raw-copy.ts';
import { type PlannedVote, planVotes } from '../datasets/vote-sequence.ts';
import { cpuMeasurement } from '../http/cpu-time.ts';
import { load, medianLoad } from '../http/load.ts';
import { createKeys, startBankdir, startRaw } from '../http/servers.ts';
import { type Measurement, measured, type Scenario, type ScenarioResult } from '../scenario.ts';
import { alternate } from '../stats.ts';

/** The target for votes over HTTP: at least this share of the baseline route's votes per second. */
export const HTTP_VOTE_TARGET = 0.5;
export const VOTE_ACCOUNTS = 20;

/**
 * POST /v1/banks/:bankId/votes requests for autocannon, each the next planned vote, every one a real change: after the
 * plan's end it starts again with every vote reversed. `authorization(account)` is the header of the planned account.
 */
export function voteRequests(
  plan: readonly PlannedVote[],
  authorization: (account: number) => string,
): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest(request) {
        const pass = Math.floor(next / plan.length);
        const vote = plan[next % plan.length]!;
        next++;
        const isUp = pass % 2 === 0 ? vote.isUp : !vote.isUp;
        return {
          ...request,
          method: 'POST',
          path: `/v1/banks/${encodeURIComponent(vote.bankId)}/votes`,
          headers: {
            'content-type': 'application/json',
            authorization: authorization(Number(vote.accountId.replace('acct_bench', ''))),
          },
          body: JSON.stringify({ category: vote.category, isUp }),
        };
      },
    },
  ];
}

/**
 * Votes per second over HTTP, 10 clients, every vote a real change: `bankdir serve` against the hand-written Koa
 * route doing the cheapest exact vote (targets/raw-votes.ts) over the narrow copy, in alternating rounds.
 */
export const httpVotes: Scenario = {
  name: 'http-votes',
  summary:
    'POST /v1/banks/:bankId/votes, 10 clients, every vote a real change, through `bankdir serve` against a hand-written Koa route doing the cheapest exact vote on better-sqlite3; default data and the generated directory',
  quick: true,
  async run(context): Promise<ScenarioResult> {
    const { profile } = context;
    const measurements: Measurement[] = [];
    const details: Record<string, unknown> = {};
    for (const [label, file] of [
      ['default data', context.defaultDataFile],
      ['generated directory', context.generatedWorkFile],
    ] as const) {
      const rawFile = join(context.tempDir, `raw-http-votes-${label.replace(/ /g, '-')}.sqlite`);
      const directory = await openDirectoryAt(file);
      await buildRawCopy(directory, rawFile);
      await directory.close();
      const db = new Database(rawFile, { readonly: true });
      const plan = planVotes(db, 200_000, VOTE_ACCOUNTS);
      db.close();
      const keys = await createKeys(file, VOTE_ACCOUNTS, 'free');
      const bankdir = await startBankdir(file, { logFile: join(context.tempDir, 'http-votes.log'), workers: 1 });
      const raw = await startRaw(rawFile);
      try {
        const bankdirRequests = voteRequests(plan, (account) => `Bearer ${keys[account]}`);
        const rawRequests = voteRequests(plan, (account) => `acct_bench${account}`);
        const options = (requests: autocannon.Request[]) => ({ requests, expect: [200, 201] });
        await load(bankdir.url, '/', { ...profile, seconds: 1 }, options(bankdirRequests));
        await load(raw.url, '/', { ...profile, seconds: 1 }, options(rawRequests));
        const rounds = await alternate(
          profile.rounds,
          () => load(bankdir.url, '/', profile, { ...options(bankdirRequests), pid: bankdir.pid }),
          () => load(raw.url, '/', profile, { ...options(rawRequests), pid: raw.pid }),
        );
        const result = { bankdir: medianLoad(rounds.a), raw: medianLoad(rounds.b) };
        details[label] = result;
        context.log(
          `${label}: ${result.bankdir.requestsPerSecond.toFixed(0)} votes/s, raw ${result.raw.requestsPerSecond.toFixed(0)}`,
        );
        measurements.push(
          measured({
            scenario: this.name,
            name: `POST /v1/banks/:bankId/votes, ${label}`,
            unit: 'votes/s',
            value: result.bankdir.requestsPerSecond,
            baseline: { name: 'raw Koa route', value: result.raw.requestsPerSecond },
            target: { of: 'ratio', at: 'least', limit: HTTP_VOTE_TARGET },
          }),
          ...cpuMeasurement(this.name, `POST /v1/banks/:bankId/votes, ${label}`, result.bankdir, {
            name: 'raw Koa route',
            result: result.raw,
          }),
        );
      } finally {
        await Promise.all([bankdir.stop(), raw.stop()]);
      }
    }
    return { measurements, details };
  },
};
