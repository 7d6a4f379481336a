// The rules of representative applications, in one place: one open application per account and bank, none from an
// account that already represents the bank, and only a PENDING application can be withdrawn or decided.

import { DirectoryError } from '../errors.ts';
import type { ApplicationRecord, Storage } from '../storage.ts';

/** BAD_REQUEST when the account may not apply to represent the bank now; run inside the application's transaction. */
export async function requireMayApply(storage: Storage, accountId: string, bankId: string): Promise<void> {
  if (await storage.representatives.isApproved(accountId, bankId)) {
    throw DirectoryError.badRequest(`The account already represents bank ${bankId}.`, [
      { path: ['bankId'], message: `The account already represents bank ${bankId}: there is nothing to apply for.` },
    ]);
  }
  const open = await storage.applications.findPending(accountId, bankId);
  if (open) {
    throw DirectoryError.badRequest(`The account already has an open application for bank ${bankId}.`, [
      {
        path: ['bankId'],
        message: `Application ${open.id} for bank ${bankId} is still pending: withdraw it or wait for an operator's decision.`,
      },
    ]);
  }
}

/** The application, or NOT_FOUND. */
export async function requireApplication(storage: Storage, id: string): Promise<ApplicationRecord> {
  const application = await storage.applications.get(id);
  if (!application) throw applicationNotFound(id);
  return application;
}

export function applicationNotFound(id: string): DirectoryError {
  return DirectoryError.notFound(`No application with id ${id}.`);
}

/** BAD_REQUEST unless the application is still PENDING; `action` is what was asked ("approved", "withdrawn"). */
export function requirePending(application: ApplicationRecord, action: string): void {
  if (application.status === 'PENDING') return;
  throw DirectoryError.badRequest(`Only a pending application can be ${action}.`, [
    {
      path: ['applicationId'],
      message: `Application ${application.id} is ${application.status}, not PENDING: it cannot be ${action}.`,
    },
  ]);
}
