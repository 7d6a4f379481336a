import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createPrng } from '@bankdir/conformance';
import { ERROR_STATUS, MAX_LISTED_ISSUES } from '@bankdir/core';
import { routeTable } from '../../src/index.ts';
import { type RawExchange, rawExchange } from '../helpers/raw-http.ts';
import { assertRawFailure, rawRequest } from '../helpers/raw-requests.ts';
import { createProduct } from '../helpers/route-samples.ts';
import { testServerEngine } from '../helpers/test-engine.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { watchDatabase } from './database-watch.ts';
import { type FuzzRequest, type FuzzWorld, malformedRequest, oddCharacterRequest, routeRequest } from './requests.ts';

// A seeded fuzzer over every route of the route table (new routes are covered as they are added): broken values,
// repeated and unknown parameters, wrong methods, content types and keys, odd headers, huge, deep and invalid bodies,
// odd characters (NUL, control characters, lone surrogates) in every place, raw requests Node's parser refuses, and
// clients that half-close after sending. No answer is a 5xx, no connection is dropped, every error is the failure
// envelope with a Request-Id, no answer is large, an odd character is a 400 at its place, and no rejected write
// changes a byte of the database. Then a storm of oversized uploads at once: every one answered 413, none reset, the
// server's memory bounded. Runs on SQLite, and again on PostgreSQL in npm test.
// BANKDIR_FUZZ_SEED and BANKDIR_FUZZ_REQUESTS change the run (the seed is printed so a failure can be replayed).

const MALFORMED_SHARE = 0.12;
/** The share of requests with an odd character in one place, and of requests whose client half-closes. */
const ODD_CHARACTER_SHARE = 0.15;
const HALF_CLOSE_SHARE = 0.1;
/** The size of each upload of the storm. */
const STORM_BODY_BYTES = 8 * 1024 * 1024;
const CONCURRENCY = 16;
/** Writes sent at once; see the writer below. */
const WRITE_BATCH = 8;
/** The largest answer allowed: a page of 100 banks with every include stays far below it. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** The largest error answer allowed: at most 50 issues of bounded length. */
const MAX_ERROR_BYTES = 32 * 1024;
const CODES = new Set(Object.keys(ERROR_STATUS));
/**
 * How long a connection may stay open without an answer before it counts as never answered. The server answers every
 * request within its own timeouts (1 s for headers, 2 s for the whole request, below), so this bound is not about
 * speed: it only has to outlast a machine busy with the other test processes, where answers can take seconds.
 */
const NEVER_ANSWERED_MS = 60_000;

/** What is wrong with one exchange, or undefined when it is as the contract wants. */
function problemOf(request: FuzzRequest, exchange: RawExchange): string | undefined {
  const { response } = exchange;
  if (!response) return `no answer (connection ${exchange.ending}, ${exchange.raw.length} bytes)`;
  if (!(response.status >= 200 && response.status < 500))
    return `status ${response.status}: ${response.body.slice(0, 300)}`;
  // A 408 (the fuzzer's tight timeouts on a busy machine) means the request was never read, so it is not checked.
  if (request.badRequestAt && response.status !== 408) {
    const at = JSON.stringify(request.badRequestAt);
    if (response.status !== 400) return `status ${response.status}, not 400: ${response.body.slice(0, 300)}`;
    const issues = (response.json?.issues ?? []) as { path: unknown[] }[];
    if (!issues.some((issue) => JSON.stringify(issue.path) === at)) return `no issue at ${at}: ${response.body}`;
  }
  if (exchange.raw.length > MAX_ANSWER_BYTES) return `an answer of ${exchange.raw.length} bytes`;
  if (!/^req_/.test(response.headers['request-id'] ?? '')) return 'no Request-Id header';
  if (response.status < 400) return undefined;
  if (exchange.raw.length > MAX_ERROR_BYTES) return `an error answer of ${exchange.raw.length} bytes`;
  const body = response.json;
  if (request.bytes.subarray(0, 5).toString() === 'HEAD ') return undefined; // no body, by HTTP
  if (body?.success !== false) return `not the failure envelope: ${response.body.slice(0, 300)}`;
  if (!CODES.has(body.code)) return `unknown code ${body.code}`;
  if (body.requestId !== response.headers['request-id']) return 'requestId differs from the Request-Id header';
  if (typeof body.message !== 'string' || typeof body.timestamp !== 'string' || typeof body.version !== 'string')
    return 'an envelope field is missing';
  if (body.issues !== undefined && (!Array.isArray(body.issues) || body.issues.length > MAX_LISTED_ISSUES))
    return `${body.issues?.length} issues`;
  return undefined;
}

