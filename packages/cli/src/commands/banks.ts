import { readFileSync } from 'node:fs';
import { normalizeHostname, readAllPages, type Storage } from '@bankdir/core/driver';
import {
  type BankRow,
  bankInputOf,
  checkRow,
  freshId,
  referenceDataOf,
  rowsOfRecords,
  type StoredBank,
} from '@bankdir/core/transfer';
import { parseCommand, required } from '../arguments.ts';
import { CommandError, UsageError } from '../cli-error.ts';
import { openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { embedderForCli } from '../embedder.ts';
import { openDirectory } from '../open-directory.ts';
import { OPERATOR_FLAGS, operatorOptions } from '../operator.ts';
import { print, table } from '../output.ts';

const SUBCOMMANDS = ['add', 'edit', 'remove', 'show', 'list'] as const;

/** The flags that set a bank's fields, for add and edit. A list flag repeats; an empty value clears the field. */
const FIELD_OPTIONS = {
  name: { type: 'string' },
  country: { type: 'string' },
  url: { type: 'string' },
  hostname: { type: 'string', multiple: true },
  stock: { type: 'string', multiple: true },
  kind: { type: 'string', multiple: true },
  ownership: { type: 'string', multiple: true },
  parent: { type: 'string' },
  headquarters: { type: 'string' },
  size: { type: 'string' },
  'also-known-as': { type: 'string', multiple: true },
  'former-name': { type: 'string', multiple: true },
  'description-file': { type: 'string' },
} as const;

/** The flag that sets each field, so that a problem with a field names the flag. */
const FLAG_OF: Record<string, string> = {
  id: '--id',
  country: '--country',
  name: '--name',
  url: '--url',
  alternativeHostnames: '--hostname',
  stocks: '--stock',
  kinds: '--kind',
  ownership: '--ownership',
  parent: '--parent',
  headquarters: '--headquarters',
  size: '--size',
  alsoKnownAs: '--also-known-as',
  formerNames: '--former-name',
  description: '--description-file',
};

type FieldValues = {
  [K in keyof typeof FIELD_OPTIONS]?: (typeof FIELD_OPTIONS)[K] extends { multiple: true } ? string[] : string;
};

/** bankdir banks add|edit|remove|show|list: the operator's banks, every field of them, from the command line. */
export async function banksCommand(args: readonly string[]): Promise<void> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'add':
      return addBank(rest);
    case 'edit':
      return editBank(rest);
    case 'remove':
      return removeBank(rest);
    case 'show':
      return showBank(rest);
    case 'list':
      return listBanks(rest);
    default:
      throw new UsageError(
        sub === undefined
          ? `banks: say ${SUBCOMMANDS.join(', ')}`
          : `banks: unknown subcommand ${JSON.stringify(sub)} (${SUBCOMMANDS.join(', ')})`,
      );
  }
}

async function addBank(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('banks add', args, { ...FIELD_OPTIONS, ...OPERATOR_FLAGS, id: { type: 'string' } });
  for (const flag of ['name', 'country', 'url'] as const) required('banks add', values[flag], flag);
  const fields = { ...(values.id !== undefined && { id: values.id }), ...fieldsOfFlags('banks add', values) };
  const target = databaseTarget(values);
  const embedder = await embedderForCli();
  const bank = await withDatabase(
    await openDirectory({ target, ...(embedder && { embedder }) }),
    async ({ directory, storage }) => {
      const row = checked('banks add', fields, await referenceDataOf(storage));
      const sameSite = (await storage.banks.findByHostname(normalizeHostname(row.url) ?? row.url)).find(
        (found) => found.countryId === `ctry_${row.country.toLowerCase()}`,
      );
      if (sameSite && row.id === undefined)
        throw new CommandError(
          `banks add: ${sameSite.id} (${sameSite.name}) already has this website in ${row.country}; edit it instead`,
        );
      const taken = new Set(
        (await storage.banks.getMany([freshId(row, undefined, new Set())])).map((found) => found.id),
      );
      const id = row.id ?? freshId(row, undefined, taken);
      await directory.admin.createBank(bankInputOf(id, row), operatorOptions(values));
      return (await rowsOfRecords(storage, [(await storage.banks.get(id))!]))[0]!;
    },
  );
  print(values.json, bank, () => [`Added ${bank.id} (${bank.name}, ${bank.country}).`]);
}

