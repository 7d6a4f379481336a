import type { Measurement, Target } from '../scenario.ts';

const THROUGHPUT = new Set<Measurement['unit']>(['requests/s', 'votes/s']);

/** A number with its unit as the table shows it: three significant figures for ms, whole numbers for rates. */
export function formatValue(value: number, unit: Measurement['unit']): string {
  if (Number.isNaN(value)) return 'n/a';
  if (unit === 'ms') {
    const digits = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3;
    return `${value.toFixed(digits)} ms`;
  }
  if (unit === 'ratio') return value.toFixed(2);
  return `${Math.round(value).toLocaleString('en')} ${unit}`;
}

/** A ratio as a percentage for rates (bankdir's share of the baseline's rate), else as a factor. */
export function formatRatio(ratio: number, unit: Measurement['unit']): string {
  return THROUGHPUT.has(unit) ? `${Math.round(100 * ratio)}%` : ratio.toFixed(2);
}

function formatTarget(target: Target, unit: Measurement['unit']): string {
  const sign = target.at === 'most' ? '≤' : '≥';
  if (target.of === 'value') return `${sign} ${formatValue(target.limit, unit)}`;
  return `${sign} ${formatRatio(target.limit, unit)}`;
}

/** The one results table: a line per measurement, its baseline from the same run, the ratio and the target. */
export function resultsTable(measurements: readonly Measurement[]): string {
  const lines = [
    '| scenario | measure | bankdir | baseline, same run | ratio | target | met |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const m of measurements) {
    const baseline = m.baseline ? `${m.baseline.name}: ${formatValue(m.baseline.value, m.unit)}` : '';
    const ratio = m.ratio === undefined ? '' : formatRatio(m.ratio, m.unit);
    const target = m.target ? formatTarget(m.target, m.unit) : '';
    const met = m.met === undefined ? '' : m.met ? 'yes' : '**no**';
    lines.push(
      `| ${m.scenario} | ${m.name} | ${formatValue(m.value, m.unit)} | ${baseline} | ${ratio} | ${target} | ${met} |`,
    );
  }
  return lines.join('\n');
}
