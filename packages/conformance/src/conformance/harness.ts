import type { Directory } from '@bankdir/core';
import { createDirectory } from '@bankdir/core';
import type { Storage } from '@bankdir/core/driver';
import { type SteppingClock, steppingClock } from './stepping-clock.ts';

/** What runStorageConformance needs: a name for the describe block and a way to open a fresh, empty storage. */
export interface ConformanceOptions {
  name: string;
  openStorage: () => Promise<Storage>;
}

/** One test's world: a fresh storage, a directory over it, and the clock the directory reads. */
export interface Harness {
  storage: Storage;
  directory: Directory;
  clock: SteppingClock;
}

/** Opens a fresh storage, runs the test against it, and always closes it. */
export async function withHarness(
  options: ConformanceOptions,
  work: (harness: Harness) => Promise<void>,
): Promise<void> {
  const storage = await options.openStorage();
  try {
    const clock = steppingClock('2025-01-01T00:00:00.000Z');
    const directory = createDirectory({ storage, clock: clock.now, warn: () => {} });
    await work({ storage, directory, clock });
  } finally {
    await storage.close();
  }
}
