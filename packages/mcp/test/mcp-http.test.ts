import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { routeTable } from '@bankdir/server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { toolNameOf } from '../src/index.ts';
import { type McpTestServer, startMcpTestServer } from './helpers/mcp-test-server.ts';
import { toolSamples } from './helpers/tool-samples.ts';

// The MCP endpoint at /mcp, driven by the MCP SDK's own client over streamable HTTP. The client checks every
// structured result against the tool's output schema itself.

let server: McpTestServer;
before(async () => {
  server = await startMcpTestServer();
});
after(() => server.close());

/**
 * A client on a connection of its own for each request. The server runs in this process, so when the event loop is
 * held for seconds (compiling the tools' output schemas on a busy machine), a pooled connection's idle time and the
 * server's keep-alive timeout can both run out in one turn: the client writes its next request into a socket the
 * server then closes, and gets ECONNRESET. Keep-alive is not what these tests are about.
 */
async function connect(key: string | null): Promise<Client> {
  const headers: Record<string, string> = {
    Connection: 'close',
    ...(key !== null && { Authorization: `Bearer ${key}` }),
  };
  const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers } });
  const client = new Client({ name: 'bankdir-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

function failureOf(result: Awaited<ReturnType<Client['callTool']>>): { code: string; issues?: { path: unknown[] }[] } {
  assert.equal(result.isError, true, 'a failure is an error result');
  const [content] = result.content as { type: string; text: string }[];
  return JSON.parse(content!.text);
}

describe('MCP over streamable HTTP at /mcp', () => {
  test('lists one read-only tool per GET route of the route table, each with input and output schemas', async () => {
    const client = await connect(server.keys.pro);
    const { tools } = await client.listTools();
    const expected = routeTable.filter((route) => route.method === 'GET').map((route) => toolNameOf(route.operationId));
    assert.deepEqual(
      tools.map((tool) => tool.name),
      expected,
    );
    const listBanks = tools.find((tool) => tool.name === 'list_banks')!;
    assert.equal((listBanks.inputSchema.properties as any).limit.type, 'integer', 'limit is an integer, as in OpenAPI');
    assert.equal((listBanks.inputSchema.properties as any).limit.maximum, 100);
    assert.ok(listBanks.outputSchema, 'every tool declares its structured result');
    assert.equal(listBanks.annotations?.readOnlyHint, true);
    const getBank = tools.find((tool) => tool.name === 'get_bank')!;
    assert.deepEqual(getBank.inputSchema.required, ['id']);
    await client.close();
  });

  test('every tool answers its route success body as structured content, valid against its output schema', async () => {
    const client = await connect(server.keys.pro);
    const samples = toolSamples(server.data);
    const { tools } = await client.listTools();
    for (const tool of tools) {
      assert.ok(samples[tool.name], `a sample for ${tool.name}`);
      const result = await client.callTool({ name: tool.name, arguments: samples[tool.name] });
      // list_managed_bank_products needs a representative: the PRO test key is none.
      if (tool.name === 'list_managed_bank_products') {
        assert.equal(failureOf(result).code, 'NOT_REPRESENTATIVE');
        continue;
      }
      assert.notEqual(result.isError, true, `${tool.name}: ${JSON.stringify(result.content)}`);
      const body = result.structuredContent as any;
      assert.equal(body.success, true, tool.name);
      assert.deepEqual(JSON.parse((result.content as any)[0].text), body, 'the text is the same body');
    }
    await client.close();
  });

  test('lists page by cursor as over HTTP', async () => {
    const client = await connect(server.keys.pro);
    const first = (await client.callTool({ name: 'list_banks', arguments: { limit: 4 } })).structuredContent as any;
    const second = (
      await client.callTool({
        name: 'list_banks',
        arguments: { limit: 4, starting_after: first.pagination.nextCursor },
      })
    ).structuredContent as any;
    const http = await fetch(`${server.url}/v1/banks?limit=8`, {
      headers: { Authorization: `Bearer ${server.keys.pro}` },
    });
    const expected = ((await http.json()) as any).data.map((bank: { id: string }) => bank.id);
    assert.deepEqual(
      [...first.data, ...second.data].map((bank: { id: string }) => bank.id),
      expected,
    );
    await client.close();
  });

  test('list_banks takes the description argument the hosted MCP server sends: null, not_null, or a text to rank by', async () => {
    const client = await connect(server.keys.pro);
    const call = async (description: string) =>
      (await client.callTool({ name: 'list_banks', arguments: { description, limit: 3, include: 'meta' } }))
        .structuredContent as any;
    assert.equal((await call('null')).pagination.meta.total, 0, 'every generated bank has a description');
    assert.equal((await call('not_null')).pagination.meta.total, server.data.banks.length);
    const bank = server.data.banks[4]!;
    const ranked = await call(bank.description);
    assert.equal(ranked.data[0].id, bank.id, 'a bank is the best match for its own description');
    await client.close();
  });

  test('a Free key gets PLAN_REQUIRED from a Pro tool, and answers from a Free one', async () => {
    const client = await connect(server.keys.free);
    assert.equal(failureOf(await client.callTool({ name: 'list_banks', arguments: {} })).code, 'PLAN_REQUIRED');
    const countries = await client.callTool({ name: 'list_countries', arguments: {} });
    assert.notEqual(countries.isError, true, JSON.stringify(countries.content));
    await client.close();
  });

  test('bad arguments are BAD_REQUEST error results naming each problem, as over HTTP', async () => {
    const client = await connect(server.keys.pro);
    const limit = failureOf(await client.callTool({ name: 'list_banks', arguments: { limit: 0, sortBy: 'nope' } }));
    assert.equal(limit.code, 'BAD_REQUEST');
    assert.deepEqual(
      limit.issues!.map((issue) => issue.path),
      [
        ['query', 'limit'],
        ['query', 'sortBy'],
      ],
    );
    const missing = failureOf(await client.callTool({ name: 'get_bank', arguments: {} }));
    assert.deepEqual(
      missing.issues!.map((issue) => issue.path),
      [['path', 'id']],
    );
    assert.equal(
      failureOf(await client.callTool({ name: 'get_bank', arguments: { id: 'bank_nope' } })).code,
      'NOT_FOUND',
    );
    await client.close();
  });

  test('without a valid key the endpoint answers 401 in the failure envelope, before any MCP exchange', async () => {
    await assert.rejects(connect(null), /UNAUTHORIZED/);
    await assert.rejects(connect('bdk_live_not-a-key'), /UNAUTHORIZED/);
    const response = await fetch(`${server.url}/mcp`, { method: 'POST', body: '{}' });
    assert.equal(response.status, 401);
    assert.equal(((await response.json()) as any).code, 'UNAUTHORIZED');
  });

  test('GET /mcp is 405 with Allow: POST (no server-sent streams: the endpoint is stateless)', async () => {
    const response = await fetch(`${server.url}/mcp`, { headers: { Authorization: `Bearer ${server.keys.pro}` } });
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
  });
});
