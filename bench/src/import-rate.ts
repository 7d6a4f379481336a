import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type ImportEmbedder,
  type ImportEngine,
  type ImportRateResult,
  importRateTable,
  measureImportRate,
} from './import-rate-runs.ts';
import { writeResultsSection } from './results-section.ts';
import { BENCH_ROOT } from './semantic-setup.ts';

// `npm run bench -- import-rate [--banks 1000,10000] [--embedder none,use] [--runs 3] [--embedded-runs 1]
// [--engines sqlite,postgres]`: the rate of
// `bankdir import` in banks per second, first import and the same file again, on SQLite and, when
// BANKDIR_TEST_POSTGRES_URL is set (scripts/with-postgres.sh), PostgreSQL. Prints the table and writes it to
// results/import-rate.md. With an embedder every run embeds every section anew (minutes at 10,000 banks), so those
// cells take --embedded-runs runs (default 1) rather than --runs.

const { values } = parseArgs({
  options: {
    banks: { type: 'string', default: '1000,10000' },
    embedder: { type: 'string', default: 'none,use' },
    runs: { type: 'string', default: '3' },
    'embedded-runs': { type: 'string', default: '1' },
    engines: { type: 'string' },
  },
});
const list = (text: string) => text.split(',').map((item) => item.trim());
const engines = list(
  values.engines ?? (process.env.BANKDIR_TEST_POSTGRES_URL ? 'sqlite,postgres' : 'sqlite'),
) as ImportEngine[];
const folder = mkdtempSync(join(tmpdir(), 'bankdir-import-rate-'));
const started = new Date();
const results: ImportRateResult[] = [];
try {
  for (const embedder of list(values.embedder) as ImportEmbedder[])
    for (const banks of list(values.banks).map(Number))
      for (const engine of engines) {
        const runs = Number(embedder === 'none' ? values.runs : values['embedded-runs']);
        const result = await measureImportRate({ engine, embedder, banks, runs }, folder);
        results.push(result);
        console.log(importRateTable([result]).split('\n')[2]);
      }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const command = `npm run bench -- import-rate ${process.argv.slice(2).join(' ')}`.trim();
const markdown = [
  `\`${command}\`${engines.includes('postgres') ? ' under `bash scripts/with-postgres.sh`' : ''}, started ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}.`,
  '',
  importRateTable(results),
].join('\n');
console.log(`\n${markdown}`);
// A section per embedder list, so that a run with embedding and one without keep their tables side by side.
writeResultsSection(join(BENCH_ROOT, 'results', 'import-rate.md'), `import-rate ${values.embedder}`, markdown);
