import { recordAudit } from '../../platform/events/audit.js';
import { NotFoundError, StateError } from '../../platform/http/errors.js';
import { evictAll, purgeWorkspace } from '../account-deletion/index.js';
import { createWorkspace, findMembership, listMemberships, readWorkspaceName } from '../workspaces/index.js';
import { renameWorkspaceRow } from './members.repository.js';
import type { TeamActor, TeamsContext } from './teams.context.js';
import { toWorkspace, type WorkspaceResource } from './teams.mapper.js';

/** Every workspace the user belongs to, the personal one first. */
export async function listMyWorkspaces(ctx: TeamsContext, userId: number): Promise<WorkspaceResource[]> {
  return (await listMemberships(ctx.links.store.db, userId)).map((row) => toWorkspace(row, row.role));
}

/** A new team workspace on the Free plan, its creator the owner. */
export async function createTeamWorkspace(ctx: TeamsContext, userId: number, name: unknown): Promise<WorkspaceResource> {
  const checked = readWorkspaceName(name);
  const row = await ctx.links.store.db.transaction().execute(async (trx) => {
    const created = await createWorkspace(trx, { name: checked, plan: 'free', ownerId: userId });
    await recordAudit(trx, { userId, workspaceId: created.id }, { action: 'workspace.created', targetType: 'workspace', targetId: created.id, after: { name: created.name, slug: created.slug, plan: created.plan } });
    return created;
  });
  return toWorkspace(row, 'owner');
}

/** The actor's workspace with their role now; 404 once they are no longer a member. */
export async function getWorkspace(ctx: TeamsContext, actor: Pick<TeamActor, 'userId' | 'workspaceId'>): Promise<WorkspaceResource> {
  const row = await findMembership(ctx.links.store.db, actor.workspaceId, actor.userId);
  if (!row) throw new NotFoundError('Workspace not found');
  return toWorkspace(row, row.role);
}

export async function renameWorkspace(ctx: TeamsContext, actor: TeamActor, name: unknown): Promise<WorkspaceResource> {
  const checked = readWorkspaceName(name);
  const before = await getWorkspace(ctx, actor);
  await ctx.links.store.db.transaction().execute(async (trx) => {
    await renameWorkspaceRow(trx, actor.workspaceId, checked);
    await recordAudit(trx, actor, { action: 'workspace.updated', targetType: 'workspace', targetId: actor.workspaceId, before: { name: before.name }, after: { name: checked } });
  });
  return getWorkspace(ctx, actor);
}

/**
 * Deletes a team workspace and everything in it; its links stop redirecting on every instance
 * before this returns. A personal workspace goes only with its account.
 */
export async function deleteTeamWorkspace(ctx: TeamsContext, actor: TeamActor): Promise<void> {
  const workspace = await getWorkspace(ctx, actor);
  if (workspace.personal) throw new StateError('A personal workspace cannot be deleted; it goes with the account (delete the account instead)');
  const keys = await ctx.links.store.db.transaction().execute((trx) => purgeWorkspace(trx, actor.workspaceId));
  await evictAll(ctx.links, keys);
}
