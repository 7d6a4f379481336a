import { it } from 'node:test';
import type { Storage } from '@bankdir/core/driver';
import { appendAuditSample, auditReadCases } from './audit-read-cases.ts';
import { type DirectoryData, generateDirectoryData } from './generate-directory-data.ts';
import { insertDirectoryData } from './insert-directory-data.ts';
import { type OrderedReadCase, orderedReadCases } from './ordered-read-cases.ts';

/**
 * Fills the storage with what the query-plan tests read: generated data (seed 7: 120 banks in 6 countries, 12 votes
 * each) and an audit sample. Answers the data, for queryPlanTests.
 */
export async function insertQueryPlanData(storage: Storage): Promise<DirectoryData> {
  const data = generateDirectoryData({ seed: 7, banks: 120, countries: 6, votesPerBank: 12 });
  await insertDirectoryData(storage, data);
  await appendAuditSample(storage);
  return data;
}

/**
 * An engine's query-plan tests, one a group of ordered reads: the lists over `data()` (orderedReadCases; a function,
 * as the engine's `before` fills the storage) and the audit trail (auditReadCases). `check` asserts that each case of
 * a group walks an index in order, the engine's way.
 */
export function queryPlanTests(data: () => DirectoryData, check: (group: OrderedReadCase[]) => Promise<void>): void {
  const cases = () => orderedReadCases(data());
  it('walks every bank order through an index, with and without the country filter, in both directions', () =>
    check(cases().banks));
  it('walks every public product order through an index, alone, by country and by bank', () => check(cases().products));
  it('walks votes by time through an index, alone, by bank and by country', () => check(cases().votes));
  it('walks every country order through an index, with and without a search', () => check(cases().countries));
  it('walks every story order through an index of the visible stories, alone, by bank and by country', () =>
    check(cases().stories));
  it('finds a bank’s neighbours in the rankings by index when a vote moves it', () => check(cases().rankNeighbours));
  it('walks the audit trail newest first through an index, alone, by actor, by action and by time', () =>
    check(auditReadCases()));
}
