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
    .innerJoin('users', 'users.id', 'links.user_id')
    .innerJoin('plans', 'plans.name', 'users.plan')
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
export async function findPlanInterval(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('plans', 'plans.name', 'users.plan')
    .select('plans.health_check_interval_s as seconds')
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.seconds;
}

export async function saveLinkHealth(db: Db, id: number, changes: Updateable<LinkTable>): Promise<LinkRow> {
  return db.updateTable('links').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function insertNotice(db: Db, notice: { userId: number; linkId: number; kind: 'broken' | 'recovered'; reason: string | null; createdAt: string }): Promise<void> {
  await db.insertInto('health_notices').values({ user_id: notice.userId, link_id: notice.linkId, kind: notice.kind, reason: notice.reason, created_at: notice.createdAt, mailed_at: null }).execute();
}

/** Accounts with notices not yet mailed and no digest since `since`. */
export async function findDigestRecipients(db: Db, since: string, limit: number): Promise<Array<{ user_id: number; email: string }>> {
  return db
    .selectFrom('health_notices as n')
    .innerJoin('users', 'users.id', 'n.user_id')
    .select(['n.user_id', 'users.email'])
    .distinct()
    .where('n.mailed_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('health_notices as m').select('m.id').whereRef('m.user_id', '=', 'n.user_id').where('m.mailed_at', '>', since))),
    )
    .orderBy('n.user_id')
    .limit(limit)
    .execute();
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

export async function findUnmailedNotices(db: Db, userId: number): Promise<NoticeLine[]> {
  return db
    .selectFrom('health_notices as n')
    .innerJoin('links', 'links.id', 'n.link_id')
    .select(['n.id', 'n.kind', 'n.reason', 'n.created_at', 'links.slug', 'links.host', 'links.destination_url'])
    .where('n.user_id', '=', userId)
    .where('n.mailed_at', 'is', null)
    .orderBy('n.id')
    .execute();
}

export async function markNoticesMailed(db: Db, ids: readonly number[], at: string): Promise<void> {
  if (ids.length > 0) await db.updateTable('health_notices').set({ mailed_at: at }).where('id', 'in', [...ids]).execute();
}
