// @bankdir/core/transfer: banks in and out of the directory as files, shared by the CLI's import and export, the admin
// API's import and the console. The formats (a folder of Markdown files, JSON Lines, CSV, a JSON array), each read
// from a path or from text, the checks of a row and the plan of an import (new, changed, unchanged, removed).

// A whole directory in one JSON Lines file (docs/operations.md, "Moving a whole directory").
export * from './archive/index.ts';
export {
  BANK_DETAIL_FIELDS,
  BANK_ROW_FIELDS,
  type BankRow,
  BankRowSchema,
  type Problem,
  problemText,
  type SourcedRow,
} from './bank-row.ts';
export { type CheckedRow, checkRow, checkRows, type ReferenceData } from './check-rows.ts';
export { listCell, listOfCell, stocksCell, stocksOfCell } from './csv-columns.ts';
export { currentBanks, rowsOfRecords, type StoredBank } from './current-banks.ts';
export {
  type ImportOptions,
  type ImportOutcome,
  importBankRows,
  importBanks,
  referenceDataOf,
} from './import-banks.ts';
export { bankInputOf, freshId, type ImportPlan, type PlannedBank, planImport } from './import-plan.ts';
export { type BankFormat, type BankTextFormat, formatOfPath, readBanks, readBanksText } from './read-banks.ts';
export { readCsv, readCsvText } from './read-csv.ts';
export { readJsonArrayText } from './read-json.ts';
export { readJsonLines, readJsonLinesText } from './read-jsonl.ts';
export { readMarkdownFolder, readMarkdownText } from './read-markdown.ts';
export { marketIdOfKey, marketKeyOfId, stockIdOf } from './stock-code.ts';
export { csv, jsonLines, markdownFile, markdownFolderFiles, writeBanks } from './write-banks.ts';
