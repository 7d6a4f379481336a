import type { Directory } from '../directory.ts';
import { DirectoryError } from '../errors.ts';
import { operatorOf } from '../options/audit.ts';
import type { ProductRecord, StoryRecord } from '../storage.ts';
import { recordAction } from './audit-trail.ts';
import type { ServiceContext } from './context.ts';

type ModerationAdmin = Pick<Directory['admin'], 'hideProduct' | 'unhideProduct' | 'hideStory' | 'unhideStory'>;

/** The operator's moderation: hiding products and stories from the public, each hide recorded in the audit trail. */
export function moderationAdmin(context: ServiceContext): ModerationAdmin {
  const { storage } = context;

  async function setHidden(productId: string, hidden: boolean, options: unknown): Promise<ProductRecord> {
    const operator = operatorOf(options, hidden ? 'admin.hideProduct' : 'admin.unhideProduct');
    return storage.transaction(async (tx) => {
      const before = await tx.products.get(productId);
      const product = before && (await tx.products.setHidden(productId, hidden, context.now()));
      if (!before || !product) throw DirectoryError.notFound(`No product with id ${productId}.`);
      await recordAction(context, tx, operator, {
        action: hidden ? 'product.hide' : 'product.unhide',
        subject: { type: 'product', id: productId },
        before: { hidden: before.hidden },
        after: { hidden: product.hidden },
      });
      return product;
    });
  }

  async function setStoryHidden(storyId: string, hidden: boolean, options: unknown): Promise<StoryRecord> {
    const operator = operatorOf(options, hidden ? 'admin.hideStory' : 'admin.unhideStory');
    return storage.transaction(async (tx) => {
      const before = await tx.stories.get(storyId);
      const story = before && (await tx.stories.setHidden(storyId, hidden, context.now()));
      if (!before || !story) throw DirectoryError.notFound(`No story with id ${storyId}.`);
      await recordAction(context, tx, operator, {
        action: hidden ? 'story.hide' : 'story.unhide',
        subject: { type: 'story', id: storyId },
        before: { hidden: before.hidden },
        after: { hidden: story.hidden },
      });
      return story;
    });
  }

  return {
    hideProduct: (productId, options) => setHidden(productId, true, options),
    unhideProduct: (productId, options) => setHidden(productId, false, options),
    hideStory: (storyId, options) => setStoryHidden(storyId, true, options),
    unhideStory: (storyId, options) => setStoryHidden(storyId, false, options),
  };
}
