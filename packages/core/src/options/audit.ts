// The options of the audit trail: who acts (the last argument of every directory.admin write), the list's filters,
// and an entry recorded from outside the core; and what the service reads of them.

import * as v from 'valibot';
import { AUDIT_ACTION_PATTERN, AUDIT_ACTOR_KINDS, AUDIT_REASON_LENGTH, type AuditActorKind } from '../constants.ts';
import type { PageRequest } from '../paging/page.ts';
import type { AuditActor, AuditSubject } from '../storage.ts';
import { enumValue, textValue } from '../validation/values.ts';
import { pagedOptionsObject, pageRequestOf } from './paging.ts';
import type { PagingOptions } from './paging-options.ts';
import { optionsObject, parseOptions } from './parse-options.ts';

/**
 * Who performs an operator action and why: the last argument of every `directory.admin` write. Without an actor the
 * entry names the `library` actor (an embedding app that named no one).
 */
export interface OperatorOptions {
  actor?: { kind: AuditActorKind; id: string; name?: string };
  /** Why, 1 to 1,000 characters (trimmed); a rejection's reason is also the application's. */
  reason?: string;
}

/** Options of `directory.admin.audit.list`. */
export interface ListAuditOptions extends PagingOptions {
  /** Only entries of this actor id (the CLI's operator name, an account id). */
  actorId?: string;
  /** An action and every action under it: `bank` keeps bank.create, bank.update...; `bank.` is the same. */
  action?: string;
  /** Entries at or after this ISO 8601 time. */
  since?: string;
  /** Entries before this ISO 8601 time. */
  until?: string;
}

/** An action done outside the core (a plugin's, the CLI's account commands), for `directory.admin.audit.record`. */
export interface AuditRecordInput extends OperatorOptions {
  action: string;
  subject?: AuditSubject;
  before?: unknown;
  after?: unknown;
}

const trimmed = (length: { min: number; max: number }) => v.pipe(textValue(length), v.trim());
const NAME_LENGTH = { min: 1, max: 200 };

const actorSchema = v.strictObject(
  {
    kind: enumValue(AUDIT_ACTOR_KINDS),
    id: trimmed(NAME_LENGTH),
    name: v.optional(trimmed(NAME_LENGTH)),
  },
  'must be an object with kind, id and maybe name.',
);

const operatorEntries = {
  actor: v.optional(actorSchema),
  reason: v.optional(trimmed(AUDIT_REASON_LENGTH)),
};

const actionValue = () =>
  v.pipe(
    v.string('must be a string.'),
    v.regex(AUDIT_ACTION_PATTERN, 'must be a dotted action name such as bank.update.'),
  );

/** A time filter: any ISO 8601 time Date.parse reads, answered in UTC with milliseconds. */
const timeValue = () =>
  v.pipe(
    v.string('must be an ISO 8601 time.'),
    v.check((text) => !Number.isNaN(Date.parse(text)), 'must be an ISO 8601 time such as 2026-01-31T00:00:00Z.'),
    v.transform((text) => new Date(text).toISOString()),
  );

/** JSON values only, so that every driver answers them as they went in. */
const jsonValue = () =>
  v.pipe(
    v.unknown(),
    v.check((value) => {
      try {
        return JSON.stringify(value) !== undefined;
      } catch {
        return false;
      }
    }, 'must be a JSON value.'),
  );

const OperatorOptionsSchema = optionsObject(operatorEntries);

const ListAuditOptionsSchema = pagedOptionsObject({
  actorId: v.optional(trimmed(NAME_LENGTH)),
  action: v.optional(v.pipe(v.string('must be a string.'), v.transform(withoutFinalDot), actionValue())),
  since: v.optional(timeValue()),
  until: v.optional(timeValue()),
});

const AuditRecordInputSchema = optionsObject({
  ...operatorEntries,
  action: actionValue(),
  subject: v.optional(
    v.strictObject({ type: trimmed(NAME_LENGTH), id: trimmed(NAME_LENGTH) }, 'must be an object with type and id.'),
  ),
  before: v.optional(jsonValue()),
  after: v.optional(jsonValue()),
});

function withoutFinalDot(text: string): string {
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** Who acts and why, as the service records it. */
export interface Operator {
  actor: AuditActor;
  reason: string | null;
}

/** The actor of an action whose caller named none: an embedding app. */
export const LIBRARY_ACTOR: AuditActor = { kind: 'library', id: 'library' };

/** Checks the operator options of an admin write (`method` names it in errors). */
export function operatorOf(options: unknown, method: string): Operator {
  return operatorOfParsed(parseOptions(OperatorOptionsSchema, options ?? {}, method));
}

/** The operator of options already checked (an options schema that spreads operatorEntries). */
export function operatorOfParsed(options: { actor?: AuditActor | undefined; reason?: string | undefined }): Operator {
  return { actor: options.actor ?? LIBRARY_ACTOR, reason: options.reason ?? null };
}

/** The operator entries, for option schemas of admin writes that take more options (the application decisions). */
export const operatorOptionEntries = operatorEntries;

/** admin.audit.list as the service reads it. */
export interface ListAuditQuery {
  actorId?: string;
  action?: string;
  since?: string;
  until?: string;
  page: PageRequest;
}

/** Checks the options of admin.audit.list. */
export function listAuditQueryOf(options: unknown): ListAuditQuery {
  const { limit, startingAfter, endingBefore, ...filters } = parseOptions(
    ListAuditOptionsSchema,
    options ?? {},
    'admin.audit.list',
  );
  return { ...filters, page: pageRequestOf({ limit, startingAfter, endingBefore }) };
}

/** Checks an entry of admin.audit.record. */
export function auditRecordInputOf(input: unknown) {
  return parseOptions(AuditRecordInputSchema, input, 'admin.audit.record');
}
