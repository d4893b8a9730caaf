import { RateLimitError } from '../../platform/http/errors.js';
import { type Actor, getLinkRowOrThrow, type LinkResource, parseLinkId, resourceOf } from '../links/index.js';
import type { HealthContext } from './health.context.js';
import { findPlanInterval } from './health.repository.js';
import { checkLink } from './link-health.js';

/** The owner's "check now": the link's destinations are fetched at once and the link answered with its new health. */
export async function checkLinkNow(ctx: HealthContext, actor: Actor, rawId: number): Promise<LinkResource> {
  const row = await getLinkRowOrThrow(ctx.links.store.db, actor, parseLinkId(rawId));
  const state = await ctx.manualLimiter.consume(String(actor.workspaceId));
  if (!state.allowed) throw new RateLimitError(state.resetSeconds, 'Too many health checks; try again in a minute.');
  const saved = await checkLink(ctx, row, await findPlanInterval(ctx.links.store.db, actor.workspaceId), true);
  return resourceOf(ctx.links, saved);
}
