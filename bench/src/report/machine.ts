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
