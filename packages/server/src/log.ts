/** Where the server writes its lines: access lines and startup notes to info, unexpected failures to error. */
export interface Logger {
  info(line: string): void;
  error(line: string, error?: unknown): void;
}

/** The default log: one line per event, with an ISO timestamp, to stdout (info) and stderr (error). */
export const consoleLogger: Logger = {
  info: (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`),
  error: (line, error) => {
    const detail =
      error instanceof Error ? `\n${error.stack ?? error.message}` : error === undefined ? '' : `\n${String(error)}`;
    process.stderr.write(`${new Date().toISOString()} ${line}${detail}\n`);
  },
};

/** A log that drops everything (tests, embedding apps with their own logging). */
export const silentLogger: Logger = { info: () => {}, error: () => {} };
