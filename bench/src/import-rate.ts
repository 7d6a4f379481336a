// The rate of `bankdir import`: N generated banks (each with a description of its own, two sections) from a JSON Lines
// file into a new SQLite database, timed end to end as an operator runs it (process start, reading, checking, the
// transaction, and with an embedder the semantic index), then the same file again (everything unchanged).
//
//   node --import tsx bench/src/import-rate.ts [--banks 1000] [--embedder none|use]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const BIN = fileURLToPath(new URL('../../packages/cli/bin/bankdir.js', import.meta.url));
const COUNTRIES = ['DE', 'FR', 'US', 'GB', 'JP', 'ES', 'IT', 'NL', 'CH', 'SE'];
const TRADES = ['farmers', 'shipbuilders', 'students', 'exporters', 'dentists', 'bakers', 'miners', 'artists'];

const { values } = parseArgs({
  options: { banks: { type: 'string', default: '1000' }, embedder: { type: 'string', default: 'none' } },
});
const count = Number(values.banks);
const folder = mkdtempSync(join(tmpdir(), 'bankdir-import-rate-'));
try {
  const file = join(folder, 'banks.jsonl');
  writeFileSync(
    file,
    Array.from({ length: count }, (_, i) =>
      JSON.stringify({
        country: COUNTRIES[i % COUNTRIES.length],
        name: `Bench Bank ${i}`,
        url: `https://bench-bank-${i}.example.com`,
        alternativeHostnames: i % 3 === 0 ? [`bench-bank-${i}.example.org`] : [],
        kinds: ['retail'],
        description: `## Overview\n\nBench Bank ${i} was founded in ${1800 + (i % 220)} and serves ${TRADES[i % TRADES.length]} in district ${i}.\n\n## Loans\n\nIt lends to ${TRADES[(i * 7) % TRADES.length]} and small firms, branch number ${i}.`,
      }),
    ).join('\n'),
  );
  const db = join(folder, 'bankdir.sqlite');
  const env = { ...process.env, BANKDIR_EMBEDDER: values.embedder };
  const run = () => {
    const started = process.hrtime.bigint();
    const out = JSON.parse(
      execFileSync(process.execPath, [BIN, 'import', file, '--db', db, '--json'], {
        env,
        maxBuffer: 1 << 28,
      }).toString(),
    );
    return { seconds: Number(process.hrtime.bigint() - started) / 1e9, out };
  };
  const first = run();
  const second = run();
  const line = (label: string, r: typeof first) =>
    `${label}: ${count} banks in ${r.seconds.toFixed(1)} s = ${(count / r.seconds).toFixed(0)} banks/s (new ${r.out.new.length}, changed ${r.out.changed.length}, unchanged ${r.out.unchanged})`;
  process.stdout.write(
    `embedder ${values.embedder}\n${line('first import', first)}\n${line('same file again', second)}\n`,
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
