import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { DomainTable } from '../../platform/db/tables.js';

export type DomainRow = Selectable<DomainTable>;

export async function listDomainRows(db: Db, workspaceId: number): Promise<DomainRow[]> {
  return db.selectFrom('domains').selectAll().where('workspace_id', '=', workspaceId).orderBy('hostname').execute();
}

export async function findOwnedDomain(db: Db, workspaceId: number, id: number): Promise<DomainRow | undefined> {
  return db.selectFrom('domains').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst();
}

/** The account that has verified `hostname`, if any. */
export async function findVerifiedDomain(db: Db, hostname: string): Promise<DomainRow | undefined> {
  return db.selectFrom('domains').selectAll().where('hostname', '=', hostname).where('status', '=', 'verified').executeTakeFirst();
}

export async function insertDomainRow(db: Db, values: Insertable<DomainTable>): Promise<DomainRow> {
  return db.insertInto('domains').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateDomainRow(db: Db, id: number, changes: Updateable<DomainTable>): Promise<DomainRow> {
  return db.updateTable('domains').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteDomainRow(db: Db, workspaceId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('domains').where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The account's verified domain of that name, if any. */
export async function findOwnVerifiedDomain(db: Db, workspaceId: number, hostname: string): Promise<DomainRow | undefined> {
  return db.selectFrom('domains').selectAll().where('workspace_id', '=', workspaceId).where('hostname', '=', hostname).where('status', '=', 'verified').executeTakeFirst();
}

/** The account's default domain, if it has one that is verified. */
export async function findDefaultDomain(db: Db, workspaceId: number): Promise<DomainRow | undefined> {
  return db.selectFrom('domains').selectAll().where('workspace_id', '=', workspaceId).where('is_default', '=', 1).where('status', '=', 'verified').executeTakeFirst();
}

export async function clearDefaultDomain(db: Db, workspaceId: number): Promise<void> {
  await db.updateTable('domains').set({ is_default: 0 }).where('workspace_id', '=', workspaceId).where('is_default', '=', 1).execute();
}

/** The codes of the live links on a host name: a domain they live on cannot simply go. */
export async function findLiveSlugsOn(db: Db, hostname: string): Promise<string[]> {
  const rows = await db.selectFrom('links').select('slug').where('host', '=', hostname).where('deleted_at', 'is', null).execute();
  return rows.map((row) => row.slug);
}

/** Puts a host's live links on the service's own host (the unique index refuses a taken code). */
export async function moveLinksToOwnHost(db: Db, hostname: string): Promise<void> {
  await db.updateTable('links').set({ host: null, updated_at: new Date().toISOString() }).where('host', '=', hostname).where('deleted_at', 'is', null).execute();
}

/** What routing needs of every added domain (one row per account that added a name). */
export async function listHostRows(db: Db) {
  return db.selectFrom('domains').select(['hostname', 'status', 'enabled', 'root_url', 'not_found_url', 'expired_url', 'apple_app_site_association', 'assetlinks']).execute();
}

/** Unverified domains whose next check is due, oldest first. */
export async function findDueDomains(db: Db, now: string, limit: number): Promise<DomainRow[]> {
  return db
    .selectFrom('domains')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_check_at', '<=', now)
    .orderBy('next_check_at')
    .limit(limit)
    .execute();
}
