import { parseCommand } from '../arguments.ts';
import { CommandError } from '../cli-error.ts';
import { openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { embedderForCli, embeddingProgress } from '../embedder.ts';
import { print } from '../output.ts';

/** bankdir reindex: re-embeds every bank description into the semantic index, with a progress bar. */
export async function reindexCommand(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('reindex', args, {});
  const target = databaseTarget(values);
  const embedder = await embedderForCli();
  if (!embedder)
    throw new CommandError(
      'semantic search is off (BANKDIR_EMBEDDER=none); set BANKDIR_EMBEDDER=use or transformers to build its index',
    );
  const opened = await openExisting(target, embedder);
  const started = Date.now();
  const result = await withDatabase(opened, ({ directory }) =>
    directory.admin.reindex(values.json ? {} : { onProgress: embeddingProgress() }),
  );
  const seconds = (Date.now() - started) / 1000;
  print(values.json, { database: target.label, model: embedder.model, ...result, seconds }, () => [
    `Reindexed ${result.banks} banks (${result.sections} sections) with ${embedder.model} in ${seconds.toFixed(1)} s.`,
  ]);
}
