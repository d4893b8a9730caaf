import { ValidationError } from '../../platform/http/errors.js';
import { deleteFolderRow, FOLDER_LINK_CHOICES, type FolderLinkChoice, getFolderOrThrow } from '../organize/index.js';
import { deleteLink } from './delete-link.js';
import { updateLink } from './update-link.js';
import { linkIdsInFolder } from './links.repository.js';
import type { Actor, LinksContext } from './links.context.js';

/**
 * Deletes a folder after moving its links out of it or deleting them. Each link goes through
 * the link services, so webhooks fire and redirects stop exactly as for a single edit.
 */
export async function deleteFolder(ctx: LinksContext, actor: Actor, id: number, choice: unknown): Promise<{ links: number }> {
  if (!FOLDER_LINK_CHOICES.includes(choice as FolderLinkChoice)) {
    throw ValidationError.field('links', `links must be one of: ${FOLDER_LINK_CHOICES.join(', ')}`);
  }
  await getFolderOrThrow(ctx.store.db, actor.workspaceId, id);
  const ids = await linkIdsInFolder(ctx.store.db, actor.workspaceId, id);
  for (const linkId of ids) {
    if (choice === 'delete') await deleteLink(ctx, actor, linkId);
    else await updateLink(ctx, actor, linkId, { folder_id: null });
  }
  await deleteFolderRow(ctx.store.db, actor.workspaceId, id);
  return { links: ids.length };
}
