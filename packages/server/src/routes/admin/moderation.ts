import { type Directory, DirectoryError, type OperatorOptions } from '@bankdir/core';
import { AdminReasonBodySchema, AdminRequiredReasonBodySchema } from '@bankdir/core/query';
import type { RouteDefinition } from '../route-definition.ts';
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
  const moderationRoute = <TBody extends { readonly reason?: string }>(
    verb: 'Hide' | 'Unhide',
    done: string,
    description: string,
    body: NonNullable<RouteDefinition<Record<string, never>, TBody, AdminServices>['body']>,
    act: (admin: Directory['admin'], id: string, options: OperatorOptions) => Promise<unknown>,
  ) =>
    adminRoute<Record<string, never>, TBody>({
      method: 'POST',
      path: `/${plural}/:id/${verb.toLowerCase()}`,
      operationId: `admin${verb}${Name}`,
      tag: 'admin-moderation',
      summary: `${verb} a ${kind}`,
      description,
      pathParameters: { id: { description: `The ${kind}.` } },
      body,
      response: ModeratedSchema,
      paginated: false,
      success: [200],
      notFound: NOT_FOUND[kind],
      checkFirst: ({ id }, services) => requireThing(services, kind, id!),
      async handle({ params, body }, services) {
        const data = await act(services.directory.admin, params.id!, operatorOptions(services, body.reason));
        return { data, message: `${Name} ${done}` };
      },
    });
  return [
    moderationRoute(
      'Hide',
      'hidden',
      `Takes the ${kind} out of every public list and count (its GET answers 404); the reason is kept in the audit trail. Hiding a hidden ${kind} changes nothing.`,
      AdminRequiredReasonBodySchema,
      (admin, id, options) => (kind === 'story' ? admin.hideStory(id, options) : admin.hideProduct(id, options)),
    ),
    moderationRoute(
      'Unhide',
      'unhidden',
      `Puts a hidden ${kind} back in the public lists and counts.`,
      AdminReasonBodySchema,
      (admin, id, options) => (kind === 'story' ? admin.unhideStory(id, options) : admin.unhideProduct(id, options)),
    ),
  ];
}

export const adminModerationRoutes: readonly AdminRouteDefinition[] = [
  ...moderationRoutes('story'),
  ...moderationRoutes('product'),
];
