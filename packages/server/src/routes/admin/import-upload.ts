import { DirectoryError, type Outcome } from '@bankdir/core';
import { importBankRows, readBanksText } from '@bankdir/core/transfer';
import { type AdminServices, operatorOptions } from './admin-services.ts';

/** The largest import body: 16 MiB, room for the whole default data set several times over. */
export const MAX_IMPORT_BYTES = 16 * 1024 * 1024;

/** The body of the import: the file's own media type, or text/plain. */
export const importUpload = {
  mediaTypes: ['application/x-ndjson', 'application/jsonl', 'text/csv', 'application/json', 'text/plain'],
  maxBytes: MAX_IMPORT_BYTES,
} as const;

interface ImportQuery {
  format: 'jsonl' | 'csv' | 'json';
  dryRun: boolean;
  prune: boolean;
  reason?: string;
}

/**
 * Reads the uploaded file, plans the import and, unless it is a dry run, applies it in one transaction. A file with
 * problems changes nothing: 400 BAD_REQUEST with one issue per problem at ["body", line].
 */
export async function importBody(services: AdminServices, query: ImportQuery, body: string): Promise<Outcome<unknown>> {
  const read = readBanksText(body, query.format, 'body');
  const { plan, applied } = await importBankRows(services.directory, read, {
    prune: query.prune,
    dryRun: query.dryRun,
    operator: operatorOptions(services, query.reason),
  });
  if (plan.problems.length > 0) {
    const count = plan.problems.length;
    throw DirectoryError.badRequest(
      `The file has ${count} problem${count === 1 ? '' : 's'}; nothing was imported.`,
      plan.problems.map(({ line, message }) => ({ path: ['body', line], message: `line ${line}: ${message}` })),
    );
  }
  const planned = ({ id, row, line }: { id: string; row: { name: string }; line: number }) => ({
    id,
    name: row.name,
    line,
  });
  const data = {
    applied,
    dryRun: query.dryRun,
    counts: {
      new: plan.create.length,
      changed: plan.update.length,
      unchanged: plan.unchanged.length,
      removed: plan.remove.length,
    },
    new: plan.create.map(planned),
    changed: plan.update.map((bank) => ({ ...planned(bank), fields: bank.changed })),
    unchanged: plan.unchanged.map(planned),
    removed: plan.remove,
  };
  const message = applied ? 'Banks imported' : 'Dry run: nothing changed';
  return { data, message };
}
