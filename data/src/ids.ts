// Stable ids of the default data set, derived from keys that never change once released.

export function countryIdOf(code: string): string {
  return `ctry_${code.toLowerCase()}`;
}

export function marketIdOf(key: string): string {
  return `mkt_${key.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}

export function bankIdOf(country: string, slug: string): string {
  return `bank_${country.toLowerCase()}_${slug}`;
}

export function stockIdOf(bankId: string, marketKey: string, symbol: string): string {
  const symbolPart = symbol.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `stk_${bankId.slice('bank_'.length)}_${marketKey.toLowerCase()}_${symbolPart}`.slice(0, 64);
}
