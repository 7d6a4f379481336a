#!/usr/bin/env node
// `npm run check:links`: the repository is self-contained. Every relative link of every Markdown file resolves to a
// file or folder inside it, every repository path the docs write in backticks (`packages/core/src/errors.ts`) exists,
// so that the rule table of docs/architecture.md follows the files it names, and no file names a document kept outside
// it (the rules a comment cites are in docs/api-contract.md).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Names of documents that live outside the repository, and absolute paths of this machine. */
const OUTSIDE = [
  { pattern: /(?<![\w-])contract\.md/, what: 'contract.md (cite docs/api-contract.md)' },
  { pattern: /bank-directory-v1\.md/, what: 'bank-directory-v1.md (cite docs/api-contract.md)' },
  { pattern: /\/work\/(?:shared|main|wt)\b/, what: 'a path of the development machine' },
];

const SKIP = /(^|\/)(package-lock\.json|node_modules\/)|\.(png|jpe?g|gif|ico|sqlite|onnx|bin|wasm)$/;

function trackedFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\0').filter((file) => file !== '' && !SKIP.test(file) && existsSync(join(root, file)));
}

/** The relative link targets of a Markdown text, without their #fragment; code blocks are skipped. */
function linksOf(markdown) {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const targets = [];
  for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    targets.push(decodeURIComponent(target.split('#')[0]));
  }
  return targets;
}

/** Paths from the repository root written in backticks: `packages/…`, `plugins/…`, `docs/…` (no placeholders). */
function pathsOf(markdown) {
  const paths = [];
  for (const match of markdown.matchAll(/`((?:packages|plugins|docs|scripts|data|bench)\/[^`\s<>*]+)`/g)) {
    paths.push(match[1].replace(/[:#].*$/, ''));
  }
  return paths;
}

const problems = [];
const files = trackedFiles();
for (const file of files) {
  if (file === 'scripts/check-links.mjs') continue;
  const text = readFileSync(join(root, file), 'utf8');
  for (const { pattern, what } of OUTSIDE) {
    const line = text.split('\n').findIndex((row) => pattern.test(row));
    if (line >= 0) problems.push(`${file}:${line + 1} names ${what}`);
  }
  if (!file.endsWith('.md')) continue;
  if (file.startsWith('docs/') || file === 'README.md') {
    for (const path of pathsOf(text)) {
      if (!existsSync(join(root, path))) problems.push(`${file} names a missing path: ${path}`);
    }
  }
  for (const target of linksOf(text)) {
    const path = resolve(dirname(join(root, file)), target);
    const inside = !relative(root, path).startsWith('..');
    if (!inside) problems.push(`${file} links outside the repository: ${target}`);
    else if (!existsSync(path)) problems.push(`${file} links to a missing file: ${target}`);
  }
}
for (const problem of problems) console.error(`✗ ${problem}`);
if (problems.length > 0) process.exit(1);
console.log(
  `✓ links: ${files.filter((file) => file.endsWith('.md')).length} Markdown files, every link inside the repository`,
);
