import { API_VERSION, DirectoryError, type FailureBody, failureBody, type SuccessBody } from '@bankdir/core';
import { newRequestId, openApiPath, V1_PREFIX } from '@bankdir/server';
import type { DirectoryCaller } from './caller.ts';

export interface HttpCallerOptions {
  /** The bankdir server, e.g. http://localhost:3000 (without /v1). */
  url: string;
  /** The API key sent as `Authorization: Bearer <key>`; the server checks it and its plan. */
  apiKey: string;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

/** Calls a bankdir server's v1 API over HTTP with an API key; its success or failure body is the tool's answer. */
export function httpCaller(options: HttpCallerOptions): DirectoryCaller {
  const base = options.url.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  return async ({ route, params, query }) => {
    const path = openApiPath(route.path).replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? ''),
    );
    const url = new URL(`${base}${V1_PREFIX}${path}`);
    for (const [name, value] of Object.entries(query)) {
      for (const item of typeof value === 'string' ? [value] : (value ?? [])) url.searchParams.append(name, item);
    }
    let response: Response;
    try {
      response = await send(url, {
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          Accept: 'application/json',
          'Service-Version': API_VERSION,
        },
      });
    } catch (error) {
      return unavailable(`bankdir at ${base} cannot be reached: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => undefined)) as SuccessBody<unknown> | FailureBody | undefined;
    if (body?.success === true) return { ok: true, body };
    if (body?.success === false) return { ok: false, body };
    return unavailable(
      `bankdir at ${base} answered ${response.status} without a bankdir body; is it a bankdir server?`,
    );
  };
}

function unavailable(message: string) {
  return { ok: false as const, body: failureBody(new DirectoryError('SERVICE_UNAVAILABLE', message), newRequestId()) };
}
