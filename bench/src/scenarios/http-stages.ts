import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDirectoryAt } from '../datasets/open-directory.ts';
import { buildRawCopy } from '../datasets/raw-copy.ts';
import { planVotes } from '../datasets/vote-sequence.ts';
import { monotonicMicros, stageTimes } from '../http/cpu-profile.ts';
import { type LoadOptions, load } from '../http/load.ts';
import { createKeys, type RunningTarget, startBankdir, startRaw } from '../http/servers.ts';
import type { Profile } from '../profiles.ts';
import type { Scenario, ScenarioResult } from '../scenario.ts';
import { LIST_PATH } from './http-reads.ts';
import { VOTE_ACCOUNTS, voteRequests } from './http-votes.ts';

export interface StageRow {
  stage: string;
  /** CPU microseconds per request. */
  bankdir: number;
  baseline: number;
}

export interface StageTable {
  request: string;
  rows: StageRow[];
}

/** CPU profile flags for a target writing its .cpuprofile into `folder` when it exits. */
const profileFlags = (folder: string) => ['--cpu-prof', `--cpu-prof-dir=${folder}`, '--cpu-prof-interval=250'];

/** Loads the target for two rounds' time under a CPU profile; answers CPU ms per stage and the requests answered. */
async function profiled(
  start: (flags: string[]) => Promise<RunningTarget>,
  folder: string,
  path: string,
  options: LoadOptions,
  profile: Profile,
) {
  mkdirSync(folder, { recursive: true });
  const target = await start(profileFlags(folder));
  let window: { from: number; to: number };
  let requests: number;
  try {
    await load(target.url, path, { ...profile, seconds: 1 }, options);
    const from = monotonicMicros();
    requests = (await load(target.url, path, { ...profile, seconds: 2 * profile.seconds }, options)).requests;
    window = { from, to: monotonicMicros() };
  } finally {
    await target.stop();
  }
  const [file] = readdirSync(folder).filter((entry) => entry.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile in ${folder}`);
  // BANKDIR_BENCH_KEEP_PROFILES=DIR keeps the profiles, to open in Chrome DevTools or speedscope.
  const keep = process.env.BANKDIR_BENCH_KEEP_PROFILES;
  if (keep) copyFileSync(join(folder, file), join(keep, `${folder.split('/').pop()}.cpuprofile`));
  return { stages: stageTimes(join(folder, file), window), requests };
}

/** Both servers' stages side by side, per request, with a total line. */
function stageTable(
  request: string,
  bankdir: Awaited<ReturnType<typeof profiled>>,
  raw: Awaited<ReturnType<typeof profiled>>,
): StageTable {
  const perRequest = (ms: number, requests: number) => (1000 * ms) / requests;
  const rows: StageRow[] = bankdir.stages.map((stage, index) => ({
    stage: stage.stage,
    bankdir: perRequest(stage.ms, bankdir.requests),
    baseline: perRequest(raw.stages[index]!.ms, raw.requests),
  }));
  rows.push({
    stage: 'total CPU',
    bankdir: rows.reduce((sum, row) => sum + row.bankdir, 0),
    baseline: rows.reduce((sum, row) => sum + row.baseline, 0),
  });
  return { request, rows };
}

/**
 * Where the CPU time of one request goes, bankdir against the baseline route, for the bank list and for a vote: both
 * servers under the same load with a V8 CPU profile (node --cpu-prof), each sample counted for the stage of its stack
 * (http/cpu-profile.ts), divided by the requests answered. Default data set, one process.
 */
export const httpStages: Scenario = {
  name: 'http-stages',
  summary: `CPU time per request by stage (key check, middleware, SQL, domain, serialisation, access log, Node HTTP) for GET ${LIST_PATH} and for a vote, from CPU profiles of bankdir serve and of the baseline under the same load`,
  quick: true,
  async run(context): Promise<ScenarioResult> {
    const { profile, tempDir } = context;
    const file = context.defaultDataFile;
    const rawFile = join(tempDir, 'raw-stages.sqlite');
    const directory = await openDirectoryAt(file);
    await buildRawCopy(directory, rawFile);
    await directory.close();
    const [key] = await createKeys(file, 1, 'pro');
    const voters = await createKeys(file, VOTE_ACCOUNTS, 'free');
    const db = new Database(rawFile, { readonly: true });
    const plan = planVotes(db, 200_000, VOTE_ACCOUNTS, 29);
    db.close();
    const logFile = join(tempDir, 'http-stages.log');
    const startBankdirProfiled = (nodeFlags: string[]) => startBankdir(file, { logFile, nodeFlags, workers: 1 });
    const startRawProfiled = (flags: string[]) => startRaw(rawFile, flags);
    const tables: StageTable[] = [];

    const listOptions = { headers: { authorization: `Bearer ${key}` } };
    tables.push(
      stageTable(
        `GET ${LIST_PATH}`,
        await profiled(startBankdirProfiled, join(tempDir, 'profile-list-bankdir'), LIST_PATH, listOptions, profile),
        await profiled(startRawProfiled, join(tempDir, 'profile-list-raw'), LIST_PATH, {}, profile),
      ),
    );
    const voteOptions = (authorization: (account: number) => string) => ({
      requests: voteRequests(plan, authorization),
      expect: [200, 201],
    });
    tables.push(
      stageTable(
        'POST /v1/banks/:bankId/votes',
        await profiled(
          startBankdirProfiled,
          join(tempDir, 'profile-vote-bankdir'),
          '/',
          voteOptions((account) => `Bearer ${voters[account]}`),
          profile,
        ),
        await profiled(
          startRawProfiled,
          join(tempDir, 'profile-vote-raw'),
          '/',
          voteOptions((account) => `acct_bench${account}`),
          profile,
        ),
      ),
    );
    for (const table of tables) {
      context.log(table.request);
      for (const row of table.rows)
        if (row.bankdir >= 0.5 || row.baseline >= 0.5)
          context.log(`  ${row.stage}: ${row.bankdir.toFixed(0)} µs, baseline ${row.baseline.toFixed(0)} µs`);
    }
    return { measurements: [], details: { tables } };
  },
};
