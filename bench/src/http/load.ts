import autocannon from 'autocannon';
import type { Profile } from '../profiles.ts';
import { median } from '../stats.ts';

export interface LoadResult {
  requestsPerSecond: number;
  /** Requests answered in the round. */
  requests: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LoadOptions {
  headers?: Record<string, string>;
  /** Per-request method, path, headers and body (votes); default GET `path`. */
  requests?: autocannon.Request[];
  /** Status codes that count as answered; default 2xx (and 304 for conditional requests). */
  expect?: readonly number[];
}

/** One round of load on `url + path` for the profile's seconds and connections; any unexpected status fails the run. */
export async function load(
  url: string,
  path: string,
  profile: Pick<Profile, 'seconds' | 'connections'>,
  options: LoadOptions = {},
): Promise<LoadResult> {
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
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

/** The median of each measure over a contender's rounds. */
export function medianLoad(rounds: readonly LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    requests: rounds.reduce((sum, round) => sum + round.requests, 0),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
  };
}
