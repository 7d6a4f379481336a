import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDirectory } from '@bankdir/core';
import { seedDefaultData } from '@bankdir/data';
import { openSqliteStorage } from '@bankdir/sqlite';
import { formatMs, median } from './stats.ts';

/**
 * Seconds to seed the default data set with its sample layer into a new SQLite file, and to seed it again, without an
 * embedder (the semantic index build is measured by semantic-latency.ts as embedding throughput).
 */
export async function benchSeedTime(runs: number): Promise<{ newFileMs: number; againMs: number }> {
  const folder = mkdtempSync(join(tmpdir(), 'bankdir-seed-bench-'));
  const first: number[] = [];
  const again: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const directory = createDirectory({
        storage: await openSqliteStorage({ file: join(folder, `seed-${run}.sqlite`) }),
        warn: () => {},
      });
      let started = performance.now();
      await seedDefaultData(directory);
      first.push(performance.now() - started);
      started = performance.now();
      await seedDefaultData(directory);
      again.push(performance.now() - started);
      await directory.close();
    }
    return { newFileMs: median(first), againMs: median(again) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// Run on its own: `node --import tsx bench/src/seed-time.ts`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = 5;
  const result = await benchSeedTime(runs);
  const report = [
    '# Seeding the default data set',
    '',
    `Default data set with its sample layer, no embedder, median of ${runs} runs, each into a new SQLite file.`,
    '',
    '| seed | time |',
    '|---|---|',
    `| into a new file | ${formatMs(result.newFileMs)} ms |`,
    `| again, nothing changed | ${formatMs(result.againMs)} ms |`,
    '',
  ].join('\n');
  writeFileSync(join(fileURLToPath(new URL('..', import.meta.url)), 'results', 'seed-time.md'), report);
  console.log(report);
}
