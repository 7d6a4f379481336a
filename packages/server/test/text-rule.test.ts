import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { StorageDatabase } from '@bankdir/core/driver';
import { UNSAFE_TEXT } from '@bankdir/core/query';
import { NOT_UTF8 } from '../src/http/percent-encoding.ts';
import { routeTable, V1_PREFIX } from '../src/routes/route-table.ts';
import { SUCCESS_CASES } from './helpers/route-samples.ts';
import { tableChecksum } from './helpers/table-checksum.ts';
import { testServerEngine } from './helpers/test-engine.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// The rule for request text (docs/api-contract.md, "Text in requests") over every route of the route table: every
// path parameter, every query parameter and every body field, each with a NUL, another control character and a lone
// surrogate, is a 400 with the issue at that place, and changes no table. Runs on SQLite, and again on PostgreSQL in
// npm test (where a NUL used to reach the database and come back as a 500).

const engine = testServerEngine();

/** The forbidden kinds of character, each inside an otherwise ordinary value. */
const BAD_VALUES = { NUL: 'a\u0000b', 'a control character (ESC)': 'a\u001bb', 'a lone surrogate': 'a\ud800b' };

/**
 * A value as it travels in a URL. A lone surrogate has no UTF-8 form; its nearest, the three bytes UTF-8's pattern
 * gives U+D800, is what a client would send.
 */
function inUrl(value: string): string {
  return value.includes('\ud800')
    ? value.split('\ud800').map(encodeURIComponent).join('%ED%A0%80')
    : encodeURIComponent(value);
}

/** Nested string places of the body schemas, beyond their top-level fields. */
const NESTED: Record<string, { field: string; value: (bad: string) => unknown; at: (string | number)[] }[]> = {
  features: [{ field: 'features', value: (bad) => ['Fine', bad], at: ['features', 1] }],
  attributes: [
    { field: 'attributes', value: (bad) => [{ label: bad, value: 'x' }], at: ['attributes', 0, 'label'] },
    { field: 'attributes', value: (bad) => [{ label: 'x', value: bad }], at: ['attributes', 0, 'value'] },
  ],
  tags: [{ field: 'tags', value: (bad) => [bad], at: ['tags', 0] }],
};

interface Probe {
  what: string;
  method: string;
  path: string;
  key?: string;
  json?: unknown;
  /** Where the issue must be. */
  at: (string | number)[];
  /** Whether the value travels in the URL (a lone surrogate there is bytes that are not UTF-8). */
  inUrl: boolean;
  surrogate: boolean;
}

function probesOf(
  route: (typeof routeTable)[number],
  sample: { path: string; options: { key?: string | null; json?: unknown } },
): Probe[] {
  const [samplePath = '', sampleQuery = ''] = sample.path.split('?');
  const key = sample.options.key ?? undefined;
  const probes: Probe[] = [];
  const segments = `${V1_PREFIX}${route.path}`.split('/');
  for (const [kind, bad] of Object.entries(BAD_VALUES)) {
    const surrogate = bad.includes('\ud800');
    for (const name of Object.keys(route.pathParameters ?? {})) {
      const index = segments.indexOf(`:${name}`);
      const parts = samplePath.split('/');
      parts[index] = inUrl(bad);
      const path = `${parts.join('/')}${sampleQuery ? `?${sampleQuery}` : ''}`;
      probes.push({
        what: `${kind} in path ${name}`,
        method: route.method,
        path,
        key,
        json: sample.options.json,
        at: ['path', name],
        inUrl: true,
        surrogate,
      });
    }
    for (const name of Object.keys(route.query?.entries ?? {})) {
      const query = new URLSearchParams(sampleQuery);
      query.delete(name);
      const rest = query.toString();
      const path = `${samplePath}?${rest ? `${rest}&` : ''}${name}=${inUrl(bad)}`;
      probes.push({
        what: `${kind} in query ${name}`,
        method: route.method,
        path,
        key,
        at: ['query', name],
        inUrl: true,
        surrogate,
      });
    }
    const body = sample.options.json as Record<string, unknown> | undefined;
    for (const name of Object.keys(route.body?.entries ?? {})) {
      probes.push({
        what: `${kind} in body ${name}`,
        method: route.method,
        path: sample.path,
        key,
        json: { ...body, [name]: bad },
        at: ['body', name],
        inUrl: false,
        surrogate,
      });
      for (const nested of NESTED[name] ?? [])
        probes.push({
          what: `${kind} in body ${nested.at.join('.')}`,
          method: route.method,
          path: sample.path,
          key,
          json: { ...body, [nested.field]: nested.value(bad) },
          at: ['body', ...nested.at],
          inUrl: false,
          surrogate,
        });
    }
  }
  return probes;
}

