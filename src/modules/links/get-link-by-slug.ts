import { NotFoundError } from '../../platform/http/errors.js';
import { storedHostname } from '../../platform/text/hostnames.js';
import { type Actor, type LinksContext, ownHostOf, resourceOf } from './links.context.js';
import type { LinkResource } from './links.mapper.js';
import { findOwnedLinkBySlug } from './links.repository.js';

/**
 * The caller's live link with this slug on `domain` (the service's own host when absent), or
 * the same 404 as a missing id: another account's slug is indistinguishable from none.
 * Slugs compare case-sensitively, as redirects do.
 */
export async function getLinkBySlug(ctx: LinksContext, actor: Actor, slug: string, domain?: string): Promise<LinkResource> {
  const host = domain === undefined ? null : storedHostname(domain);
  const onHost = host === null || host === ownHostOf(ctx) ? null : host;
  const row = host === '' ? undefined : await findOwnedLinkBySlug(ctx.store.db, actor.workspaceId, onHost, slug);
  if (!row) throw new NotFoundError('Link not found');
  return resourceOf(ctx, row);
}
