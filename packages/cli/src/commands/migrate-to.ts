import { copyTables } from '@bankdir/kysely';
import { parseCommand } from '../arguments.ts';
import { CommandError, UsageError } from '../cli-error.ts';
import { keyStoreOf, openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { embedderForCli, embeddingProgress } from '../embedder.ts';
import { openDirectory } from '../open-directory.ts';
import { print } from '../output.ts';

// The semantic index is laid out differently on each engine: the target rebuilds it from the copied embedding cache.
// Rate-limit windows last a minute and are not worth moving.
const NOT_COPIED = (table: string) => table.startsWith('semantic_') || table === 'rate_limit_windows';

/**
 * bankdir migrate-to --database-url URL [--db FILE]: copies the SQLite directory (--db, else BANKDIR_DB, else
 * ./bankdir.sqlite) into an empty PostgreSQL database: every bank, vote, product, account and key, in one transaction;
 * then rebuilds the semantic index there from the embedding cache.
 */
export async function migrateToCommand(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('migrate-to', args, {});
  const { BANKDIR_DATABASE_URL: _ignored, ...withoutUrl } = process.env;
  const source = databaseTarget({ db: values.db }, withoutUrl);
  const target = databaseTarget({ 'database-url': values['database-url'] });
  if (target.engine !== 'postgres')
    throw new UsageError(
      'migrate-to: --database-url (or BANKDIR_DATABASE_URL) names the PostgreSQL database to move to',
    );
  const embedder = await embedderForCli();
  const report = await withDatabase(await openExisting(source), async (from) =>
    withDatabase(await openDirectory({ target, referenceData: false, ...(embedder && { embedder }) }), async (to) => {
      if ((await to.directory.countries.list({ limit: 1 })).data.length > 0)
        throw new CommandError(`${target.label} already holds a directory: migrate-to moves into an empty database`);
      // The plugins' own tables, so that their rows have somewhere to go.
      await keyStoreOf(from);
      await keyStoreOf(to);
      const copy = await copyTables(from.storage.database!, to.storage.database!, { skip: NOT_COPIED });
      const semantic = embedder
        ? await to.directory.admin.reindex(values.json ? {} : { onProgress: embeddingProgress() })
        : undefined;
      return { ...copy, semantic };
    }),
  );
  print(values.json, { from: source.label, to: target.label, ...report }, () => [
    `Moved ${source.label} to ${target.label}:`,
    ...Object.entries(report.copied).map(([table, rows]) => `  ${table}: ${rows} rows`),
    ...(report.missing.length > 0 ? [`  not moved (no such table there): ${report.missing.join(', ')}`] : []),
    `  semantic index: ${report.semantic ? `${report.semantic.banks} banks rebuilt` : 'off (BANKDIR_EMBEDDER=none)'}`,
  ]);
}