describe(`a NUL, a control character or a lone surrogate anywhere in a request is a 400 at its place (${engine})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ semanticSearch: false });
  });
  after(() => server.close());

  for (const route of routeTable) {
    const places = [
      ...Object.keys(route.pathParameters ?? {}).map((name) => `path ${name}`),
      ...Object.keys(route.query?.entries ?? {}).map((name) => `query ${name}`),
      ...Object.keys(route.body?.entries ?? {}).map((name) => `body ${name}`),
    ];
    if (places.length === 0) continue;
    test(`${route.method} ${route.path}: 400 BAD_REQUEST at each of ${places.join(', ')}; no table changed`, async () => {
      const sample = await SUCCESS_CASES[route.operationId]!(server);
      const before = await tableChecksum(server.directory.storage.database!);
      for (const probe of probesOf(route, sample)) {
        const response = await server.request(probe.method, probe.path, {
          ...(probe.key !== undefined && { key: probe.key }),
          ...(probe.json !== undefined && { json: probe.json }),
        });
        assert.equal(response.status, 400, `${probe.what}: ${response.status} ${response.text}`);
        assert.equal(response.body?.code, 'BAD_REQUEST', probe.what);
        const issue = (response.body.issues as { path: unknown[]; message: string }[]).find(
          (candidate) => JSON.stringify(candidate.path) === JSON.stringify(probe.at),
        );
        assert.ok(issue, `${probe.what}: an issue at ${JSON.stringify(probe.at)} in ${response.text}`);
        const predicate = probe.inUrl && probe.surrogate ? NOT_UTF8 : UNSAFE_TEXT;
        assert.ok(issue.message.endsWith(predicate), `${probe.what}: ${issue.message}`);
      }
      assert.equal(await tableChecksum(server.directory.storage.database!), before, 'no table changed');
    });
  }

  test('tab, line feed and carriage return, and characters outside the BMP, are ordinary text: a story with them is stored', async () => {
    const text = 'Line one,\tthen\r\nline two 😀 — fine.';
    const response = await server.request('POST', `/v1/banks/${server.otherBankId}/stories`, {
      key: server.keys.free,
      json: { text },
    });
    assert.equal(response.status, 201, response.text);
    assert.equal(response.body.data.text, text);
  });
});

describe(`a value the database refuses is a 400, never a 500 (${engine})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({
      semanticSearch: false,
      extraPlugins: [
        {
          name: 'refused-value',
          routes(router, directory) {
            router.get('/refused-value', async () => {
              throw await databaseDataError(directory.storage.database!);
            });
          },
        },
      ],
    });
  });
  after(() => server.close());

  test('a data exception (SQLSTATE class 22) that slips past validation is answered 400 BAD_REQUEST in the envelope, and logged', async () => {
    const response = await server.request('GET', '/refused-value', { key: null });
    assert.equal(response.status, 400, response.text);
    assert.equal(response.body.code, 'BAD_REQUEST');
    assert.doesNotMatch(response.text, /0x00|UTF8|SQL/i, 'nothing of the database error reaches the client');
    assert.ok(server.logs.some((line) => line.includes('the database refused a value')));
  });
});

/**
 * On PostgreSQL, the real error of a NUL compared with a text column (22021, invalid byte sequence); SQLite has no such
 * error (it stores a NUL), so there an error of the same shape stands in for it.
 */
async function databaseDataError(database: StorageDatabase): Promise<unknown> {
  if (database.engine !== 'postgres')
    return Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
  const kysely = database.kysely as unknown as {
    selectFrom(table: string): {
      selectAll(): { where(column: string, op: '=', value: string): { execute(): Promise<unknown> } };
    };
  };
  try {
    await kysely.selectFrom('countries').selectAll().where('code', '=', 'a\u0000b').execute();
  } catch (error) {
    return error;
  }
  throw new Error('PostgreSQL took a NUL in a text comparison');
}
