import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchBanksPaging, pagingReport } from './banks-paging.ts';

// `npm run bench`: every benchmark, each writing its Markdown table to bench/results/.
const here = fileURLToPath(new URL('..', import.meta.url));
const banks = Number(process.env.BANKDIR_BENCH_BANKS ?? 30_000);
const paging = { banks, countries: 20, depth: 1000, runs: 15, file: join(here, '.cache', `banks-${banks}.sqlite`), log: console.log };
const report = pagingReport(await benchBanksPaging(paging), paging);
writeFileSync(join(here, 'results', `banks-paging-${banks}.md`), report);
console.log(report.split('\n').slice(0, 10).join('\n'));
