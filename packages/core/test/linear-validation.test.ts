import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DirectoryError, failureBody, MAX_LISTED_ISSUES } from '../src/index.ts';
import { parseListProductsQuery, parseProductBody } from './host-parsers.ts';

// Validation must cost time in proportion to the request's size, never more: a 64 KiB product body can hold 21,000
// list items, and matching their issues one against another once blocked the event loop for seconds.

const PRODUCT = { category: 'ACCOUNT', type: 'SAVINGS_ACCOUNT', name: 'Test Saver' };

/** The BAD_REQUEST `work` throws. */
function rejection(work: () => unknown): DirectoryError {
  try {
    work();
  } catch (error) {
    assert.ok(error instanceof DirectoryError && error.code === 'BAD_REQUEST', `expected BAD_REQUEST: ${error}`);
    return error;
  }
  assert.fail('expected BAD_REQUEST');
}

/**
 * The fastest of `runs` calls of `work`, in ms of this process's CPU time: the test files that run side by side take
 * wall-clock time from it but not CPU time, and a garbage collection only ever adds, so the fastest run tells the cost
 * of the work itself.
 */
function fastestMs(work: () => void, runs = 9): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = process.cpuUsage();
    work();
    const used = process.cpuUsage(started);
    fastest = Math.min(fastest, (used.user + used.system) / 1000);
  }
  return fastest;
}

/** Product bodies whose lists hold `size` items of one bad kind each. */
const BAD_LISTS: Record<string, (size: number) => Record<string, unknown>> = {
  'empty arrays': (size) => ({ attributes: Array.from({ length: size }, () => []) }),
  'empty objects': (size) => ({ attributes: Array.from({ length: size }, () => ({})) }),
  'objects with unknown fields': (size) => ({
    attributes: Array.from({ length: size }, () => ({ label: 'x'.repeat(101), extra: 1 })),
  }),
  numbers: (size) => ({ features: Array.from({ length: size }, (_, index) => index) }),
  'arrays in both lists': (size) => ({
    features: Array.from({ length: size }, () => []),
    attributes: Array.from({ length: size }, () => []),
  }),
};

describe('validation costs linear time in the size of the request', () => {
  for (const [kind, make] of Object.entries(BAD_LISTS)) {
    it(`a product body with 20,000 ${kind} is refused in milliseconds, and twice the size takes about as long`, () => {
      const parse = (size: number) => () => void rejection(() => parseProductBody({ ...PRODUCT, ...make(size) }));
      parse(1_000)(); // warm up
      const half = fastestMs(parse(10_000));
      const full = fastestMs(parse(20_000));
      // Generous bounds: the quadratic matching took 4.5 s at this size; linear work doubles at most.
      assert.ok(full < 250, `20,000 items took ${full.toFixed(1)} ms`);
      assert.ok(full < 3 * half + 20, `doubling the size took ${full.toFixed(1)} ms against ${half.toFixed(1)} ms`);
    });
  }

  it('a long list is refused for its length, and of a long list of bad items only the first 51 are examined', () => {
    const valid = rejection(() =>
      parseProductBody({ ...PRODUCT, attributes: Array.from({ length: 20_000 }, () => ({ label: 'a', value: 'b' })) }),
    );
    assert.deepEqual(
      valid.issues!.map((issue) => issue.path),
      [['body', 'attributes']],
      'a list of valid items is refused at ["body", "attributes"] for its length',
    );
    const bad = rejection(() =>
      parseProductBody({ ...PRODUCT, attributes: Array.from({ length: 20_000 }, () => ({ label: '' })) }),
    );
    const indexes = new Set(bad.issues!.map((issue) => issue.path[2]));
    assert.deepEqual(
      [...indexes],
      Array.from({ length: 51 }, (_, index) => index),
      'items 0 to 50 are reported',
    );
  });

  it('20,000 unknown fields are each named, in time proportional to their number', () => {
    const withUnknown = (size: number) => ({
      ...PRODUCT,
      ...Object.fromEntries(Array.from({ length: size }, (_, index) => [`field${index}`, null])),
    });
    assert.equal(rejection(() => parseProductBody(withUnknown(20_000))).issues!.length, 20_000);
    // The bodies are built before the clock starts, and the sizes are four times apart. Linear work takes 4 to 8
    // times as long here (the 40,000 issues it allocates make collections longer), quadratic work 16 times, and the
    // quadratic matching this guards against took seconds at 20,000.
    const [quarter, full] = [10_000, 40_000].map((size) => {
      const body = withUnknown(size);
      return fastestMs(() => void rejection(() => parseProductBody(body)), 5);
    }) as [number, number];
    assert.ok(full < 1_000, `40,000 unknown fields took ${full.toFixed(1)} ms`);
    assert.ok(
      full < 12 * quarter + 20,
      `four times the fields took ${full.toFixed(1)} ms against ${quarter.toFixed(1)} ms`,
    );
  });

  it('a query list of 5,000 unknown values is refused with a short message quoting only the first ten', () => {
    const values = Array.from({ length: 5_000 }, (_, index) => `NOPE${index}`);
    const error = rejection(() => parseListProductsQuery({ categories: values.join(',') }));
    const [issue] = error.issues!;
    assert.ok(issue!.message.length < 600, `message of ${issue!.message.length} characters`);
    assert.match(issue!.message, /"NOPE9" and 4990 more are not among them\.$/);
  });
});

describe('failure bodies are bounded', () => {
  it(`a failure body lists at most ${MAX_LISTED_ISSUES} issues and its message says how many more were found`, () => {
    const error = rejection(() =>
      parseProductBody({ ...PRODUCT, ...Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`f${i}`, 1])) }),
    );
    const body = failureBody(error, 'req_1');
    assert.equal(body.issues?.length, MAX_LISTED_ISSUES);
    assert.deepEqual(body.issues, error.issues!.slice(0, MAX_LISTED_ISSUES), 'the first issues, in order');
    assert.equal(
      body.message,
      `${error.message} The first ${MAX_LISTED_ISSUES} issues are listed; ${120 - MAX_LISTED_ISSUES} more were found.`,
    );
  });

  it('a failure body with few issues lists them all and keeps its message', () => {
    const error = rejection(() => parseProductBody({ ...PRODUCT, name: '' }));
    const body = failureBody(error, 'req_1');
    assert.deepEqual(body.issues, error.issues);
    assert.equal(body.message, error.message);
  });

  it('the body of a 64 KiB product body full of bad items stays under 16 KiB', () => {
    const body = { ...PRODUCT, attributes: Array.from({ length: 21_000 }, () => []) };
    assert.ok(JSON.stringify(body).length <= 64 * 1024);
    const answer = JSON.stringify(
      failureBody(
        rejection(() => parseProductBody(body)),
        'req_1',
      ),
    );
    assert.ok(answer.length < 16 * 1024, `answer of ${answer.length} bytes`);
  });
});
