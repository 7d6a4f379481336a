import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median } from './stats.ts';

export interface ThroughputOptions {
  /** Seconds of load per round. */
  seconds: number;
  /** Rounds per target, alternating between the targets so drift on the machine hits both alike. */
  rounds: number;
  connections: number;
}

export interface ThroughputResult {
  path: string;
  bodyBytes: number;
  bankdir: { requestsPerSecond: number; p50Ms: number; p99Ms: number };
  bare: { requestsPerSecond: number; p50Ms: number; p99Ms: number };
}

const PATH = '/v1/banks?limit=10&include=scores,country';
const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Requests per second of GET /v1/banks?limit=10&include=scores,country on the default data set, against a bare Koa
 * route that answers a JSON body of the same size from memory; both servers run in child processes, measured in one run.
 */
export async function benchHttpThroughput(options: ThroughputOptions): Promise<ThroughputResult> {
  const folder = mkdtempSync(join(tmpdir(), 'bankdir-http-bench-'));
  const children: ChildProcess[] = [];
  try {
    const real = await startTarget(children, ['bankdir', join(folder, 'bench.sqlite')]);
    const headers = { authorization: `Bearer ${real.key}`, 'service-version': '2025-07-11' };
    const sample = await fetch(real.url + PATH, { headers });
    if (sample.status !== 200) throw new Error(`the bankdir server answered ${sample.status}`);
    const bodyBytes = Buffer.byteLength(await sample.text());
    const bare = await startTarget(children, ['bare', String(bodyBytes)]);
    const runs = { bankdir: [] as autocannon.Result[], bare: [] as autocannon.Result[] };
    for (let round = 0; round < options.rounds; round++) {
      runs.bankdir.push(await load(real.url + PATH, headers, options));
      runs.bare.push(await load(bare.url + '/', {}, options));
    }
    const summary = (results: autocannon.Result[]) => ({
      requestsPerSecond: median(results.map((result) => result.requests.average)),
      p50Ms: median(results.map((result) => result.latency.p50)),
      p99Ms: median(results.map((result) => result.latency.p99)),
    });
    return { path: PATH, bodyBytes, bankdir: summary(runs.bankdir), bare: summary(runs.bare) };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)));
    rmSync(folder, { recursive: true, force: true });
  }
}

async function load(
  url: string,
  headers: Record<string, string>,
  options: ThroughputOptions,
): Promise<autocannon.Result> {
  const result = await autocannon({ url, headers, connections: options.connections, duration: options.seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return result;
}

async function startTarget(children: ChildProcess[], args: string[]): Promise<{ url: string; key?: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'http-target.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await Promise.race([once(lines, 'line'), once(child, 'exit').then(() => [undefined])])) as [
    string | undefined,
  ];
  if (line === undefined) throw new Error(`the ${args[0]} server did not start`);
  return JSON.parse(line) as { url: string; key?: string };
}

export function throughputReport(result: ThroughputResult, options: ThroughputOptions): string {
  const row = (name: string, r: ThroughputResult['bankdir']) =>
    `| ${name} | ${Math.round(r.requestsPerSecond)} | ${r.p50Ms} | ${r.p99Ms} |`;
  return [
    '# HTTP throughput',
    '',
    `\`GET ${result.path}\` on the default data set (PRO key, rate limit off, access log off), against a bare Koa route answering a ${result.bodyBytes}-byte JSON body from memory. ` +
      `autocannon, ${options.connections} connections, ${options.rounds} alternating rounds of ${options.seconds} s per target; medians of the rounds; both servers in child processes on this 2-core machine.`,
    '',
    '| target | requests/s | p50 latency (ms) | p99 latency (ms) |',
    '|---|---|---|---|',
    row('bankdir GET /v1/banks', result.bankdir),
    row('bare Koa, same body size', result.bare),
    '',
    `bankdir serves ${((100 * result.bankdir.requestsPerSecond) / result.bare.requestsPerSecond).toFixed(0)}% of the bare route's rate.`,
    '',
  ].join('\n');
}

// Run on its own: `node --import tsx bench/src/http-throughput.ts`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = { seconds: 10, rounds: 3, connections: 10 };
  const report = throughputReport(await benchHttpThroughput(options), options);
  writeFileSync(join(here, '..', 'results', 'http-throughput.md'), report);
  console.log(report);
}
