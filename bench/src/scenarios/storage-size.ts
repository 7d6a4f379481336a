import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Profile } from '../profiles.ts';
import { measured, type Scenario, type ScenarioResult } from '../scenario.ts';

/** The target: the file at most this share of the first layout's, for the same data. */
export const SIZE_TARGET = 1 / 3;

/**
 * What the same generated directories took in the first layout (text ids in every index, two indexes per order, ISO
 * timestamps, one 75-column bank row), in MB. That code is gone from the tree, so it cannot be rebuilt in the run: the
 * numbers were taken with it (insertDirectoryData of the profile's data into a new file, file size and `dbstat` per
 * table with its indexes) before the generator made stories, which the lean file holds on top.
 */
export const FIRST_LAYOUT: Record<Profile['name'], { file: number; tables: Record<string, number> }> = {
  quick: { file: 203.1, tables: { votes: 81.4, products: 71.3, banks: 49.8 } },
  full: { file: 2052.4, tables: { votes: 812.0, products: 721.0, banks: 516.3 } },
};

/** The tables reported one by one (a bank is two rows now, one then); the rest are summed as "other". */
const REPORTED: Record<string, readonly string[]> = {
  votes: ['votes'],
  products: ['products'],
  banks: ['banks', 'bank_stats'],
};
const groupOf = (table: string) => Object.keys(REPORTED).find((group) => REPORTED[group]!.includes(table)) ?? 'other';

/** Bytes per table, its indexes included, from SQLite's dbstat. */
export function tableSizes(file: string): Map<string, number> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `select coalesce(m.tbl_name, d.name) as name, sum(d.pgsize) as bytes
         from dbstat d left join sqlite_schema m on m.name = d.name group by 1 order by 2 desc`,
      )
      .all() as { name: string; bytes: number }[];
    return new Map(rows.map((row) => [row.name, row.bytes]));
  } finally {
    db.close();
  }
}

const mb = (bytes: number) => bytes / 1e6;

/** The generated directory's SQLite file (no semantic index), whole and per table, against the first layout. */
export const storageSize: Scenario = {
  name: 'storage-size',
  summary:
    'size of the SQLite file of the generated directory (no semantic index) and of its largest tables with their indexes (dbstat), against the first layout for the same data',
  quick: true,
  async run(context): Promise<ScenarioResult> {
    const sizes = tableSizes(context.generatedFile);
    const first = FIRST_LAYOUT[context.profile.name];
    const file = mb(statSync(context.generatedFile).size);
    const tables: Record<string, number> = {};
    for (const [name, bytes] of sizes) tables[groupOf(name)] = (tables[groupOf(name)] ?? 0) + mb(bytes);
    context.log(
      `file ${file.toFixed(0)} MB; ${Object.entries(tables)
        .map(([name, size]) => `${name} ${size.toFixed(0)}`)
        .join(', ')} MB`,
    );
    const measurements = [
      measured({
        scenario: this.name,
        name: 'SQLite file of the generated directory, no semantic index',
        unit: 'MB',
        value: file,
        baseline: { name: 'first layout', value: first.file },
        target: { of: 'ratio', at: 'most', limit: SIZE_TARGET },
      }),
      ...Object.keys(REPORTED).map((name) =>
        measured({
          scenario: this.name,
          name: `${REPORTED[name]!.join(' and ')} with their indexes`,
          unit: 'MB',
          value: tables[name] ?? 0,
          ...(first.tables[name] !== undefined && {
            baseline: { name: 'first layout', value: first.tables[name] },
          }),
        }),
      ),
    ];
    return { measurements, details: { fileMB: file, tablesMB: tables, firstLayoutMB: first } };
  },
};
