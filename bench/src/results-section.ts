import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Replaces the part of a Markdown results file between `<!-- name:start -->` and `<!-- name:end -->` with `markdown`,
 * leaving the rest of the file (prose written by hand, other scripts' sections) as it is; appends the section when
 * the file has none yet. Several benchmarks can so share one results page.
 */
export function writeResultsSection(file: string, name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  let next: string;
  if (from !== -1 && to > from) next = current.slice(0, from) + block + current.slice(to + end.length);
  else next = `${current.trimEnd()}${current.trim() === '' ? '' : '\n\n'}${block}\n`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
}
