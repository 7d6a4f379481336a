import { seedDefaultData } from '@bankdir/data';
import { parseCommand } from '../arguments.ts';
import { withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { embedderForCli, embeddingProgress } from '../embedder.ts';
import { openDirectory } from '../open-directory.ts';
import { print } from '../output.ts';

/** bankdir seed [--no-sample]: loads the default data set (idempotent), with the sample layer unless --no-sample. */
export async function seedCommand(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('seed', args, { 'no-sample': { type: 'boolean', default: false } });
  const target = databaseTarget(values);
  const sample = !values['no-sample'];
  const embedder = await embedderForCli();
  const report = await withDatabase(await openDirectory({ target, ...(embedder && { embedder }) }), ({ directory }) =>
    seedDefaultData(directory, { sample, ...(!values.json && { onProgress: embeddingProgress() }) }),
  );
  print(values.json, { database: target.label, sample, ...report }, () => [
    `Seeded ${target.label}${sample ? ' (with the sample layer)' : ''}:`,
    `  countries ${report.countries}, markets ${report.markets}`,
    `  banks: ${report.banks.created} created, ${report.banks.updated} updated, ${report.banks.unchanged} unchanged`,
    ...(sample
      ? [`  sample votes ${report.votes}, sample stories ${report.stories}, sample products ${report.products}`]
      : []),
    `  semantic index: ${semanticIndexLine(report.semanticIndex)}`,
  ]);
}

/** How the seed report's semantic index reads in one line. */
export function semanticIndexLine(index: Awaited<ReturnType<typeof seedDefaultData>>['semanticIndex']): string {
  if (index === 'not configured') return 'off (BANKDIR_EMBEDDER=none)';
  if ('error' in index) return `not built: ${index.error}; run "bankdir reindex" once the embedder loads`;
  return `${index.sections} sections, ${index.embedded} embedded now, the rest from the embedding cache`;
}
