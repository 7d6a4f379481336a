import type { Country } from '@bankdir/core';
import { countries as countryList, getEmojiFlag, type TCountryCode } from 'countries-list';
import { countryIdOf } from './ids.ts';

/** Every ISO 3166-1 alpha-2 country with its name and flag, from the maintained `countries-list` package. */
export function defaultCountries(): Country[] {
  return (Object.keys(countryList) as TCountryCode[])
    .map((code) => ({ id: countryIdOf(code), name: countryList[code].name, code, emoji: getEmojiFlag(code) }))
    .sort((a, b) => a.code.localeCompare(b.code));
}
