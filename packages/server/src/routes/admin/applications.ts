import { DirectoryError } from '@bankdir/core';
import {
  AdminListApplicationsQuerySchema,
  AdminReasonBodySchema,
  AdminRequiredReasonBodySchema,
} from '@bankdir/core/query';
import * as v from 'valibot';
import type { PathParameter } from '../route-definition.ts';
import { ApplicationSchema } from './admin-schemas.ts';
import { type AdminRouteDefinition, type AdminServices, adminRoute, operatorOptions } from './admin-services.ts';

const applicationId: PathParameter = { description: 'The application, e.g. app_…' };
const NO_APPLICATION = 'No application has this id.';

async function requireApplication(services: AdminServices, id: string): Promise<void> {
  if (!(await services.directory.storage.applications.get(id))) throw DirectoryError.notFound(NO_APPLICATION);
}

export const adminApplicationRoutes: readonly AdminRouteDefinition[] = [
  adminRoute({
    method: 'GET',
    path: '/applications',
    operationId: 'adminListApplications',
    tag: 'admin-applications',
    summary: 'List applications to represent banks',
    description: 'Applications newest first, paginated by cursor; `status` and `bankId` filter.',
    query: AdminListApplicationsQuerySchema,
    response: v.array(ApplicationSchema),
    paginated: true,
    success: [200],
    handle: ({ query }, services) => services.directory.admin.listApplications(query),
  }),
  adminRoute({
    method: 'POST',
    path: '/applications/:id/approve',
    operationId: 'adminApproveApplication',
    tag: 'admin-applications',
    summary: 'Approve an application',
    description:
      "Approves a PENDING application and makes its account a representative of the bank (the bank's claimedAt is set on its first approval).",
    pathParameters: { id: applicationId },
    body: AdminReasonBodySchema,
    response: v.object({ application: ApplicationSchema, claimedAt: v.nullable(v.string()) }),
    paginated: false,
    success: [200],
    notFound: NO_APPLICATION,
    checkFirst: ({ id }, services) => requireApplication(services, id!),
    async handle({ params, body }, services) {
      const decided = await services.directory.admin.approveApplication(params.id!, {
        ...operatorOptions(services, body.reason),
        decidedBy: services.operator.id,
      });
      return { data: decided, message: 'Application approved' };
    },
  }),
  adminRoute({
    method: 'POST',
    path: '/applications/:id/reject',
    operationId: 'adminRejectApplication',
    tag: 'admin-applications',
    summary: 'Reject an application',
    description: 'Rejects a PENDING application; the reason is shown to the applicant and kept in the audit trail.',
    pathParameters: { id: applicationId },
    body: AdminRequiredReasonBodySchema,
    response: ApplicationSchema,
    paginated: false,
    success: [200],
    notFound: NO_APPLICATION,
    checkFirst: ({ id }, services) => requireApplication(services, id!),
    async handle({ params, body }, services) {
      const application = await services.directory.admin.rejectApplication(params.id!, {
        ...operatorOptions(services, body.reason),
        decidedBy: services.operator.id,
      });
      return { data: application, message: 'Application rejected' };
    },
  }),
];
