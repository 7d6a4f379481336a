import { APPLICATION_STATUSES, BANK_SIZES, PLANS } from '@bankdir/core';
import * as v from 'valibot';

// The data of the admin API's answers, for its OpenAPI document.

const nullableText = () => v.nullable(v.string());

/** A bank as an operator edits it: the fields of a bank row (every import format), with its id. */
export const AdminBankSchema = v.object({
  id: v.string(),
  country: v.string(),
  name: v.string(),
  url: v.string(),
  alternativeHostnames: v.array(v.string()),
  stocks: v.array(v.object({ market: v.string(), symbol: v.string(), primary: v.boolean() })),
  kinds: v.array(v.string()),
  ownership: v.array(v.string()),
  parent: v.optional(v.string()),
  headquarters: v.optional(v.string()),
  size: v.optional(v.picklist(BANK_SIZES)),
  alsoKnownAs: v.array(v.string()),
  formerNames: v.array(v.string()),
  description: v.string(),
});

const plannedBank = v.object({ id: v.string(), name: v.string(), line: v.number() });

/** What an import found and did: each bank new, changed (with its fields), unchanged or removed. */
export const ImportResultSchema = v.object({
  applied: v.pipe(v.boolean(), v.description('False on a dry run: then nothing changed.')),
  dryRun: v.boolean(),
  counts: v.object({ new: v.number(), changed: v.number(), unchanged: v.number(), removed: v.number() }),
  new: v.array(plannedBank),
  changed: v.array(v.object({ ...plannedBank.entries, fields: v.array(v.string()) })),
  unchanged: v.array(plannedBank),
  removed: v.array(v.object({ id: v.string(), name: v.string() })),
});

export const ApplicationSchema = v.object({
  id: v.string(),
  accountId: v.string(),
  bankId: v.string(),
  note: v.string(),
  status: v.picklist(APPLICATION_STATUSES),
  createdAt: v.string(),
  decidedAt: nullableText(),
  decidedBy: nullableText(),
  reason: nullableText(),
});

/** A story or a product after an operator hid or unhid it: the stored record, with its id and whether it is hidden. */
export const ModeratedSchema = v.looseObject({ id: v.string() });

export const AccountSchema = v.object({
  id: v.string(),
  email: nullableText(),
  name: v.string(),
  plan: v.picklist(PLANS),
  role: v.picklist(['member', 'operator']),
  state: v.picklist(['active', 'disabled']),
  createdAt: v.string(),
});

export const AccountKeySchema = v.object({
  id: v.string(),
  prefix: v.string(),
  createdAt: v.string(),
  lastUsedAt: nullableText(),
  revokedAt: nullableText(),
});

export const AuditEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  actor: v.object({ kind: v.string(), id: v.string(), name: v.optional(v.string()) }),
  action: v.string(),
  subject: v.nullable(v.object({ type: v.string(), id: v.string() })),
  before: v.unknown(),
  after: v.unknown(),
  reason: nullableText(),
});
