import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDirectoryAt } from '../datasets/open-directory.ts';
import { buildRawCopy } from '../datasets/raw-copy.ts';
import { monotonicMicros, stageTimes } from '../http/cpu-profile.ts';
import { load } from '../http/load.ts';
import { createKeys, type RunningTarget, startBankdir, startRaw } from '../http/servers.ts';
import type { Profile } from '../profiles.ts';
import type { Scenario, ScenarioResult } from '../scenario.ts';
import { LIST_PATH } from './http-reads.ts';

export interface StageRow {
  stage: string;
  /** CPU microseconds per request. */
  bankdir: number;
  baseline: number;
}

/** CPU profile flags for a target writing its .cpuprofile into `folder` when it exits. */
const profileFlags = (folder: string) => ['--cpu-prof', `--cpu-prof-dir=${folder}`, '--cpu-prof-interval=250'];

/** Loads the target for two rounds' time under a CPU profile; answers CPU ms per stage and the requests answered. */
async function profiled(
  start: (flags: string[]) => Promise<RunningTarget>,
  folder: string,
  headers: Record<string, string>,
  profile: Profile,
) {
  mkdirSync(folder, { recursive: true });
  const target = await start(profileFlags(folder));
  let window: { from: number; to: number };
  let requests: number;
  try {
    await load(target.url, LIST_PATH, { ...profile, seconds: 1 }, { headers });
    const from = monotonicMicros();
    requests = (await load(target.url, LIST_PATH, { ...profile, seconds: 2 * profile.seconds }, { headers })).requests;
    window = { from, to: monotonicMicros() };
  } finally {
    await target.stop();
  }
  const [file] = readdirSync(folder).filter((entry) => entry.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile in ${folder}`);
  if (process.env.BANKDIR_BENCH_KEEP_PROFILES)
    copyFileSync(
      join(folder, file),
      join(process.env.BANKDIR_BENCH_KEEP_PROFILES, `${folder.split('/').pop()}.cpuprofile`),
    );
  return { stages: stageTimes(join(folder, file), window), requests };
}

/**
 * Where the CPU time of one GET /v1/banks request goes, bankdir against the baseline route: both under the same
 * load with a V8 CPU profile (node --cpu-prof), each sample counted for the stage of its stack (http/cpu-profile.ts),
 * divided by the requests answered.
 */
export const httpStages: Scenario = {
  name: 'http-stages',
  summary: `CPU time per GET ${LIST_PATH} request by stage (key check, middleware, SQL, domain, serialisation, access log, Node HTTP), from CPU profiles of bankdir serve and of the baseline under the same load`,
  quick: true,
  async run(context): Promise<ScenarioResult> {
    const rawFile = join(context.tempDir, 'raw-stages.sqlite');
    const directory = await openDirectoryAt(context.defaultDataFile);
    await buildRawCopy(directory, rawFile);
    await directory.close();
    const [key] = await createKeys(context.defaultDataFile, 1, 'pro');
    const headers = { authorization: `Bearer ${key}` };
    const logFile = join(context.tempDir, 'http-stages.log');
    const bankdir = await profiled(
      (nodeFlags) => startBankdir(context.defaultDataFile, { logFile, nodeFlags }),
      join(context.tempDir, 'profile-bankdir'),
      headers,
      context.profile,
    );
    const raw = await profiled(
      (flags) => startRaw(rawFile, flags),
      join(context.tempDir, 'profile-raw'),
      {},
      context.profile,
    );
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
    for (const row of rows)
      context.log(`${row.stage}: ${row.bankdir.toFixed(0)} µs, baseline ${row.baseline.toFixed(0)} µs`);
    return { measurements: [], details: { path: LIST_PATH, rows } };
  },
};
