import { isDirectoryError, isStorageUnavailable } from '@bankdir/core';
import { CommandError, UsageError } from './cli-error.ts';
import { helpCommand } from './commands/help.ts';

type Command = (args: readonly string[]) => Promise<void> | void;

/** Each command is loaded when it runs, so that `help` and usage errors answer at once. */
const COMMANDS: Record<string, () => Promise<Command>> = {
  serve: async () => (await import('./commands/serve.ts')).serveCommand,
  seed: async () => (await import('./commands/seed.ts')).seedCommand,
  reindex: async () => (await import('./commands/reindex.ts')).reindexCommand,
  backup: async () => (await import('./commands/backup.ts')).backupCommand,
  restore: async () => (await import('./commands/restore.ts')).restoreCommand,
  'migrate-to': async () => (await import('./commands/migrate-to.ts')).migrateToCommand,
  accounts: async () => (await import('./commands/accounts.ts')).accountsCommand,
  keys: async () => (await import('./commands/keys.ts')).keysCommand,
  representatives: async () => (await import('./commands/representatives.ts')).representativesCommand,
  reps: async () => (args) =>
    import('./commands/representatives.ts').then((m) => m.representativesCommand(args, 'reps')),
  products: async () => (await import('./commands/products.ts')).productsCommand,
  stories: async () => (await import('./commands/stories.ts')).storiesCommand,
  banks: async () => (await import('./commands/banks.ts')).banksCommand,
  import: async () => (await import('./commands/import.ts')).importCommand,
  export: async () => (await import('./commands/export.ts')).exportCommand,
  audit: async () => (await import('./commands/audit.ts')).auditCommand,
  mcp: async () => (await import('./commands/mcp.ts')).mcpCommand,
  help: async () => helpCommand,
};

/** Runs one bankdir command; failures throw (UsageError for a bad command line). */
export async function runCommand(argv: readonly string[]): Promise<void> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h') return helpCommand();
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!load) throw new UsageError(`unknown command ${JSON.stringify(name)}`);
  if (args.includes('--help') || args.includes('-h')) return helpCommand();
  await (await load())(args);
}

function exitCodeOf(error: unknown): number {
  return error instanceof UsageError ? 2 : 1;
}

function messageOf(error: unknown): string {
  if (error instanceof UsageError) return `${error.message} (see: bankdir help)`;
  // The operator runs the command: the cause in the database's own words, which a client of the API never sees.
  if (isStorageUnavailable(error)) return `the database is not available: ${error.detail}`;
  // Operator mistakes (CommandError, the key store's ApiKeyStoreError, a DirectoryError) and anything else: the message.
  if (error instanceof CommandError || isDirectoryError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Runs one bankdir command and answers its exit code: 0, 2 for a bad command line, 1 for any other failure, told in one line on stderr. */
export async function runCli(argv: readonly string[], io: { stderr?: (text: string) => void } = {}): Promise<number> {
  const stderr = io.stderr ?? ((text: string) => process.stderr.write(text));
  try {
    await runCommand(argv);
    return 0;
  } catch (error) {
    stderr(`bankdir: ${messageOf(error).split('\n')[0]}\n`);
    if (process.env.BANKDIR_DEBUG && error instanceof Error) stderr(`${error.stack}\n`);
    return exitCodeOf(error);
  }
}
