import type { ErrorCode } from '../../platform/http/error-codes.js';
import { AppError, PlanFeatureError, ValidationError } from '../../platform/http/errors.js';
import { createLink, readLinkCreateBody } from './create-link.js';
import type { Actor, LinksContext } from './links.context.js';
import { BULK_MAX, type BulkEnvelope } from './links.input.schema.js';
import type { LinkResource } from './links.mapper.js';

/** Creates up to 100 links; each row succeeds or fails on its own. */
export async function bulkCreateLinks(ctx: LinksContext, actor: Actor, body: BulkEnvelope) {
  if (!actor.entitlements.bulk_create) {
    throw new PlanFeatureError('Bulk creation requires the Business plan');
  }
  const items = body.links;
  const max = Math.min(BULK_MAX, actor.entitlements.bulk_create_max || BULK_MAX);
  if (items.length > max) throw ValidationError.field('links', `must list at most ${max} items`);

  const created: LinkResource[] = [];
  const failed: Array<{ index: number; error: string; code: ErrorCode }> = [];
  for (const [index, item] of items.entries()) {
    try {
      created.push(await createLink(ctx, actor, readLinkCreateBody(item)));
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 422) throw error;
      failed.push({ index, error: error.message, code: error.code });
    }
  }
  return { created, failed };
}
