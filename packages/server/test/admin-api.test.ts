import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminRouteTable, buildAdminOpenApiDocument, openApiPath } from '../src/index.ts';
import { type RequestOptions, startTestServer, type TestResponse, type TestServer } from './helpers/test-server.ts';
import { schemaValidator } from './hosted/hosted-document.ts';

// The admin API (/admin/v1): only an active operator's key reaches it, every action lands in the audit trail with
// the operator, the values before and after and the reason, and it has an OpenAPI document of its own.

let server: TestServer;
let operator: { id: string; key: string };
let disabledOperatorKey: string;
let adminDocument: any;
const OPERATOR_EMAIL = 'ops@example.com';

before(async () => {
  server = await startTestServer({ semanticSearch: false });
  const created = await server.store.createAccount({ email: OPERATOR_EMAIL, plan: 'free', role: 'operator' });
  operator = { id: created.account.id, key: created.key.key };
  const former = await server.store.createAccount({ name: 'Former operator', plan: 'free', role: 'operator' });
  await server.store.setState(former.account.id, 'disabled');
  disabledOperatorKey = former.key.key;
  adminDocument = (await server.request('GET', '/admin/v1/openapi.json', { key: null })).body;
});
after(() => server.close());

function admin(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
  return server.request(method, `/admin/v1${path}`, { key: operator.key, ...options });
}

/** The newest audit entry of this action on this subject, as GET /admin/v1/audit answers it. */
async function auditEntry(action: string, subjectId: string): Promise<any> {
  const response = await admin('GET', `/audit?action=${action}&limit=100`);
  assert.equal(response.status, 200, response.text);
  const entry = response.body.data.find((item: any) => item.action === action && item.subject?.id === subjectId);
  assert.ok(entry, `no ${action} entry for ${subjectId}`);
  return entry;
}

function assertByOperator(entry: any, reason?: string): void {
  assert.deepEqual(entry.actor, { kind: 'account', id: operator.id, name: OPERATOR_EMAIL });
  if (reason !== undefined) assert.equal(entry.reason, reason);
}

/** The response matches the success schema the admin document gives its operation. */
function assertDocumented(response: TestResponse, operationId: string): void {
  const operation = Object.values(adminDocument.paths)
    .flatMap((methods: any) => Object.values(methods))
    .find((candidate: any) => candidate.operationId === operationId) as any;
  const status = String(response.status);
  const schema = operation.responses[status].content['application/json'].schema;
  const validate = schemaValidator()({ ...schema, components: adminDocument.components });
  assert.ok(validate(response.body), `${operationId}: ${JSON.stringify(validate.errors)}`);
}

const samplePath = (path: string) => path.replace(/:([A-Za-z]+)/g, 'x_$1');

describe('who reaches the admin API', () => {
  test("every admin route answers 401 without a key, 403 OPERATOR_REQUIRED to a member's key, 401 to a disabled operator's key", async () => {
    assert.ok(adminRouteTable.length >= 18);
    for (const route of adminRouteTable) {
      const path = samplePath(route.path);
      const body = route.upload ? { body: '', headers: { 'Content-Type': 'text/plain' } } : { json: {} };
      const sent = route.method === 'GET' || route.method === 'DELETE' ? {} : body;
      const anonymous = await admin(route.method, path, { ...sent, key: null });
      assert.equal(anonymous.status, 401, `${route.method} ${route.path} without a key`);
      assert.equal(anonymous.body.code, 'UNAUTHORIZED');
      for (const member of [server.keys.pro, server.keys.free]) {
        const refused = await admin(route.method, path, { ...sent, key: member });
        assert.equal(refused.status, 403, `${route.method} ${route.path} with a member's key`);
        assert.equal(refused.body.code, 'OPERATOR_REQUIRED');
        assert.ok(refused.headers.get('Service-Version'));
      }
      const disabled = await admin(route.method, path, { ...sent, key: disabledOperatorKey });
      assert.equal(disabled.status, 401, `${route.method} ${route.path} with a disabled operator's key`);
      const revoked = await admin(route.method, path, { ...sent, key: server.keys.revoked });
      assert.equal(revoked.status, 401, `${route.method} ${route.path} with a revoked key`);
    }
  });
});

