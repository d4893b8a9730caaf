import type { Db, Dialect } from '../../platform/db/db.js';
import type { Role } from '../workspaces/index.js';

export interface MemberRow {
  user_id: number;
  email: string;
  role: Role;
  joined_at: string;
}

/** The workspace's members, owners first, then by email. */
export async function listMemberRows(db: Db, workspaceId: number): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom('workspace_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', 'm.role', 'm.joined_at'])
    .where('m.workspace_id', '=', workspaceId)
    .orderBy('u.email')
    .execute();
  const rank = (role: Role) => ['owner', 'admin', 'member', 'viewer'].indexOf(role);
  return rows.map((row) => ({ ...row, user_id: Number(row.user_id) })).sort((a, b) => rank(a.role) - rank(b.role));
}

export async function findMemberRow(db: Db, workspaceId: number, userId: number): Promise<MemberRow | undefined> {
  const row = await db
    .selectFrom('workspace_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', 'm.role', 'm.joined_at'])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  return row && { ...row, user_id: Number(row.user_id) };
}

export async function findMemberByEmail(db: Db, workspaceId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('workspace_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.user_id')
    .where('m.workspace_id', '=', workspaceId)
    .where('u.email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Locks the workspace's row until the transaction ends (PostgreSQL; SQLite's write transaction
 * already runs alone), so two owners demoting or removing each other at once cannot both see
 * another owner left.
 */
export async function lockWorkspace(db: Db, dialect: Dialect, workspaceId: number): Promise<void> {
  if (dialect === 'postgres') await db.selectFrom('workspaces').select('id').where('id', '=', workspaceId).forUpdate().execute();
}

export async function countOwners(db: Db, workspaceId: number): Promise<number> {
  const row = await db.selectFrom('workspace_members').select((eb) => eb.fn.countAll<string>().as('n')).where('workspace_id', '=', workspaceId).where('role', '=', 'owner').executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setMemberRole(db: Db, workspaceId: number, userId: number, role: Role): Promise<void> {
  await db.updateTable('workspace_members').set({ role }).where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
}

export async function deleteMember(db: Db, workspaceId: number, userId: number): Promise<void> {
  await db.deleteFrom('workspace_members').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
}

/** Adds a member; false when they already were one (an invite accepted by a member changes nothing). */
export async function addMemberIfAbsent(db: Db, workspaceId: number, userId: number, role: Role, at: string): Promise<boolean> {
  const exists = await db.selectFrom('workspace_members').select('user_id').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).executeTakeFirst();
  if (exists) return false;
  await db.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: userId, role, joined_at: at }).execute();
  return true;
}

export async function renameWorkspaceRow(db: Db, workspaceId: number, name: string): Promise<void> {
  await db.updateTable('workspaces').set({ name, updated_at: new Date().toISOString() }).where('id', '=', workspaceId).execute();
}
