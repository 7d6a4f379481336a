import * as v from 'valibot';
import { normalizeHostname } from '../driver.ts';
import type { Market } from '../schemas/resources.ts';
import { type BankRow, BankRowSchema, type Problem, type SourcedRow } from './bank-row.ts';
import { marketIdOfKey } from './stock-code.ts';

export interface CheckedRow {
  row: BankRow;
  source: SourcedRow;
}

/** What a row is checked against: the directory's country codes and markets. */
export interface ReferenceData {
  countryCodes: ReadonlySet<string>;
  markets: readonly Market[];
}

/** Checks every row and answers the good ones and every problem of the others, each with its file and line. */
export function checkRows(
  rows: readonly SourcedRow[],
  reference: ReferenceData,
): { checked: CheckedRow[]; problems: Problem[] } {
  const checked: CheckedRow[] = [];
  const problems: Problem[] = [];
  for (const source of rows) {
    const found = checkRow(source.fields, reference);
    if ('row' in found) checked.push({ row: found.row, source });
    else
      for (const { field, message } of found.issues)
        problems.push({ file: source.file, line: source.lineOf?.(field) ?? source.line, message });
  }
  return { checked, problems };
}

/** One row checked: the bank, or each problem with the field it is about (for the CLI, the flag). */
export function checkRow(
  fields: Record<string, unknown>,
  reference: ReferenceData,
): { row: BankRow } | { issues: { field: string; message: string }[] } {
  const parsed = v.safeParse(BankRowSchema, fields);
  if (!parsed.success)
    return {
      issues: parsed.issues.map((issue) => {
        const path = v.getDotPath(issue);
        const field = path?.split('.')[0] ?? '';
        const message = issue.message.startsWith(`${field} `) ? issue.message : `${path ?? 'bank'}: ${issue.message}`;
        return { field, message: message.replace(/\.$/, '') };
      }),
    };
  const row = parsed.output;
  const issues: { field: string; message: string }[] = [];
  if (!reference.countryCodes.has(row.country))
    issues.push({ field: 'country', message: `no country with code ${row.country}` });
  if (normalizeHostname(row.url) === null)
    issues.push({ field: 'url', message: `url ${row.url} has no usable hostname` });
  for (const hostname of row.alternativeHostnames)
    if (normalizeHostname(hostname) === null)
      issues.push({ field: 'alternativeHostnames', message: `"${hostname}" is not a hostname` });
  const marketIds = new Set(reference.markets.map((market) => market.id));
  for (const stock of row.stocks)
    if (!marketIds.has(marketIdOfKey(stock.market)))
      issues.push({
        field: 'stocks',
        message: `no market ${stock.market} (markets are named by key, e.g. NYSE, XETRA)`,
      });
  return issues.length > 0 ? { issues } : { row };
}
