import type { Db } from '../../platform/db/db.js';
import { NotFoundError } from '../../platform/http/errors.js';
import { type Actor, type LinksContext, resourceOf } from './links.context.js';
import type { LinkResource } from './links.mapper.js';
import { findOwnedLink, type LinkRow } from './links.repository.js';

/** The caller's live link, or 404; other accounts' ids look exactly like missing ones. */
export async function getLinkRowOrThrow(db: Db, actor: Actor, id: number): Promise<LinkRow> {
  const row = await findOwnedLink(db, actor.workspaceId, id);
  if (!row) throw new NotFoundError('Link not found');
  return row;
}

export async function getLink(ctx: LinksContext, actor: Actor, id: number): Promise<LinkResource> {
  return resourceOf(ctx, await getLinkRowOrThrow(ctx.store.db, actor, id));
}
