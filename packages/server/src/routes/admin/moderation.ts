import { DirectoryError } from '@bankdir/core';
import { AdminReasonBodySchema, AdminRequiredReasonBodySchema } from '@bankdir/core/query';
import { ModeratedSchema } from './admin-schemas.ts';
import { type AdminRouteDefinition, type AdminServices, adminRoute, operatorOptions } from './admin-services.ts';

type Kind = 'story' | 'product';

const NOT_FOUND: Record<Kind, string> = { story: 'No story has this id.', product: 'No product has this id.' };

async function requireThing(services: AdminServices, kind: Kind, id: string): Promise<void> {
  const storage = services.directory.storage;
  const found = kind === 'story' ? await storage.stories.get(id) : await storage.products.get(id);
  if (!found) throw DirectoryError.notFound(NOT_FOUND[kind]);
}

/** Hide and unhide routes of one kind: /stories/:id/hide, /stories/:id/unhide (and the same for products). */
function moderationRoutes(kind: Kind): AdminRouteDefinition[] {
  const plural = kind === 'story' ? 'stories' : 'products';
  const Name = kind === 'story' ? 'Story' : 'Product';
  const admin = (services: AdminServices) => services.directory.admin;
  return [
    adminRoute({
      method: 'POST',
      path: `/${plural}/:id/hide`,
      operationId: `adminHide${Name}`,
      tag: 'admin-moderation',
      summary: `Hide a ${kind}`,
      description: `Takes the ${kind} out of every public list and count (its GET answers 404); the reason is kept in the audit trail. Hiding a hidden ${kind} changes nothing.`,
      pathParameters: { id: { description: `The ${kind}.` } },
      body: AdminRequiredReasonBodySchema,
      response: ModeratedSchema,
      paginated: false,
      success: [200],
      notFound: NOT_FOUND[kind],
      checkFirst: ({ id }, services) => requireThing(services, kind, id!),
      async handle({ params, body }, services) {
        const options = operatorOptions(services, body.reason);
        const data =
          kind === 'story'
            ? await admin(services).hideStory(params.id!, options)
            : await admin(services).hideProduct(params.id!, options);
        return { data, message: `${Name} hidden` };
      },
    }),
    adminRoute({
      method: 'POST',
      path: `/${plural}/:id/unhide`,
      operationId: `adminUnhide${Name}`,
      tag: 'admin-moderation',
      summary: `Unhide a ${kind}`,
      description: `Puts a hidden ${kind} back in the public lists and counts.`,
      pathParameters: { id: { description: `The ${kind}.` } },
      body: AdminReasonBodySchema,
      response: ModeratedSchema,
      paginated: false,
      success: [200],
      notFound: NOT_FOUND[kind],
      checkFirst: ({ id }, services) => requireThing(services, kind, id!),
      async handle({ params, body }, services) {
        const options = operatorOptions(services, body.reason);
        const data =
          kind === 'story'
            ? await admin(services).unhideStory(params.id!, options)
            : await admin(services).unhideProduct(params.id!, options);
        return { data, message: `${Name} unhidden` };
      },
    }),
  ];
}

export const adminModerationRoutes: readonly AdminRouteDefinition[] = [
  ...moderationRoutes('story'),
  ...moderationRoutes('product'),
];
