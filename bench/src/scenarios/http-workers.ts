import { join } from 'node:path';
import { load, medianLoad } from '../http/load.ts';
import { createKeys, startBankdir } from '../http/servers.ts';
import { measured, type Scenario, type ScenarioResult } from '../scenario.ts';
import { alternate } from '../stats.ts';
import { LIST_PATH } from './http-reads.ts';

/**
 * Requests per second of `bankdir serve --workers 2` against `--workers 1`, GET /v1/banks on the default data set.
 * Both servers run at once over the same file, and the rounds alternate between them, so an idle one costs nothing.
 */
export const httpWorkers: Scenario = {
  name: 'http-workers',
  summary: `GET ${LIST_PATH} through bankdir serve --workers 2 against --workers 1, both running over the same file, alternating rounds`,
  quick: true,
  async run(context): Promise<ScenarioResult> {
    const { profile } = context;
    const file = context.defaultDataFile;
    const [key] = await createKeys(file, 1, 'pro');
    const headers = { authorization: `Bearer ${key}` };
    const logFile = join(context.tempDir, 'http-workers.log');
    const one = await startBankdir(file, { logFile, workers: 1 });
    const two = await startBankdir(file, { logFile, workers: 2 });
    try {
      await load(one.url, LIST_PATH, { ...profile, seconds: 1 }, { headers });
      await load(two.url, LIST_PATH, { ...profile, seconds: 1 }, { headers });
      const rounds = await alternate(
        profile.rounds,
        () => load(two.url, LIST_PATH, profile, { headers }),
        () => load(one.url, LIST_PATH, profile, { headers }),
      );
      const [twoWorkers, oneWorker] = [medianLoad(rounds.a), medianLoad(rounds.b)];
      context.log(
        `2 workers ${twoWorkers.requestsPerSecond.toFixed(0)}/s, 1 worker ${oneWorker.requestsPerSecond.toFixed(0)}/s`,
      );
      return {
        measurements: [
          measured({
            scenario: this.name,
            name: `GET ${LIST_PATH}, bankdir serve --workers 2 (the load generator shares the cores)`,
            unit: 'requests/s',
            value: twoWorkers.requestsPerSecond,
            baseline: { name: '--workers 1', value: oneWorker.requestsPerSecond },
          }),
        ],
        details: { twoWorkers, oneWorker },
      };
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  },
};
