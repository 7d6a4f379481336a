import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FROM_SOURCE } from '../from-source.ts';
import type { Scenario } from '../scenario.ts';

/**
 * A benchmark that keeps its own detailed Markdown report (semantic search quality and latency write
 * bench/results/semantic.md, the engine comparison bench/results/engines.md): the suite runs it in turn, and its
 * table names the report.
 */
export function scriptScenario(
  name: string,
  script: string,
  summary: string,
  quick: boolean,
  report = 'results/semantic.md',
): Scenario {
  return {
    name,
    summary,
    quick,
    async run(context) {
      const result = spawnSync(
        process.execPath,
        [...FROM_SOURCE, fileURLToPath(new URL(`../${script}`, import.meta.url))],
        {
          stdio: 'inherit',
          env: { ...process.env, BANKDIR_BENCH_BANKS: String(context.profile.data.banks) },
        },
      );
      if (result.status !== 0) throw new Error(`${script} failed (exit ${result.status})`);
      return { measurements: [], details: { report } };
    },
  };
}
