import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { batchedLines } from '../src/batched-lines.ts';

// The default log's writer: as it goes when quiet, in batches when busy, nothing lost.

describe('batched log lines', () => {
  const sink = () => {
    const writes: string[] = [];
    return { writes, write: (text: string) => writes.push(text) };
  };

  test('a line on a quiet sink is written at once; lines right after it wait for one batch', async () => {
    const out = sink();
    // The clock stands still: on a busy machine more than 30 real ms may pass between two writes. The timer is real.
    const lines = batchedLines(out, { intervalMs: 30, now: () => 0 });
    lines.write('a\n');
    assert.deepEqual(out.writes, ['a\n']);
    lines.write('b\n');
    lines.write('c\n');
    assert.deepEqual(out.writes, ['a\n'], 'queued while the sink was just written');
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.deepEqual(out.writes, ['a\n', 'b\nc\n'], 'one write for the batch');
  });

  test('a full batch is written without waiting, and flush writes what is queued', () => {
    let time = 0;
    const out = sink();
    const lines = batchedLines(out, { intervalMs: 1000, maxBytes: 4, now: () => time });
    lines.write('1\n');
    lines.write('2\n');
    lines.write('3\n');
    assert.deepEqual(out.writes, ['1\n', '2\n3\n']);
    lines.write('4\n');
    lines.flush();
    assert.deepEqual(out.writes, ['1\n', '2\n3\n', '4\n']);
    time = 5000;
    lines.write('5\n');
    assert.deepEqual(out.writes.at(-1), '5\n', 'quiet again: at once');
    lines.flush();
  });
});
