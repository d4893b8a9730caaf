import type { Updateable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { LinkTable } from '../../platform/db/tables.js';
import type { LinkRow } from '../links/index.js';

/** A link due for a check, with its owner's plan interval. */
export type DueLink = LinkRow & { plan_interval_s: number };

/** Active, owned, unexpired links whose next check is due, never-checked ones first. */
export async function findDueLinks(db: Db, now: string, limit: number): Promise<DueLink[]> {
  return db
    .selectFrom('links')
    .innerJoin('workspaces', 'workspaces.id', 'links.workspace_id')
    .innerJoin('plans', 'plans.name', 'workspaces.plan')
    .selectAll('links')
    .select('plans.health_check_interval_s as plan_interval_s')
    .where('links.status', '=', 'active')
    .where('links.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('links.expires_at', 'is', null), eb('links.expires_at', '>', now)]))
    .where((eb) => eb.or([eb('links.health_due_at', 'is', null), eb('links.health_due_at', '<=', now)]))
    .orderBy((eb) => eb.fn.coalesce('links.health_due_at', eb.val('')))
    .orderBy('links.id')
    .limit(limit)
    .execute();
}

/** The plan interval of one link's owner. */
export async function findPlanInterval(db: Db, workspaceId: number): Promise<number> {
  const row = await db
    .selectFrom('workspaces')
    .innerJoin('plans', 'plans.name', 'workspaces.plan')
    .select('plans.health_check_interval_s as seconds')
    .where('workspaces.id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return row.seconds;
}

export async function saveLinkHealth(db: Db, id: number, changes: Updateable<LinkTable>): Promise<LinkRow> {
  return db.updateTable('links').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function insertNotice(db: Db, notice: { workspaceId: number; linkId: number; kind: 'broken' | 'recovered'; reason: string | null; createdAt: string }): Promise<void> {
  await db.insertInto('health_notices').values({ workspace_id: notice.workspaceId, link_id: notice.linkId, kind: notice.kind, reason: notice.reason, created_at: notice.createdAt, mailed_at: null }).execute();
}

/** Workspaces with notices not yet mailed and no digest since `since`. */
export async function findDigestWorkspaces(db: Db, since: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('health_notices as n')
    .select('n.workspace_id')
    .distinct()
    .where('n.mailed_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('health_notices as m').select('m.id').whereRef('m.workspace_id', '=', 'n.workspace_id').where('m.mailed_at', '>', since))),
    )
    .orderBy('n.workspace_id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.workspace_id));
}

/** Who hears about a workspace's links: its owners and admins. */
export async function findDigestEmails(db: Db, workspaceId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('workspace_members as m')
    .innerJoin('users', 'users.id', 'm.user_id')
    .select('users.email')
    .where('m.workspace_id', '=', workspaceId)
    .where('m.role', 'in', ['owner', 'admin'])
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.email);
}

export interface NoticeLine {
  id: number;
  kind: string;
  reason: string | null;
  created_at: string;
  slug: string;
  host: string | null;
  destination_url: string;
}

export async function findUnmailedNotices(db: Db, workspaceId: number): Promise<NoticeLine[]> {
  return db
    .selectFrom('health_notices as n')
    .innerJoin('links', 'links.id', 'n.link_id')
    .select(['n.id', 'n.kind', 'n.reason', 'n.created_at', 'links.slug', 'links.host', 'links.destination_url'])
    .where('n.workspace_id', '=', workspaceId)
    .where('n.mailed_at', 'is', null)
    .orderBy('n.id')
    .execute();
}

export async function markNoticesMailed(db: Db, ids: readonly number[], at: string): Promise<void> {
  if (ids.length > 0) await db.updateTable('health_notices').set({ mailed_at: at }).where('id', 'in', [...ids]).execute();
}
