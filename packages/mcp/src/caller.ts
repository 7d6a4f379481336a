import type { FailureBody, SuccessBody } from '@bankdir/core';
import type { ToolRequest } from './tool-request.ts';

/** What a tool call answers: the success body of its route, or the failure body, exactly as over HTTP. */
export type CallResult =
  | { readonly ok: true; readonly body: SuccessBody<unknown> }
  | { readonly ok: false; readonly body: FailureBody };

/** Carries out a tool's request: against the directory in this process, or against a bankdir server over HTTP. */
export type DirectoryCaller = (request: ToolRequest) => Promise<CallResult>;
