/** Something lines can be written to: process.stdout, process.stderr, a file stream. */
export interface LineSink {
  write(text: string): unknown;
}

export interface BatchedLines {
  /** Writes a line (with its newline) now when the sink is idle, else queues it for the next batch. */
  write(line: string): void;
  /** Writes what is queued now. */
  flush(): void;
}

/**
 * Lines for `sink`, batched under load: a line comes out at once when nothing was written in the last `intervalMs`,
 * otherwise it joins a batch written in one go `intervalMs` after the batch began (or as soon as `maxBytes` wait),
 * and whatever is queued when the process exits is written then. So a quiet server logs as it goes, and a busy one
 * pays a string append per request instead of a write to the disk or the pipe. The timer keeps no process alive.
 */
export function batchedLines(
  sink: LineSink,
  options: { intervalMs?: number; maxBytes?: number; now?: () => number } = {},
): BatchedLines {
  const intervalMs = options.intervalMs ?? 100;
  const maxBytes = options.maxBytes ?? 64 * 1024;
  const now = options.now ?? (() => performance.now());
  let queued: string[] = [];
  let bytes = 0;
  let timer: NodeJS.Timeout | undefined;
  let lastWrite = Number.NEGATIVE_INFINITY;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (queued.length === 0) return;
    const text = queued.join('');
    queued = [];
    bytes = 0;
    lastWrite = now();
    sink.write(text);
  };
  process.on('exit', flush);
  return {
    write(line) {
      if (queued.length === 0 && now() - lastWrite >= intervalMs) {
        lastWrite = now();
        sink.write(line);
        return;
      }
      queued.push(line);
      bytes += line.length;
      if (bytes >= maxBytes) flush();
      else timer ??= setTimeout(flush, intervalMs).unref();
    },
    flush,
  };
}
