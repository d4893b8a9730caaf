import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { WorkspaceTable } from '../../platform/db/tables.js';
import type { Role } from './roles.js';

export type WorkspaceRow = Selectable<WorkspaceTable>;

/** A workspace with the role a given user holds in it. */
export type MembershipRow = WorkspaceRow & { role: Role; joined_at: string };

export async function insertWorkspace(db: Db, values: Omit<WorkspaceTable, 'id'>): Promise<WorkspaceRow> {
  return db.insertInto('workspaces').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertMember(db: Db, workspaceId: number, userId: number, role: Role, at: string): Promise<void> {
  await db.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: userId, role, joined_at: at }).execute();
}

export async function findWorkspaceById(db: Db, id: number): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  return (await db.selectFrom('workspaces').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

/** The workspace and the user's role in it; undefined when they are not a member (or it is gone). */
export async function findMembership(db: Db, workspaceId: number, userId: number): Promise<MembershipRow | undefined> {
  return db
    .selectFrom('workspace_members as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .selectAll('w')
    .select(['m.role', 'm.joined_at'])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's workspaces, the personal one first, then by name. */
export async function listMemberships(db: Db, userId: number): Promise<MembershipRow[]> {
  const rows = await db
    .selectFrom('workspace_members as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .selectAll('w')
    .select(['m.role', 'm.joined_at'])
    .where('m.user_id', '=', userId)
    .orderBy('w.name')
    .orderBy('w.id')
    .execute();
  return rows.sort((a, b) => Number(b.personal_user_id === userId) - Number(a.personal_user_id === userId));
}

export async function findPersonalWorkspace(db: Db, userId: number): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('personal_user_id', '=', userId).executeTakeFirst();
}

/** By id (digits) or slug, for the operator CLI. */
export async function findWorkspaceByRef(db: Db, ref: string): Promise<WorkspaceRow | undefined> {
  const query = db.selectFrom('workspaces').selectAll();
  return (/^\d+$/.test(ref) ? query.where('id', '=', Number(ref)) : query.where('slug', '=', ref.toLowerCase())).executeTakeFirst();
}

export async function listAllWorkspaces(db: Db) {
  return db
    .selectFrom('workspaces as w')
    .leftJoin('workspace_members as m', 'm.workspace_id', 'w.id')
    .select(['w.id', 'w.name', 'w.slug', 'w.plan', 'w.personal_user_id', 'w.created_at'])
    .select((eb) => eb.fn.count<string>('m.user_id').as('members'))
    .groupBy(['w.id', 'w.name', 'w.slug', 'w.plan', 'w.personal_user_id', 'w.created_at'])
    .orderBy('w.id')
    .execute();
}

export async function setWorkspacePlan(db: Db, id: number, plan: string): Promise<boolean> {
  const result = await db.updateTable('workspaces').set({ plan, updated_at: new Date().toISOString() }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** For each user, the workspaces they belong to. */
export async function findWorkspaceIdsOf(db: Db, userIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const found = new Map<number, Set<number>>();
  if (userIds.length === 0) return found;
  const rows = await db.selectFrom('workspace_members').select(['user_id', 'workspace_id']).where('user_id', 'in', [...userIds]).execute();
  for (const row of rows) {
    const set = found.get(Number(row.user_id)) ?? new Set<number>();
    set.add(Number(row.workspace_id));
    found.set(Number(row.user_id), set);
  }
  return found;
}

/** Shared workspaces the user alone owns while others are members: they must be handed over first. */
export async function findSoleOwnedShared(db: Db, userId: number): Promise<WorkspaceRow[]> {
  return db
    .selectFrom('workspace_members as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .selectAll('w')
    .where('m.user_id', '=', userId)
    .where('m.role', '=', 'owner')
    .where('w.personal_user_id', 'is', null)
    .where(({ exists, not, selectFrom }) => {
      const others = () => selectFrom('workspace_members as o').select('o.user_id').whereRef('o.workspace_id', '=', 'w.id').where('o.user_id', '!=', userId);
      return exists(others()).and(not(exists(others().where('o.role', '=', 'owner'))));
    })
    .execute();
}

/** The workspaces that go with the user: their personal one and shared ones with no other member. */
export async function findWorkspacesLeftAlone(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('workspace_members as m')
    .select('m.workspace_id')
    .where('m.user_id', '=', userId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('workspace_members as o').select('o.user_id').whereRef('o.workspace_id', '=', 'm.workspace_id').where('o.user_id', '!=', userId))))
    .execute();
  return rows.map((row) => Number(row.workspace_id));
}

export async function deleteWorkspaceRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('workspaces').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
