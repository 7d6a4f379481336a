import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UsageError } from './cli-error.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The options every command takes. */
export const COMMON_OPTIONS = {
  db: { type: 'string' },
  'database-url': { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const satisfies Options;

/** What parseCommand answers: named, so that the declaration file can name it too. */
type ParsedCommand<TOptions extends Options> = ReturnType<
  typeof parseArgs<{
    args: string[];
    options: typeof COMMON_OPTIONS & TOptions;
    strict: true;
    allowPositionals: boolean;
  }>
>;

/** node:util parseArgs with the common options, strict, and its errors turned into one-line usage errors. */
export function parseCommand<const TOptions extends Options>(
  command: string,
  args: readonly string[],
  options: TOptions,
  positionals = 0,
): ParsedCommand<TOptions> {
  let parsed: ParsedCommand<TOptions>;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { ...COMMON_OPTIONS, ...options },
      strict: true,
      allowPositionals: positionals > 0,
    });
  } catch (error) {
    throw new UsageError(`${command}: ${firstLine((error as Error).message)}`);
  }
  if (parsed.positionals.length > positionals) {
    throw new UsageError(`${command}: unexpected argument ${JSON.stringify(parsed.positionals[positionals])}`);
  }
  return parsed;
}

/** A required string option, or a usage error naming it. */
export function required(command: string, value: string | boolean | undefined, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`${command}: --${name} is required`);
  return value.trim();
}

/** An integer option within a range, or a usage error. */
export function integerOption(
  command: string,
  value: string,
  name: string,
  range: { min: number; max: number },
): number {
  if (!/^[0-9]+$/.test(value.trim()) || Number(value) < range.min || Number(value) > range.max) {
    throw new UsageError(
      `${command}: ${name} must be a whole number from ${range.min} to ${range.max}, not ${JSON.stringify(value)}`,
    );
  }
  return Number(value);
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.replace(/\. To specify a positional argument.*$/, '');
}
