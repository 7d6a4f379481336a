import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createPrng } from '@bankdir/conformance';
import { ERROR_STATUS, MAX_LISTED_ISSUES } from '@bankdir/core';
import { routeTable } from '../../src/index.ts';
import { type RawExchange, rawExchange } from '../helpers/raw-http.ts';
import { createProduct } from '../helpers/route-samples.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { watchDatabase } from './database-watch.ts';
import { type FuzzRequest, type FuzzWorld, malformedRequest, routeRequest } from './requests.ts';

// A seeded fuzzer over every route of the route table (new routes are covered as they are added): broken values,
// repeated and unknown parameters, wrong methods, content types and keys, odd headers, huge, deep and invalid bodies,
// and raw requests Node's parser refuses. No answer is a 5xx, no connection is dropped, every error is the failure
// envelope with a Request-Id, no answer is large, and no rejected write changes a byte of the database.
// BANKDIR_FUZZ_SEED and BANKDIR_FUZZ_REQUESTS change the run (the seed is printed so a failure can be replayed).

const MALFORMED_SHARE = 0.12;
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
export function fuzzSuite(defaults: { seed: number; requests: number }): void {
  const SEED = Number(process.env.BANKDIR_FUZZ_SEED ?? defaults.seed);
  const REQUESTS = Number(process.env.BANKDIR_FUZZ_REQUESTS ?? defaults.requests);
  let server: TestServer;
  let world: FuzzWorld;
  describe(`fuzzer (seed ${SEED})`, () => {
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
      };
    });
    after(() => server?.close());

    test(`${REQUESTS} generated malformed requests across every route: no 5xx, no dropped connection, only envelopes, no change by a rejected write`, async () => {
      const prng = createPrng(SEED);
      const requests: FuzzRequest[] = [];
      for (let index = 0; index < REQUESTS; index++) {
        requests.push(
          prng.chance(MALFORMED_SHARE)
            ? malformedRequest(prng, world)
            : routeRequest(prng, world, routeTable[index % routeTable.length]!),
        );
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
        rawExchange(server.running.port, [request.bytes], { untilResponse: true, waitMs: NEVER_ANSWERED_MS });

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
      const watch = watchDatabase(server.file);
      let rejectedWrites = 0;
      const changed = (request: FuzzRequest, status: number | undefined) =>
        problems.push(
          `${request.label}: a rejected write (${status}) changed the database\n  request: ${JSON.stringify(request.bytes.subarray(0, 300).toString('latin1'))}`,
        );
      const writer = (async () => {
        let version = watch.version();
        let checksum = watch.checksum();
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
          const now = watch.version();
          if (now === version) continue;
          const after = watch.checksum();
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
            const then = watch.version();
            if (then !== version && (status ?? 500) >= 400) {
              const again = watch.checksum();
              if (again !== checksum) changed(request, status);
              checksum = again;
            } else if (then !== version) checksum = watch.checksum();
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
      console.log(
        `fuzzer: sent ${requests.length} requests (seed ${SEED}) over ${routeTable.length} routes, ${requests.length - requests.filter((r) => r.label.startsWith('malformed')).length} through routes and ${requests.filter((r) => r.label.startsWith('malformed')).length} malformed; ${rejectedWrites} rejected writes checked; statuses ${summary}`,
      );
      assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
      const health = await server.request('GET', '/healthz', { key: null });
      assert.equal(health.status, 200, 'the server is still up');
    });
  });
}
