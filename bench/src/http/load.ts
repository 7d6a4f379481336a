import autocannon from 'autocannon';
import type { Profile } from '../profiles.ts';
import { median } from '../stats.ts';
import { cpuMicrosOf } from './cpu-time.ts';

export interface LoadResult {
  requestsPerSecond: number;
  /** Requests answered in the round. */
  requests: number;
  /** CPU time the server process spent per request (user and system), in µs, when its pid was given and /proc tells it. */
  cpuMicrosPerRequest?: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LoadOptions {
  headers?: Record<string, string>;
  /** Per-request method, path, headers and body (votes); default GET `path`. */
  requests?: autocannon.Request[];
  /** Status codes that count as answered; default 2xx (and 304 for conditional requests). */
  expect?: readonly number[];
  /** The server's process id, to measure its CPU time per request. */
  pid?: number;
}

/** One round of load on `url + path` for the profile's seconds and connections; any unexpected status fails the run. */
export async function load(
  url: string,
  path: string,
  profile: Pick<Profile, 'seconds' | 'connections'>,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const cpuBefore = options.pid === undefined ? undefined : cpuMicrosOf(options.pid);
  const result = await autocannon({
    url: url + path,
    connections: profile.connections,
    duration: profile.seconds,
    ...(options.headers && { headers: options.headers }),
    ...(options.requests && { requests: options.requests }),
  });
  const expected = new Set(options.expect ?? [200, 201]);
  const unexpected = Object.entries(result.statusCodeStats).filter(([status]) => !expected.has(Number(status)));
  if (unexpected.length > 0 || result.errors > 0) {
    throw new Error(
      `${url}${path}: unexpected answers ${JSON.stringify(Object.fromEntries(unexpected))}, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  const cpuAfter = options.pid === undefined ? undefined : cpuMicrosOf(options.pid);
  const cpu =
    cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / result.requests.total : undefined;
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    ...(cpu !== undefined && { cpuMicrosPerRequest: cpu }),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

/** The median of each measure over a contender's rounds. */
export function medianLoad(rounds: readonly LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    requests: rounds.reduce((sum, round) => sum + round.requests, 0),
    ...(rounds.every((round) => round.cpuMicrosPerRequest !== undefined) && {
      cpuMicrosPerRequest: median(rounds.map((round) => round.cpuMicrosPerRequest!)),
    }),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
  };
}
