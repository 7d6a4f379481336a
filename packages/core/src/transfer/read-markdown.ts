import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Problem, SourcedRow } from './bank-row.ts';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * A folder of Markdown files, one bank each, as data/banks/: <cc>/<slug>.md with YAML front matter for the fields and
 * the description below it. The folder gives the country and, with the file name, the id (bank_<cc>_<slug>), unless
 * the front matter names `country` or `id`.
 */
export function readMarkdownFolder(folder: string): { rows: SourcedRow[]; problems: Problem[] } {
  const rows: SourcedRow[] = [];
  const problems: Problem[] = [];
  for (const path of markdownFiles(folder)) {
    const read = readMarkdownText(readFileSync(path, 'utf8'), path, relative(process.cwd(), path) || path);
    rows.push(...read.rows);
    problems.push(...read.problems);
  }
  return { rows, problems };
}

/**
 * One bank's Markdown file: `path` is where it is (<cc>/<slug>.md gives the country and the id), `shown` how problems
 * name it.
 */
export function readMarkdownText(
  text: string,
  path: string,
  shown: string = path,
): { rows: SourcedRow[]; problems: Problem[] } {
  const match = FRONT_MATTER.exec(text);
  if (!match)
    return {
      rows: [],
      problems: [{ file: shown, line: 1, message: 'no front matter: the file must start with a --- block' }],
    };
  let matter: unknown;
  try {
    matter = parseYaml(match[1]!);
  } catch (error) {
    const line = ((error as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? 0) + 1;
    return {
      rows: [],
      problems: [{ file: shown, line, message: `front matter is not valid YAML: ${firstLine(error)}` }],
    };
  }
  if (typeof matter !== 'object' || matter === null || Array.isArray(matter))
    return { rows: [], problems: [{ file: shown, line: 2, message: 'the front matter must be a mapping of fields' }] };
  const folderName = basename(dirname(path));
  const country = /^[a-z]{2}$/i.test(folderName) ? folderName.toUpperCase() : undefined;
  const slug = basename(path, '.md');
  const fields: Record<string, unknown> = { ...(country && { country }), ...(matter as Record<string, unknown>) };
  fields.description = text.slice(match[0].length).trim();
  const matterLines = match[1]!.split('\n');
  const row: SourcedRow = {
    fields,
    file: shown,
    line: 1,
    lineOf: (field) => {
      const index = matterLines.findIndex((line) => line.startsWith(`${field}:`));
      if (field === 'description') return match[0].split('\n').length;
      return index < 0 ? 1 : index + 2;
    },
    ...(country && /^[a-z0-9-]+$/.test(slug) && { idFromPath: `bank_${country.toLowerCase()}_${slug}` }),
  };
  return { rows: [row], problems: [] };
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md') && entry.name.toLowerCase() !== 'readme.md')
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function firstLine(error: unknown): string {
  return String((error as Error).message).split('\n')[0]!;
}
