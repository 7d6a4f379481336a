import type { Directory } from '@bankdir/core';
import type { ApiState } from '@bankdir/server';
import type { ParameterizedContext } from 'koa';

/** The Koa context of a page request, with the route's path parameters. */
export type WebContext = ParameterizedContext<ApiState> & { params: Record<string, string | undefined> };

/** What a page handler needs: the directory and the request. */
export interface PageRequest {
  readonly directory: Directory;
  readonly ctx: WebContext;
}
