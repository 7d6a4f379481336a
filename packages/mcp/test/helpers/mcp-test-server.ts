import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiKeysPlugin } from '@bankdir/auth-api-keys';
import {
  bagOfWordsEmbedder,
  type DirectoryData,
  generateDirectoryData,
  insertDirectoryData,
} from '@bankdir/conformance';
import { createDirectory, type Directory } from '@bankdir/core';
import { createServer, type RunningServer, silentLogger, startServer } from '@bankdir/server';
import { openSqliteStorage } from '@bankdir/sqlite';
import { mcpPlugin } from '../../src/index.ts';

export interface McpTestServer {
  readonly url: string;
  readonly file: string;
  readonly directory: Directory;
  readonly data: DirectoryData;
  readonly keys: { pro: string; free: string };
  close(): Promise<void>;
}

/** A bankdir server with the MCP plugin on 127.0.0.1 and a free port, over a temporary SQLite file of generated data. */
export async function startMcpTestServer(): Promise<McpTestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bankdir-mcp-test-'));
  const file = join(dir, 'test.sqlite');
  const storage = await openSqliteStorage({ file });
  const data = generateDirectoryData({ seed: 7_112_025, banks: 20, countries: 3, votesPerBank: 12, accounts: 30 });
  await insertDirectoryData(storage, data);
  const directory = createDirectory({ storage, embedder: bagOfWordsEmbedder(), warn: () => {} });
  const auth = apiKeysPlugin();
  const app = createServer({ directory, plugins: [auth, mcpPlugin()], log: silentLogger });
  const running: RunningServer = await startServer(app, {
    port: 0,
    host: '127.0.0.1',
    onClosed: () => directory.close(),
  });
  const store = auth.store();
  const pro = await store.createAccount({ name: 'Agent Pro', plan: 'pro' });
  const free = await store.createAccount({ name: 'Agent Free', plan: 'free' });
  return {
    url: running.url,
    file,
    directory,
    data,
    keys: { pro: pro.key.key, free: free.key.key },
    async close() {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
