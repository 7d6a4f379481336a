import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeResultsSection } from '../results-section.ts';
import type { Measurement, ScenarioResult } from '../scenario.ts';
import type { PagingRow } from '../scenarios/banks-paging.ts';
import type { StageTable } from '../scenarios/http-stages.ts';
import { DEEP_OVER_FIRST_TARGET } from '../scenarios/page-depth.ts';
import { describeMachine, type Machine } from './machine.ts';
import { ratioChart } from './ratio-chart.ts';
import { resultsTable } from './results-table.ts';

export interface RunReport {
  command: string;
  profile: string;
  data: string;
  date: string;
  /** The commit measured (codeRevision() when the run started). */
  revision?: string;
  seconds: number;
  machine: Machine;
  /** The one-minute load average when the run ended. */
  loadAverageAtEnd?: number;
  measurements: Measurement[];
  scenarios: Record<string, ScenarioResult & { seconds: number }>;
}

/** The chart of the per-sort-key deep/first page ratios of a profile's last run, in results/. */
export const chartFile = (profile: string) => `banks-paging-ratios-${profile}.svg`;

/** README sections per profile, so that the last quick and the last full run each keep their table. */
const sectionOf = (name: 'results' | 'stages', profile: string) => (profile === 'quick' ? name : `${name}-${profile}`);

/** Writes results/<profile>.json, the per-sort-key chart, and the profile's results table in bench/README.md. */
export function writeRunReport(benchRoot: string, run: RunReport): void {
  writeFileSync(join(benchRoot, 'results', `${run.profile}.json`), `${JSON.stringify(run, null, 2)}\n`);
  const paging = run.scenarios['banks-paging']?.details as { rows: PagingRow[] } | undefined;
  const chart = chartFile(run.profile);
  if (paging) writeFileSync(join(benchRoot, 'results', chart), pagingChart(paging.rows, run));
  const atEnd = run.loadAverageAtEnd === undefined ? '' : `, ${run.loadAverageAtEnd} at the end`;
  const section = [
    `Last ${run.profile} run: \`${run.command}\`, finished ${run.date.slice(0, 16).replace('T', ' ')} UTC${run.revision ? ` at commit ${run.revision}` : ''} (generated directory: ${run.data}), ${Math.round(run.seconds / 60)} min.`,
    `Machine: ${describeMachine(run.machine)}${atEnd}. Its cores are shared with other work (test runs of other branches), so absolute numbers are indicative only; every ratio compares numbers measured in the same run, in alternating rounds; medians.`,
    `All numbers: [results/${run.profile}.json](results/${run.profile}.json).${paging ? ` Deep/first page ratio per sort key: [results/${chart}](results/${chart}).` : ''}`,
    '',
    resultsTable(run.measurements),
  ].join('\n');
  const readme = join(benchRoot, 'README.md');
  writeResultsSection(readme, sectionOf('results', run.profile), section);
  const stages = run.scenarios['http-stages']?.details as { tables: StageTable[] } | undefined;
  if (stages) writeResultsSection(readme, sectionOf('stages', run.profile), stagesSection(stages.tables, run));
  // The repository's formatter pads Markdown tables; format the file so that `npm run lint` stays clean after a run.
  spawnSync(join(benchRoot, '..', 'node_modules', '.bin', 'biome'), ['format', '--write', readme], { stdio: 'ignore' });
}

/** Where a request's CPU time goes, per stage, bankdir beside the baseline. */
function stagesSection(tables: readonly StageTable[], run: RunReport): string {
  const us = (value: number) => (value < 0.5 ? '' : value.toFixed(0));
  const requests = tables.map((table) => table.request);
  const lines = [
    `### Where the time of a request goes (${run.profile} run)`,
    '',
    `CPU microseconds per request by stage, from V8 CPU profiles (\`node --cpu-prof\`) of \`bankdir serve\` (one process) and of the baseline server under the same load, on the default data set (scenario http-stages, same run as the ${run.profile} table: ${run.date.slice(0, 10)}). A sample counts for the nearest stage on its stack; the key check and the log writer count everything they call (src/http/cpu-profile.ts). \`BANKDIR_BENCH_KEEP_PROFILES=DIR\` keeps the profiles.`,
    '',
    `| stage | ${requests.map((request) => `${request}: bankdir | baseline`).join(' | ')} |`,
    `|---|${requests.map(() => '---|---').join('|')}|`,
  ];
  const stages = tables[0]?.rows.map((row) => row.stage) ?? [];
  for (const [index, stage] of stages.entries()) {
    const cells = tables.map((table) => `${us(table.rows[index]!.bankdir)} | ${us(table.rows[index]!.baseline)}`);
    if (cells.every((cell) => cell === ' | ')) continue;
    lines.push(`| ${stage} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

function pagingChart(rows: readonly PagingRow[], run: RunReport): string {
  const bySortKey = new Map<string, number[]>();
  for (const row of rows) {
    const ratios = bySortKey.get(row.sortBy) ?? [];
    ratios.push(row.deepMs / row.firstMs);
    bySortKey.set(row.sortBy, ratios);
  }
  return ratioChart(
    [...bySortKey].map(([label, ratios]) => ({ label, ratios })),
    {
      title: `GET /banks: page ${rows[0]?.depth ?? ''} items deep / first page, per sort key (${run.profile} profile, ${run.date.slice(0, 10)})`,
      subtitle: 'bar: the highest of asc/desc x with/without country filter; black tick: their median',
      target: DEEP_OVER_FIRST_TARGET,
    },
  );
}