async function editBank(args: readonly string[]): Promise<void> {
  const { values, positionals } = parseCommand('banks edit', args, { ...FIELD_OPTIONS, ...OPERATOR_FLAGS }, 1);
  const id = bankIdArgument('edit', positionals[0]);
  const changes = fieldsOfFlags('banks edit', values);
  if (Object.keys(changes).length === 0) throw new UsageError('banks edit: say what to change, e.g. --url https://…');
  const target = databaseTarget(values);
  const embedder = await embedderForCli();
  const bank = await withDatabase(await openExisting(target, embedder), async ({ directory, storage }) => {
    const current = await storedBank(storage, id);
    const { id: _id, ...merged } = { ...current, ...changes };
    const row = checked('banks edit', merged, await referenceDataOf(storage));
    const { id: _same, ...patch } = bankInputOf(id, row);
    await directory.admin.updateBank(id, patch, operatorOptions(values));
    return storedBank(storage, id);
  });
  print(values.json, bank, () => [`Updated ${bank.id} (${bank.name}): ${Object.keys(changes).join(', ')}.`]);
}

async function removeBank(args: readonly string[]): Promise<void> {
  const { values, positionals } = parseCommand('banks remove', args, OPERATOR_FLAGS, 1);
  const id = bankIdArgument('remove', positionals[0]);
  const removed = await withDatabase(await openExisting(databaseTarget(values)), async ({ directory, storage }) => {
    const bank = await storedBank(storage, id);
    await directory.admin.deleteBank(id, operatorOptions(values));
    return bank;
  });
  print(values.json, { removed: removed.id, name: removed.name }, () => [
    `Removed ${removed.id} (${removed.name}) with its votes, stories, products and listings.`,
  ]);
}

async function showBank(args: readonly string[]): Promise<void> {
  const { values, positionals } = parseCommand('banks show', args, {}, 1);
  const id = bankIdArgument('show', positionals[0]);
  const bank = await withDatabase(await openExisting(databaseTarget(values)), ({ storage }) => storedBank(storage, id));
  print(values.json, bank, () => [
    `${bank.id}  ${bank.name} (${bank.country})`,
    `  url            ${bank.url}`,
    `  hostnames      ${bank.alternativeHostnames.join(', ') || '-'}`,
    `  stocks         ${bank.stocks.map((s) => `${s.market}:${s.symbol}${s.primary ? ' (primary)' : ''}`).join(', ') || '-'}`,
    `  kinds          ${bank.kinds.join(', ') || '-'}`,
    `  ownership      ${bank.ownership.join(', ') || '-'}`,
    `  parent         ${bank.parent ?? '-'}`,
    `  headquarters   ${bank.headquarters ?? '-'}`,
    `  size           ${bank.size ?? '-'}`,
    `  also known as  ${bank.alsoKnownAs.join(', ') || '-'}`,
    `  former names   ${bank.formerNames.join(', ') || '-'}`,
    '',
    bank.description || '(no description)',
  ]);
}

