import type { Directory, Outcome, Plan } from '@bankdir/core';
import type { QuerySchema, RawQuery } from '@bankdir/core/query';
import type * as v from 'valibot';
import type { Principal } from '../auth.ts';
import type { BodyState } from '../state.ts';

/** A request of a route as the host receives it, already authenticated: text parameters, the body as read. */
export interface RouteRequest {
  /** Path parameters, decoded. */
  readonly params: Readonly<Record<string, string>>;
  /** The query string as parsed: every value a string, repeated parameters as arrays. */
  readonly query: RawQuery;
  readonly principal: Principal;
  /** The JSON body (POST and PUT routes), or why it could not be read. */
  readonly body: BodyState | undefined;
}

/**
 * What a route handler gets: the request parsed by the route's schemas into the Directory's typed options (numbers,
 * booleans, lists, camelCase cursors) and typed body; path parameters with a schema hold its output.
 */
export interface RouteInput<TQuery = Record<string, never>, TBody = undefined> {
  readonly params: Readonly<Record<string, string>>;
  readonly query: TQuery;
  readonly principal: Principal;
  readonly body: TBody;
}

/** A path parameter as the OpenAPI document describes it; the core validates it. */
export interface PathParameter {
  readonly description: string;
  /** A valibot schema for the value, or undefined for an id. */
  readonly schema?: v.GenericSchema;
}

/** The OpenAPI tags of the v1 routes and of the admin routes (routes/admin). */
export type RouteTag =
  | 'banks'
  | 'bank-products'
  | 'bank-votes'
  | 'countries'
  | 'stories'
  | 'world'
  | 'search'
  | 'admin-banks'
  | 'admin-applications'
  | 'admin-moderation'
  | 'admin-accounts'
  | 'admin-audit';

/**
 * One endpoint of the v1 API (or of the admin API): everything the router, the OpenAPI document and the tests need to
 * know about it. `TServices` is what its handler calls: the Directory for v1, the admin services for /admin/v1.
 */
// biome-ignore lint/suspicious/noExplicitAny: a table holds routes of every query and body type; route() types each one.
export interface RouteDefinition<TQuery = any, TBody = any, TServices = Directory> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to /v1, with :name parameters, e.g. /banks/:bankId/products/:id. */
  readonly path: string;
  /** The spec's plan tag: PRO routes need a PRO account; FREE routes take any valid key. */
  readonly plan: Plan;
  readonly operationId: string;
  /** The OpenAPI tag the route is listed under. */
  readonly tag: RouteTag;
  readonly summary: string;
  readonly description: string;
  readonly pathParameters?: Readonly<Record<string, PathParameter>>;
  /** The core's query schema (GET routes): query text in, the Directory method's options out. */
  readonly query?: QuerySchema<TQuery>;
  /**
   * The body is a file, not JSON (the admin import): its media types, and its text reaches the handler as `body`.
   */
  readonly upload?: { readonly mediaTypes: readonly string[]; readonly maxBytes: number };
  /** The core's body schema (POST and PUT routes). */
  readonly body?: v.GenericSchema<unknown, TBody> & { readonly entries: v.ObjectEntries };
  /** The schema of the success body's `data`. */
  readonly response: v.GenericSchema;
  /** Whether the success body carries `pagination`. */
  readonly paginated: boolean;
  /** The success statuses, first the usual one: [200], [201], or [201, 200] for a vote that may replace. */
  readonly success: readonly (200 | 201)[];
  /** The route needs an approved representative of the path's bankId (403 NOT_REPRESENTATIVE otherwise). */
  readonly representative?: boolean;
  /** When the route answers 404 NOT_FOUND, for the OpenAPI document; undefined when it never does. */
  readonly notFound?: string;
  /** When the route answers 503 SERVICE_UNAVAILABLE; undefined when it never does. */
  readonly unavailable?: string;
  /**
   * The route's own checks that answer before a bad request does (404 for an unknown id), run only when the request
   * does not parse; without it the handler runs with a null body for them (handle-route.ts, checksBefore).
   */
  checkFirst?(params: Readonly<Record<string, string>>, services: TServices): Promise<void>;
  /** Calls the directory; the server wraps the outcome in the success body (201 when it created something). */
  handle(input: RouteInput<TQuery, TBody>, services: TServices): Promise<Outcome<unknown>>;
}

/** A route of any table (v1 or admin), as the OpenAPI documents read it. */
// biome-ignore lint/suspicious/noExplicitAny: the documents read a route's schemas and metadata, never its handler.
export type AnyRouteDefinition = RouteDefinition<any, any, any>;

/** A route of the table, its handler typed by its query and body schemas. */
export function route<TQuery = Record<string, never>, TBody = undefined>(
  definition: RouteDefinition<TQuery, TBody>,
): RouteDefinition<TQuery, TBody> {
  return definition;
}
