import * as v from 'valibot';
import { API_VERSION, MAX_LISTED_ISSUES } from '../constants.ts';
import { ERROR_STATUS, type ErrorCode } from '../errors.ts';
import { IssueSchema, PaginationSchema } from './resources.ts';

// The two response envelopes as schemas: what successBody and failureBody build, for hosts that document or check them.

const timestamp = v.pipe(v.string(), v.isoTimestamp(), v.description('ISO 8601 UTC date-time of the response.'));
const version = v.pipe(v.string(), v.description(`The API version that served the request, e.g. ${API_VERSION}.`));

/** The closed list of error codes (docs/api-contract.md, Errors and codes). */
export const ErrorCodeSchema = v.picklist(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/** Every failure body: `{ success: false, code, message, timestamp, version, requestId, issues? }`. */
export const FailureBodySchema = v.strictObject({
  success: v.literal(false),
  code: ErrorCodeSchema,
  message: v.pipe(
    v.string(),
    v.description('A human-readable sentence saying what went wrong and, where it can, how to fix it.'),
  ),
  timestamp,
  version,
  requestId: v.pipe(
    v.string(),
    v.description('The Request-Id header of the response; quote it when reporting a problem.'),
  ),
  issues: v.optional(
    v.pipe(
      v.array(IssueSchema),
      v.maxLength(MAX_LISTED_ISSUES),
      v.description(
        `On BAD_REQUEST: every problem found (the first ${MAX_LISTED_ISSUES} when there are more; the message then says how many more), each with the path of where it is, e.g. ["query", "limit"].`,
      ),
    ),
  ),
});

const successMessage = v.pipe(v.string(), v.description('A short human-readable sentence, e.g. "Banks retrieved".'));

function paginatedBody<TData extends v.GenericSchema>(data: TData) {
  return v.strictObject({
    success: v.literal(true),
    data,
    pagination: PaginationSchema,
    message: successMessage,
    timestamp,
    version,
  });
}

function plainBody<TData extends v.GenericSchema>(data: TData) {
  return v.strictObject({ success: v.literal(true), data, message: successMessage, timestamp, version });
}

/** The success body around `data`; `paginated` lists also carry the pagination object, other bodies never do. */
export function successBodySchema<TData extends v.GenericSchema>(
  data: TData,
  options: { paginated: true },
): ReturnType<typeof paginatedBody<TData>>;
export function successBodySchema<TData extends v.GenericSchema>(
  data: TData,
  options: { paginated: false },
): ReturnType<typeof plainBody<TData>>;
export function successBodySchema<TData extends v.GenericSchema>(
  data: TData,
  options: { paginated: boolean },
): ReturnType<typeof paginatedBody<TData>> | ReturnType<typeof plainBody<TData>>;
export function successBodySchema<TData extends v.GenericSchema>(data: TData, options: { paginated: boolean }) {
  return options.paginated ? paginatedBody(data) : plainBody(data);
}