async function listBanks(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('banks list', args, { country: { type: 'string' } });
  const country = values.country?.trim().toUpperCase();
  if (country !== undefined && !/^[A-Z]{2}$/.test(country))
    throw new UsageError(`banks list: --country must be a two-letter code, not ${JSON.stringify(values.country)}`);
  const banks = await withDatabase(await openExisting(databaseTarget(values)), async ({ storage }) => {
    const records = await readAllPages((page) =>
      storage.banks.list({
        sortBy: 'name',
        sortOrder: 'asc',
        page,
        withTotal: false,
        ...(country && { countryId: `ctry_${country.toLowerCase()}` }),
      }),
    );
    const codes = new Map(
      (await storage.countries.getMany([...new Set(records.map((b) => b.countryId))])).map((c) => [c.id, c.code]),
    );
    return records.map((bank) => ({
      id: bank.id,
      country: codes.get(bank.countryId) ?? '',
      name: bank.name,
      url: bank.url,
    }));
  });
  print(values.json, banks, () =>
    banks.length === 0
      ? ['No banks.']
      : table(
          ['ID', 'COUNTRY', 'NAME', 'URL'],
          banks.map((bank) => [bank.id, bank.country, bank.name, bank.url]),
        ),
  );
}

/** The bank fields the flags set; an empty value of a list flag makes the list empty, of parent, headquarters or size removes it. */
function fieldsOfFlags(command: string, values: FieldValues): Partial<BankRow> {
  const fields: Record<string, unknown> = {};
  const text = (field: string, value: string | undefined) => {
    if (value !== undefined) fields[field] = value;
  };
  text('name', values.name);
  text('country', values.country);
  text('url', values.url);
  const list = (field: string, value: string[] | undefined, split: boolean) => {
    if (value !== undefined)
      fields[field] = value
        .flatMap((item) => (split ? item.split(',') : [item]))
        .map((item) => item.trim())
        .filter((item) => item !== '');
  };
  list('alternativeHostnames', values.hostname, true);
  list('kinds', values.kind, true);
  list('ownership', values.ownership, true);
  list('alsoKnownAs', values['also-known-as'], false);
  list('formerNames', values['former-name'], false);
  if (values.stock !== undefined)
    fields.stocks = values.stock
      .filter((entry) => entry.trim() !== '')
      .map((entry) => {
        const match = /^([^:]+):(.+?)(\*)?$/.exec(entry.trim());
        if (!match)
          throw new UsageError(
            `${command}: --stock must be MARKET:SYMBOL (a * after the primary one), not ${JSON.stringify(entry)}`,
          );
        return { market: match[1]!.trim(), symbol: match[2]!.trim(), primary: match[3] === '*' };
      });
  for (const field of ['parent', 'headquarters', 'size'] as const) {
    const value = values[field];
    if (value !== undefined) fields[field] = value.trim() === '' ? undefined : value;
  }
  const file = values['description-file'];
  if (file !== undefined) fields.description = readDescription(command, file);
  return fields as Partial<BankRow>;
}

function readDescription(command: string, file: string): string {
  try {
    return readFileSync(file === '-' ? 0 : file, 'utf8').trim();
  } catch (error) {
    throw new CommandError(`${command}: cannot read --description-file ${file}: ${(error as Error).message}`);
  }
}

/** The row, or a usage error naming the flag of the first field with a problem (and how many others there are). */
function checked(
  command: string,
  fields: Record<string, unknown>,
  reference: Awaited<ReturnType<typeof referenceDataOf>>,
): BankRow {
  const result = checkRow(
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    reference,
  );
  if ('row' in result) return result.row;
  const messages = result.issues.map(({ field, message }) => `${FLAG_OF[field] ?? field}: ${message}`);
  throw new UsageError(`${command}: ${messages.join('; ')}`);
}

function bankIdArgument(sub: string, id: string | undefined): string {
  if (id === undefined) throw new UsageError(`banks ${sub}: say which bank, e.g. bankdir banks ${sub} bank_de_n26`);
  return id;
}

async function storedBank(storage: Storage, id: string): Promise<StoredBank> {
  const record = await storage.banks.get(id);
  if (!record) throw new CommandError(`no bank with id ${id}`);
  return (await rowsOfRecords(storage, [record]))[0]!;
}
