import { existsSync, readFileSync } from 'node:fs';
import { type Measurement, measured } from '../scenario.ts';

/** User and system CPU time of a process in µs, from /proc (Linux; USER_HZ is 100 there), else undefined. */
export function cpuMicrosOf(pid: number): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** A load round's CPU time per request (LoadResult's). */
type CpuTimed = { cpuMicrosPerRequest?: number };

/**
 * The line of CPU time per request in the server process against a baseline's, when the system tells both: steadier
 * than requests/s on a machine other work shares, which slows the clock, not the work.
 */
export function cpuMeasurement(
  scenario: string,
  name: string,
  bankdir: CpuTimed,
  baseline: { name: string; result: CpuTimed },
): Measurement[] {
  const [value, base] = [bankdir.cpuMicrosPerRequest, baseline.result.cpuMicrosPerRequest];
  if (value === undefined || base === undefined) return [];
  return [
    measured({
      scenario,
      name: `${name}: CPU time per request in the server process`,
      unit: 'µs',
      value,
      baseline: { name: baseline.name, value: base },
    }),
  ];
}
