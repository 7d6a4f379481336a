import type { Directory } from '@bankdir/core';
import type { ApiState, WebSession } from '@bankdir/server';
import type { ParameterizedContext } from 'koa';

/** The Koa context of a page request, with the route's path parameters. */
export type WebContext = ParameterizedContext<ApiState> & { params: Record<string, string | undefined> };

/** What a page handler needs: the directory, the request, and the signed-in session (null for a visitor). */
export interface PageRequest {
  readonly directory: Directory;
  readonly ctx: WebContext;
  readonly session: WebSession | null;
}
