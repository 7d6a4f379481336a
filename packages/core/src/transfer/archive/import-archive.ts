import type { Directory } from '../../directory.ts';
import type { DirectoryData } from '../../service/import-directory.ts';
import type { Problem } from '../bank-row.ts';
import { checkRows } from '../check-rows.ts';
import { referenceDataOf } from '../import-banks.ts';
import { bankInputOf } from '../import-plan.ts';
import type { DirectoryArchive } from './read-archive.ts';

/**
 * What directory.admin.importDirectory loads for an archive, once its banks are checked against the directory's
 * countries and markets and the directory is found empty; otherwise every problem, with its line.
 */
export async function archiveImportOf(
  directory: Directory,
  archive: DirectoryArchive,
  file: string,
): Promise<{ data: DirectoryData; problems: Problem[] }> {
  const { checked, problems } = checkRows(archive.banks, await referenceDataOf(directory.storage));
  const current = await directory.storage.banks.list({
    sortBy: 'name',
    sortOrder: 'asc',
    page: { limit: 1 },
    withTotal: false,
  });
  if (current.items.length > 0)
    problems.unshift({ file, line: 0, message: 'the directory already has banks: an archive goes into an empty one' });
  const data: DirectoryData = {
    banks: checked.map(({ row, source }) => bankInputOf(source.fields.id as string, row)),
    representatives: archive.representatives,
    applications: archive.applications,
    votes: archive.votes,
    stories: archive.stories,
    products: archive.products,
  };
  return { data, problems: problems.sort((a, b) => a.line - b.line) };
}
