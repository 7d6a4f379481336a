import { execFileSync } from 'node:child_process';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGB: number;
  node: string;
  os: string;
  /** The one-minute load average when the run started: well above 0 means other work shared the cores. */
  loadAverage: number;
}

/** The machine a run measured on, as the results table names it. */
export function machine(): Machine {
  const processors = cpus();
  return {
    cpu: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    os: `${platform()} ${release()}`,
    loadAverage: Math.round(loadavg()[0]! * 10) / 10,
  };
}

export function describeMachine(m: Machine): string {
  return `${m.cores} x ${m.cpu}, ${m.memoryGB} GB memory, Node ${m.node}, ${m.os}; load average ${m.loadAverage} at the start`;
}

/** The commit the code under measurement is at, with "+ uncommitted changes" when the work tree differs; undefined outside git. */
export function codeRevision(): string | undefined {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const commit = git('rev-parse', '--short', 'HEAD').trim();
    return git('status', '--porcelain', '--untracked-files=no').trim() === ''
      ? commit
      : `${commit} + uncommitted changes`;
  } catch {
    return undefined;
  }
}
