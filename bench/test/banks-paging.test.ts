import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { BANK_SORT_KEYS } from '@bankdir/core';
import { benchBanksPaging, pagingReport } from '../src/banks-paging.ts';
import { median } from '../src/stats.ts';

const folder = mkdtempSync(join(tmpdir(), 'bankdir-bench-'));
after(() => rmSync(folder, { recursive: true, force: true }));

describe('the benchmarks', () => {
  it('takes the median of odd and even sample counts', () => {
    assert.equal(median([5, 1, 3]), 3);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.throws(() => median([]), RangeError);
  });

  it('measures a first and a deep page for every bank sort key, order and filter, and reports them', async () => {
    const options = { banks: 400, countries: 2, depth: 50, runs: 1, file: join(folder, 'small.sqlite') };
    const result = await benchBanksPaging(options);
    assert.equal(result.rows.length, BANK_SORT_KEYS.length * 4);
    assert.ok(result.rows.every((row) => row.firstMs > 0 && row.deepMs > 0));
    const report = pagingReport(result, options);
    assert.match(report, /\| median over all combinations \|/);
    assert.match(report, /\| overall_score \| desc \| country \|/);
  });
});
