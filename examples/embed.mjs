// bankdir as a library, in plain JavaScript: a directory over a SQLite file, seeded with the default data, read a
// page at a time. Run it with `node embed.mjs [file]` (default ./bankdir.sqlite).
import { createDirectory, DirectoryError } from '@bankdir/core';
import { seedDefaultData } from '@bankdir/data';
import { openSqliteStorage } from '@bankdir/sqlite';

const file = process.argv[2] ?? 'bankdir.sqlite';
const directory = createDirectory({ storage: await openSqliteStorage({ file }) });
try {
  await seedDefaultData(directory); // idempotent: a second run changes nothing

  // Every method takes typed options (numbers, booleans, lists) and answers { data, pagination?, message }.
  const top = { sortBy: 'overall_score', sortOrder: 'desc', include: ['scores', 'country'], limit: 5 };
  const page = await directory.banks.list(top);
  for (const bank of page.data) console.log(`${bank.name} (${bank.country.code}): ${bank.scores.overall.score}`);

  // pagination.nextCursor is null on the last page; otherwise it is where the next page starts.
  if (page.pagination.nextCursor !== null) {
    const next = await directory.banks.list({ ...top, startingAfter: page.pagination.nextCursor });
    console.log(`next page starts with ${next.data[0].name}`);
  }

  const germany = await directory.countries.get('de', { include: ['scores'] });
  console.log(`${germany.data.name}: ${germany.data.banksCount} banks`);

  // A bad or unknown option is a DirectoryError (BAD_REQUEST) whose issues name it.
  try {
    await directory.banks.list({ limit: '5' });
  } catch (error) {
    if (!(error instanceof DirectoryError)) throw error;
    console.log(`${error.code} at ${JSON.stringify(error.issues[0].path)}: ${error.issues[0].message}`);
  }
} finally {
  await directory.close();
}
