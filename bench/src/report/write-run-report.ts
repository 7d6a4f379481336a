import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeResultsSection } from '../results-section.ts';
import type { Measurement, ScenarioResult } from '../scenario.ts';
import type { PagingRow } from '../scenarios/banks-paging.ts';
import { DEEP_OVER_FIRST_TARGET } from '../scenarios/banks-paging.ts';
import type { StageTable } from '../scenarios/http-stages.ts';
import { describeMachine, type Machine } from './machine.ts';
import { ratioChart } from './ratio-chart.ts';
import { resultsTable } from './results-table.ts';

export interface RunReport {
  command: string;
  profile: string;
  data: string;
  date: string;
  seconds: number;
  machine: Machine;
  measurements: Measurement[];
  scenarios: Record<string, ScenarioResult & { seconds: number }>;
}

export const CHART_FILE = 'banks-paging-ratios.svg';

/** Writes results/<profile>.json, the per-sort-key chart, and the one results table of bench/README.md. */
export function writeRunReport(benchRoot: string, run: RunReport): void {
  writeFileSync(join(benchRoot, 'results', `${run.profile}.json`), `${JSON.stringify(run, null, 2)}\n`);
  const paging = run.scenarios['banks-paging']?.details as { rows: PagingRow[] } | undefined;
  if (paging) writeFileSync(join(benchRoot, 'results', CHART_FILE), pagingChart(paging.rows, run));
  const section = [
    `Last run: \`${run.command}\` on ${run.date.slice(0, 10)}, ${run.profile} profile (generated directory: ${run.data}), ${Math.round(run.seconds / 60)} min.`,
    `Machine: ${describeMachine(run.machine)}. Every ratio compares numbers measured in the same run, in alternating rounds; medians.`,
    `All numbers: [results/${run.profile}.json](results/${run.profile}.json).${paging ? ` Deep/first page ratio per sort key: [results/${CHART_FILE}](results/${CHART_FILE}).` : ''}`,
    '',
    resultsTable(run.measurements),
  ].join('\n');
  const readme = join(benchRoot, 'README.md');
  writeResultsSection(readme, 'results', section);
  const stages = run.scenarios['http-stages']?.details as { tables: StageTable[] } | undefined;
  if (stages) writeResultsSection(readme, 'stages', stagesSection(stages.tables, run));
  // The repository's formatter pads Markdown tables; format the file so that `npm run lint` stays clean after a run.
  spawnSync(join(benchRoot, '..', 'node_modules', '.bin', 'biome'), ['format', '--write', readme], { stdio: 'ignore' });
}

/** Where a request's CPU time goes, per stage, bankdir beside the baseline. */
function stagesSection(tables: readonly StageTable[], run: RunReport): string {
  const us = (value: number) => (value < 0.5 ? '' : value.toFixed(0));
  const requests = tables.map((table) => table.request);
  const lines = [
    '### Where the time of a request goes',
    '',
    `CPU microseconds per request by stage, from V8 CPU profiles (\`node --cpu-prof\`) of \`bankdir serve\` (one process) and of the baseline server under the same load, on the default data set (scenario http-stages, same run as the table above: ${run.date.slice(0, 10)}). A sample counts for the nearest stage on its stack; the key check and the log writer count everything they call (src/http/cpu-profile.ts). \`BANKDIR_BENCH_KEEP_PROFILES=DIR\` keeps the profiles.`,
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
