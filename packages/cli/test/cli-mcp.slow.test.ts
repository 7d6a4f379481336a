import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { generateDirectoryData, insertDirectoryData } from '@bankdir/conformance';
import { createDirectory } from '@bankdir/core';
import { openSqliteStorage } from '@bankdir/sqlite';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { BIN, cleanEnv, FROM_SOURCE, runCli, startServe } from './helpers/cli.ts';

// `bankdir mcp` (stdio) and the /mcp endpoint of `bankdir serve`, driven by the MCP SDK's own client.

let dir: string;
let db: string;
let bankId: string;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bankdir-cli-mcp-test-'));
  db = join(dir, 'bankdir.sqlite');
  const storage = await openSqliteStorage({ file: db });
  const data = generateDirectoryData({ seed: 5, banks: 8, countries: 2, votesPerBank: 4 });
  await insertDirectoryData(storage, data);
  bankId = data.banks[0]!.id;
  await createDirectory({ storage }).close();
});
after(() => rmSync(dir, { recursive: true, force: true }));

async function stdioClient(args: string[], env: Record<string, string> = {}): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...FROM_SOURCE, BIN, 'mcp', ...args],
    // An MCP client starts the command in a folder of its own, not the repository: the bin by its path must work there.
    cwd: dir,
    env: cleanEnv(env) as Record<string, string>,
    stderr: 'pipe',
  });
  const client = new Client({ name: 'cli-mcp-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

describe('bankdir mcp and /mcp', () => {
  test('bankdir mcp --db FILE serves the tools on the local database, as its operator', async () => {
    const client = await stdioClient(['--db', db]);
    try {
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      assert.ok(names.includes('list_banks') && names.includes('get_bank'), names.join());
      const bank = await client.callTool({ name: 'get_bank', arguments: { id: bankId } });
      assert.equal((bank.structuredContent as any).data.id, bankId);
    } finally {
      await client.close();
    }
  });

  test('bankdir serve mounts /mcp, and bankdir mcp with BANKDIR_API_KEY goes through the server with that key', async () => {
    const created = await runCli(['accounts', 'create', '--name', 'Agent', '--plan', 'pro', '--db', db, '--json']);
    assert.equal(created.code, 0, created.stderr);
    const key = JSON.parse(created.stdout).key.key as string;
    const serve = startServe(['--db', db, '--port', '0', '--host', '127.0.0.1']);
    try {
      const [, url] = await serve.waitFor(/serves (http:\/\/\S+)\/v1 over/);
      const http = new Client({ name: 'cli-mcp-test', version: '1.0.0' });
      await http.connect(
        new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
          requestInit: { headers: { Authorization: `Bearer ${key}` } },
        }),
      );
      const overHttp = await http.callTool({ name: 'list_banks', arguments: { limit: 2 } });
      await http.close();
      const stdio = await stdioClient(['--url', url!], { BANKDIR_API_KEY: key });
      try {
        const overStdio = await stdio.callTool({ name: 'list_banks', arguments: { limit: 2 } });
        assert.deepEqual((overStdio.structuredContent as any).data, (overHttp.structuredContent as any).data);
      } finally {
        await stdio.close();
      }
    } finally {
      assert.equal(await serve.stop(), 0);
    }
  });

  test('--url without BANKDIR_API_KEY is a usage error; a missing database says how to make one', async () => {
    const noKey = await runCli(['mcp', '--url', 'http://localhost:1']);
    assert.equal(noKey.code, 2);
    assert.match(noKey.stderr, /--url needs BANKDIR_API_KEY/);
    const noDb = await runCli(['mcp', '--db', join(dir, 'nothing.sqlite')]);
    assert.equal(noDb.code, 1);
    assert.match(noDb.stderr, /no database at/);
  });
});
