import { type Directory, DirectoryError, isDirectoryError, type Outcome, SEMANTIC_NOT_CONFIGURED } from '@bankdir/core';
import { checkPathText, parseBody, parsePathParameter, parseQuery } from '@bankdir/core/query';
import type { RouteDefinition, RouteInput, RouteRequest } from './route-definition.ts';

/**
 * Answers one request of a route: its path parameters, query and body parsed by the route's schemas into the
 * Directory's typed options (a problem is a BAD_REQUEST at its HTTP place: ["query", "limit"], ["body", "isUp"]), then
 * its handler. A path value with a forbidden character (a NUL…) is a 400 first. A request that does not parse still meets the route's own checks that come first (403
 * NOT_REPRESENTATIVE, 404 NOT_FOUND: contract order 401 > 403 > 404 > 400).
 */
export async function handleRoute<TServices = Directory>(
  route: RouteDefinition<unknown, unknown, TServices>,
  request: RouteRequest,
  services: TServices,
): Promise<Outcome<unknown>> {
  // Forbidden characters in a path value are refused before anything is looked up, the 403 and 404 checks included.
  checkPathText(request.params);
  let input: RouteInput<unknown, unknown>;
  try {
    input = parseRequest(route, request);
  } catch (problem) {
    if (route.checkFirst) await route.checkFirst(request.params, services);
    else if (route.notFound !== undefined || route.representative) await checksBefore(route, request, services);
    throw problem;
  }
  try {
    return await route.handle(input, services);
  } catch (error) {
    throw inHostTerms(error);
  }
}

/** What the operator of a server without an embedding model does about it (the Directory speaks to its embedder). */
const NO_MODEL_ON_SERVER =
  'Semantic search is not available: no embedding model is configured. Start bankdir with an embedder (BANKDIR_EMBEDDER=use, the default, needs the @bankdir/embedder-use package installed) on a storage with a vector index, then run `bankdir reindex`.';

/** A Directory error in the words of the API: cursors as query parameters, a missing model as its operator fixes it. */
function inHostTerms(error: unknown): unknown {
  if (isDirectoryError(error) && error.code === 'SERVICE_UNAVAILABLE' && error.message === SEMANTIC_NOT_CONFIGURED)
    return new DirectoryError('SERVICE_UNAVAILABLE', NO_MODEL_ON_SERVER);
  return inQueryTerms(error);
}

const CURSOR_PARAMETERS: Readonly<Record<string, string>> = {
  startingAfter: 'starting_after',
  endingBefore: 'ending_before',
};

/**
 * A cursor that names no item of its list, as the query string names it: the Directory says the cursor option
 * (startingAfter, at ["startingAfter"]), the API its parameter (starting_after, at ["query", "starting_after"]).
 */
function inQueryTerms(error: unknown): unknown {
  if (!(isDirectoryError(error) && error.code === 'BAD_REQUEST' && error.issues?.length === 1)) return error;
  const [issue] = error.issues;
  const parameter = issue?.path.length === 1 ? CURSOR_PARAMETERS[String(issue.path[0])] : undefined;
  if (!issue || parameter === undefined) return error;
  return DirectoryError.badRequest(`The cursor ${parameter} names no item of this list.`, [
    { path: ['query', parameter], message: issue.message },
  ]);
}

function parseRequest<TServices>(
  route: RouteDefinition<unknown, unknown, TServices>,
  request: RouteRequest,
): RouteInput<unknown, unknown> {
  const params: Record<string, string> = { ...request.params };
  for (const [name, parameter] of Object.entries(route.pathParameters ?? {}))
    if (parameter.schema && params[name] !== undefined)
      params[name] = parsePathParameter(parameter.schema, name, params[name]) as string;
  const query = route.query ? parseQuery(route.query, request.query) : {};
  const body = route.body || route.upload ? bodyOf(route, request) : undefined;
  return { params, query, principal: request.principal, body };
}

function bodyOf<TServices>(route: RouteDefinition<unknown, unknown, TServices>, request: RouteRequest): unknown {
  const body = request.body;
  if (body?.ok) return route.body ? parseBody(route.body, body.value) : body.value;
  throw (
    body?.error ??
    DirectoryError.badRequest('The body is missing; send a JSON object.', [
      { path: ['body'], message: 'The body is missing; send a JSON object.' },
    ])
  );
}

/**
 * Runs the handler with no options and a null body, for its checks that answer before a bad request does. A null
 * body always fails the directory's own check of its input, before anything is written; that BAD_REQUEST, like any
 * other, gives way to the request's own problem.
 */
async function checksBefore<TServices>(
  route: RouteDefinition<unknown, unknown, TServices>,
  request: RouteRequest,
  services: TServices,
): Promise<void> {
  try {
    await route.handle({ params: request.params, query: {}, principal: request.principal, body: null }, services);
  } catch (error) {
    if (!(isDirectoryError(error) && error.code === 'BAD_REQUEST')) throw error;
  }
}
