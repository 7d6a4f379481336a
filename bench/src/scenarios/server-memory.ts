import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BANK_SORT_KEYS } from '@bankdir/core';
import type autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { openDirectoryAt } from '../datasets/open-directory.ts';
import { buildRawCopy } from '../datasets/raw-copy.ts';
import { planVotes } from '../datasets/vote-sequence.ts';
import { load } from '../http/load.ts';
import { createKeys, startBankdir } from '../http/servers.ts';
import { measured, type Scenario, type ScenarioResult } from '../scenario.ts';
import { VOTE_ACCOUNTS, voteRequests } from './http-votes.ts';

/** The target: the server's peak resident memory at the full profile's size. */
export const PEAK_RSS_TARGET_MB = 300;

/** The peak resident set of a process in MB (Linux: VmHWM), or undefined where /proc does not tell it. */
function peakRssMb(pid: number): number | undefined {
  const file = `/proc/${pid}/status`;
  if (!existsSync(file)) return undefined;
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(file, 'utf8'));
  return match ? Number(match[1]) / 1024 : undefined;
}

/** GETs over every bank sort key, both orders, and the other lists, one request after another (autocannon cycles them). */
function readRequests(): autocannon.Request[] {
  const paths = [
    ...BANK_SORT_KEYS.flatMap((sortBy) =>
      ['asc', 'desc'].map((order) => `/v1/banks?limit=100&include=scores,country&sortBy=${sortBy}&sortOrder=${order}`),
    ),
    '/v1/bank-products?limit=100',
    '/v1/bank-votes?limit=100&include=bank,country',
    '/v1/countries?limit=100',
  ];
  return paths.map((path) => ({ method: 'GET', path }));
}

/**
 * Peak resident memory of `bankdir serve` (one process) over the generated directory, after reading every bank sort
 * key's first pages of 100 and the other lists, then casting votes, for two rounds' time each. Linux only (VmHWM).
 */
export const serverMemory: Scenario = {
  name: 'server-memory',
  summary:
    'peak resident memory (VmHWM) of bankdir serve, one process, over the generated directory, under reads of every list and sort and under votes',
  quick: true,
  async run(context): Promise<ScenarioResult> {
    const { profile } = context;
    const file = context.generatedWorkFile;
    const [key] = await createKeys(file, 1, 'pro');
    const voters = await createKeys(file, VOTE_ACCOUNTS, 'free');
    const rawFile = join(context.tempDir, 'raw-memory.sqlite');
    const directory = await openDirectoryAt(file);
    await buildRawCopy(directory, rawFile);
    await directory.close();
    const db = new Database(rawFile, { readonly: true });
    const plan = planVotes(db, 100_000, VOTE_ACCOUNTS, 41);
    db.close();
    const server = await startBankdir(file, { logFile: join(context.tempDir, 'server-memory.log'), workers: 1 });
    try {
      const started = peakRssMb(server.pid);
      if (started === undefined) {
        context.log('no /proc/PID/status on this system: peak memory is not measured');
        return { measurements: [] };
      }
      const seconds = 2 * profile.seconds;
      await load(
        server.url,
        '/',
        { ...profile, seconds },
        { headers: { authorization: `Bearer ${key}` }, requests: readRequests() },
      );
      const afterReads = peakRssMb(server.pid)!;
      await load(
        server.url,
        '/',
        { ...profile, seconds },
        { requests: voteRequests(plan, (account) => `Bearer ${voters[account]}`) },
      );
      const peak = peakRssMb(server.pid)!;
      context.log(
        `peak RSS: ${started.toFixed(0)} MB started, ${afterReads.toFixed(0)} MB after reads, ${peak.toFixed(0)} MB after votes`,
      );
      return {
        measurements: [
          measured({
            scenario: this.name,
            name: `peak RSS of bankdir serve (one process) over the generated directory, reads and votes`,
            unit: 'MB',
            value: peak,
            target: { of: 'value', at: 'most', limit: PEAK_RSS_TARGET_MB },
          }),
        ],
        details: { startedMb: started, afterReadsMb: afterReads, peakMb: peak },
      };
    } finally {
      await server.stop();
    }
  },
};
