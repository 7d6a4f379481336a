import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh folder for one test file's databases, removed by `remove()`. */
export function tempFolder(prefix: string): { file(name: string): string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), `bankdir-${prefix}-`));
  return {
    file: (name) => join(folder, name),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