/**
 * Registers one fuzzer run over a test server of its own: `requests` requests generated from `seed`, unless
 * BANKDIR_FUZZ_SEED or BANKDIR_FUZZ_REQUESTS say otherwise.
 */
export function fuzzSuite(defaults: { seed: number; requests: number; storm: number }): void {
  const SEED = Number(process.env.BANKDIR_FUZZ_SEED ?? defaults.seed);
  const REQUESTS = Number(process.env.BANKDIR_FUZZ_REQUESTS ?? defaults.requests);
  let server: TestServer;
  let world: FuzzWorld;
  describe(`fuzzer (seed ${SEED}, ${testServerEngine()})`, () => {
    before(async () => {
      server = await startTestServer({
        start: { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, keepAliveTimeoutMs: 500 },
      });
      const productIds = [
        await createProduct(server),
        await createProduct(server),
        ...server.data.products.slice(0, 3).map((p) => p.id),
      ];
      world = {
        keys: server.keys,
        bankIds: [server.repBankId, server.otherBankId, ...server.data.banks.slice(2, 5).map((bank) => bank.id)],
        productIds,
        countryCodes: server.data.countries.map((country) => country.code),
        repBankId: server.repBankId,
        repProductIds: productIds.slice(0, 2),
        storyIds: server.data.stories
          .filter((story) => !story.hidden)
          .slice(0, 5)
          .map((story) => story.id),
      };
    });
    after(() => server?.close());

    test(`${REQUESTS} generated malformed requests across every route: no 5xx, no dropped connection, only envelopes, no change by a rejected write`, async () => {
      const prng = createPrng(SEED);
      const requests: FuzzRequest[] = [];
      for (let index = 0; index < REQUESTS; index++) {
        const route = routeTable[index % routeTable.length]!;
        const request =
          (prng.chance(ODD_CHARACTER_SHARE) ? oddCharacterRequest(prng, world, route) : undefined) ??
          (prng.chance(MALFORMED_SHARE) ? malformedRequest(prng, world) : routeRequest(prng, world, route));
        request.halfClose = prng.chance(HALF_CLOSE_SHARE);
        requests.push(request);
      }
      const problems: string[] = [];
      const statuses = new Map<number, number>();
      const check = (request: FuzzRequest, exchange: RawExchange) => {
        const status = exchange.response?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const problem = problemOf(request, exchange);
        if (problem)
          problems.push(
            `${request.label}: ${problem}\n  request: ${JSON.stringify(request.bytes.subarray(0, 300).toString('latin1'))}`,
          );
      };
      const send = (request: FuzzRequest) =>
        rawExchange(server.running.port, [request.bytes], {
          untilResponse: true,
          waitMs: NEVER_ANSWERED_MS,
          endAfterSending: request.halfClose,
        });

      // Requests that cannot write go in parallel, beside the ones that may write, which go one at a time with the
      // database watched around each.
      const reads = requests.filter((request) => !request.mayWrite);
      let next = 0;
      const readers = Array.from({ length: CONCURRENCY - 1 }, async () => {
        while (next < reads.length) {
          const request = reads[next++]!;
          check(request, await send(request));
        }
      });
      const watch = watchDatabase(server);
      let rejectedWrites = 0;
      const changed = (request: FuzzRequest, status: number | undefined) =>
        problems.push(
          `${request.label}: a rejected write (${status}) changed the database\n  request: ${JSON.stringify(request.bytes.subarray(0, 300).toString('latin1'))}`,
        );
      const writer = (async () => {
        let version = await watch.version();
        let checksum = await watch.checksum();
        const writes = requests.filter((candidate) => candidate.mayWrite);
        // Writes go in small concurrent batches. A batch after which nothing committed (data_version unchanged) or the
        // data is as it was (same checksum) changed nothing; in the rare batch where a write was accepted, the rejected
        // ones are sent again one at a time, each with the database compared before and after.
        for (let start = 0; start < writes.length; start += WRITE_BATCH) {
          const batch = writes.slice(start, start + WRITE_BATCH);
          const exchanges = await Promise.all(batch.map(send));
          for (const [position, request] of batch.entries()) check(request, exchanges[position]!);
          const rejected = batch.filter((_, position) => (exchanges[position]!.response?.status ?? 500) >= 400);
          rejectedWrites += rejected.length;
          const now = await watch.version();
          if (now === version) continue;
          const after = await watch.checksum();
          version = now;
          if (after === checksum) continue;
          checksum = after;
          if (rejected.length === batch.length) {
            for (const request of batch) changed(request, exchanges[batch.indexOf(request)]!.response?.status);
            continue;
          }
          for (const request of rejected) {
            const exchange = await send(request);
            const status = exchange.response?.status;
            const then = await watch.version();
            if (then !== version && (status ?? 500) >= 400) {
              const again = await watch.checksum();
              if (again !== checksum) changed(request, status);
              checksum = again;
            } else if (then !== version) checksum = await watch.checksum();
            version = then;
          }
        }
      })();
      try {
        await Promise.all([...readers, writer]);
      } finally {
        watch.close();
      }

      const summary = [...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
      const count = (what: (request: FuzzRequest) => boolean) => requests.filter(what).length;
      const malformed = count((request) => request.label.startsWith('malformed'));
      console.log(
        `fuzzer (${testServerEngine()}): sent ${requests.length} requests (seed ${SEED}) over ${routeTable.length} routes, ${requests.length - malformed} through routes (${count((request) => request.badRequestAt !== undefined)} with an odd character) and ${malformed} malformed, ${count((request) => request.halfClose === true)} half-closed; ${rejectedWrites} rejected writes checked; statuses ${summary}; ${problems.length} problems`,
      );
      assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
      const health = await server.request('GET', '/healthz', { key: null });
      assert.equal(health.status, 200, 'the server is still up');
    });

    test(`a storm of ${defaults.storm} uploads of 8 MB at once, each on its own connection: every one answered 413 in the envelope, none reset, memory bounded, nothing stored`, async () => {
      // A server of its own with the default limits: the fuzzer's 2 s request timeout would answer a slow upload 408.
      const stormServer = await startTestServer({ semanticSearch: false });
      const body = Buffer.alloc(STORM_BODY_BYTES, 'a');
      const head = rawRequest(stormServer, 'POST', `/v1/banks/${stormServer.repBankId}/products`, {
        key: stormServer.keys.rep,
        length: body.length,
      });
      const watch = watchDatabase(stormServer);
      const before = await watch.checksum();
      // Server and client share this process; the client holds one body for every connection, so what the resident
      // memory grows by is the server's.
      const baseline = process.memoryUsage.rss();
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, 10);
      let exchanges: RawExchange[];
      try {
        exchanges = await Promise.all(
          Array.from({ length: defaults.storm }, () =>
            rawExchange(stormServer.running.port, [head, body], { waitMs: NEVER_ANSWERED_MS }),
          ),
        );
      } finally {
        clearInterval(sampler);
      }
      const after = await watch.checksum();
      watch.close();
      await stormServer.close();
      const answered = exchanges.filter((exchange) => exchange.response?.status === 413).length;
      const resets = exchanges.filter((exchange) => exchange.ending === 'reset').length;
      const grownMb = Math.round((peak - baseline) / 1024 / 1024);
      const sentMb = (defaults.storm * STORM_BODY_BYTES) / 1024 / 1024;
      console.log(
        `fuzzer (${testServerEngine()}): oversized-upload storm: ${answered} of ${defaults.storm} answered 413, ${resets} reset; resident memory grew by ${grownMb} MB while ${sentMb} MB arrived`,
      );
      for (const [index, exchange] of exchanges.entries()) {
        assert.notEqual(exchange.ending, 'reset', `upload ${index}: no reset`);
        assertRawFailure(exchange.response, 413, 'PAYLOAD_TOO_LARGE', `upload ${index}`);
      }
      assert.ok(grownMb < sentMb / 2, `the server holds no body: memory grew by ${grownMb} MB for ${sentMb} MB sent`);
      assert.equal(after, before, 'no table changed');
    });
  });
}
