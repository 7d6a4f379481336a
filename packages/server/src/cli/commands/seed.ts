import { seedDefaultData } from '@bankdir/data';
import { parseCommand } from '../arguments.ts';
import { withDatabase } from '../database.ts';
import { openDirectory } from '../open-directory.ts';
import { print } from '../output.ts';
import { databasePath } from '../paths.ts';

/** bankdir seed [--no-sample]: loads the default data set (idempotent), with the sample layer unless --no-sample. */
export async function seedCommand(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('seed', args, { 'no-sample': { type: 'boolean', default: false } });
  const file = databasePath(values.db);
  const sample = !values['no-sample'];
  const report = await withDatabase(await openDirectory({ file }), ({ directory }) => seedDefaultData(directory, { sample }));
  print(values.json, { database: file, sample, ...report }, () => [
    `Seeded ${file}${sample ? ' (with the sample layer)' : ''}:`,
    `  countries ${report.countries}, markets ${report.markets}`,
    `  banks: ${report.banks.created} created, ${report.banks.updated} updated, ${report.banks.unchanged} unchanged`,
    ...(sample ? [`  sample votes ${report.votes}, sample products ${report.products}`] : []),
  ]);
}