describe('the admin OpenAPI document', () => {
  test('is served without a key at /admin/v1/openapi.json and is what buildAdminOpenApiDocument makes', () => {
    assert.equal(adminDocument.openapi, '3.1.0');
    assert.deepEqual(adminDocument.servers, [{ url: '/admin/v1', description: 'This server' }]);
    assert.deepEqual(adminDocument, JSON.parse(JSON.stringify(buildAdminOpenApiDocument(adminRouteTable))));
  });

  test('lists exactly the admin route table, each operation with 401 and 403 OPERATOR_REQUIRED', () => {
    const operations = Object.entries(adminDocument.paths).flatMap(([path, methods]) =>
      Object.keys(methods as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const table = adminRouteTable.map((route) => `${route.method} ${openApiPath(route.path)}`);
    assert.deepEqual(operations.sort(), table.sort());
    for (const route of adminRouteTable) {
      const operation = adminDocument.paths[openApiPath(route.path)][route.method.toLowerCase()];
      assert.equal(operation.operationId, route.operationId);
      assert.ok(operation.responses['401'], `${route.operationId}: 401`);
      assert.ok(operation.responses['403'].content['application/json'].examples.OPERATOR_REQUIRED);
      const names = operation.parameters.map((parameter: any) => `${parameter.in} ${parameter.name}`);
      for (const name of Object.keys(route.pathParameters ?? {})) assert.ok(names.includes(`path ${name}`));
      for (const name of Object.keys(route.query?.entries ?? {})) assert.ok(names.includes(`query ${name}`));
    }
  });

  test('every $ref resolves and every schema compiles as JSON Schema 2020-12', () => {
    const text = JSON.stringify(adminDocument);
    for (const [, name] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g))
      assert.ok(adminDocument.components.schemas[name!], `no component ${name}`);
    const validatorOf = schemaValidator();
    for (const methods of Object.values(adminDocument.paths))
      for (const operation of Object.values(methods as object) as any[])
        for (const response of Object.values(operation.responses) as any[]) {
          const schema = response.content?.['application/json']?.schema;
          if (schema) validatorOf({ ...schema, components: adminDocument.components });
        }
  });

  test('the v1 document, its docs page and MCP know nothing of the admin API; /admin/docs renders the admin document', async () => {
    const v1 = await server.request('GET', '/v1/openapi.json', { key: null });
    assert.ok(!v1.text.includes('/admin'));
    const adminIds = new Set(adminRouteTable.map((route) => route.operationId));
    for (const route of server.app.routes) assert.ok(!adminIds.has(route.operationId));
    const page = await server.request('GET', '/admin/docs', { key: null });
    assert.equal(page.status, 200);
    assert.match(page.text, /data-spec-url="\/admin\/v1\/openapi.json"/);
    assert.match(page.headers.get('Content-Security-Policy') ?? '', /default-src 'self'/);
  });
});

describe('banks', () => {
  let countryCode: string;
  before(async () => {
    countryCode = (await server.directory.countries.list({ limit: 1 })).data[0]!.code;
  });

  test('lists every bank with the fields an operator edits, paged as v1', async () => {
    const first = await admin('GET', '/banks?limit=5');
    assert.equal(first.status, 200, first.text);
    assert.equal(first.body.data.length, 5);
    assert.equal(first.body.pagination.hasMore, true);
    assert.ok(Array.isArray(first.body.data[0].alternativeHostnames));
    assertDocumented(first, 'adminListBanks');
    const next = await admin('GET', `/banks?limit=5&starting_after=${first.body.pagination.nextCursor}`);
    assert.notEqual(next.body.data[0].id, first.body.data[0].id);
  });

  test('creates, replaces and deletes a bank, each in the audit trail with the operator, before, after and reason', async () => {
    const bank = { country: countryCode, name: 'Admin Test Bank', url: 'https://admin-test-bank.example' };
    const created = await admin('POST', '/banks', { json: { ...bank, reason: 'new charter' } });
    assert.equal(created.status, 201, created.text);
    assertDocumented(created, 'adminCreateBank');
    const id = created.body.data.id;
    const createEntry = await auditEntry('bank.create', id);
    assertByOperator(createEntry, 'new charter');
    assert.equal(createEntry.before, null);

    const replaced = await admin('PUT', `/banks/${id}`, {
      json: { ...bank, name: 'Admin Test Bank Renamed', description: 'Now with a description.', reason: 'renamed' },
    });
    assert.equal(replaced.status, 200, replaced.text);
    assert.equal(replaced.body.data.name, 'Admin Test Bank Renamed');
    const updateEntry = await auditEntry('bank.update', id);
    assertByOperator(updateEntry, 'renamed');
    assert.equal(updateEntry.before.name, 'Admin Test Bank');
    assert.equal(updateEntry.after.name, 'Admin Test Bank Renamed');

    const deleted = await admin('DELETE', `/banks/${id}?reason=duplicate`);
    assert.equal(deleted.status, 200, deleted.text);
    assert.deepEqual(deleted.body.data, { id });
    const deleteEntry = await auditEntry('bank.delete', id);
    assertByOperator(deleteEntry, 'duplicate');
    assert.equal(deleteEntry.after, null);
    assert.equal((await admin('DELETE', `/banks/${id}`)).status, 404);
  });

  test('a bad bank is a 400 with an issue at each field, and an unknown bank is 404 before its bad body', async () => {
    const bad = await admin('POST', '/banks', { json: { country: 'ZZ', name: '', url: 'not a url', colour: 1 } });
    assert.equal(bad.status, 400);
    const paths = bad.body.issues.map((issue: any) => issue.path.join('.'));
    for (const field of ['body.name', 'body.url', 'body.colour']) assert.ok(paths.includes(field), paths.join());
    const unknown = await admin('PUT', '/banks/bank_nowhere', { json: { name: '' } });
    assert.equal(unknown.status, 404);
  });

  test("a replacement whose id is not the path's is a 400 at body.id, with the other problems, and changes nothing", async () => {
    const bank = { country: countryCode, name: 'Id Keeper', url: 'https://id-keeper.example' };
    const created = await admin('POST', '/banks', { json: bank });
    assert.equal(created.status, 201, created.text);
    const id = created.body.data.id;
    const moved = await admin('PUT', `/banks/${id}`, { json: { ...bank, id: 'bank_elsewhere', name: 'Moved' } });
    assert.equal(moved.status, 400, moved.text);
    assert.equal(moved.body.code, 'BAD_REQUEST');
    assert.deepEqual(moved.body.issues, [
      { path: ['body', 'id'], message: `id must be ${id}, the path's: a bank's id never changes.` },
    ]);
    const both = await admin('PUT', `/banks/${id}`, { json: { ...bank, id: 'bank_elsewhere', country: 'ZZ' } });
    assert.equal(both.status, 400, both.text);
    assert.deepEqual(
      both.body.issues.map((issue: any) => issue.path.join('.')),
      ['body.id', 'body.country'],
    );
    assert.equal((await admin('GET', '/banks?search=Id%20Keeper')).body.data[0].name, 'Id Keeper', 'unchanged');
    const same = await admin('PUT', `/banks/${id}`, { json: { ...bank, id, name: 'Id Keeper Renamed' } });
    assert.equal(same.status, 200, same.text);
    assert.equal(same.body.data.id, id);
    assert.equal((await admin('DELETE', `/banks/${id}`)).status, 200);
  });
});

describe('import', () => {
  let countryCode: string;
  const countBanks = async () =>
    (
      await server.directory.storage.banks.list({
        sortBy: 'name',
        sortOrder: 'asc',
        page: { limit: 1 },
        withTotal: true,
      })
    ).total;
  before(async () => {
    countryCode = (await server.directory.countries.list({ limit: 1 })).data[0]!.code;
  });
  const line = (name: string, host: string) =>
    JSON.stringify({ country: countryCode, name, url: `https://${host}.example` });
  const twoBanks = () => `${line('Imported One', 'imported-one')}\n${line('Imported Two', 'imported-two')}\n`;
  const jsonl = { 'Content-Type': 'application/x-ndjson' };

  test('a dry run answers the plan and changes nothing', async () => {
    const before = JSON.stringify(await countBanks());
    const auditBefore = (await admin('GET', '/audit?limit=100')).body.data.length;
    const dry = await admin('POST', '/banks/import?format=jsonl&dryRun=true', { body: twoBanks(), headers: jsonl });
    assert.equal(dry.status, 200, dry.text);
    assertDocumented(dry, 'adminImportBanks');
    assert.deepEqual(dry.body.data.counts, { new: 2, changed: 0, unchanged: 0, removed: 0 });
    assert.equal(dry.body.data.applied, false);
    assert.equal(JSON.stringify(await countBanks()), before);
    assert.equal((await admin('GET', '/audit?limit=100')).body.data.length, auditBefore);
  });

  test('an import applies all of it, is audited, and the same import again changes nothing', async () => {
    const first = await admin('POST', '/banks/import?format=jsonl&reason=yearly%20update', {
      body: twoBanks(),
      headers: jsonl,
    });
    assert.equal(first.status, 200, first.text);
    assert.equal(first.body.data.applied, true);
    assert.deepEqual(
      first.body.data.new.map((bank: any) => [bank.name, bank.line]),
      [
        ['Imported One', 1],
        ['Imported Two', 2],
      ],
    );
    const entries = (await admin('GET', '/audit?action=banks.import&limit=100')).body.data;
    assertByOperator(entries[0], 'yearly update');
    const again = await admin('POST', '/banks/import?format=jsonl', { body: twoBanks(), headers: jsonl });
    assert.equal(again.status, 200, again.text);
    assert.deepEqual(again.body.data.counts, { new: 0, changed: 0, unchanged: 2, removed: 0 });
  });

  test('with prune, a dry run lists every bank the file does not hold as removed, and removes none', async () => {
    const total = await countBanks();
    const pruned = await admin('POST', '/banks/import?format=jsonl&dryRun=true&prune=true', {
      body: twoBanks(),
      headers: jsonl,
    });
    assert.equal(pruned.status, 200, pruned.text);
    assert.equal(pruned.body.data.counts.removed, total! - 2);
    assert.equal(await countBanks(), total);
  });

  test('a file with three bad rows changes nothing and names the three lines', async () => {
    const before = JSON.stringify(await countBanks());
    const rows = [
      line('Fine Bank', 'fine-bank'),
      JSON.stringify({ country: 'ZZ', name: 'No Country', url: 'https://no-country.example' }),
      line('Another Fine Bank', 'another-fine-bank'),
      '{ not json',
      JSON.stringify({ country: countryCode, name: '', url: 'https://nameless.example' }),
    ];
    const csvLike = await admin('POST', '/banks/import?format=jsonl', { body: rows.join('\n'), headers: jsonl });
    assert.equal(csvLike.status, 400, csvLike.text);
    assert.equal(csvLike.body.code, 'BAD_REQUEST');
    assert.deepEqual(
      csvLike.body.issues.map((issue: any) => issue.path),
      [
        ['body', 2],
        ['body', 4],
        ['body', 5],
      ],
    );
    assert.equal(JSON.stringify(await countBanks()), before);
  });

  test('reads CSV and a JSON array too; a body in another media type is 415', async () => {
    const csv = `country,name,url\n${countryCode},Csv Bank,https://csv-bank.example\n`;
    const fromCsv = await admin('POST', '/banks/import?format=csv&dryRun=true', {
      body: csv,
      headers: { 'Content-Type': 'text/csv' },
    });
    assert.equal(fromCsv.status, 200, fromCsv.text);
    assert.equal(fromCsv.body.data.counts.new, 1);
    const array = JSON.stringify([{ country: countryCode, name: 'Json Bank', url: 'https://json-bank.example' }]);
    const fromJson = await admin('POST', '/banks/import?format=json&dryRun=true', {
      body: array,
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(fromJson.body.data.counts.new, 1);
    const wrongType = await admin('POST', '/banks/import?format=csv', {
      body: csv,
      headers: { 'Content-Type': 'application/pdf' },
    });
    assert.equal(wrongType.status, 415);
  });
});

describe('applications and moderation', () => {
  test('lists pending applications, approves one and rejects another with its reason, each audited', async () => {
    const bankId = server.otherBankId;
    const member = { accountId: server.accounts.free, plan: 'FREE' as const, representsBank: async () => false };
    const pro = { accountId: server.accounts.pro, plan: 'PRO' as const, representsBank: async () => false };
    const approving = (await server.directory.representatives.apply(member, bankId, { note: 'I work there.' })).data;
    const rejecting = (await server.directory.representatives.apply(pro, bankId, { note: 'Me too.' })).data;
    const pending = await admin('GET', `/applications?status=PENDING&bankId=${bankId}`);
    assert.equal(pending.status, 200, pending.text);
    assertDocumented(pending, 'adminListApplications');
    assert.deepEqual(pending.body.data.map((item: any) => item.id).sort(), [approving.id, rejecting.id].sort());

    const approved = await admin('POST', `/applications/${approving.id}/approve`, { json: {} });
    assert.equal(approved.status, 200, approved.text);
    assert.equal(approved.body.data.application.status, 'APPROVED');
    const approveEntry = await auditEntry('application.approve', approving.id);
    assertByOperator(approveEntry);
    assert.equal(approveEntry.before.status, 'PENDING');
    assert.equal(approveEntry.after.status, 'APPROVED');

    const noReason = await admin('POST', `/applications/${rejecting.id}/reject`, { json: {} });
    assert.equal(noReason.status, 400);
    assert.deepEqual(noReason.body.issues[0].path, ['body', 'reason']);
    const rejected = await admin('POST', `/applications/${rejecting.id}/reject`, { json: { reason: 'Not staff.' } });
    assert.equal(rejected.status, 200, rejected.text);
    assert.equal(rejected.body.data.reason, 'Not staff.');
    assertByOperator(await auditEntry('application.reject', rejecting.id), 'Not staff.');
  });

  test('hides and unhides a story and a product with a reason, each audited with before and after', async () => {
    const storyId = server.data.stories[0]!.id;
    const hidden = await admin('POST', `/stories/${storyId}/hide`, { json: { reason: 'spam' } });
    assert.equal(hidden.status, 200, hidden.text);
    assert.equal((await server.request('GET', `/v1/stories/${storyId}`)).status, 404);
    const hideEntry = await auditEntry('story.hide', storyId);
    assertByOperator(hideEntry, 'spam');
    assert.notDeepEqual(hideEntry.before, hideEntry.after);
    assert.equal((await admin('POST', `/stories/${storyId}/unhide`, { json: { reason: 'appeal' } })).status, 200);
    assert.equal((await server.request('GET', `/v1/stories/${storyId}`)).status, 200);
    assertByOperator(await auditEntry('story.unhide', storyId), 'appeal');

    const productId = server.data.products[0]!.id;
    assert.equal((await admin('POST', `/products/${productId}/hide`, { json: { reason: 'misleading' } })).status, 200);
    assertByOperator(await auditEntry('product.hide', productId), 'misleading');
    assert.equal((await admin('POST', `/products/${productId}/unhide`, { json: {} })).status, 200);
    assertByOperator(await auditEntry('product.unhide', productId));
    assert.equal((await admin('POST', '/stories/story_nowhere/hide', { json: {} })).status, 404);
  });
});

describe('accounts and keys', () => {
  test('lists accounts page by page, both ways as v1 lists page', async () => {
    const ids = (response: TestResponse) => response.body.data.map((account: any) => account.id);
    const first = await admin('GET', '/accounts?limit=2');
    assert.equal(first.status, 200, first.text);
    assertDocumented(first, 'adminListAccounts');
    assert.equal(first.body.data.length, 2);
    assert.equal(first.body.pagination.hasMore, true);
    assert.equal(first.body.pagination.previousCursor, null);
    const next = await admin('GET', `/accounts?limit=2&starting_after=${first.body.pagination.nextCursor}`);
    assert.notEqual(next.body.data[0].id, first.body.data[0].id);
    assert.equal(next.body.pagination.previousCursor, next.body.data[0].id);
    const back = await admin('GET', `/accounts?limit=2&ending_before=${next.body.pagination.previousCursor}`);
    assert.equal(back.status, 200, back.text);
    assertDocumented(back, 'adminListAccounts');
    assert.deepEqual(ids(back), ids(first));
    assert.deepEqual(back.body.pagination, { ...first.body.pagination, nextCursor: ids(first)[1], hasMore: true });
    const both = await admin('GET', `/accounts?starting_after=${ids(first)[0]}&ending_before=${ids(next)[0]}`);
    assert.equal(both.status, 400);
    assert.deepEqual(both.body.issues[0].path, ['query', 'ending_before']);
    const nobody = await admin('GET', '/accounts?starting_after=acct_nobody');
    assert.equal(nobody.status, 400, nobody.text);
    assert.deepEqual(nobody.body.issues[0].path, ['query', 'starting_after']);
  });

  test('changes a plan and a role, disables (keys refused at once) and enables, each audited with before and after', async () => {
    const target = await server.store.createAccount({ name: 'Target', plan: 'free' });
    const id = target.account.id;
    const plan = await admin('PUT', `/accounts/${id}/plan`, { json: { plan: 'PRO', reason: 'paid' } });
    assert.equal(plan.status, 200, plan.text);
    assert.equal(plan.body.data.plan, 'PRO');
    const planEntry = await auditEntry('account.setPlan', id);
    assertByOperator(planEntry, 'paid');
    assert.equal(planEntry.before.plan, 'FREE');
    assert.equal(planEntry.after.plan, 'PRO');

    const role = await admin('PUT', `/accounts/${id}/role`, { json: { role: 'operator' } });
    assert.equal(role.body.data.role, 'operator');
    assert.equal((await auditEntry('account.setRole', id)).after.role, 'operator');
    assert.equal((await admin('PUT', `/accounts/${id}/role`, { json: { role: 'member' } })).status, 200);

    assert.equal((await server.request('GET', '/v1/countries', { key: target.key.key })).status, 200);
    const disabled = await admin('POST', `/accounts/${id}/disable`, { json: { reason: 'abuse' } });
    assert.equal(disabled.status, 200, disabled.text);
    assert.equal((await server.request('GET', '/v1/countries', { key: target.key.key })).status, 401);
    const disableEntry = await auditEntry('account.disable', id);
    assertByOperator(disableEntry, 'abuse');
    assert.equal(disableEntry.before.state, 'active');
    assert.equal(disableEntry.after.state, 'disabled');
    assert.equal((await admin('POST', `/accounts/${id}/enable`, { json: {} })).status, 200);
    assert.equal((await server.request('GET', '/v1/countries', { key: target.key.key })).status, 200);
    assert.equal((await auditEntry('account.enable', id)).after.state, 'active');

    const self = await admin('POST', `/accounts/${operator.id}/disable`, { json: { reason: 'oops' } });
    assert.equal(self.status, 400);
    assert.equal((await admin('PUT', '/accounts/acct_nowhere/plan', { json: { plan: 'nope' } })).status, 404);
  });

  test("lists an account's keys and revokes one: refused at once, audited", async () => {
    const target = await server.store.createAccount({ name: 'Key holder', plan: 'free' });
    const keys = await admin('GET', `/accounts/${target.account.id}/keys`);
    assert.equal(keys.status, 200, keys.text);
    assertDocumented(keys, 'adminListAccountKeys');
    assert.deepEqual(
      keys.body.data.map((key: any) => key.id),
      [target.key.id],
    );
    assert.ok(!keys.text.includes(target.key.key));
    const revoked = await admin('DELETE', `/accounts/${target.account.id}/keys/${target.key.id}?reason=leaked`);
    assert.equal(revoked.status, 200, revoked.text);
    assert.ok(revoked.body.data.revokedAt);
    assert.equal((await server.request('GET', '/v1/countries', { key: target.key.key })).status, 401);
    const entry = await auditEntry('key.revoke', target.key.id);
    assertByOperator(entry, 'leaked');
    assert.equal(entry.before.revokedAt, null);
    const otherKey = await admin('DELETE', `/accounts/${target.account.id}/keys/key_nowhere`);
    assert.equal(otherKey.status, 404);
  });
});

describe('the audit trail', () => {
  test('filters as bankdir audit does: by actor, by action and its sub-actions, by time, paged', async () => {
    const byOperator = await admin('GET', `/audit?actorId=${operator.id}&action=account&limit=2`);
    assert.equal(byOperator.status, 200, byOperator.text);
    assertDocumented(byOperator, 'adminListAudit');
    assert.equal(byOperator.body.data.length, 2);
    for (const entry of byOperator.body.data) {
      assert.equal(entry.actor.id, operator.id);
      assert.match(entry.action, /^account\./);
    }
    const future = await admin('GET', '/audit?since=2999-01-01T00:00:00Z');
    assert.deepEqual(future.body.data, []);
    const bad = await admin('GET', '/audit?since=yesterday');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.issues[0].path, ['query', 'since']);
    const nowhere = await admin('GET', '/nothing-here');
    assert.equal(nowhere.status, 404);
    assert.match(nowhere.body.message, /\/admin\/v1\/openapi\.json/);
  });
});

describe('paging', () => {
  test('every admin list pages back with ending_before as it pages on with starting_after', async () => {
    const lists = adminRouteTable.filter((route) => route.method === 'GET' && route.paginated);
    assert.deepEqual(lists.map((route) => route.path).sort(), ['/accounts', '/applications', '/audit', '/banks']);
    for (const { path } of lists) {
      const first = await admin('GET', `${path}?limit=1`);
      assert.equal(first.status, 200, `${path}: ${first.text}`);
      assert.equal(first.body.pagination.hasMore, true, `${path} has two items at least`);
      const next = await admin('GET', `${path}?limit=1&starting_after=${first.body.pagination.nextCursor}`);
      const back = await admin('GET', `${path}?limit=1&ending_before=${next.body.pagination.previousCursor}`);
      assert.equal(back.status, 200, `${path}: ${back.text}`);
      assert.deepEqual(back.body.data, first.body.data, path);
      assert.equal(back.body.pagination.previousCursor, null, path);
    }
  });
});
