import { API_VERSION, ERROR_STATUS, type ErrorCode, successBodySchema } from '@bankdir/core';
import type { JsonSchema } from '@valibot/to-json-schema';
import type { AnyRouteDefinition } from '../routes/route-definition.ts';
import { jsonSchemaOf } from './json-schema.ts';

/** An OpenAPI response object. */
export interface ResponseObject {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema; required?: boolean }>;
  content?: Record<string, { schema: JsonSchema; examples?: Record<string, { summary: string; value: unknown }> }>;
}

const COMMON_HEADERS = {
  'Request-Id': {
    description: 'The id of this request; error bodies repeat it as requestId.',
    schema: { type: 'string' },
    required: true,
  },
  'Service-Version': {
    description: 'The API version that served the request.',
    schema: { type: 'string' },
    required: true,
  },
} as const;

const RATE_LIMIT_HEADERS = {
  'X-Rate-Limit-Per-Minute': {
    description: 'Requests allowed per key and clock minute (when the server limits the rate).',
    schema: { type: 'integer' },
  },
  'X-Rate-Limit-Remaining-Per-Minute': {
    description: 'Requests left in the current minute.',
    schema: { type: 'integer' },
  },
  'X-Rate-Limit-Reset-Per-Minute': {
    description: 'When the current minute ends (ISO 8601 UTC).',
    schema: { type: 'string', format: 'date-time' },
  },
} as const;

/** The success responses of a route: the envelope around the route's data schema. */
export function successResponses(route: AnyRouteDefinition): Record<string, ResponseObject> {
  const schema = jsonSchemaOf(successBodySchema(route.response, { paginated: route.paginated }));
  const responses: Record<string, ResponseObject> = {};
  for (const status of route.success) {
    responses[String(status)] = {
      description: successDescription(route, status),
      headers: { ...COMMON_HEADERS, ...RATE_LIMIT_HEADERS },
      content: { 'application/json': { schema } },
    };
  }
  return responses;
}

function successDescription(route: AnyRouteDefinition, status: 200 | 201): string {
  if (status === 201)
    return route.success.length > 1 ? 'Created: the first vote of the caller in this category.' : 'Created.';
  if (route.success.includes(201))
    return "Replaced: the caller's earlier vote in this category, same id and createdAt.";
  return route.paginated ? 'One page of the list, with the pagination object.' : 'OK.';
}

/** Why each error code can answer, in general; routes add their own reasons for 403, 404 and 503. */
const WHEN: Record<ErrorCode, string> = {
  BAD_REQUEST:
    'A query, path, header or body value breaks a rule (type, range, length, enum, unknown include or sortBy value); the body is not JSON, not an object, or has unknown fields; both cursors were sent; a cursor names no item; an unsupported Service-Version. `issues` lists every problem with its path.',
  UNAUTHORIZED: 'The Authorization header is missing or malformed, or the API key is unknown or revoked.',
  PLAN_REQUIRED: 'A Free key called a Pro endpoint.',
  NOT_REPRESENTATIVE: "The caller is not an approved representative of the path's bankId.",
  OPERATOR_REQUIRED: "Only an active operator's key may do this.",
  FORBIDDEN: 'Web pages only: sign-up closed, or a form without its CSRF token or from another site.',
  NOT_FOUND: 'Not found.',
  METHOD_NOT_ALLOWED: 'Known path, wrong method; the Allow header lists the methods.',
  PAYLOAD_TOO_LARGE: 'The body is over 64 KiB.',
  UNSUPPORTED_MEDIA_TYPE: 'The body was not sent with Content-Type: application/json.',
  TOO_MANY_REQUESTS: 'Over the per-key rate limit; Retry-After says how many seconds to wait.',
  INTERNAL_SERVER_ERROR: 'Something unexpected went wrong; the server log has it under the request id.',
  SERVICE_UNAVAILABLE: 'A part the request needs is not available.',
};

/** The error codes a route can answer with, each with why; an admin route (`operatorOnly`) answers OPERATOR_REQUIRED. */
export function errorCodesOf(route: AnyRouteDefinition, operatorOnly = false): Map<ErrorCode, string> {
  const codes = new Map<ErrorCode, string>();
  codes.set('BAD_REQUEST', WHEN.BAD_REQUEST);
  codes.set('UNAUTHORIZED', WHEN.UNAUTHORIZED);
  if (operatorOnly) codes.set('OPERATOR_REQUIRED', WHEN.OPERATOR_REQUIRED);
  else if (route.plan === 'PRO') codes.set('PLAN_REQUIRED', WHEN.PLAN_REQUIRED);
  if (route.representative) codes.set('NOT_REPRESENTATIVE', WHEN.NOT_REPRESENTATIVE);
  if (route.notFound) codes.set('NOT_FOUND', route.notFound);
  if (route.body) {
    codes.set('PAYLOAD_TOO_LARGE', WHEN.PAYLOAD_TOO_LARGE);
    codes.set('UNSUPPORTED_MEDIA_TYPE', WHEN.UNSUPPORTED_MEDIA_TYPE);
  }
  if (route.upload) {
    codes.set('PAYLOAD_TOO_LARGE', `The file is over ${route.upload.maxBytes / 1024 / 1024} MiB.`);
    codes.set('UNSUPPORTED_MEDIA_TYPE', `The file was not sent as one of ${route.upload.mediaTypes.join(', ')}.`);
  }
  codes.set('TOO_MANY_REQUESTS', WHEN.TOO_MANY_REQUESTS);
  codes.set('INTERNAL_SERVER_ERROR', WHEN.INTERNAL_SERVER_ERROR);
  if (route.unavailable) codes.set('SERVICE_UNAVAILABLE', route.unavailable);
  return codes;
}

/** The failure responses of a route, grouped by status, each with the failure envelope and an example per code. */
export function errorResponses(route: AnyRouteDefinition, operatorOnly = false): Record<string, ResponseObject> {
  const byStatus = new Map<number, [ErrorCode, string][]>();
  for (const [code, when] of errorCodesOf(route, operatorOnly)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), [code, when]]);
  }
  const responses: Record<string, ResponseObject> = {};
  for (const [status, entries] of [...byStatus].sort(([a], [b]) => a - b)) {
    const headers: ResponseObject['headers'] = { ...COMMON_HEADERS, ...(status === 401 ? {} : RATE_LIMIT_HEADERS) };
    if (status === 429)
      headers['Retry-After'] = {
        description: 'Seconds until the next minute starts.',
        schema: { type: 'integer' },
        required: true,
      };
    if (status === 401)
      headers['WWW-Authenticate'] = { description: 'Bearer realm="bankdir".', schema: { type: 'string' } };
    responses[String(status)] = {
      description: entries.map(([code, when]) => `${code}: ${when}`).join(' '),
      headers,
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/FailureBody' },
          examples: Object.fromEntries(
            entries.map(([code, when]) => [code, { summary: code, value: exampleFailure(code, when) }]),
          ),
        },
      },
    };
  }
  return responses;
}

function exampleFailure(code: ErrorCode, message: string): unknown {
  const body: Record<string, unknown> = {
    success: false,
    code,
    message,
    timestamp: '2025-07-11T12:00:00.000Z',
    version: API_VERSION,
    requestId: 'req_Q2xq9sYt3bVw0aKe',
  };
  if (code === 'BAD_REQUEST') {
    body.message = 'The query has 1 invalid parameter.';
    body.issues = [{ path: ['query', 'limit'], message: 'limit must be an integer from 1 to 100.' }];
  }
  return body;
}
