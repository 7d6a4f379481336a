/** The middle value of the samples (the mean of the two middle ones for an even count). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new RangeError('median of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs `work` `warmup` times untimed, then `runs` times, and answers each run's duration in milliseconds. */
export async function timeRuns(work: () => Promise<unknown>, runs: number, warmup = 2): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Milliseconds per call of `work`, called `batch` times in a row (timer resolution stops mattering for fast calls). */
export async function timeBatch(work: (index: number) => unknown, batch: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < batch; i++) await work(i);
  return (performance.now() - start) / batch;
}

/**
 * Measures two contenders in alternating rounds, in the order A B B A A B B A ..., so that drift on a shared machine
 * (another process starting, the CPU clocking down) hits both alike. Answers each one's samples, one per round.
 */
export async function alternate<T>(
  rounds: number,
  a: (round: number) => Promise<T>,
  b: (round: number) => Promise<T>,
): Promise<{ a: T[]; b: T[] }> {
  const samples = { a: [] as T[], b: [] as T[] };
  for (let round = 0; round < rounds; round++) {
    const aFirst = round % 2 === 0;
    if (aFirst) samples.a.push(await a(round));
    samples.b.push(await b(round));
    if (!aFirst) samples.a.push(await a(round));
  }
  return samples;
}

/** A number as a results table shows it: three significant figures. */
export function formatMs(value: number): string {
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
}
