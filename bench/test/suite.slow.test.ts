import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { generateDirectoryData, insertDirectoryData, testPrincipal } from '@bankdir/conformance';
import { BANK_SORT_KEYS, createDirectory, type Directory } from '@bankdir/core';
import { openSqliteStorage } from '@bankdir/sqlite';
import Database from 'better-sqlite3';
import { buildRawCopy } from '../src/datasets/raw-copy.ts';
import { planVotes } from '../src/datasets/vote-sequence.ts';
import { REQUEST_STAGES, stageTimes } from '../src/http/cpu-profile.ts';
import { cpuMeasurement, cpuMicrosOf } from '../src/http/cpu-time.ts';
import { importRateTable, measureImportRate } from '../src/import-rate-runs.ts';
import { ratioChart } from '../src/report/ratio-chart.ts';
import { resultsTable } from '../src/report/results-table.ts';
import { measured } from '../src/scenario.ts';
import { measureBanksPaging, pagingMeasurements } from '../src/scenarios/banks-paging.ts';
import { alternate, median } from '../src/stats.ts';
import { rawReads } from '../src/targets/raw-reads.ts';
import { rawVoter } from '../src/targets/raw-votes.ts';

const folder = mkdtempSync(join(tmpdir(), 'bankdir-bench-test-'));
let directory: Directory;

