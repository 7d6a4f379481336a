import { readFileSync } from 'node:fs';

/** The part of a V8 .cpuprofile file (node --cpu-prof) the breakdown reads. */
interface CpuProfile {
  /** Microseconds on the monotonic clock, the clock of process.hrtime in any process of the machine. */
  startTime: number;
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** A stage of a request, recognised by the frames on the stack. */
export interface Stage {
  name: string;
  matches(frame: { functionName: string; url: string }): boolean;
  /**
   * Claims every sample with one of its frames anywhere on the stack, e.g. the SQL a key check runs. Only for code
   * that calls nothing of the request's other stages: a middleware calling next() would claim everything after it.
   */
  owns?: boolean;
}

/** better-sqlite3's native statement calls, which carry no file. */
const STATEMENT_CALLS = new Set(['all', 'get', 'run', 'iterate', 'raw', 'prepare']);

const inFile =
  (...parts: string[]) =>
  (frame: { url: string }) =>
    parts.some((part) => frame.url.includes(part));

/**
 * The stages of a request. A sample counts for the nearest stage below it on the stack (native frames, which carry
 * no file, count for their caller), unless a stage that `owns` its callees is on the stack: the nearest of those wins.
 */
export const REQUEST_STAGES: readonly Stage[] = [
  { name: 'key check (auth plugin)', matches: inFile('/plugins/auth-api-keys/'), owns: true },
  { name: 'rate limit (plugin)', matches: inFile('/plugins/rate-limit/src/database-window.ts'), owns: true },
  { name: 'access log', matches: inFile('/server/src/log.ts', '/node_modules/sonic-boom/'), owns: true },
  { name: 'HTTP caching (ETag)', matches: inFile('/server/src/http/entity-tag.ts', '/middleware/http-caching.ts') },
  {
    name: 'JSON serialisation',
    matches: (frame) =>
      (frame.functionName === 'respond' && frame.url.includes('/koa/lib/application.js')) ||
      inFile('/server/src/http/json-bytes.ts', '/targets/raw-envelope.ts')(frame),
  },
  { name: 'access log', matches: inFile('/middleware/access-log.ts') },
  { name: 'authentication middleware', matches: inFile('/middleware/authenticate.ts') },
  { name: 'rate limit (plugin)', matches: inFile('/plugins/rate-limit/') },
  {
    name: 'query validation (core, valibot)',
    matches: inFile('/core/src/query/', '/core/src/validation/', '/valibot/'),
  },
  {
    name: 'storage driver (SQL, Kysely, its row mapping)',
    matches: (frame) =>
      inFile(
        '/packages/sqlite/',
        '/packages/kysely/',
        '/kysely/dist/',
        '/better-sqlite3/',
        '/targets/raw-sql.ts',
      )(frame) ||
      (frame.url === '' && STATEMENT_CALLS.has(frame.functionName)),
  },
  { name: 'domain and views (core); the baseline: row mapping', matches: inFile('/packages/core/', '/targets/raw-') },
  { name: 'security headers (helmet)', matches: inFile('/helmet/') },
  { name: 'request id', matches: inFile('/middleware/request-id.ts') },
  { name: 'router (@koa/router, path-to-regexp)', matches: inFile('/@koa/router/', '/path-to-regexp/') },
  { name: 'other server middleware and routes', matches: inFile('/packages/server/src/') },
  { name: 'Koa', matches: inFile('/node_modules/koa', '/node_modules/delegates/') },
  // Node's own modules count for their caller (crypto for the request id, fs for the log), but for the HTTP stack.
  {
    name: 'Node HTTP and sockets',
    matches: inFile('node:_http_', 'node:net', 'node:internal/stream_base_commons', 'node:internal/streams/'),
  },
  { name: 'garbage collection', matches: (frame) => frame.functionName === '(garbage collector)' },
];

export interface StageTime {
  stage: string;
  /** CPU time in the stage, ms over the whole profile. */
  ms: number;
}

/** Now on the monotonic clock, in the microseconds a .cpuprofile counts in. */
export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * CPU time per stage in a .cpuprofile, between `from` and `to` (monotonicMicros() taken around the load, so start-up
 * and shutdown are left out), idle time left out; what no stage claims is 'other'. Each sample's time is the time to
 * the next sample.
 */
export function stageTimes(
  file: string,
  window: { from: number; to: number },
  stages: readonly Stage[] = REQUEST_STAGES,
): StageTime[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const names = [...new Set(stages.map((stage) => stage.name)), 'other (V8, tsx, timers)'];
  const stageOf = new Map<number, number>(); // node id -> index in names, -1 for idle
  const classify = (id: number): number => {
    const known = stageOf.get(id);
    if (known !== undefined) return known;
    let nearest: Stage | undefined;
    let owner: Stage | undefined;
    for (let at: number | undefined = id; at !== undefined && !owner; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const stage = stages.find((candidate) => candidate.matches(frame));
      if (stage?.owns) owner = stage;
      else if (stage && !nearest) nearest = stage;
    }
    const leaf = byId.get(id)!.callFrame.functionName;
    const stage = owner ?? nearest;
    const index = leaf === '(idle)' ? -1 : stage ? names.indexOf(stage.name) : names.length - 1;
    stageOf.set(id, index);
    return index;
  };
  const micros = new Array<number>(names.length).fill(0);
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < window.from || at > window.to) return;
    const stage = classify(id);
    const delta = profile.timeDeltas[index + 1] ?? 0;
    if (stage >= 0) micros[stage]! += delta;
  });
  return names.map((stage, index) => ({ stage, ms: micros[index]! / 1000 }));
}
