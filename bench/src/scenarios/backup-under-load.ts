import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BackupMethod, backupSqliteFile } from '@bankdir/sqlite';
import { createKeys, startBankdir } from '../http/servers.ts';
import { measured, type Scenario, type ScenarioResult } from '../scenario.ts';
import { median } from '../stats.ts';

/** A vote load on a running server: `concurrency` loops casting votes until stopped; answers how many were acknowledged. */
function voteLoad(url: string, keys: readonly string[], bankIds: readonly string[], concurrency = 4) {
  let stopped = false;
  let acknowledged = 0;
  const categories = ['LENDING', 'INNOVATION', 'TRANSPARENCY', 'FEES_PRICING'];
  const loop = async (worker: number) => {
    for (let n = worker; !stopped; n += concurrency) {
      try {
        const response = await fetch(`${url}/v1/banks/${bankIds[n % bankIds.length]}/votes`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${keys[n % keys.length]}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ category: categories[n % categories.length], isUp: n % 3 !== 0 }),
        });
        await response.arrayBuffer();
        if (response.status === 200 || response.status === 201) acknowledged += 1;
      } catch {
        // A keep-alive connection the server closed while this process was busy checking a copy: send the next one.
      }
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, (_, worker) => loop(worker)));
  return {
    acknowledged: () => acknowledged,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/**
 * Both ways of copying a live database (VACUUM INTO, the backup API in one step), in alternating rounds, while
 * `bankdir serve` takes a stream of votes on the same file: the time to copy and to check the copy.
 */
export async function measureBackupUnderLoad(
  source: string,
  tempDir: string,
  rounds: number,
  log: (line: string) => void,
) {
  const file = join(tempDir, 'backup-live.sqlite');
  copyFileSync(source, file);
  const keys = await createKeys(file, 8, 'free');
  const server = await startBankdir(file, { logFile: join(tempDir, 'backup-server.log') });
  const banks = (await (
    await fetch(`${server.url}/v1/banks?limit=100`, {
      headers: { Authorization: `Bearer ${(await createKeys(file, 1, 'pro'))[0]}` },
    })
  ).json()) as { data: { id: string }[] };
  const load = voteLoad(
    server.url,
    keys,
    banks.data.map((bank) => bank.id),
  );
  const times: Record<BackupMethod, { copy: number[]; check: number[] }> = {
    'vacuum-into': { copy: [], check: [] },
    'backup-api': { copy: [], check: [] },
  };
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let round = 0; round < rounds; round++) {
      const methods: BackupMethod[] = round % 2 === 0 ? ['vacuum-into', 'backup-api'] : ['backup-api', 'vacuum-into'];
      for (const method of methods) {
        const result = await backupSqliteFile({
          source: file,
          target: join(tempDir, `backup-${method}-${round}.sqlite`),
          method,
        });
        times[method].copy.push(result.copyMs);
        times[method].check.push(result.checkMs);
        log(
          `${method}: ${result.copyMs.toFixed(0)} ms to copy ${(result.bytes / 1_048_576).toFixed(1)} MB, ${result.checkMs.toFixed(0)} ms to check`,
        );
      }
    }
  } finally {
    await load.stop();
    await server.stop();
  }
  return {
    votesDuring: load.acknowledged(),
    vacuumInto: { copyMs: median(times['vacuum-into'].copy), checkMs: median(times['vacuum-into'].check) },
    backupApi: { copyMs: median(times['backup-api'].copy), checkMs: median(times['backup-api'].check) },
  };
}

export const backupUnderLoad: Scenario = {
  name: 'backup-under-load',
  summary:
    'bankdir backup of the generated directory while bankdir serve takes votes: the backup API in one step (the default) against VACUUM INTO, alternating rounds',
  quick: true,
  async run(context): Promise<ScenarioResult> {
    const result = await measureBackupUnderLoad(
      context.generatedWorkFile,
      context.tempDir,
      context.profile.rounds,
      context.log,
    );
    return {
      measurements: [
        measured({
          scenario: this.name,
          name: 'copy the live database under vote load (backup API, one step)',
          unit: 'ms',
          value: result.backupApi.copyMs,
          baseline: { name: 'VACUUM INTO', value: result.vacuumInto.copyMs },
        }),
        measured({
          scenario: this.name,
          name: 'integrity_check of the copy',
          unit: 'ms',
          value: result.backupApi.checkMs,
        }),
      ],
      details: result,
    };
  },
};
