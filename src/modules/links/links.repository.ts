import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { LinkTable } from '../../platform/db/tables.js';
import type { LinkStatus, LinkTarget, RedirectType } from './link.js';

export type LinkRow = Selectable<LinkTable>;

/** Inserts the link, or returns undefined when its slug is taken. */
export async function insertLinkUnlessTaken(db: Db, values: Insertable<LinkTable>): Promise<LinkRow | undefined> {
  return db
    .insertInto('links')
    .values(values)
    .onConflict((oc) => oc.column('slug').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function slugExists(db: Db, slug: string): Promise<boolean> {
  const row = await db.selectFrom('links').select('id').where('slug', '=', slug).executeTakeFirst();
  return row !== undefined;
}

/** The redirect's view of a live (not deleted) link. */
export async function findLinkTarget(db: Db, slug: string): Promise<LinkTarget | undefined> {
  const row = await db
    .selectFrom('links')
    .select([
      'id', 'slug', 'destination_url', 'redirect_type', 'status', 'expires_at', 'fallback_url',
      'click_limit', 'password_hash', 'user_id',
    ])
    .where('slug', '=', slug)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return Object.freeze({
    id: row.id,
    slug: row.slug,
    destinationUrl: row.destination_url,
    redirectType: row.redirect_type as RedirectType,
    status: row.status as LinkStatus,
    expiresAt: row.expires_at ? Date.parse(row.expires_at) : null,
    fallbackUrl: row.fallback_url,
    clickLimit: row.click_limit,
    hasPassword: row.password_hash !== null,
    userId: row.user_id,
  });
}

export async function findPasswordHash(db: Db, linkId: number): Promise<string | null> {
  const row = await db.selectFrom('links').select('password_hash').where('id', '=', linkId).executeTakeFirst();
  return row?.password_hash ?? null;
}

/**
 * Reserves one human click against the link's limit. `reserved` is false when the limit was
 * already spent; `last` is true when this reservation used the final click.
 * The conditional UPDATE is atomic in both stores, so concurrent requests never over-serve.
 */
export async function reserveClick(db: Db, linkId: number): Promise<{ reserved: boolean; last: boolean }> {
  const row = await db
    .updateTable('links')
    .set((eb) => ({ served_clicks: eb('served_clicks', '+', 1) }))
    .where('id', '=', linkId)
    .where('click_limit', 'is not', null)
    .whereRef('served_clicks', '<', 'click_limit')
    .returning(['served_clicks', 'click_limit'])
    .executeTakeFirst();
  if (!row) return { reserved: false, last: false };
  return { reserved: true, last: row.click_limit !== null && row.served_clicks >= row.click_limit };
}

/** Ids of the owner's live links in a folder. */
export async function linkIdsInFolder(db: Db, userId: number, folderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('links')
    .select('id')
    .where('folder_id', '=', folderId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** What a short link's public QR code needs: its slug, status and saved design. */
export async function findLinkQrBySlug(db: Db, slug: string) {
  return db.selectFrom('links').select(['slug', 'status', 'qr_design']).where('slug', '=', slug).where('deleted_at', 'is', null).executeTakeFirst();
}
