import { recordAudit } from '../../platform/events/audit.js';
import { LastOwnerError, NotFoundError, ValidationError } from '../../platform/http/errors.js';
import { isRole, type Role, ROLES } from '../workspaces/index.js';
import { countOwners, deleteMember, findMemberRow, listMemberRows, lockWorkspace, setMemberRole } from './members.repository.js';
import { requireOwnerFor, requireRole } from './team-rules.js';
import type { TeamActor, TeamsContext } from './teams.context.js';
import { type MemberResource, toMember } from './teams.mapper.js';

export function readRole(value: unknown): Role {
  if (!isRole(value)) throw ValidationError.field('role', `role must be one of ${ROLES.join(', ')}`);
  return value;
}

export async function listMembers(ctx: TeamsContext, actor: TeamActor): Promise<MemberResource[]> {
  return (await listMemberRows(ctx.links.store.db, actor.workspaceId)).map(toMember);
}

/** Admins change roles; only an owner makes or unmakes an owner, and the last owner stays one. */
export async function changeMemberRole(ctx: TeamsContext, actor: TeamActor, userId: number, value: unknown): Promise<MemberResource> {
  const role = readRole(value);
  requireRole(actor.role, 'manage');
  return ctx.links.store.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, ctx.links.store.dialect, actor.workspaceId);
    const member = await findMemberRow(trx, actor.workspaceId, userId);
    if (!member) throw new NotFoundError('Member not found');
    requireOwnerFor(actor.role, member.role, role);
    if (member.role === 'owner' && role !== 'owner' && (await countOwners(trx, actor.workspaceId)) <= 1) {
      throw new LastOwnerError('The last owner cannot be demoted; make another member an owner first');
    }
    await setMemberRole(trx, actor.workspaceId, userId, role);
    await recordAudit(trx, actor, { action: 'member.role_changed', targetType: 'member', targetId: userId, before: { email: member.email, role: member.role }, after: { email: member.email, role } });
    return toMember({ ...member, role });
  });
}

/**
 * Removes a member, or lets anyone leave. Their tokens stop working at once (the door reads
 * membership at each request) and their sessions fall back to their personal workspace.
 */
export async function removeMember(ctx: TeamsContext, actor: TeamActor, userId: number): Promise<void> {
  const leaving = userId === actor.userId;
  if (!leaving) requireRole(actor.role, 'manage');
  await ctx.links.store.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, ctx.links.store.dialect, actor.workspaceId);
    const member = await findMemberRow(trx, actor.workspaceId, userId);
    if (!member) throw new NotFoundError('Member not found');
    if (!leaving) requireOwnerFor(actor.role, member.role);
    if (member.role === 'owner' && (await countOwners(trx, actor.workspaceId)) <= 1) {
      throw new LastOwnerError(leaving ? 'You are the last owner: make another member an owner, or delete the workspace' : 'The last owner cannot be removed');
    }
    await deleteMember(trx, actor.workspaceId, userId);
    await recordAudit(trx, actor, { action: 'member.removed', targetType: 'member', targetId: userId, before: { email: member.email, role: member.role } });
  });
}
