import type { Problem, SourcedRow } from './bank-row.ts';

/** A JSON array of banks, each an object with the fields of BankRow; a problem's line is the bank's place (1-based). */
export function readJsonArrayText(text: string, file: string): { rows: SourcedRow[]; problems: Problem[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { rows: [], problems: [{ file, line: 1, message: `not valid JSON: ${(error as Error).message}` }] };
  }
  if (!Array.isArray(value))
    return { rows: [], problems: [{ file, line: 1, message: 'the body must be a JSON array of banks' }] };
  const rows: SourcedRow[] = [];
  const problems: Problem[] = [];
  value.forEach((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      problems.push({ file, line: index + 1, message: 'each bank must be a JSON object' });
    else rows.push({ fields: item as Record<string, unknown>, file, line: index + 1 });
  });
  return { rows, problems };
}
