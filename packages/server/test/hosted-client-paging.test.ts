import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { type HostedOperation, hostedOperations, schemaValidator } from './hosted/hosted-document.ts';
import { patchedSuccessSchema } from './hosted/intentional-differences.ts';

// The hosted service's SDK pages a list by itself: it asks again with `starting_after` set to the last id of a page
// (`ending_before` to the first id when the first request had it) until a page comes back empty, and its MCP server
// passes every sortBy of the hosted document through. These tests do the same against bankdir, checking every page,
// the empty last one included, against the hosted document's schema.

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const validatorOf = schemaValidator();
const operations = new Map(hostedOperations().map((operation) => [operation.operationId, operation]));

interface PagedList {
  readonly operationId: string;
  readonly path: string;
  /** An include that adds every optional part the hosted document describes for the items. */
  readonly include: string;
  /** How many items the whole list holds in the test data. */
  readonly count: (s: TestServer) => number;
}

const LISTS: readonly PagedList[] = [
  { operationId: 'bank-get', path: '/v1/banks', include: 'scores,country,meta', count: (s) => s.data.banks.length },
  {
    operationId: 'bankVote-get',
    path: '/v1/bank-votes',
    include: 'bank,country',
    count: (s) => s.data.votes.length,
  },
  { operationId: 'country-get', path: '/v1/countries', include: 'scores', count: (s) => s.data.countries.length },
  {
    operationId: 'story-get',
    path: '/v1/stories',
    include: 'bank,country',
    count: (s) => s.data.stories.filter((story) => !story.hidden).length,
  },
];

function operation(id: string): HostedOperation {
  const found = operations.get(id);
  assert.ok(found, `the hosted document has ${id}`);
  return found;
}

const successSchemas = new Map<string, object>();
function successSchema(operationId: string): object {
  const schema =
    successSchemas.get(operationId) ?? patchedSuccessSchema(operationId, operation(operationId).responses.get(200)!);
  successSchemas.set(operationId, schema);
  return schema;
}

/** GET a page and check it against the hosted success schema of the operation. */
async function page(operationId: string, path: string): Promise<{ data: { id: string }[] }> {
  const response = await server.request('GET', path);
  assert.equal(response.status, 200, `${path}: ${response.text}`);
  const body: { data: { id: string }[] } = response.body;
  const validate = validatorOf(successSchema(operationId));
  assert.ok(validate(body), `${path}: ${JSON.stringify(validate.errors, null, 1)}`);
  return body;
}

/** Every item of a list, walked as the SDK's auto-pagination walks it, in the order the pages give them. */
async function walk(list: PagedList, query: string, direction: 'forward' | 'backward', from?: string) {
  const ids: string[] = [];
  let cursor = from;
  for (let guard = 0; guard < 1000; guard++) {
    const param =
      cursor === undefined ? '' : `&${direction === 'forward' ? 'starting_after' : 'ending_before'}=${cursor}`;
    const { data } = await page(list.operationId, `${list.path}?${query}${param}`);
    if (data.length === 0) return ids;
    if (direction === 'forward') ids.push(...data.map((item) => item.id));
    else ids.unshift(...data.map((item) => item.id));
    cursor = direction === 'forward' ? data.at(-1)!.id : data[0]!.id;
  }
  throw new Error(`${list.path}?${query}: the walk did not end`);
}

/** The sortBy values the hosted document lists for an operation (none for a list without sortBy). */
function sortKeys(operationId: string): string[] {
  return operation(operationId).parameters.find((parameter) => parameter.name === 'sortBy')?.schema.enum ?? [];
}

describe('lists paged the way the hosted service’s SDK pages them', () => {
  for (const list of LISTS) {
    test(`${list.path}: forward to the empty page, every item once, every page valid`, async () => {
      const small = await walk(list, `limit=3&include=${list.include}`, 'forward');
      assert.equal(new Set(small).size, small.length, 'no item twice');
      assert.equal(small.length, list.count(server));
      assert.deepEqual(await walk(list, 'limit=100', 'forward'), small, 'the page size does not change the order');
    });

    test(`${list.path}: backward with ending_before from the last item gives every item before it`, async () => {
      const forward = await walk(list, 'limit=100', 'forward');
      const backward = await walk(list, `limit=4&include=${list.include}`, 'backward', forward.at(-1));
      assert.deepEqual(backward, forward.slice(0, -1));
    });

    const keys = sortKeys(list.operationId);
    if (keys.length === 0) continue;
    test(`${list.path}: each of the ${keys.length} sortBy values of the hosted document, both orders`, async () => {
      for (const sortBy of keys)
        for (const sortOrder of ['asc', 'desc']) {
          const ids = await walk(
            list,
            `sortBy=${sortBy}&sortOrder=${sortOrder}&limit=12&include=${list.include}`,
            'forward',
          );
          assert.equal(ids.length, list.count(server), `${sortBy} ${sortOrder}`);
          assert.equal(new Set(ids).size, ids.length, `${sortBy} ${sortOrder}: no item twice`);
        }
    });
  }
});
