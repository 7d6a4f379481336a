import type { Directory } from '../directory.ts';
import { readAllPages, type Storage } from '../driver.ts';
import type { OperatorOptions } from '../options/audit.ts';
import type { Problem, SourcedRow } from './bank-row.ts';
import { checkRows, type ReferenceData } from './check-rows.ts';
import { currentBanks } from './current-banks.ts';
import { bankInputOf, type ImportPlan, planImport } from './import-plan.ts';
import { readBanks } from './read-banks.ts';

export interface ImportOptions {
  prune?: boolean;
  dryRun?: boolean;
  /** Told how embedding goes, in sections (those whose text was embedded before count at once). */
  onProgress?: (done: number, total: number) => void;
  /** Who imports, for the audit trail. */
  operator?: OperatorOptions;
}

export interface ImportOutcome {
  plan: ImportPlan;
  /** False on a dry run, or when there were problems (then nothing changed). */
  applied: boolean;
  /** Sections the model embedded during the import (0 for banks whose text it had embedded before). */
  embedded: number;
}

/** The directory's countries and markets, what every row is checked against. */
export async function referenceDataOf(storage: Storage): Promise<ReferenceData> {
  const countries = await readAllPages((page) => storage.countries.list({ sortBy: 'name', sortOrder: 'asc', page }));
  return {
    countryCodes: new Set(countries.map((country) => country.code.toUpperCase())),
    markets: await storage.markets.list(),
  };
}

/**
 * Reads the path, checks every bank, plans the changes and, unless it is a dry run or a problem was found, applies
 * them in one transaction. Problems name their file and line; with any problem nothing changes.
 */
export async function importBanks(
  directory: Directory,
  path: string,
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  const read = readBanks(path);
  if (!read) {
    const problem: Problem = {
      file: path,
      line: 0,
      message: 'nothing to import there (a .jsonl file, a .csv file or a folder of .md files)',
    };
    return {
      plan: { create: [], update: [], unchanged: [], remove: [], problems: [problem] },
      applied: false,
      embedded: 0,
    };
  }
  return importBankRows(directory, read, options);
}

/**
 * Checks the banks a reader found (with the problems it met reading), plans the changes and, unless it is a dry run
 * or a problem was found, applies them in one transaction: all or nothing.
 */
export async function importBankRows(
  directory: Directory,
  read: { rows: readonly SourcedRow[]; problems: readonly Problem[] },
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  const { checked, problems } = checkRows(read.rows, await referenceDataOf(directory.storage));
  const plan = planImport(checked, await currentBanks(directory.storage), options.prune ?? false);
  plan.problems.unshift(...read.problems, ...problems);
  plan.problems.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
  if (options.dryRun || plan.problems.length > 0) return { plan, applied: false, embedded: 0 };
  const result = await directory.admin.applyBankChanges(
    {
      create: plan.create.map(({ id, row }) => bankInputOf(id, row)),
      update: plan.update.map(({ id, row }) => ({ id, bank: bankInputOf(id, row) })),
      remove: plan.remove.map(({ id }) => id),
    },
    { ...options.operator, ...(options.onProgress && { onProgress: options.onProgress }) },
  );
  return { plan, applied: true, embedded: result.embedded };
}
