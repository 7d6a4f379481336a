export interface ProgressBarOptions {
  /** Words before the bar, e.g. "embedding". */
  label?: string;
  /** Characters between the brackets; default 30. */
  width?: number;
  /** Milliseconds since the work started: adds the rate and the time left. */
  elapsedMs?: number;
  /** What is counted, after the numbers; default "sections". */
  unit?: string;
}

/**
 * One line of a text progress bar, without a line break, e.g.
 * `embedding [##########--------------------]  33% 290/869 sections, 21.4/s, 27 s left`.
 * A terminal redraws it in place with `\r` (see `progressLineWriter`); a log writes it as is.
 */
export function renderProgressBar(done: number, total: number, options: ProgressBarOptions = {}): string {
  const width = Math.max(1, Math.trunc(options.width ?? 30));
  const fraction = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1;
  const filled = Math.round(fraction * width);
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  let line = `${options.label ? `${options.label} ` : ''}[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent} ${done}/${total} ${options.unit ?? 'sections'}`;
  if (options.elapsedMs !== undefined && options.elapsedMs > 0 && done > 0) {
    const rate = (done / options.elapsedMs) * 1000;
    line += `, ${rate >= 10 ? rate.toFixed(0) : rate.toFixed(1)}/s`;
    if (done < total) line += `, ${formatSeconds((total - done) / rate)} left`;
  }
  return line;
}

/**
 * A progress callback that draws the bar on a stream: redrawn in place on a terminal, or one line per 10% elsewhere
 * (logs, CI); a final line break when the work is done. For `admin.reindex({ onProgress })` and `seedDefaultData`.
 */
export function progressLineWriter(
  stream: { write(chunk: string): unknown; isTTY?: boolean },
  options: Omit<ProgressBarOptions, 'elapsedMs'> = {},
): (done: number, total: number) => void {
  const started = Date.now();
  let lastDecile = -1;
  let finished = false;
  return (done, total) => {
    if (finished) return;
    const line = renderProgressBar(done, total, { ...options, elapsedMs: Date.now() - started });
    const complete = done >= total;
    if (stream.isTTY) {
      stream.write(`\r${line}\x1b[K${complete ? '\n' : ''}`);
    } else {
      const decile = total > 0 ? Math.floor((10 * done) / total) : 10;
      if (decile !== lastDecile || complete) stream.write(`${line}\n`);
      lastDecile = decile;
    }
    finished = complete;
  };
}

function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 60) return `${Math.ceil(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.ceil(seconds - minutes * 60)} s`;
}
