import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStorage } from '@bankdir/sqlite';
import { runAccountsSuite } from './support/accounts-suite.ts';

// Each call is a new SQLite file; open() may be called again for a second connection to it (another process).
runAccountsSuite(
  'SQLite',
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'bankdir-accounts-'));
    const file = join(dir, 'accounts.sqlite');
    return {
      open: () => openSqliteStorage({ file }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  false,
);
