import { randomToken, sha256 } from '../../platform/crypto/tokens.js';
import type { Db } from '../../platform/db/db.js';
import { recordAudit } from '../../platform/events/audit.js';
import { NotFoundError, RateLimitError, StateError, ValidationError } from '../../platform/http/errors.js';
import { waitTime } from '../../platform/text/wait-time.js';
import { ensureEmailVerified, findUserById, isEmail, normalizeEmail } from '../accounts/index.js';
import { findMembership, findWorkspaceById, type Role } from '../workspaces/index.js';
import { deleteInviteRow, findInviteByHash, findPendingInvite, findPendingInviteByEmail, insertInvite, type InviteRow, listPendingInvites, markAccepted, renewInvite } from './invites.repository.js';
import { inviteMail } from './invites.mail.js';
import { addMemberIfAbsent, findMemberByEmail } from './members.repository.js';
import { readRole } from './members.service.js';
import { requireOwnerFor, requireRole } from './team-rules.js';
import type { TeamActor, TeamsContext } from './teams.context.js';
import { InviteError } from './teams.errors.js';
import { type InviteResource, toInvite, toWorkspace, type WorkspaceResource } from './teams.mapper.js';

/** How long an invite link works (ADR 1002). */
export const INVITE_TTL_MS = 7 * 86_400_000;

// A secret of randomToken(32): anything else is refused before it reaches the store.
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** A fresh secret and expiry: only the secret's hash is stored, the secret goes in the email. */
function freshSecret(now = new Date()) {
  const secret = randomToken(32);
  return { secret, token_hash: sha256(secret), created_at: now.toISOString(), expires_at: new Date(now.getTime() + INVITE_TTL_MS).toISOString() };
}

/**
 * An invite mails an address the sender picks, naming a workspace the sender named: without a
 * limit, or from an account that never proved its own address (REQUIRE_EMAIL_VERIFICATION),
 * that is a way to send anyone any text from this service's mail domain.
 */
async function allowInviteMail(ctx: TeamsContext, actor: TeamActor): Promise<void> {
  if (ctx.links.requireEmailVerification) await ensureEmailVerified(ctx.links.store.db, actor.userId);
  const state = await ctx.invitesSent.consume(String(actor.userId));
  if (!state.allowed) throw new RateLimitError(state.resetSeconds, `Too many invites sent; try again in ${waitTime(state.resetSeconds)}.`);
}

async function sendInvite(ctx: TeamsContext, invite: InviteRow, secret: string, inviterId: number): Promise<void> {
  const db = ctx.links.store.db;
  const [workspace, inviter] = await Promise.all([findWorkspaceById(db, invite.workspace_id), findUserById(db, inviterId)]);
  const link = `${ctx.links.baseUrl}/invites/${secret}`;
  ctx.mailer.sendLater({ to: invite.email, ...inviteMail(ctx.links.baseUrl, { workspace: workspace?.name ?? 'a workspace', inviter: inviter?.email ?? null, role: invite.role, link }) });
}

/**
 * Invites an email address (admins; an owner only by an owner). A pending invite to the same
 * address is replaced, so only the latest email works.
 */
export async function createInvite(ctx: TeamsContext, actor: TeamActor, body: { email?: unknown; role?: unknown }): Promise<InviteResource> {
  requireRole(actor.role, 'manage');
  if (!isEmail(body.email)) throw ValidationError.field('email', 'email must be an email address');
  const email = normalizeEmail(body.email);
  const role = readRole(body.role ?? 'member');
  requireOwnerFor(actor.role, role);
  const db = ctx.links.store.db;
  const workspace = await findWorkspaceById(db, actor.workspaceId);
  if (!workspace) throw new NotFoundError('Workspace not found');
  if (workspace.personal_user_id !== null) throw new StateError('A personal workspace has no other members: create a team workspace and invite people there');
  if (await findMemberByEmail(db, actor.workspaceId, email)) throw ValidationError.field('email', `${email} is already a member of this workspace`);
  await allowInviteMail(ctx, actor);
  const { secret, ...fresh } = freshSecret();
  const row = await db.transaction().execute(async (trx) => {
    const pending = await findPendingInviteByEmail(trx, actor.workspaceId, email);
    const saved = pending
      ? await renewInvite(trx, pending.id, { ...fresh, role, invited_by: actor.userId })
      : await insertInvite(trx, { workspace_id: actor.workspaceId, email, role, invited_by: actor.userId, accepted_at: null, ...fresh });
    await recordAudit(trx, actor, { action: 'invite.created', targetType: 'invite', targetId: saved.id, after: { email, role } });
    return saved;
  });
  await sendInvite(ctx, row, secret, actor.userId);
  return toInvite(row);
}

