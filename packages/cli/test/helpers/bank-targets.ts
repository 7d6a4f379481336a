import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BANK_SORT_KEYS, SORT_ORDERS } from '@bankdir/core';
import { createTestDatabase, skipWithoutPostgres } from '../../../postgres/test/support/index.ts';
import type { DatabaseTarget } from '../../src/database-target.ts';
import type { OpenedDirectory } from '../../src/open-directory.ts';
import { runCli } from '../../src/run-cli.ts';

/** A database each test makes fresh: a SQLite file, or a PostgreSQL database (skipped outside CI without a server). */
export interface Engine {
  name: 'sqlite' | 'postgres';
  skip: string | false;
  /** A new, empty target, and the command-line flags that name it. */
  fresh(label: string): Promise<{ target: DatabaseTarget; flags: string[] }>;
  cleanUp(): Promise<void>;
}

export function engines(): Engine[] {
  const folder = mkdtempSync(join(tmpdir(), 'bankdir-banks-'));
  const drops: (() => Promise<void>)[] = [];
  let count = 0;
  const sqlite: Engine = {
    name: 'sqlite',
    skip: false,
    async fresh(label) {
      const file = join(folder, `${label}-${++count}.sqlite`);
      return { target: { engine: 'sqlite', file, label: file }, flags: ['--db', file] };
    },
    async cleanUp() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
  const postgres: Engine = {
    name: 'postgres',
    skip: skipWithoutPostgres(),
    async fresh(label) {
      const database = await createTestDatabase(label);
      drops.push(() => database.drop());
      return {
        target: { engine: 'postgres', url: database.url, label: database.url },
        flags: ['--database-url', database.url],
      };
    },
    async cleanUp() {
      for (const drop of drops) await drop();
    },
  };
  return [sqlite, postgres];
}

/** A folder for files a test writes, removed by the caller. */
export function scratchFolder(): string {
  return mkdtempSync(join(tmpdir(), 'bankdir-banks-files-'));
}

/** Runs the CLI in this process, with what it printed on stdout and stderr. */
export async function cli(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  const write = process.stdout.write;
  // The CLI prints strings; the test runner's own reports (Buffers, when a file runs under --test) go through.
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    if (typeof chunk !== 'string') return write.call(process.stdout, chunk, ...rest);
    stdout += chunk;
    return true;
  }) as typeof process.stdout.write;
  let stderr = '';
  const errorWrite = process.stderr.write;
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    if (typeof chunk !== 'string') return errorWrite.call(process.stderr, chunk, ...rest);
    stderr += chunk;
    return true;
  }) as typeof process.stderr.write;
  try {
    const code = await runCli(args, { stderr: (text) => (stderr += text) });
    return { code, stdout, stderr };
  } finally {
    process.stdout.write = write;
    process.stderr.write = errorWrite;
  }
}

/** N made-up banks as JSON Lines rows, spread over a few countries, some listed, with facts and a description. */
export function generatedBanks(count: number): Record<string, unknown>[] {
  const countries = ['DE', 'FR', 'US', 'GB', 'JP'];
  return Array.from({ length: count }, (_, index) => ({
    country: countries[index % countries.length],
    name: `Generated Bank ${String(index).padStart(5, '0')}`,
    url: `https://bank-${index}.example.com`,
    alternativeHostnames: index % 3 === 0 ? [`bank-${index}.example.org`] : [],
    ...(index % 4 === 0 && { stocks: [{ market: 'NYSE', symbol: `GB${index}`, primary: true }] }),
    kinds: index % 2 === 0 ? ['retail', 'digital'] : ['business'],
    ownership: ['private'],
    ...(index % 5 === 0 && { headquarters: `City ${index}` }),
    alsoKnownAs: index % 7 === 0 ? [`GB ${index}`] : [],
    description: `## Overview\n\nBank number ${index} serves customers.\n\n## Loans\n\nIt lends to families and firms in region ${index % 13}.`,
  }));
}

export function jsonLinesOf(rows: readonly Record<string, unknown>[]): string {
  return rows.map((row) => `${JSON.stringify(row)}\n`).join('');
}

/** Every bank list the API serves, in every sort key and both orders, every page, without timestamps. */
export async function everyBankList({ directory }: OpenedDirectory): Promise<Record<string, unknown[]>> {
  const lists: Record<string, unknown[]> = {};
  for (const sortBy of BANK_SORT_KEYS)
    for (const sortOrder of SORT_ORDERS) {
      const items: unknown[] = [];
      let cursor: string | null | undefined;
      do {
        const page = await directory.banks.list({
          sortBy,
          sortOrder,
          include: ['scores', 'country', 'stocks'],
          limit: 100,
          ...(cursor && { startingAfter: cursor }),
        });
        items.push(...page.data);
        cursor = page.pagination?.nextCursor;
      } while (cursor);
      lists[`banks ${sortBy} ${sortOrder}`] = withoutTimestamps(items) as unknown[];
    }
  return lists;
}

function withoutTimestamps(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTimestamps);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'createdAt' && key !== 'updatedAt')
        .map(([key, item]) => [key, withoutTimestamps(item)]),
    );
  return value;
}
