import { SUPPORTED_VERSIONS } from '@bankdir/core';
import type { AdminRouteDefinition } from '../routes/admin/admin-services.ts';
import { ADMIN_PREFIX } from '../routes/admin-route-table.ts';
import { openApiDocument } from './document-shell.ts';
import { jsonSchemaOf } from './json-schema.ts';
import { parametersOf } from './parameters.ts';
import { errorResponses, successResponses } from './responses.ts';

const DESCRIPTION = `The bankdir admin API, for operators' scripts: banks (create, replace, delete, import), representative applications, moderation, accounts and their keys, and the audit trail.

**Authentication.** Every endpoint needs \`Authorization: Bearer <API key>\` of an active operator's account: 401 UNAUTHORIZED without a valid key (a disabled account's keys included), 403 OPERATOR_REQUIRED for a member's key. Web sessions are not accepted.

**Audit trail.** Every action is recorded with the operator's account, the time, the values before and after, and the \`reason\` the request gives; \`GET /audit\` reads it.

**As v1.** The same envelopes, error codes, cursor paging (\`limit\`, \`starting_after\`, \`ending_before\`), \`Service-Version\` (${SUPPORTED_VERSIONS.join(', ')}), issues per field and check order (401, 403, 404, 400) as the v1 API (/v1/openapi.json).`;

const TAGS = [
  { name: 'admin-banks', description: 'Banks with every field: list, create, replace, delete, import a file.' },
  { name: 'admin-applications', description: 'Applications to represent banks: list, approve, reject.' },
  { name: 'admin-moderation', description: 'Hide and unhide stories and products.' },
  { name: 'admin-accounts', description: 'Accounts (plan, role, disable, enable) and their API keys.' },
  { name: 'admin-audit', description: "The operators' audit trail." },
];

/** The OpenAPI 3.1 document of the admin API, from its route table, as build-document.ts makes the v1 one. */
export function buildAdminOpenApiDocument(routes: readonly AdminRouteDefinition[]): Record<string, unknown> {
  return openApiDocument({
    title: 'bankdir admin API',
    description: DESCRIPTION,
    serverUrl: ADMIN_PREFIX,
    tags: TAGS,
    keyDescription: "An operator's API key, e.g. from `npx bankdir accounts create --role operator`.",
    routes,
    operationOf,
  });
}

function operationOf(route: AdminRouteDefinition): Record<string, unknown> {
  const operation: Record<string, unknown> = {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: `${route.description}\n\n**Operators only.**`,
    security: [{ bearerAuth: [] }],
    parameters: parametersOf(route),
  };
  if (route.body)
    operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body) } } };
  if (route.upload)
    operation.requestBody = {
      required: true,
      content: Object.fromEntries(route.upload.mediaTypes.map((type) => [type, { schema: { type: 'string' } }])),
    };
  operation.responses = { ...successResponses(route), ...errorResponses(route, true) };
  return operation;
}
