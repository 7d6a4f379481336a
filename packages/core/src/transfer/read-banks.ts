import { existsSync, statSync } from 'node:fs';
import type { Problem, SourcedRow } from './bank-row.ts';
import { readCsv, readCsvText } from './read-csv.ts';
import { readJsonArrayText } from './read-json.ts';
import { readJsonLines, readJsonLinesText } from './read-jsonl.ts';
import { readMarkdownFolder } from './read-markdown.ts';

export type BankFormat = 'jsonl' | 'csv' | 'markdown';
/** The formats a single file or an uploaded body holds: JSON Lines, CSV, or a JSON array of banks. */
export type BankTextFormat = 'jsonl' | 'csv' | 'json';

/** The format a path names: .jsonl, .csv, otherwise a folder of Markdown files. */
export function formatOfPath(path: string): BankFormat {
  if (/\.jsonl$/i.test(path)) return 'jsonl';
  if (/\.csv$/i.test(path)) return 'csv';
  return 'markdown';
}

/** Every bank the path holds, in its format, with the problems found reading it; undefined when nothing is there. */
export function readBanks(path: string): { rows: SourcedRow[]; problems: Problem[] } | undefined {
  if (!existsSync(path)) return undefined;
  const format = formatOfPath(path);
  if (format === 'markdown' && !statSync(path).isDirectory()) return undefined;
  if (format === 'jsonl') return readJsonLines(path);
  if (format === 'csv') return readCsv(path);
  return readMarkdownFolder(path);
}

/** Every bank a file's text (or an uploaded body) holds, in its format; `name` is how problems name it. */
export function readBanksText(
  text: string | Uint8Array,
  format: BankTextFormat,
  name: string,
): { rows: SourcedRow[]; problems: Problem[] } {
  const decoded = typeof text === 'string' ? text : new TextDecoder().decode(text);
  if (format === 'jsonl') return readJsonLinesText(decoded, name);
  if (format === 'csv') return readCsvText(decoded, name);
  return readJsonArrayText(decoded, name);
}
