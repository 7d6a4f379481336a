import { createDirectory } from '@bankdir/core';
import { seedDefaultData } from '@bankdir/data';
import { openSqliteStorage } from '@bankdir/sqlite';

/** Seeds the default data set with its sample layer into a new SQLite file, without a semantic index. */
export async function seedDefaultDataFile(file: string): Promise<void> {
  const directory = createDirectory({ storage: await openSqliteStorage({ file }), warn: () => {} });
  try {
    await seedDefaultData(directory, { sample: true });
  } finally {
    await directory.close();
  }
}
