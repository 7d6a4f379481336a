import type { BankRow } from './bank-row.ts';

// How a bank is one CSV row: the header is BANK_ROW_FIELDS; a list (alternativeHostnames, kinds, ownership,
// alsoKnownAs, formerNames, stocks) is its entries joined with " | ", and a listing is MARKET:SYMBOL, with "*" after the primary one
// (XETRA:CBK*). An empty cell is an empty list or no value.

export const LIST_SEPARATOR = '|';

export function listCell(values: readonly string[]): string {
  return values.join(` ${LIST_SEPARATOR} `);
}

export function listOfCell(cell: string): string[] {
  return cell
    .split(LIST_SEPARATOR)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

export function stocksCell(stocks: BankRow['stocks']): string {
  return listCell(stocks.map((stock) => `${stock.market}:${stock.symbol}${stock.primary ? '*' : ''}`));
}

/** The listings of a cell; an entry without a colon is kept as a symbol without market, which the check reports. */
export function stocksOfCell(cell: string): { market: string; symbol: string; primary: boolean }[] {
  return listOfCell(cell).map((entry) => {
    const primary = entry.endsWith('*');
    const text = primary ? entry.slice(0, -1) : entry;
    const colon = text.indexOf(':');
    return {
      market: colon < 0 ? '' : text.slice(0, colon).trim(),
      symbol: text.slice(colon + 1).trim(),
      primary,
    };
  });
}
