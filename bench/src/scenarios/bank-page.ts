import { join } from 'node:path';
import { createKeys, startBankdir } from '../http/servers.ts';
import { measured, type Scenario, type ScenarioResult } from '../scenario.ts';
import { alternate, median } from '../stats.ts';

/** The API's answer with the data a bank's page shows. */
export const bankApiPath = (id: string) => `/v1/banks/${id}?include=scores,country,stocks`;
/** A bank's page costs at most this many times the API's answer with the same data. */
const BANK_PAGE_TARGET = 2;
/** The banks asked for, each once per round: the first of the default data set by rank. */
const BANKS = 25;

/** Milliseconds from sending the request to the last byte of the answer, which must be 200. */
async function milliseconds(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  // Uncompressed: gzipping a page costs the server about 0.2 ms, but Node's fetch takes milliseconds to inflate it,
  // which would time the client instead of the server.
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** One request after another, one per path; answers each one's time. */
async function timeEach(base: string, paths: readonly string[], headers?: Record<string, string>): Promise<number[]> {
  const times: number[] = [];
  for (const path of paths) times.push(await milliseconds(base + path, headers));
  return times;
}

export const bankPage: Scenario = {
  name: 'bank-page',
  summary: `GET /banks/{id} (a bank's page) against GET ${bankApiPath('{id}')} (the API's answer with the same data) through \`bankdir serve\` on the default data set: one request at a time over the first ${BANKS} banks by rank, in alternating rounds; medians`,
  quick: true,
  async run(context): Promise<ScenarioResult> {
    const [key] = await createKeys(context.defaultDataFile, 1, 'pro');
    const headers = { authorization: `Bearer ${key}` };
    const server = await startBankdir(context.defaultDataFile, { logFile: join(context.tempDir, 'bank-page.log') });
    try {
      const list = await fetch(`${server.url}/v1/banks?sortBy=rank&limit=${BANKS}`, { headers });
      const banks = ((await list.json()) as { data: { id: string }[] }).data.map((bank) => bank.id);
      if (banks.length === 0) throw new Error('the default data set has no banks');
      const pages = banks.map((id) => `/banks/${id}`);
      const answers = banks.map(bankApiPath);
      // Once each unmeasured: the first request of a route compiles its code and fills its caches.
      await timeEach(server.url, pages);
      await timeEach(server.url, answers, headers);
      const rounds = await alternate(
        2 * context.profile.rounds,
        () => timeEach(server.url, pages),
        () => timeEach(server.url, answers, headers),
      );
      const [page, api] = [median(rounds.a.flat()), median(rounds.b.flat())];
      context.log(`bank page ${page.toFixed(2)} ms, API ${api.toFixed(2)} ms: ${(page / api).toFixed(2)} times`);
      return {
        measurements: [
          measured({
            scenario: this.name,
            name: `GET /banks/{id}: one bank's page, median over ${banks.length} banks`,
            unit: 'ms',
            value: page,
            baseline: { name: `GET ${bankApiPath('{id}')}`, value: api },
            target: { of: 'ratio', at: 'most', limit: BANK_PAGE_TARGET },
          }),
        ],
        details: { banks, page: rounds.a, api: rounds.b },
      };
    } finally {
      await server.stop();
    }
  },
};
