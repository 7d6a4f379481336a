/** Prints a command's result: JSON for scripts (--json), else the text lines. */
export function print(json: boolean, result: unknown, lines: () => readonly string[]): void {
  if (json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else for (const line of lines()) process.stdout.write(`${line}\n`);
}

/** Rows as left-aligned columns under a header. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const format = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [format(header), ...rows.map(format)];
}
