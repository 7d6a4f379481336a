import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { useEmbedder } from '@bankdir/embedder-use';
import { watchEventLoop } from './helpers/event-loop-watch.ts';
import { productBody } from './helpers/route-samples.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// One expensive request must not hold up the others: /healthz is answered while the heaviest bodies a client can send
// are being validated. (A 63 KB body of 21,000 empty arrays once blocked the event loop for 4.5 s.) What is bounded is
// the CPU time one piece of work holds the event loop, not /healthz's wall-clock time, which a machine busy with other
// processes stretches however prompt the server is.

/** The most CPU time the main thread may spend between two turns of the event loop: far below the old stall. */
const HOLD_BOUND_MS = 250;

let server: TestServer;
before(async () => {
  server = await startTestServer({ semanticSearch: false });
});
after(() => server.close());

/**
 * Polls /healthz of `url` one request after another while `work` runs; answers how many were answered 200 and the
 * longest the event loop was held meanwhile (CPU time of the main thread between two turns).
 */
async function healthWhile(url: string, work: Promise<unknown>): Promise<{ answered: number; held: number }> {
  const watch = watchEventLoop();
  let done = false;
  void work.finally(() => {
    done = true;
  });
  let answered = 0;
  let held = 0;
  try {
    do {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      if (response.status === 200) answered += 1;
    } while (!done);
    await work;
  } finally {
    held = watch.stop();
  }
  return { answered, held };
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
    test(`a product body of ${what} is refused, /healthz is answered meanwhile and no work holds the event loop ${HOLD_BOUND_MS} ms`, async () => {
      const body = JSON.stringify(make());
      assert.ok(Buffer.byteLength(body) <= 64 * 1024, 'the body is within the 64 KiB limit');
      const heavy = Promise.all(
        Array.from({ length: 3 }, () =>
          server.request('POST', `/v1/banks/${server.repBankId}/products`, {
            key: server.keys.rep,
            body,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      );
      const { answered, held } = await healthWhile(server.url, heavy);
      const answers = await heavy;
      for (const answer of answers) {
        assert.equal(answer.status, 400);
        assert.ok(answer.text.length < 16 * 1024, `an answer of ${answer.text.length} bytes`);
      }
      assert.ok(answered >= 1, '/healthz was answered');
      assert.ok(held < HOLD_BOUND_MS, `one piece of work held the event loop for ${held} ms of CPU`);
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

  test(`a new 1,000-character query is answered while /healthz is too, and nothing holds the event loop ${HOLD_BOUND_MS} ms`, async () => {
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
    const { answered, held } = await healthWhile(semantic.url, searches);
    for (const answer of await searches) assert.equal(answer.status, 200, answer.text.slice(0, 300));
    assert.ok(answered >= 1, '/healthz was answered');
    assert.ok(held < HOLD_BOUND_MS, `one piece of work held the event loop for ${held} ms of CPU`);
  });
});
