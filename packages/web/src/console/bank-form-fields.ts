import type { BankFacts, Directory } from '@bankdir/core';
import { BANK_DETAIL_FIELDS } from '@bankdir/core/transfer';
import type { FormFields } from '../accounts/form-body.ts';

// A bank as the console's form holds it: one text per field. Lists are one entry per line (kinds and ownership:
// separated by commas); a stock listing is "MARKET SYMBOL", the first line the primary listing.

/** The form's field names, in the order the form shows them. */
export const BANK_FIELD_NAMES = ['name', 'countryCode', ...BANK_DETAIL_FIELDS] as const;

const linesOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
const commaListOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
const optionalText = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The bank input `directory.admin.createBank` and `updateBank` take, from the posted form; the directory checks it. */
export function bankInputOf(fields: FormFields) {
  const parent = optionalText(fields.parent);
  const headquarters = optionalText(fields.headquarters);
  const size = optionalText(fields.size);
  return {
    name: fields.name ?? '',
    countryCode: (fields.countryCode ?? '').trim(),
    url: (fields.url ?? '').trim(),
    description: fields.description ?? '',
    alternativeHostnames: linesOf(fields.alternativeHostnames),
    stocks: linesOf(fields.stocks).map((line, index) => {
      const [marketId = '', ...symbol] = line.split(/\s+/);
      return { marketId, symbol: symbol.join(' '), isPrimary: index === 0 };
    }),
    facts: {
      kinds: commaListOf(fields.kinds),
      ownership: commaListOf(fields.ownership),
      ...(parent !== undefined && { parent }),
      ...(headquarters !== undefined && { headquarters }),
      ...(size !== undefined && { size }),
      alsoKnownAs: linesOf(fields.alsoKnownAs),
      formerNames: linesOf(fields.formerNames),
    } as unknown as BankFacts,
  };
}

/** The form's values of a stored bank: every field the directory keeps, as the form shows it. */
export async function bankFormValues(directory: Directory, id: string): Promise<Record<string, string>> {
  const bank = (await directory.banks.get(id, { include: ['country', 'stocks'] })).data;
  const hostnames = await directory.storage.banks.alternativeHostnames(id);
  const facts = (await directory.storage.banks.factsOf([id])).get(id);
  const stocks = [...(bank.stocks ?? [])].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  return {
    name: bank.name,
    countryCode: bank.country?.code ?? '',
    url: bank.url,
    alternativeHostnames: hostnames.join('\n'),
    stocks: stocks.map((stock) => `${stock.marketId} ${stock.symbol}`).join('\n'),
    kinds: (facts?.kinds ?? []).join(', '),
    ownership: (facts?.ownership ?? []).join(', '),
    parent: facts?.parent ?? '',
    headquarters: facts?.headquarters ?? '',
    size: facts?.size ?? '',
    alsoKnownAs: (facts?.alsoKnownAs ?? []).join('\n'),
    formerNames: (facts?.formerNames ?? []).join('\n'),
    description: bank.description,
  };
}

/** Where each problem of the directory goes in the form: a stock's market or symbol beside the stock listings. */
export function bankFieldOf(problemName: string): string {
  if (problemName === 'marketId' || problemName === 'symbol' || problemName === 'isPrimary') return 'stocks';
  if (problemName === 'countryId') return 'countryCode';
  return problemName;
}
