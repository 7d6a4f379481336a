import { batchedLines } from './batched-lines.ts';

/** Where the server writes its lines: access lines and startup notes to info, unexpected failures to error. */
export interface Logger {
  info(line: string): void;
  error(line: string, error?: unknown): void;
}

const stdout = batchedLines(process.stdout);

/**
 * The default log: one line per event, with an ISO timestamp, to stdout (info) and stderr (error). Info lines are
 * written in batches, at most 100 ms late (and at exit), so that the access log costs a request almost nothing; an
 * error first writes the info lines before it, then itself at once.
 */
export const consoleLogger: Logger = {
  info: (line) => stdout.write(`${new Date().toISOString()} ${line}\n`),
  error: (line, error) => {
    const detail =
      error instanceof Error ? `\n${error.stack ?? error.message}` : error === undefined ? '' : `\n${String(error)}`;
    stdout.flush();
    process.stderr.write(`${new Date().toISOString()} ${line}${detail}\n`);
  },
};

/** A log that drops everything (tests, embedding apps with their own logging). */
export const silentLogger: Logger = { info: () => {}, error: () => {} };
