// The options of the representative applications: applying, the operator's list and decisions; and what the service
// reads of them.

import * as v from 'valibot';
import {
  APPLICATION_NOTE_LENGTH,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  REJECTION_REASON_LENGTH,
} from '../constants.ts';
import type { PageRequest } from '../paging/page.ts';
import { enumValue, idValue, textValue } from '../validation/values.ts';
import { type OperatorOptions, operatorOptionEntries } from './audit.ts';
import { pagedOptionsObject, pageRequestOf } from './paging.ts';
import type { PagingOptions } from './paging-options.ts';
import { optionsObject, parseOptions } from './parse-options.ts';

/** An application, as `directory.representatives.apply` takes it. */
export interface ApplicationInput {
  /** Why the account should represent the bank: 1 to 1,000 characters (trimmed). */
  note: string;
}

/** Options of `directory.admin.listApplications`. */
export interface ListApplicationsOptions extends PagingOptions {
  /** Only applications in this status. */
  status?: ApplicationStatus;
  /** Only applications to represent the bank with this id. */
  bankId?: string;
}

/** Options of `directory.admin.approveApplication`: who decides (the audit trail's actor) and why. */
export interface ApproveApplicationOptions extends OperatorOptions {
  /** The operator deciding, recorded as the application's decidedBy. */
  decidedBy?: string;
}

/** Options of `directory.admin.rejectApplication`. */
export interface RejectApplicationOptions extends ApproveApplicationOptions {
  /** Why, for the applicant and the audit trail: 1 to 1,000 characters (trimmed). */
  reason?: string;
}

const trimmedText = (length: { min: number; max: number }) => v.pipe(textValue(length), v.trim());

const ApplicationInputSchema = optionsObject({ note: trimmedText(APPLICATION_NOTE_LENGTH) });

const ListApplicationsOptionsSchema = pagedOptionsObject({
  status: v.optional(enumValue(APPLICATION_STATUSES)),
  bankId: v.optional(idValue()),
});

const decidedBy = v.optional(idValue());
const ApproveApplicationOptionsSchema = optionsObject({ ...operatorOptionEntries, decidedBy });
const RejectApplicationOptionsSchema = optionsObject({
  ...operatorOptionEntries,
  decidedBy,
  reason: v.optional(trimmedText(REJECTION_REASON_LENGTH)),
});

/** Checks the application of representatives.apply. */
export function applicationInputOf(input: unknown): ApplicationInput {
  return parseOptions(ApplicationInputSchema, input, 'representatives.apply');
}

/** admin.listApplications as the service reads it. */
export interface ListApplicationsQuery {
  status?: ApplicationStatus;
  bankId?: string;
  page: PageRequest;
}

/** Checks the options of admin.listApplications. */
export function listApplicationsQueryOf(options: unknown): ListApplicationsQuery {
  const { limit, startingAfter, endingBefore, ...filters } = parseOptions(
    ListApplicationsOptionsSchema,
    options,
    'admin.listApplications',
  );
  return { ...filters, page: pageRequestOf({ limit, startingAfter, endingBefore }) };
}

/** Checks the options of admin.approveApplication. */
export function approveApplicationOptionsOf(options: unknown) {
  return parseOptions(ApproveApplicationOptionsSchema, options, 'admin.approveApplication');
}

/** Checks the options of admin.rejectApplication. */
export function rejectApplicationOptionsOf(options: unknown) {
  return parseOptions(RejectApplicationOptionsSchema, options, 'admin.rejectApplication');
}
