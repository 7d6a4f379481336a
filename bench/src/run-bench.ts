import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seedDefaultDataFile } from './datasets/default-data.ts';
import { describeData, ensureGeneratedDatabase } from './datasets/generated-database.ts';
import { FROM_SOURCE } from './from-source.ts';
import { PROFILES } from './profiles.ts';
import { codeRevision, describeMachine, machine } from './report/machine.ts';
import { resultsTable } from './report/results-table.ts';
import { writeRunReport } from './report/write-run-report.ts';
import type { Measurement, ScenarioContext, ScenarioResult } from './scenario.ts';
import { SCENARIOS } from './scenarios/index.ts';

// `npm run bench` (quick profile, a few minutes) or `npm run bench -- --full` (30,000 banks, 1,000,000 votes,
// 300,000 products); `npm run bench -- semantic-quality` runs a semantic search benchmark (below). `--only a,b` runs some scenarios and writes results/partial.json only; `--list` names them.
const BENCH_ROOT = fileURLToPath(new URL('..', import.meta.url));

// `npm run bench -- semantic-quality` (and semantic-latency, semantic-fit): the semantic search benchmarks, each its
// own script over the default data set and its model (docs/semantic-search.md). `npm run bench -- import-rate`: the
// rate of `bankdir import` (src/import-rate.ts). Arguments after the name go to the script.
const SCRIPTS = ['semantic-quality', 'semantic-latency', 'semantic-fit', 'import-rate'];
if (SCRIPTS.includes(process.argv[2] ?? '')) {
  const script = fileURLToPath(new URL(`${process.argv[2]}.ts`, import.meta.url));
  const child = spawn(process.execPath, [...FROM_SOURCE, script, ...process.argv.slice(3)], { stdio: 'inherit' });
  const [code] = await once(child, 'exit');
  process.exit(typeof code === 'number' ? code : 1);
}

const { values } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    only: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});

if (values.list) {
  for (const scenario of SCENARIOS)
    console.log(`${scenario.name}${scenario.quick ? '' : ' (--full only)'}: ${scenario.summary}`);
  process.exit(0);
}

const profile = values.full ? PROFILES.full : PROFILES.quick;
const only = values.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(`unknown scenario ${unknown.join(', ')}; --list names them`);
  process.exit(2);
}
const chosen = SCENARIOS.filter((scenario) =>
  only ? only.includes(scenario.name) : profile.name === 'full' || scenario.quick,
);
const flags = [...(values.full ? ['--full'] : []), ...(only ? [`--only ${only.join(',')}`] : [])];
const command = `npm run bench${flags.length > 0 ? ` -- ${flags.join(' ')}` : ''}`;

const started = performance.now();
const tempDir = mkdtempSync(join(tmpdir(), 'bankdir-bench-'));
const log = (line: string) => console.log(line);
const startMachine = machine();
const revision = codeRevision();
log(`${command}: ${profile.name} profile on ${describeMachine(startMachine)}`);
try {
  const generatedFile = await ensureGeneratedDatabase(
    join(BENCH_ROOT, '.cache'),
    `generated-${profile.name}`,
    profile.data,
    log,
  );
  const generatedWorkFile = join(tempDir, 'generated-work.sqlite');
  copyFileSync(generatedFile, generatedWorkFile);
  const defaultDataFile = join(tempDir, 'default-data.sqlite');
  await seedDefaultDataFile(defaultDataFile);
  const context: Omit<ScenarioContext, 'log'> = { profile, generatedFile, generatedWorkFile, defaultDataFile, tempDir };
  const contextFile = join(tempDir, 'context.json');
  writeFileSync(contextFile, JSON.stringify(context));

  const results: Record<string, ScenarioResult & { seconds: number }> = {};
  for (const scenario of chosen) {
    log(`\n== ${scenario.name}: ${scenario.summary}`);
    const scenarioStarted = performance.now();
    const resultFile = join(tempDir, `${scenario.name}.json`);
    const child = spawn(
      process.execPath,
      [
        ...FROM_SOURCE,
        fileURLToPath(new URL('scenario-process.ts', import.meta.url)),
        scenario.name,
        contextFile,
        resultFile,
      ],
      { stdio: 'inherit' },
    );
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0 || !existsSync(resultFile)) throw new Error(`scenario ${scenario.name} failed (exit ${code})`);
    const result = JSON.parse(readFileSync(resultFile, 'utf8')) as ScenarioResult;
    results[scenario.name] = { ...result, seconds: (performance.now() - scenarioStarted) / 1000 };
    log(resultsTable(result.measurements));
  }

  const measurements: Measurement[] = Object.values(results).flatMap((result) => result.measurements);
  const run = {
    command,
    profile: profile.name,
    data: describeData(profile.data),
    date: new Date().toISOString(),
    ...(revision !== undefined && { revision }),
    seconds: Math.round((performance.now() - started) / 1000),
    machine: startMachine,
    loadAverageAtEnd: machine().loadAverage,
    measurements,
    scenarios: results,
  };
  mkdirSync(join(BENCH_ROOT, 'results'), { recursive: true });
  if (only) {
    writeFileSync(join(BENCH_ROOT, 'results', 'partial.json'), `${JSON.stringify(run, null, 2)}\n`);
    log('\nwrote bench/results/partial.json (a partial run does not update bench/README.md)');
  } else {
    writeRunReport(BENCH_ROOT, run);
    log(`\nwrote bench/results/${profile.name}.json, the chart and the table in bench/README.md`);
  }
  log(`\n${resultsTable(measurements)}`);
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}