export async function listInvites(ctx: TeamsContext, actor: TeamActor): Promise<InviteResource[]> {
  return (await listPendingInvites(ctx.links.store.db, actor.workspaceId)).map((row) => toInvite(row));
}

export async function revokeInvite(ctx: TeamsContext, actor: TeamActor, id: number): Promise<void> {
  requireRole(actor.role, 'manage');
  const invite = await findPendingInvite(ctx.links.store.db, actor.workspaceId, id);
  if (!invite) throw new NotFoundError('Invite not found');
  requireOwnerFor(actor.role, invite.role);
  await ctx.links.store.db.transaction().execute(async (trx) => {
    if (!(await deleteInviteRow(trx, actor.workspaceId, id))) throw new NotFoundError('Invite not found');
    await recordAudit(trx, actor, { action: 'invite.revoked', targetType: 'invite', targetId: id, before: { email: invite.email, role: invite.role } });
  });
}

/** A new secret and a new 7 days; the earlier link stops working. */
export async function resendInvite(ctx: TeamsContext, actor: TeamActor, id: number): Promise<InviteResource> {
  requireRole(actor.role, 'manage');
  const invite = await findPendingInvite(ctx.links.store.db, actor.workspaceId, id);
  if (!invite) throw new NotFoundError('Invite not found');
  requireOwnerFor(actor.role, invite.role);
  await allowInviteMail(ctx, actor);
  const { secret, ...fresh } = freshSecret();
  const row = await ctx.links.store.db.transaction().execute(async (trx) => {
    const renewed = await renewInvite(trx, id, { ...fresh, invited_by: actor.userId });
    // A resend changes no field a reader sees but the expiry: the entry records that.
    await recordAudit(trx, actor, { action: 'invite.resent', targetType: 'invite', targetId: id, before: { email: invite.email, expires_at: invite.expires_at }, after: { email: invite.email, expires_at: renewed.expires_at } });
    return renewed;
  });
  await sendInvite(ctx, row, secret, actor.userId);
  return toInvite(row);
}

/** What an invite link shows before it is used. */
export interface InvitePreview {
  workspaceName: string;
  inviterEmail: string | null;
  email: string;
  role: Role;
}

/** A usable invite, or the error saying why not. */
async function usableInvite(db: Db, secret: unknown, now: Date) {
  const row = typeof secret === 'string' && SECRET.test(secret) ? await findInviteByHash(db, sha256(secret)) : undefined;
  if (!row) throw new InviteError('invite_invalid');
  if (row.accepted_at !== null) throw new InviteError('invite_used');
  if (Date.parse(row.expires_at) <= now.getTime()) throw new InviteError('invite_expired');
  return row;
}

/** The invite behind a link, without using it. */
export async function previewInvite(ctx: TeamsContext, secret: unknown): Promise<InvitePreview> {
  const row = await usableInvite(ctx.links.store.db, secret, new Date());
  return { workspaceName: row.workspace_name, inviterEmail: row.inviter_email ?? null, email: row.email, role: row.role };
}

/**
 * Joins the user to the invite's workspace with its role. Single use, 7 days, and only for the
 * account whose email it was sent to; any failure changes nothing. Already a member: their role stays.
 */
export async function acceptInvite(ctx: TeamsContext, userId: number, secret: unknown): Promise<WorkspaceResource> {
  return ctx.links.store.db.transaction().execute(async (trx) => {
    const now = new Date();
    const invite = await usableInvite(trx, secret, now);
    const user = await findUserById(trx, userId);
    if (!user || normalizeEmail(user.email) !== invite.email) throw new InviteError('invite_wrong_email');
    if (!(await markAccepted(trx, invite.id, now.toISOString()))) throw new InviteError('invite_used');
    const joined = await addMemberIfAbsent(trx, invite.workspace_id, userId, invite.role, now.toISOString());
    const by = { userId, workspaceId: invite.workspace_id };
    await recordAudit(trx, by, { action: 'invite.accepted', targetType: 'invite', targetId: invite.id, before: { email: invite.email, accepted: false }, after: { email: invite.email, accepted: true } });
    if (joined) await recordAudit(trx, by, { action: 'member.joined', targetType: 'member', targetId: userId, after: { email: invite.email, role: invite.role } });
    const membership = await findMembership(trx, invite.workspace_id, userId);
    if (!membership) throw new InviteError('invite_invalid');
    return toWorkspace(membership, membership.role);
  });
}
