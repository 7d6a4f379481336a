import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { useEmbedder } from '@bankdir/embedder-use';
import { productBody } from './helpers/route-samples.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// One expensive request must not hold up the others: /healthz is answered promptly while the heaviest bodies a client
// can send are being validated. (A 63 KB body of 21,000 empty arrays once blocked the event loop for 4.5 s.)

/** The bound on /healthz while a heavy request runs: generous for a loaded test machine, far below the old stall. */
const HEALTH_BOUND_MS = 750;

let server: TestServer;
before(async () => {
  server = await startTestServer({ semanticSearch: false });
});
after(() => server.close());

/** The slowest /healthz answer while `work` runs, polling one after another. */
async function slowestHealthWhile(work: Promise<unknown>): Promise<number> {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  let slowest = 0;
  do {
    const started = performance.now();
    const response = await fetch(`${server.url}/healthz`);
    await response.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
  } while (!done);
  await work;
  return slowest;
}

describe('a slow request does not delay /healthz', () => {
  const heavyBodies: [string, () => Record<string, unknown>][] = [
    ['21,000 empty arrays', () => productBody({ attributes: Array.from({ length: 21_000 }, () => []) })],
    ['20,000 empty objects', () => productBody({ attributes: Array.from({ length: 20_000 }, () => ({})) })],
    [
      '6,000 unknown fields',
      () => productBody(Object.fromEntries(Array.from({ length: 6_000 }, (_, i) => [`f${i}`, 1]))),
    ],
  ];
  for (const [what, make] of heavyBodies) {
    test(`a product body of ${what} is refused quickly, and /healthz stays within ${HEALTH_BOUND_MS} ms meanwhile`, async () => {
      const body = JSON.stringify(make());
      assert.ok(Buffer.byteLength(body) <= 64 * 1024, 'the body is within the 64 KiB limit');
      const started = performance.now();
      const heavy = Promise.all(
        Array.from({ length: 3 }, () =>
          server.request('POST', `/v1/banks/${server.repBankId}/products`, {
            key: server.keys.rep,
            body,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      );
      const slowest = await slowestHealthWhile(heavy);
      const answers = await heavy;
      for (const answer of answers) {
        assert.equal(answer.status, 400);
        assert.ok(answer.text.length < 16 * 1024, `an answer of ${answer.text.length} bytes`);
      }
      const elapsed = performance.now() - started;
      assert.ok(slowest < HEALTH_BOUND_MS, `/healthz took up to ${slowest.toFixed(0)} ms`);
      assert.ok(elapsed < 5_000, `three heavy requests took ${elapsed.toFixed(0)} ms`);
    });
  }
});

describe('a first-seen long semantic query does not delay /healthz', () => {
  let semantic: TestServer;
  before(async () => {
    // The default embedder, which runs its model in a worker thread.
    semantic = await startTestServer({ embedder: useEmbedder() });
    // Loads the model and builds the index, so that what follows measures one query alone.
    const warm = await semantic.request('GET', '/v1/banks/semantic-search?query=savings&limit=3');
    assert.equal(warm.status, 200, warm.text);
  });
  after(() => semantic.close());

  test(`a new 1,000-character query is answered while /healthz stays within ${HEALTH_BOUND_MS} ms`, async () => {
    const query = 'Which bank offers accounts for a small business that trades abroad in many currencies, '
      .repeat(12)
      .slice(0, 1_000);
    const searches = Promise.all(
      [0, 1, 2].map((n) =>
        semantic.request(
          'GET',
          `/v1/banks/semantic-search?limit=5&query=${encodeURIComponent(`${n} ${query}`.slice(0, 1_000))}`,
        ),
      ),
    );
    let done = false;
    void searches.finally(() => {
      done = true;
    });
    let slowest = 0;
    do {
      const started = performance.now();
      await (await fetch(`${semantic.url}/healthz`)).arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
    } while (!done);
    for (const answer of await searches) assert.equal(answer.status, 200, answer.text.slice(0, 300));
    assert.ok(slowest < HEALTH_BOUND_MS, `/healthz took up to ${slowest.toFixed(0)} ms`);
  });
});
