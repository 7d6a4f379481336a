import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDirectoryAt } from '../datasets/open-directory.ts';
import { buildRawCopy } from '../datasets/raw-copy.ts';
import { cpuMeasurement } from '../http/cpu-time.ts';
import { type LoadResult, load, medianLoad } from '../http/load.ts';
import { sameAnswer } from '../http/same-answer.ts';
import { createKeys, type RunningTarget, startBankdir, startRaw } from '../http/servers.ts';
import type { Profile } from '../profiles.ts';
import { type Measurement, measured, type Scenario, type ScenarioResult } from '../scenario.ts';
import { alternate } from '../stats.ts';

export const LIST_PATH = '/v1/banks?limit=10&include=scores,country';
/** The target for lists over HTTP: at least this share of the baseline route's requests per second. */
export const HTTP_LIST_TARGET = 0.7;

/** Alternating rounds of load on bankdir and on the baseline for one path; medians of each. */
export async function compareLoad(
  bankdir: RunningTarget,
  raw: RunningTarget,
  path: string,
  headers: Record<string, string>,
  profile: Profile,
): Promise<{ bankdir: LoadResult; raw: LoadResult }> {
  // Warm both up for a round's time: a second under a loaded machine leaves V8's compiler busy in the first rounds,
  // and its threads count in the process's CPU time.
  await load(bankdir.url, path, profile, { headers });
  await load(raw.url, path, profile);
  const rounds = await alternate(
    profile.rounds,
    () => load(bankdir.url, path, profile, { headers, pid: bankdir.pid }),
    () => load(raw.url, path, profile, { pid: raw.pid }),
  );
  return { bankdir: medianLoad(rounds.a), raw: medianLoad(rounds.b) };
}

/** A hostname of the data whose by-hostname answer the baseline gives too, preferring one several banks share. */
async function hostnameToAsk(
  rawFile: string,
  bankdir: { url: string; headers: Record<string, string> },
  raw: RunningTarget,
): Promise<string> {
  const db = new Database(rawFile, { readonly: true });
  const hosts = db
    .prepare('select host from hostnames group by host order by count(*) desc, host limit 40')
    .pluck()
    .all() as string[];
  db.close();
  for (const host of hosts) {
    const answer = await sameAnswer(bankdir, raw, byHostnamePath(host));
    if (answer.same && (answer.body.data as unknown[]).length > 0) return host;
  }
  throw new Error('no hostname of the data gets the same by-hostname answer from the baseline');
}

const byHostnamePath = (host: string) =>
  `/v1/banks/by-hostname?hostname=${encodeURIComponent(host)}&include=scores,country`;

export const httpReads: Scenario = {
  name: 'http-reads',
  summary: `GET ${LIST_PATH}, by-hostname and a conditional GET on the default data set through \`bankdir serve\`, against a hand-written Koa + better-sqlite3 route answering the same body from one indexed statement over a narrow copy`,
  quick: true,
  async run(context): Promise<ScenarioResult> {
    const { profile } = context;
    const rawFile = join(context.tempDir, 'raw-default.sqlite');
    const directory = await openDirectoryAt(context.defaultDataFile);
    await buildRawCopy(directory, rawFile);
    await directory.close();
    const [key] = await createKeys(context.defaultDataFile, 1, 'pro');
    const headers = { authorization: `Bearer ${key}` };
    const bankdir = await startBankdir(context.defaultDataFile, { logFile: join(context.tempDir, 'http-reads.log') });
    const raw = await startRaw(rawFile);
    try {
      const measurements: Measurement[] = [];
      const details: Record<string, unknown> = {};
      const list = await sameAnswer({ ...bankdir, headers }, raw, LIST_PATH);
      if (!list.same) throw new Error(`the baseline's answer to ${LIST_PATH} differs from bankdir's`);
      context.log(`GET ${LIST_PATH}: ${list.bytes} bytes, same answer from both`);
      const lists = await compareLoad(bankdir, raw, LIST_PATH, headers, profile);
      details.list = { ...lists, bytes: list.bytes };
      measurements.push(
        measured({
          scenario: this.name,
          name: `GET ${LIST_PATH} (default data, ${(list.bytes / 1024).toFixed(0)} KB)`,
          unit: 'requests/s',
          value: lists.bankdir.requestsPerSecond,
          baseline: { name: 'raw Koa route', value: lists.raw.requestsPerSecond },
          target: { of: 'ratio', at: 'least', limit: HTTP_LIST_TARGET },
        }),
        ...cpuMeasurement(this.name, `GET ${LIST_PATH}`, lists.bankdir, { name: 'raw Koa route', result: lists.raw }),
      );

      const host = await hostnameToAsk(rawFile, { ...bankdir, headers }, raw);
      const byHost = await compareLoad(bankdir, raw, byHostnamePath(host), headers, profile);
      details.byHostname = { host, ...byHost };
      measurements.push(
        measured({
          scenario: this.name,
          name: `GET /v1/banks/by-hostname?hostname=${host}&include=scores,country`,
          unit: 'requests/s',
          value: byHost.bankdir.requestsPerSecond,
          baseline: { name: 'raw Koa route', value: byHost.raw.requestsPerSecond },
        }),
        ...cpuMeasurement(this.name, 'GET /v1/banks/by-hostname', byHost.bankdir, {
          name: 'raw Koa route',
          result: byHost.raw,
        }),
      );

      const etag = (await fetch(bankdir.url + LIST_PATH, { headers })).headers.get('etag');
      if (etag) {
        const conditional = { ...headers, 'if-none-match': etag };
        const rounds = await alternate(
          profile.rounds,
          () => load(bankdir.url, LIST_PATH, profile, { headers: conditional, expect: [304], pid: bankdir.pid }),
          () => load(bankdir.url, LIST_PATH, profile, { headers, pid: bankdir.pid }),
        );
        const [notModified, full] = [medianLoad(rounds.a), medianLoad(rounds.b)];
        details.conditional = { notModified, full };
        measurements.push(
          measured({
            scenario: this.name,
            name: `GET ${LIST_PATH} with If-None-Match (304 Not Modified)`,
            unit: 'requests/s',
            value: notModified.requestsPerSecond,
            baseline: { name: 'the full GET', value: full.requestsPerSecond },
          }),
          ...cpuMeasurement(this.name, `GET ${LIST_PATH} with If-None-Match`, notModified, {
            name: 'the full GET',
            result: full,
          }),
        );
      } else {
        context.log('no ETag on the list: the conditional GET is not measured');
      }
      return { measurements, details };
    } finally {
      await Promise.all([bankdir.stop(), raw.stop()]);
    }
  },
};
