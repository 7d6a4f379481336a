import { after, before } from 'node:test';
import { type ConformanceOptions, type Harness, withHarness } from './harness.ts';

/**
 * One harness for the tests of a describe block that only read: opened through withHarness and filled by `setup`
 * before the block's first test, closed after its last. Call it inside the describe callback; the getter it returns
 * gives the open harness.
 */
export function sharedHarness(options: ConformanceOptions, setup: (harness: Harness) => Promise<void>): () => Harness {
  let current: Harness | undefined;
  let release: (() => void) | undefined;
  let finished: Promise<void> | undefined;
  before(async () => {
    await new Promise<void>((ready, fail) => {
      finished = withHarness(options, async (harness) => {
        await setup(harness);
        current = harness;
        ready();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      finished.catch(fail);
    });
  });
  after(async () => {
    release?.();
    await finished?.catch(() => {});
  });
  return () => {
    if (!current) throw new Error('The shared harness is not open: its setup failed or has not run.');
    return current;
  };
}
