import { existsSync } from 'node:fs';
import type { IssuedKey } from '@bankdir/auth-api-keys';
import { createServer, type RunningServer, startServer } from '@bankdir/server';
import { parseCommand } from '../arguments.ts';
import { loadConfig } from '../config-file.ts';
import { embedderForCli } from '../embedder.ts';
import { firstRun } from '../first-run.ts';
import { loadPlugins } from '../load-plugins.ts';
import { openDirectory } from '../open-directory.ts';
import { print } from '../output.ts';
import { databasePath } from '../paths.ts';
import { serveSettings } from '../serve-settings.ts';
import { stopOnSignals } from '../stop-on-signals.ts';

/**
 * bankdir serve [--port N] [--host H] [--rate-limit N] [--config FILE] [--first-run]: serves the v1 API until SIGTERM
 * or SIGINT, then shuts down gracefully. With --first-run on a database file that does not exist yet, it creates it,
 * seeds the default data with the sample layer, creates one PRO account and prints its key once.
 */
export async function serveCommand(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('serve', args, {
    port: { type: 'string' },
    host: { type: 'string' },
    'rate-limit': { type: 'string' },
    config: { type: 'string' },
    'first-run': { type: 'boolean', default: false },
  });
  const file = databasePath(values.db);
  const config = loadConfig(values.config);
  const settings = serveSettings(values, config);
  const plugins = await loadPlugins(config);

  const existed = existsSync(file);
  const embedder = await embedderForCli();
  const opened = await openDirectory({ file, ...(embedder && { embedder }) });
  const { directory } = opened;
  let firstKey: IssuedKey | undefined;
  let running: RunningServer;
  try {
    if (values['first-run']) firstKey = await firstRun(opened, { existed, file, plugins });
    const app = createServer({
      directory,
      plugins,
      ...(settings.rateLimitPerMinute !== undefined && { rateLimitPerMinute: settings.rateLimitPerMinute }),
    });
    running = await startServer(app, {
      port: settings.port,
      ...(settings.host !== undefined && { host: settings.host }),
      onClosed: () => directory.close(),
    });
  } catch (error) {
    await directory.close();
    throw error;
  }
  stopOnSignals(running);

  const { url } = running;
  const tryIt = `curl -H "Authorization: Bearer ${firstKey?.key ?? '$BANKDIR_KEY'}" "${url}/v1/banks?limit=3&include=scores,country"`;
  print(
    values.json,
    { url, database: file, docs: `${url}/docs`, ...(firstKey && { account: firstKey.accountId, key: firstKey.key }) },
    () => [
      `bankdir serves ${url}/v1 over ${file} (API reference: ${url}/docs)`,
      ...(firstKey
        ? [
            '',
            `Created a PRO account (${firstKey.accountId}) with this API key, shown only this once; keep it secret:`,
            '',
            `  ${firstKey.key}`,
            '',
            'Try it:',
            `  export BANKDIR_KEY=${firstKey.key}`,
            `  ${tryIt}`,
            '',
          ]
        : []),
    ],
  );
}
