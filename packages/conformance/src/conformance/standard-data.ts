import { type DirectoryData, generateDirectoryData } from '../generate-directory-data.ts';
import { insertDirectoryData } from '../insert-directory-data.ts';
import type { Harness } from './harness.ts';

/** When generated data is inserted: the createdAt and updatedAt of its countries and markets. */
export const INSERTED_AT = '2024-01-01T00:00:00.000Z';

/**
 * The directory the list tests read: 150 banks over 12 countries, about 40% of them under the ranking threshold,
 * shared names and hostnames, equal vote timestamps, products with every optional field sometimes empty.
 */
export const STANDARD_DATA_OPTIONS = {
  seed: 20_250_711,
  banks: 150,
  countries: 12,
  votesPerBank: 12,
  productsPerBank: 2,
  accounts: 80,
} as const;

let standard: DirectoryData | undefined;

/** The standard data set, generated once per process (it is deterministic, and tests only read it). */
export function standardData(): DirectoryData {
  standard ??= generateDirectoryData(STANDARD_DATA_OPTIONS);
  return standard;
}

/** A sharedHarness setup that writes the standard data set through the storage. */
export async function insertStandardData(harness: Harness): Promise<void> {
  await insertDirectoryData(harness.storage, standardData(), INSERTED_AT);
}
