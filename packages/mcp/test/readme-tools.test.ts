import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { openApiPath, routeTable } from '@bankdir/server';
import { directoryTools } from '../src/index.ts';

// The README's tool table is what people read to wire bankdir into an agent: it must list every tool, and only tools.

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The rows of the README's tool table: tool, route and plan. */
function readmeRows(): { tool: string; route: string; plan: string }[] {
  return [...README.matchAll(/^\| `([a-z_]+)` +\| `([A-Z]+ [^`]+)`[^|]*\| (Pro|Free) +\|$/gm)].map((match) => ({
    tool: match[1]!,
    route: match[2]!,
    plan: match[3]!,
  }));
}

test('the README lists every MCP tool with its route and plan, and no other', () => {
  const tools = directoryTools(routeTable).map((tool) => ({
    tool: tool.name,
    route: `${tool.route.method} /v1${openApiPath(tool.route.path)}`,
    plan: tool.route.plan === 'PRO' ? 'Pro' : 'Free',
  }));
  assert.deepEqual(readmeRows(), tools);
});
