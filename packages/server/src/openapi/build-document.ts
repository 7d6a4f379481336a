import { API_VERSION, SUPPORTED_VERSIONS } from '@bankdir/core';
import type { RouteDefinition } from '../routes/route-definition.ts';
import { V1_PREFIX } from '../routes/route-table.ts';
import { openApiDocument } from './document-shell.ts';
import { jsonSchemaOf } from './json-schema.ts';
import { parametersOf } from './parameters.ts';
import { errorResponses, successResponses } from './responses.ts';

const PLAN_TEXT = { PRO: 'Pro: needs a PRO account.', FREE: 'Free: any valid API key.' } as const;

const DESCRIPTION = `The bankdir v1 API: banks with community votes and ranks, bank products, and natural-language bank search.

**Authentication.** Every endpoint needs \`Authorization: Bearer <API key>\`. Each endpoint carries a plan tag: Pro endpoints need a PRO account (403 PLAN_REQUIRED otherwise), Free endpoints take any valid key. Product writes and the managed list need an approved representative of the path's bank (403 NOT_REPRESENTATIVE). Checks answer in the order 401, 403, 404, 400.

**Versioning.** Send \`Service-Version: ${API_VERSION}\` (supported: ${SUPPORTED_VERSIONS.join(', ')}); without it the latest version serves. Responses name the serving version in the \`Service-Version\` header and the body's \`version\`.

**Envelopes.** Success: \`{ success: true, data, pagination?, message, timestamp, version }\`. Failure: \`{ success: false, code, message, timestamp, version, requestId, issues? }\` with one code of a closed list; every response carries a \`Request-Id\` header. An unknown route is 404 NOT_FOUND; a wrong method on a known path is 405 METHOD_NOT_ALLOWED with an \`Allow\` header.

**Pagination.** Lists page by cursor: \`limit\` (1 to 100, default 10), \`starting_after\` = the last id of this page for the next one, \`ending_before\` = the first id for the previous one (not both).

**Rate limits.** When the server limits the rate, every authenticated response carries \`X-Rate-Limit-Per-Minute\`, \`X-Rate-Limit-Remaining-Per-Minute\` and \`X-Rate-Limit-Reset-Per-Minute\`; over the limit, 429 TOO_MANY_REQUESTS with \`Retry-After\`.`;

const TAGS = [
  { name: 'banks', description: 'The bank directory: list, look up by id or hostname, semantic search.' },
  {
    name: 'bank-products',
    description: "Banks' products: public lists, and the representatives' managed list and writes.",
  },
  { name: 'bank-votes', description: 'Votes on banks: list, cast, retract.' },
  { name: 'countries', description: 'The countries banks belong to, with their scores and ranks.' },
  { name: 'stories', description: 'Short stories accounts write about banks: list, read, write, thumbs-up.' },
  { name: 'world', description: 'The whole directory in numbers.' },
  { name: 'search', description: 'One search over banks, countries and stories.' },
];

/**
 * The OpenAPI 3.1 document of the v1 API, generated from the route table and the core's valibot schemas (the same
 * schemas that validate requests): every route, parameter, request body, success and error response.
 */
export function buildOpenApiDocument(routes: readonly RouteDefinition[]): Record<string, unknown> {
  return openApiDocument({
    title: 'bankdir API',
    description: DESCRIPTION,
    serverUrl: V1_PREFIX,
    tags: TAGS,
    keyDescription: 'An API key, e.g. from `npx bankdir accounts create`.',
    routes,
    operationOf,
  });
}

function operationOf(route: RouteDefinition): Record<string, unknown> {
  const operation: Record<string, unknown> = {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: `${route.description}\n\n**Plan: ${PLAN_TEXT[route.plan]}**${route.representative ? " Needs an approved representative of the path's bank." : ''}`,
    'x-plan': route.plan === 'PRO' ? 'Pro' : 'Free',
    security: [{ bearerAuth: [] }],
    parameters: parametersOf(route),
  };
  if (route.body) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body) } } };
  }
  operation.responses = { ...successResponses(route), ...errorResponses(route) };
  return operation;
}
