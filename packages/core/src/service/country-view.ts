import type { CountryInclude } from '../constants.ts';
import type { CountryDetail } from '../schemas/resources.ts';
import type { CountryRecord } from '../storage.ts';

/** A stored country as the API shows it, with its scores when asked for, in the hosted service's field order. */
export function viewCountry(record: CountryRecord, include: ReadonlySet<CountryInclude>): CountryDetail {
  return {
    id: record.id,
    name: record.name,
    code: record.code,
    rank: record.rank,
    emoji: record.emoji,
    banksCount: record.banksCount,
    storiesCount: record.storiesCount,
    ...(include.has('scores') && { scores: record.scores }),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
