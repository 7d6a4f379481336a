import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { type McpTestServer, startMcpTestServer } from './helpers/mcp-test-server.ts';
import { toolSamples } from './helpers/tool-samples.ts';

// The stdio transport, driven by the MCP SDK's own client, which starts the server as a child process the way MCP
// clients start `bankdir mcp`: once against a bankdir server with an API key, once on the database file directly.

const FIXTURE = fileURLToPath(new URL('./helpers/stdio-server.ts', import.meta.url));

let server: McpTestServer;
before(async () => {
  server = await startMcpTestServer();
});
after(() => server.close());

async function connect(env: Record<string, string>): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--conditions=@bankdir/source', '--import', 'tsx', FIXTURE],
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'bankdir-stdio-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

describe('MCP over stdio', () => {
  test('against a bankdir server with BANKDIR_API_KEY: every tool answers what the HTTP API answers', async () => {
    const client = await connect({ BANKDIR_URL: server.url, BANKDIR_API_KEY: server.keys.pro });
    try {
      const samples = toolSamples(server.data);
      for (const { name } of (await client.listTools()).tools) {
        const result = await client.callTool({ name, arguments: samples[name] });
        if (name === 'list_managed_bank_products') continue; // needs a representative key
        assert.notEqual(result.isError, true, `${name}: ${JSON.stringify(result.content)}`);
      }
      const page = (await client.callTool({ name: 'list_banks', arguments: { limit: 3 } })).structuredContent as any;
      const http = await fetch(`${server.url}/v1/banks?limit=3`, {
        headers: { Authorization: `Bearer ${server.keys.pro}` },
      });
      assert.deepEqual(page.data, ((await http.json()) as any).data);
    } finally {
      await client.close();
    }
  });

  test('against a server, the key is the server’s to check: a Free key gets PLAN_REQUIRED, a wrong one UNAUTHORIZED', async () => {
    const free = await connect({ BANKDIR_URL: server.url, BANKDIR_API_KEY: server.keys.free });
    try {
      const result = await free.callTool({ name: 'get_bank', arguments: { id: server.data.banks[0]!.id } });
      assert.equal(result.isError, true);
      assert.equal(JSON.parse((result.content as any)[0].text).code, 'PLAN_REQUIRED');
    } finally {
      await free.close();
    }
    const wrong = await connect({ BANKDIR_URL: server.url, BANKDIR_API_KEY: 'bdk_live_wrong' });
    try {
      const result = await wrong.callTool({ name: 'list_countries', arguments: {} });
      assert.equal(JSON.parse((result.content as any)[0].text).code, 'UNAUTHORIZED');
    } finally {
      await wrong.close();
    }
  });

  test('on a local database: the operator reads everything, the managed product list included', async () => {
    const client = await connect({ BANKDIR_DB: server.file });
    try {
      const bankId = server.data.banks[0]!.id;
      const bank = await client.callTool({ name: 'get_bank', arguments: { id: bankId, include: 'scores' } });
      assert.equal((bank.structuredContent as any).data.id, bankId);
      const managed = await client.callTool({ name: 'list_managed_bank_products', arguments: { bankId } });
      assert.notEqual(managed.isError, true, JSON.stringify(managed.content));
      const semantic = await client.callTool({
        name: 'semantic_search_banks',
        arguments: { query: 'a bank for farmers' },
      });
      assert.equal(JSON.parse((semantic.content as any)[0].text).code, 'SERVICE_UNAVAILABLE', 'no embedder given');
    } finally {
      await client.close();
    }
  });
});
