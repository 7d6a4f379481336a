import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { BANK_ROW_FIELDS, type Problem, type SourcedRow } from './bank-row.ts';
import { listOfCell, stocksOfCell } from './csv-columns.ts';

const LIST_FIELDS = new Set(['alternativeHostnames', 'kinds', 'ownership', 'alsoKnownAs', 'formerNames']);
const OPTIONAL_TEXT = new Set(['id', 'parent', 'headquarters', 'size']);

/** A CSV file at a path. */
export function readCsv(file: string): { rows: SourcedRow[]; problems: Problem[] } {
  return readCsvText(readFileSync(file, 'utf8'), file);
}

/** CSV with a header row naming BANK_ROW_FIELDS (any order; country, name and url required). */
export function readCsvText(text: string, file: string): { rows: SourcedRow[]; problems: Problem[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      bom: true,
      relax_column_count: false,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { rows: [], problems: [{ file, line, message: `not valid CSV: ${(error as Error).message}` }] };
  }
  const [header, ...body] = records;
  if (!header)
    return { rows: [], problems: [{ file, line: 1, message: 'the file is empty: a header row is required' }] };
  const columns = header.record.map((name) => name.trim());
  const problems: Problem[] = [];
  for (const name of columns)
    if (!(BANK_ROW_FIELDS as readonly string[]).includes(name))
      problems.push({ file, line: 1, message: `unknown column "${name}" (columns: ${BANK_ROW_FIELDS.join(', ')})` });
  for (const name of ['country', 'name', 'url'])
    if (!columns.includes(name)) problems.push({ file, line: 1, message: `the header has no "${name}" column` });
  if (problems.length > 0) return { rows: [], problems };
  const rows = body.map(({ record, info }) => ({ fields: fieldsOf(columns, record), file, line: info.lines }));
  return { rows, problems };
}

function fieldsOf(columns: readonly string[], record: readonly string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  columns.forEach((name, index) => {
    const cell = record[index] ?? '';
    if (name === 'stocks') fields.stocks = stocksOfCell(cell);
    else if (LIST_FIELDS.has(name)) fields[name] = listOfCell(cell);
    else if (OPTIONAL_TEXT.has(name)) {
      if (cell.trim() !== '') fields[name] = cell.trim();
    } else fields[name] = cell;
  });
  return fields;
}
