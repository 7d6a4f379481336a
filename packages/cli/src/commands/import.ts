import { existsSync } from 'node:fs';
import { type ImportPlan, importBanks, problemText } from '@bankdir/core/transfer';
import { parseCommand } from '../arguments.ts';
import { CommandError, UsageError } from '../cli-error.ts';
import { withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { embedderForCli, embeddingProgress } from '../embedder.ts';
import { openDirectory } from '../open-directory.ts';
import { OPERATOR_FLAGS, operatorOptions } from '../operator.ts';
import { print } from '../output.ts';

/**
 * bankdir import PATH [--dry-run] [--prune]: adds and updates the banks of a .jsonl file, a .csv file or a folder of
 * Markdown files, all or nothing, in one transaction. A new database is created (with its countries and markets).
 * bankdir import --all PATH [--dry-run]: a whole directory, from an archive of `bankdir export --all`.
 */
export async function importCommand(args: readonly string[]): Promise<void> {
  const { values, positionals } = parseCommand(
    'import',
    args,
    {
      ...OPERATOR_FLAGS,
      'dry-run': { type: 'boolean', default: false },
      prune: { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
    },
    1,
  );
  const path = positionals[0];
  if (path === undefined) throw new UsageError('import: say what to import, e.g. bankdir import banks.jsonl');
  if (!existsSync(path)) throw new CommandError(`import: nothing at ${path}`);
  const target = databaseTarget(values);
  if (values.all) {
    if (values.prune)
      throw new UsageError('import: --all goes into an empty directory, where --prune has nothing to do');
    const { importAll } = await import('./import-all.ts');
    return importAll(target, path, { dryRun: values['dry-run'], json: values.json, operator: operatorOptions(values) });
  }
  const embedder = await embedderForCli();
  const dryRun = values['dry-run'];
  // A progress bar on a terminal only: scripts and logs get the summary alone.
  const onProgress = !values.json && process.stderr.isTTY ? embeddingProgress() : undefined;
  const started = Date.now();
  const outcome = await withDatabase(await openDirectory({ target, ...(embedder && { embedder }) }), async (opened) => {
    const result = await importBanks(opened.directory, path, {
      prune: values.prune,
      dryRun,
      operator: operatorOptions(values),
      ...(onProgress && { onProgress }),
    });
    // A directory whose semantic index was never built (a new database) builds it now, from the embedding cache.
    if (result.applied && embedder && opened.storage.vectors && !(await opened.storage.vectors.indexInfo())) {
      const built = await opened.directory.admin.reindex(onProgress ? { onProgress } : {});
      return { ...result, embedded: result.embedded + built.embedded };
    }
    return result;
  });
  const seconds = (Date.now() - started) / 1000;
  const { plan } = outcome;
  const summary = {
    database: target.label,
    path,
    dryRun,
    applied: outcome.applied,
    new: plan.create.map(({ id, row, file, line }) => ({ id, name: row.name, file, line })),
    changed: plan.update.map(({ id, row, changed, file, line }) => ({
      id,
      name: row.name,
      fields: changed,
      file,
      line,
    })),
    unchanged: plan.unchanged.length,
    removed: plan.remove,
    problems: plan.problems,
    embeddedSections: outcome.embedded,
    seconds,
  };
  if (plan.problems.length > 0) {
    if (values.json) print(true, summary, () => []);
    else for (const problem of plan.problems) process.stderr.write(`${problemText(problem)}\n`);
    throw new CommandError(
      `import: ${plan.problems.length} problem${plan.problems.length === 1 ? '' : 's'} in ${path}; nothing was changed`,
    );
  }
  print(values.json, summary, () => planLines(plan, dryRun, values.prune, seconds));
}

function planLines(plan: ImportPlan, dryRun: boolean, prune: boolean, seconds: number): string[] {
  const counts = `${plan.create.length} new, ${plan.update.length} changed, ${plan.unchanged.length} unchanged${prune ? `, ${plan.remove.length} removed` : ''}`;
  return [
    dryRun ? `Dry run, nothing changed: ${counts}.` : `Imported in ${seconds.toFixed(1)} s: ${counts}.`,
    ...plan.create.map(({ id, row }) => `  new      ${id}  ${row.name}`),
    ...plan.update.map(({ id, row, changed }) => `  changed  ${id}  ${row.name} (${changed.join(', ')})`),
    ...plan.remove.map(({ id, name }) => `  removed  ${id}  ${name}`),
  ];
}
