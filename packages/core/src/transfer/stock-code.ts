// A listing names its market by the market's key (XETRA, NYSE: the keys of data/markets.yaml); the market's id is
// derived from it as the data set derives it, and a listing's id from the bank, the market and the symbol, so that
// importing a file again keeps every id.

export function marketIdOfKey(key: string): string {
  return `mkt_${key.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}

export function marketKeyOfId(marketId: string): string {
  return marketId.replace(/^mkt_/, '').toUpperCase();
}

export function stockIdOf(bankId: string, marketKey: string, symbol: string): string {
  const symbolPart = symbol.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `stk_${bankId.replace(/^bank_/, '')}_${marketKey.toLowerCase()}_${symbolPart}`.slice(0, 64);
}
