import { readFileSync } from 'node:fs';
import { databaseOf, hasAccounts, importAccounts } from '@bankdir/auth-api-keys';
import type { OperatorOptions } from '@bankdir/core';
import { archiveImportOf, type Problem, problemText, readArchiveText } from '@bankdir/core/transfer';
import { shippedVectors } from '@bankdir/data';
import { CommandError } from '../cli-error.ts';
import { withDatabase } from '../database.ts';
import type { DatabaseTarget } from '../database-target.ts';
import { embedderForCli, embeddingProgress } from '../embedder.ts';
import { openDirectory } from '../open-directory.ts';
import { print } from '../output.ts';

export interface ImportAllOptions {
  dryRun: boolean;
  json: boolean;
  operator: OperatorOptions;
}

/**
 * bankdir import --all PATH [--dry-run]: loads an archive of `bankdir export --all` into an empty directory. Every
 * record is checked first (a problem names its line and nothing changes); the accounts and the directory's data are
 * then written in one transaction, all of them or none, and the semantic index rebuilt.
 */
export async function importAll(target: DatabaseTarget, path: string, options: ImportAllOptions): Promise<void> {
  const { archive, problems } = readArchiveText(readFileSync(path, 'utf8'), path);
  const embedder = await embedderForCli();
  const onProgress = !options.json && process.stderr.isTTY ? embeddingProgress() : undefined;
  const outcome = await withDatabase(await openDirectory({ target, ...(embedder && { embedder }) }), async (opened) => {
    const database = databaseOf(opened.storage);
    const planned = await archiveImportOf(opened.directory, archive, path);
    const all: Problem[] = [...problems, ...planned.problems];
    if (await hasAccounts(database))
      all.unshift({
        file: path,
        line: 0,
        message: 'the directory already has accounts: an archive goes into an empty one',
      });
    if (all.length > 0 || options.dryRun) return { problems: all, applied: false as const };
    // The accounts first, in the directory's own transaction: a failure anywhere, or a crash, writes none of it.
    const counts = await opened.directory.admin.importDirectory(planned.data, {
      ...options.operator,
      alongside: (storage) => importAccounts(databaseOf(storage), archive.accounts),
    });
    const semantic = embedder
      ? await opened.directory.admin.reindex({
          ...(onProgress && { onProgress }),
          ...(shippedVectors() && { knownVectors: shippedVectors()! }),
        })
      : undefined;
    return { problems: all, applied: true as const, counts, semantic };
  });
  if (outcome.problems.length > 0) {
    if (options.json)
      print(true, { database: target.label, path, applied: false, problems: outcome.problems }, () => []);
    else printProblems(outcome.problems);
    throw new CommandError(
      `import --all: ${outcome.problems.length} problem${outcome.problems.length === 1 ? '' : 's'} in ${path}; nothing was changed`,
    );
  }
  const counts = {
    banks: archive.banks.length,
    accounts: archive.accounts.length,
    representatives: archive.representatives.length,
    applications: archive.applications.length,
    votes: archive.votes.length,
    stories: archive.stories.length,
    products: archive.products.length,
  };
  const semanticIndex = outcome.applied ? (outcome.semantic ?? 'off') : 'unchanged';
  const summary = {
    database: target.label,
    path,
    dryRun: options.dryRun,
    applied: outcome.applied,
    ...counts,
    semanticIndex,
  };
  print(options.json, summary, () => [
    `${options.dryRun ? 'Dry run, nothing changed' : `Imported ${path} into ${target.label}`}: ${Object.entries(counts)
      .map(([type, count]) => `${count} ${type}`)
      .join(', ')}.`,
    ...(outcome.applied
      ? [
          `  semantic index: ${outcome.semantic ? `${outcome.semantic.banks} banks rebuilt` : 'off (BANKDIR_EMBEDDER=none)'}`,
          'API keys are never exported: issue new ones with `bankdir keys create --account ID` (`bankdir accounts list` shows the ids).',
          'Sessions are not carried either: everyone signs in again, with the same password.',
        ]
      : []),
  ]);
}

/** Problems on stderr, the first hundred of them: a wrong file would otherwise flood the terminal. */
function printProblems(problems: readonly Problem[]): void {
  for (const problem of problems.slice(0, SHOWN_PROBLEMS)) process.stderr.write(`${problemText(problem)}\n`);
  if (problems.length > SHOWN_PROBLEMS)
    process.stderr.write(`… and ${problems.length - SHOWN_PROBLEMS} more (--json lists every one)\n`);
}

const SHOWN_PROBLEMS = 100;
