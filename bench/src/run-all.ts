import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// `npm run bench`: every benchmark, one after another, each in a process of its own (so none warms or loads another's
// caches) and each writing its Markdown table to bench/results/. BANKDIR_BENCH_BANKS sets the paging benchmark's size.
const BENCHMARKS = [
  'seed-time.ts',
  'banks-paging.ts',
  'http-throughput.ts',
  'semantic-quality.ts',
  'semantic-latency.ts',
];

for (const script of BENCHMARKS) {
  console.log(`\n== ${script}`);
  const args = script === 'banks-paging.ts' && process.env.BANKDIR_BENCH_BANKS ? [process.env.BANKDIR_BENCH_BANKS] : [];
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url)), ...args],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
