import { DirectoryError, isDirectoryError } from '@bankdir/core';
import { type BankRow, checkRow, referenceDataOf } from '@bankdir/core/transfer';
import type { AdminServices } from './admin-services.ts';

/**
 * A bank body checked against the directory's countries and markets: each problem at ["body", field], after the
 * caller's own `problems` with the body.
 */
export async function checkedBankRow(
  services: AdminServices,
  fields: Record<string, unknown>,
  problems: readonly { field: string; message: string }[] = [],
): Promise<BankRow> {
  const checked = checkRow(fields, await referenceDataOf(services.directory.storage));
  if ('row' in checked && problems.length === 0) return checked.row;
  const issues = [...problems, ...('issues' in checked ? checked.issues : [])].map(({ field, message }) => ({
    path: ['body', field],
    message: `${message}.`,
  }));
  throw DirectoryError.badRequest(
    `The bank has ${issues.length} invalid field${issues.length === 1 ? '' : 's'}.`,
    issues,
  );
}

/** A directory's BAD_REQUEST about a bank, its issues placed in the body as the API reports them. */
export function inBodyTerms(error: unknown): unknown {
  if (!(isDirectoryError(error) && error.code === 'BAD_REQUEST' && error.issues)) return error;
  const issues = error.issues.map((issue) => ({
    ...issue,
    path: issue.path[0] === 'body' ? issue.path : ['body', ...issue.path],
  }));
  return DirectoryError.badRequest(error.message, issues);
}
