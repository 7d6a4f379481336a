import { cleanEnv, runCli } from './cli.ts';

/** The bank whose representative writes in the write-load tests. */
export const WRITE_BANK = 'bank_us_jpmorgan-chase';

/**
 * Makes `file` a database to load with writes, through the CLI as an operator would: the default data set without the
 * sample layer, a FREE account approved as a representative of WRITE_BANK. Answers its API key.
 */
export async function prepareWriteDatabase(file: string): Promise<string> {
  const env = cleanEnv();
  const run = async (args: string[]) => {
    const result = await runCli([...args, '--db', file, '--json'], { env });
    if (result.code !== 0) throw new Error(`bankdir ${args.join(' ')} failed: ${result.stderr}`);
    return JSON.parse(result.stdout);
  };
  await run(['seed', '--no-sample']);
  const created = await run(['accounts', 'create', '--name', 'Writer', '--plan', 'free']);
  await run(['reps', 'approve', '--account', created.account.id, '--bank', WRITE_BANK]);
  return created.key.key as string;
}
