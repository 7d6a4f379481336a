import { readFileSync } from 'node:fs';
import type { Problem, SourcedRow } from './bank-row.ts';

/** A JSON Lines file at a path. */
export function readJsonLines(file: string): { rows: SourcedRow[]; problems: Problem[] } {
  return readJsonLinesText(readFileSync(file, 'utf8'), file);
}

/** JSON Lines: one bank per line, a JSON object with the fields of BankRow; blank lines are skipped. */
export function readJsonLinesText(text: string, file: string): { rows: SourcedRow[]; problems: Problem[] } {
  const rows: SourcedRow[] = [];
  const problems: Problem[] = [];
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1;
    if (lineText.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(lineText);
    } catch (error) {
      problems.push({ file, line, message: `not valid JSON: ${(error as Error).message}` });
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      problems.push({ file, line, message: 'a line must be a JSON object' });
    else rows.push({ fields: value as Record<string, unknown>, file, line });
  });
  return { rows, problems };
}
