import { existsSync, statSync } from 'node:fs';
import type { Problem, SourcedRow } from './bank-row.ts';
import { readCsv } from './read-csv.ts';
import { readJsonLines } from './read-jsonl.ts';
import { readMarkdownFolder } from './read-markdown.ts';

export type BankFormat = 'jsonl' | 'csv' | 'markdown';

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
