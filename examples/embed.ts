// bankdir as a library, in TypeScript: the same as embed.mjs, with the types @bankdir/core exports.
import { type Bank, createDirectory, DirectoryError, type ListBanksOptions, type Page } from '@bankdir/core';
import { seedDefaultData } from '@bankdir/data';
import { openSqliteStorage } from '@bankdir/sqlite';

const file = process.argv[2] ?? 'bankdir.sqlite';
const directory = createDirectory({ storage: await openSqliteStorage({ file }) });
try {
  await seedDefaultData(directory); // idempotent: a second run changes nothing

  // Every method takes typed options (numbers, booleans, lists) and answers { data, pagination?, message }.
  const top: ListBanksOptions = {
    sortBy: 'overall_score',
    sortOrder: 'desc',
    include: ['scores', 'country'],
    limit: 5,
  };
  const page: Page<Bank> = await directory.banks.list(top);
  for (const bank of page.data) console.log(`${bank.name} (${bank.country?.code}): ${bank.scores?.overall.score}`);

  // pagination.nextCursor is null on the last page; otherwise it is where the next page starts.
  const cursor: string | null = page.pagination.nextCursor;
  if (cursor !== null) {
    const next = await directory.banks.list({ ...top, startingAfter: cursor });
    console.log(`next page starts with ${next.data[0]?.name}`);
  }

  const germany = await directory.countries.get('de', { include: ['scores'] });
  console.log(`${germany.data.name}: ${germany.data.banksCount} banks`);

  // A bad or unknown option is a DirectoryError (BAD_REQUEST) whose issues name it; TypeScript refuses it first.
  try {
    await directory.banks.list({ limit: '5' } as unknown as ListBanksOptions);
  } catch (error) {
    if (!(error instanceof DirectoryError)) throw error;
    console.log(`${error.code} at ${JSON.stringify(error.issues?.[0]?.path)}: ${error.issues?.[0]?.message}`);
  }
} finally {
  await directory.close();
}
