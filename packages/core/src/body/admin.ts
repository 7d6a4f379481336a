// The JSON bodies of the admin API (/admin/v1): a bank as the import formats write it, and the reason, plan and role
// of an operator's action. Every one carries the reason the audit trail records.

import * as v from 'valibot';
import { AUDIT_REASON_LENGTH, PLANS } from '../constants.ts';
import { BankRowSchema } from '../transfer/bank-row.ts';
import { enumParam } from '../validation/params.ts';
import { bodyObject } from './fields.ts';

const REASON_MESSAGE = `must be ${AUDIT_REASON_LENGTH.min} to ${AUDIT_REASON_LENGTH.max} characters, not only spaces.`;

const reason = () =>
  v.pipe(
    v.string(REASON_MESSAGE),
    v.description('Why, for the audit trail (and for a rejection, the applicant).'),
    v.trim(),
    v.minLength(AUDIT_REASON_LENGTH.min, REASON_MESSAGE),
    v.maxLength(AUDIT_REASON_LENGTH.max, REASON_MESSAGE),
  );

/** The body of an action whose reason may be left out (approve, unhide, enable...). */
export const AdminReasonBodySchema = bodyObject({ reason: v.optional(reason()) });

/** The body of an action that needs its reason (reject, hide, disable). */
export const AdminRequiredReasonBodySchema = bodyObject({ reason: reason() });

/** The body of POST /admin/v1/banks and PUT /admin/v1/banks/{id}: a bank row, as every import format holds it. */
export const AdminBankBodySchema = bodyObject({ ...BankRowSchema.entries, reason: v.optional(reason()) });

/** The body of PUT /admin/v1/accounts/{id}/plan. */
export const AdminPlanBodySchema = bodyObject({
  plan: enumParam(PLANS, 'The new plan.'),
  reason: v.optional(reason()),
});

/** The roles of an account, as the accounts seam names them. */
export const ACCOUNT_ROLE_VALUES = ['member', 'operator'] as const;

/** The body of PUT /admin/v1/accounts/{id}/role. */
export const AdminRoleBodySchema = bodyObject({
  role: enumParam(ACCOUNT_ROLE_VALUES, 'The new role.'),
  reason: v.optional(reason()),
});
