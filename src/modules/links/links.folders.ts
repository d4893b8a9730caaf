import { ValidationError } from '../../platform/http/errors.js';
import { recordAudit } from '../../platform/events/audit.js';
import { auditedFolder, deleteFolderRow, FOLDER_LINK_CHOICES, type FolderLinkChoice, getFolderOrThrow } from '../organize/index.js';
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
  const folder = await getFolderOrThrow(ctx.store.db, actor.workspaceId, id);
  const ids = await linkIdsInFolder(ctx.store.db, actor.workspaceId, id);
  for (const linkId of ids) {
    if (choice === 'delete') await deleteLink(ctx, actor, linkId);
    else await updateLink(ctx, actor, linkId, { folder_id: null });
  }
  await ctx.store.db.transaction().execute(async (trx) => {
    await deleteFolderRow(trx, actor.workspaceId, id);
    await recordAudit(trx, actor, { action: 'folder.deleted', targetType: 'folder', targetId: id, before: auditedFolder(folder) });
  });
  return { links: ids.length };
}