before(async () => {
  const storage = await openSqliteStorage({ file: join(folder, 'generated.sqlite') });
  const data = generateDirectoryData({
    seed: 4,
    banks: 400,
    countries: 12,
    countrySpread: 'skewed',
    votesPerBank: 10,
    voteSpread: 'long-tail',
    productsPerBank: 1,
    accounts: 100,
  });
  await insertDirectoryData(storage, data);
  directory = createDirectory({ storage, warn: () => {} });
});
after(async () => {
  await directory.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the benchmark suite', () => {
  it('takes the median of odd and even sample counts', () => {
    assert.equal(median([5, 1, 3]), 3);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.throws(() => median([]), RangeError);
  });

  it('alternates the contenders A B B A so that drift hits both alike', async () => {
    const order: string[] = [];
    const samples = await alternate(
      4,
      async (round) => order.push(`a${round}`),
      async (round) => order.push(`b${round}`),
    );
    assert.deepEqual(order, ['a0', 'b0', 'b1', 'a1', 'a2', 'b2', 'b3', 'a3']);
    assert.equal(samples.a.length, 4);
  });

  it('reads the CPU time a process has spent from /proc, and compares it per request only when both sides have it', (t) => {
    const before = cpuMicrosOf(process.pid);
    if (before === undefined) return t.skip('no /proc on this system');
    // Spin until two 10 ms ticks show (a shared machine may give this process little of a core).
    const deadline = Date.now() + 20_000;
    let now = before;
    while (now < before + 20_000 && Date.now() < deadline) now = cpuMicrosOf(process.pid)!;
    assert.ok(now >= before + 20_000);
    const [line] = cpuMeasurement(
      's',
      'GET /',
      { cpuMicrosPerRequest: 300 },
      { name: 'raw', result: { cpuMicrosPerRequest: 100 } },
    );
    assert.equal(line!.unit, 'µs');
    assert.equal(line!.ratio, 3);
    assert.deepEqual(cpuMeasurement('s', 'GET /', { cpuMicrosPerRequest: 300 }, { name: 'raw', result: {} }), []);
  });

  it('times a first and a deep page for every bank sort key, order and filter', async () => {
    const rows = await measureBanksPaging(directory, { depth: 50, rounds: 1, batch: 1 });
    assert.equal(rows.length, BANK_SORT_KEYS.length * 4);
    assert.ok(rows.every((row) => row.firstMs > 0 && row.deepMs > 0 && row.depth > 0));
    const [typical, worst] = pagingMeasurements('banks-paging', 'GET /banks', rows);
    assert.equal(typical!.target?.limit, 1.5);
    assert.ok(worst!.ratio! >= typical!.ratio!);
  });

  it('gives the baseline a narrow copy from which it answers the same bodies as the directory', async () => {
    const file = join(folder, 'raw-reads.sqlite');
    const counts = await buildRawCopy(directory, file);
    assert.equal(counts.banks, 400);
    const db = new Database(file, { readonly: true });
    const reads = rawReads(db);
    const page = await directory.banks.list({ limit: 10, include: ['scores', 'country'] });
    assert.deepEqual(reads.listBanks(10), { data: page.data, pagination: page.pagination });
    const host = new URL(page.data[0]!.url).hostname;
    const byHost = await directory.banks.byHostname({ hostname: host, include: ['scores', 'country'] });
    assert.deepEqual(reads.byHostname(host.replace(/^www\./, '')).data, byHost.data);
    db.close();
  });

  it('plans votes that are each a real change, and the raw vote keeps the same scores as the directory', async () => {
    const file = join(folder, 'raw-votes.sqlite');
    await buildRawCopy(directory, file);
    const db = new Database(file);
    const votes = planVotes(db, 200);
    const seen = new Map<string, boolean>();
    for (const vote of votes) {
      const key = `${vote.accountId} ${vote.bankId} ${vote.category}`;
      assert.notEqual(seen.get(key), vote.isUp, 'a vote that changes nothing');
      seen.set(key, vote.isUp);
    }
    const cast = rawVoter(db);
    for (const vote of votes) {
      assert.ok(cast(vote.accountId, vote.bankId, vote.category, vote.isUp));
      await directory.votes.cast(testPrincipal({ accountId: vote.accountId, plan: 'FREE' }), vote.bankId, {
        category: vote.category,
        isUp: vote.isUp,
      });
    }
    const page = await directory.banks.list({ limit: 10, include: ['scores', 'country'] });
    assert.deepEqual(
      rawReads(db)
        .listBanks(10)
        .data.map((bank) => bank.scores),
      page.data.map((bank) => bank.scores),
    );
    assert.equal(cast('acct_x', 'bank_none', 'FEES_PRICING', true), undefined);
    db.close();
  });

  it('reports one table line per measurement with the baseline, the ratio and whether the target is met', () => {
    const table = resultsTable([
      measured({
        scenario: 'http-reads',
        name: 'GET /v1/banks',
        unit: 'requests/s',
        value: 1400,
        baseline: { name: 'raw Koa route', value: 2000 },
        target: { of: 'ratio', at: 'least', limit: 0.7 },
      }),
      measured({
        scenario: 'server-memory',
        name: 'peak RSS',
        unit: 'MB',
        value: 350,
        target: { of: 'value', at: 'most', limit: 300 },
      }),
    ]);
    assert.match(
      table,
      /\| http-reads \| GET \/v1\/banks \| 1,400 requests\/s \| raw Koa route: 2,000 requests\/s \| 70% \| ≥ 70% \| yes \|/,
    );
    assert.match(table, /\| server-memory \| peak RSS \| 350 MB \| {2}\| {2}\| ≤ 300 MB \| \*\*no\*\* \|/);
  });

  it('draws the per-sort-key ratios as SVG, bars over the target in another colour', () => {
    const svg = ratioChart(
      [
        { label: 'name', ratios: [1.1, 1.2] },
        { label: 'rank', ratios: [1.4, 2.1] },
      ],
      { title: 'ratios', subtitle: 'test', target: 1.5 },
    );
    assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.equal((svg.match(/<rect x=/g) ?? []).length, 2);
    assert.match(svg, /fill="#d9534f"><title>rank: highest 2.10/);
    assert.match(svg, /fill="#4a7ebb"><title>name: highest 1.20/);
  });

  it('splits a CPU profile into request stages: the nearest stage on the stack, or a stage that owns its callees', () => {
    const frame = (functionName: string, url: string) => ({
      functionName,
      url,
      scriptId: '0',
      lineNumber: 0,
      columnNumber: 0,
    });
    const nodes = [
      { id: 1, callFrame: frame('(root)', ''), children: [2, 6, 8] },
      { id: 2, callFrame: frame('dispatch', 'file:///x/node_modules/koa-compose/index.js'), children: [3] },
      {
        id: 3,
        callFrame: frame('authenticate', 'file:///x/plugins/auth-api-keys/src/api-keys-plugin.ts'),
        children: [4],
      },
      { id: 4, callFrame: frame('execute', 'file:///x/node_modules/kysely/dist/esm/x.js'), children: [5] },
      { id: 5, callFrame: frame('all', ''), children: [] },
      { id: 6, callFrame: frame('list', 'file:///x/packages/core/src/service/banks-service.ts'), children: [7] },
      {
        id: 7,
        callFrame: frame('prepare', 'file:///x/packages/sqlite/src/engine/prepared-statements.ts'),
        children: [],
      },
      { id: 8, callFrame: frame('(idle)', ''), children: [] },
    ];
    // Samples 10 µs apart, each counting the time to the next; the last is outside the window.
    const profile = { nodes, startTime: 1000, samples: [5, 5, 7, 8, 5], timeDeltas: [0, 10, 10, 10, 10, 10] };
    const file = join(folder, 'test.cpuprofile');
    writeFileSync(file, JSON.stringify(profile));
    const times = Object.fromEntries(stageTimes(file, { from: 1000, to: 1030 }).map((row) => [row.stage, row.ms]));
    assert.equal(times['key check (auth plugin)'], 0.02, 'the SQL a key check runs counts as key check');
    assert.equal(times['storage driver (SQL, Kysely, its row mapping)'], 0.01);
    assert.equal(
      Object.values(times).reduce((sum, ms) => sum + ms, 0),
      0.03,
      'idle time and samples outside the window do not count',
    );
    assert.ok(REQUEST_STAGES.some((stage) => stage.owns));
  });

  it('measures the import rate of a few generated banks through the built CLI: new, then the same file unchanged', async () => {
    const result = await measureImportRate({ engine: 'sqlite', embedder: 'none', banks: 3, runs: 1 }, folder);
    assert.ok(result.first > 0 && result.again > 0);
    const table = importRateTable([result]).split('\n');
    assert.equal(table.length, 3);
    assert.match(table[2]!, /^\| sqlite \| none \| 3 \| 1 \| [\d.]+ s \| \d+ banks\/s \| 0 \|/);
  });
});
