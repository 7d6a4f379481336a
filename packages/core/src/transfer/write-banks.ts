import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { stringify as stringifyYaml } from 'yaml';
import { BANK_ROW_FIELDS } from './bank-row.ts';
import { listCell, stocksCell } from './csv-columns.ts';
import type { StoredBank } from './current-banks.ts';
import { type BankFormat, formatOfPath } from './read-banks.ts';

/** Writes the banks at `path` in the format its name says; a file is written whole, then renamed into place. */
export function writeBanks(path: string, banks: readonly StoredBank[]): BankFormat {
  const format = formatOfPath(path);
  if (format === 'markdown') writeMarkdownFolder(path, banks);
  else writeAtomically(path, format === 'jsonl' ? jsonLines(banks) : csv(banks));
  return format;
}

/** One JSON object per line, the fields in BANK_ROW_FIELDS order. */
export function jsonLines(banks: readonly StoredBank[]): string {
  return banks.map((bank) => `${JSON.stringify(ordered(bank))}\n`).join('');
}

export function csv(banks: readonly StoredBank[]): string {
  return stringifyCsv(
    banks.map((bank) => [
      bank.id,
      bank.country,
      bank.name,
      bank.url,
      listCell(bank.alternativeHostnames),
      stocksCell(bank.stocks),
      listCell(bank.kinds),
      listCell(bank.ownership),
      bank.parent ?? '',
      bank.headquarters ?? '',
      bank.size ?? '',
      listCell(bank.alsoKnownAs),
      listCell(bank.formerNames),
      bank.description,
    ]),
    { header: true, columns: [...BANK_ROW_FIELDS] },
  );
}

/** The Markdown file of a bank: front matter as in data/banks/, the id when the file's place does not give it. */
export function markdownFile(bank: StoredBank, slug: string): string {
  const { id, country: _country, description, ...fields } = bank;
  const pathId = `bank_${bank.country.toLowerCase()}_${slug}`;
  const matter: Record<string, unknown> = id === pathId ? {} : { id };
  for (const [key, value] of Object.entries(ordered(fields as StoredBank)))
    if (!(Array.isArray(value) && value.length === 0)) matter[key] = value;
  return `---\n${stringifyYaml(matter, { lineWidth: 0 })}---\n${description === '' ? '' : `\n${description}\n`}`;
}

/** The files of a Markdown folder holding the banks: <cc>/<slug>.md, each with its text. */
export function markdownFolderFiles(banks: readonly StoredBank[]): { path: string; text: string }[] {
  const used = new Set<string>();
  return banks.map((bank) => {
    const country = bank.country.toLowerCase();
    const slug = uniqueSlug(slugOf(bank), country, used);
    return { path: `${country}/${slug}.md`, text: markdownFile(bank, slug) };
  });
}

function writeMarkdownFolder(folder: string, banks: readonly StoredBank[]): void {
  const files = markdownFolderFiles(banks);
  // Written in a new folder beside the target, then renamed: a failed export leaves no half-written folder.
  const staging = `${folder}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(dirname(join(staging, file.path)), { recursive: true });
    writeFileSync(join(staging, file.path), file.text);
  }
  mkdirSync(staging, { recursive: true });
  rmSync(folder, { recursive: true, force: true });
  renameSync(staging, folder);
}

function slugOf(bank: StoredBank): string {
  const prefix = `bank_${bank.country.toLowerCase()}_`;
  if (bank.id.startsWith(prefix) && /^[a-z0-9-]+$/.test(bank.id.slice(prefix.length)))
    return bank.id.slice(prefix.length);
  return (
    bank.name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 48) || 'bank'
  );
}

function uniqueSlug(slug: string, country: string, used: Set<string>): string {
  let candidate = slug;
  for (let n = 2; used.has(`${country}/${candidate}`); n++) candidate = `${slug}-${n}`;
  used.add(`${country}/${candidate}`);
  return candidate;
}

function ordered(bank: StoredBank): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of BANK_ROW_FIELDS) if (bank[field] !== undefined) out[field] = bank[field];
  return out;
}

function writeAtomically(path: string, text: string): void {
  const partial = `${path}.partial-${process.pid}`;
  writeFileSync(partial, text);
  renameSync(partial, path);
}
