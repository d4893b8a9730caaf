import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import type { Db, Dialect, Store } from '../../platform/db/db.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import type { Database, LinkTable } from '../../platform/db/tables.js';
import { NotFoundError } from '../../platform/http/errors.js';
import { linkKey, type LinkStatus, type LinkTarget, type RedirectType, splitLinkKey } from './link.js';
import { toSmartTarget } from './smart.js';

export type LinkRow = Selectable<LinkTable>;

/** Inserts the link, or returns undefined when its slug is taken. */
export async function insertLinkUnlessTaken(db: Db, values: Insertable<LinkTable>): Promise<LinkRow | undefined> {
  return db
    .insertInto('links')
    .values(values)
    // Any unique index may refuse it: the slug's on its host (the claim token's never collides).
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The live link of an account imported from this source key (ADR 0403), if any. */
export async function findLinkBySourceKey(db: Db, workspaceId: number, sourceKey: string): Promise<Pick<LinkRow, 'id' | 'import_id'> | undefined> {
  return db
    .selectFrom('links')
    .select(['id', 'import_id'])
    .where('workspace_id', '=', workspaceId)
    .where('source_key', '=', sourceKey)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

const TARGET_COLUMNS = [
  'id', 'slug', 'host', 'indexable', 'destination_url', 'redirect_type', 'status', 'expires_at', 'fallback_url',
  'click_limit', 'password_hash', 'workspace_id', 'rules', 'variants', 'ios_url', 'android_url', 'preview', 'forward_query',
] as const;
type TargetRow = Pick<LinkRow, (typeof TARGET_COLUMNS)[number]>;

// A redirect's cache misses are looked up together: the misses of one event-loop turn in one
// statement per host kind, run by name. At 1,000,000 links most uniform traffic misses the
// cache; one round trip per miss (a socket write and read on both sides) cost PostgreSQL mode
// more than the lookups themselves. `host is null` lets the default host's lookup use its own
// partial unique index. SQLite, in process, runs its single-key statement per key.
const TARGET_SELECT = `select ${TARGET_COLUMNS.map((c) => `l.${c}`).join(', ')} from links l`;
const TARGET_QUERIES = {
  postgres: {
    default: preparedStatement('link_targets_default', `${TARGET_SELECT} where l.slug = any($1::text[]) and l.host is null and l.deleted_at is null`),
    host: preparedStatement(
      'link_targets_host',
      `${TARGET_SELECT} join unnest($1::text[], $2::text[]) as k(host, slug) on l.host = k.host and l.slug = k.slug where l.deleted_at is null`,
    ),
  },
  sqlite: {
    default: preparedStatement('link_target_default', `${TARGET_SELECT} where l.slug = ? and l.host is null and l.deleted_at is null`),
    host: preparedStatement('link_target_host', `${TARGET_SELECT} where l.host = ? and l.slug = ? and l.deleted_at is null`),
  },
};

/** The redirect's view of live (not deleted) links, by cache key (see `linkKey`); keys with no link are absent. */
export async function findLinkTargets(store: Pick<Store, 'dialect' | 'queryPrepared'>, keys: readonly string[]): Promise<Map<string, LinkTarget>> {
  const onDefault: string[] = [];
  const onHost: Array<{ host: string; slug: string }> = [];
  for (const key of keys) {
    const { host, slug } = splitLinkKey(key);
    if (host === null) onDefault.push(slug);
    else onHost.push({ host, slug });
  }
  const rows: TargetRow[] = [];
  if (store.dialect === 'postgres') {
    if (onDefault.length > 0) rows.push(...(await store.queryPrepared<TargetRow>(TARGET_QUERIES.postgres.default, [onDefault])));
    if (onHost.length > 0) {
      rows.push(...(await store.queryPrepared<TargetRow>(TARGET_QUERIES.postgres.host, [onHost.map((k) => k.host), onHost.map((k) => k.slug)])));
    }
  } else {
    for (const slug of onDefault) rows.push(...(await store.queryPrepared<TargetRow>(TARGET_QUERIES.sqlite.default, [slug])));
    for (const { host, slug } of onHost) rows.push(...(await store.queryPrepared<TargetRow>(TARGET_QUERIES.sqlite.host, [host, slug])));
  }
  return new Map(rows.map((row) => [linkKey(row.host, row.slug), toLinkTarget(row)]));
}

function toLinkTarget(row: TargetRow): LinkTarget {
  return Object.freeze({
    id: row.id,
    slug: row.slug,
    host: row.host,
    indexable: row.indexable === 1,
    destinationUrl: row.destination_url,
    redirectType: row.redirect_type as RedirectType,
    status: row.status as LinkStatus,
    expiresAt: row.expires_at ? Date.parse(row.expires_at) : null,
    fallbackUrl: row.fallback_url,
    clickLimit: row.click_limit,
    hasPassword: row.password_hash !== null,
    workspaceId: row.workspace_id,
    smart: toSmartTarget(row),
  });
}

/** The slugs on a host (null: the default one) that search engines may index, for robots.txt. */
export async function findIndexableSlugs(db: Db, host: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('links')
    .select('slug')
    .where('host', host === null ? 'is' : '=', host)
    .where('indexable', '=', 1)
    .where('status', 'in', ['active', 'archived'])
    .where('deleted_at', 'is', null)
    .orderBy('slug')
    .limit(limit)
    .execute();
  return rows.map((row) => row.slug);
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
export async function linkIdsInFolder(db: Db, workspaceId: number, folderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('links')
    .select('id')
    .where('folder_id', '=', folderId)
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** What a short link's public QR code needs: its slug, status and saved design, and whose logo it may draw. */
export async function findLinkQrBySlug(db: Db, slug: string) {
  return db.selectFrom('links').select(['id', 'workspace_id', 'slug', 'status', 'qr_design']).where('slug', '=', slug).where('host', 'is', null).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The link row inside `trx`, locked on PostgreSQL until commit, so from/to values can't race. */
export async function lockLinkRow(trx: Transaction<Database>, dialect: Dialect, id: number): Promise<LinkRow> {
  const row = await trx
    .selectFrom('links')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Link not found');
  return row;
}

/** The owner's live link. */
export async function findOwnedLink(db: Db, workspaceId: number, id: number): Promise<LinkRow | undefined> {
  return db.selectFrom('links').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The owner's live link with this slug on `host` (null: the service's own host); case-sensitive. */
export async function findOwnedLinkBySlug(db: Db, workspaceId: number, host: string | null, slug: string): Promise<LinkRow | undefined> {
  return db
    .selectFrom('links')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('slug', '=', slug)
    .where('host', host === null ? 'is' : '=', host)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function updateLinkRow(db: Db, id: number, changes: Updateable<LinkTable>): Promise<LinkRow> {
  return db.updateTable('links').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Marks the link deleted; false when it already was (a concurrent delete won). */
export async function softDeleteLink(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db.updateTable('links').set({ deleted_at: now, updated_at: now }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Moves the link from `from` to `to`, only if it is still in `from` (and, with `unexpired`,
 * its expiry has not passed); the updated row, or undefined when it was not.
 */
export async function moveLinkStatus(db: Db, id: number, from: LinkStatus, to: LinkStatus, now: string, unexpired: boolean): Promise<LinkRow | undefined> {
  let update = db.updateTable('links').set({ status: to, updated_at: now }).where('id', '=', id).where('status', '=', from).where('deleted_at', 'is', null);
  if (unexpired) update = update.where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  return update.returningAll().executeTakeFirst();
}

/** The status of a live link, or undefined when there is none with this id. */
export async function findLinkStatus(db: Db, id: number): Promise<LinkStatus | undefined> {
  const row = await db.selectFrom('links').select('status').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return row?.status as LinkStatus | undefined;
}

/** The next `limit` links that redirect (active or archived), by id after `afterId`. */
export async function redirectingLinksAfter(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('links')
    .select(['id', 'slug', 'host', 'destination_url', 'fallback_url', 'status', 'workspace_id', 'rules', 'variants', 'ios_url', 'android_url', 'preview'])
    .where('status', 'in', ['active', 'archived'])
    .where('deleted_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The live anonymous link whose claim token hashes to `tokenHash`. */
export async function findUnclaimedLink(db: Db, tokenHash: string): Promise<LinkRow | undefined> {
  return db.selectFrom('links').selectAll().where('claim_token_hash', '=', tokenHash).where('workspace_id', 'is', null).where('deleted_at', 'is', null).executeTakeFirst();
}

/** Gives an unclaimed link to its new owner, once: undefined when another claim got there first. */
export async function assignClaimedLink(db: Db, id: number, tokenHash: string, workspaceId: number, now: string, review: boolean): Promise<LinkRow | undefined> {
  return db
    .updateTable('links')
    .set({ workspace_id: workspaceId, is_anonymous: 0, claim_token_hash: null, claimed_at: now, updated_at: now, ...(review ? { status: 'pending_review' } : {}) })
    .where('id', '=', id)
    .where('workspace_id', 'is', null)
    .where('claim_token_hash', '=', tokenHash)
    .returningAll()
    .executeTakeFirst();
}

/** One page of the links under review, oldest change first, with the email of their workspace's first owner. */
export async function pendingReviewPage(db: Db, page: number, perPage: number) {
  const base = db.selectFrom('links').where('links.status', '=', 'pending_review').where('links.deleted_at', 'is', null);
  const [rows, count] = await Promise.all([
    base
      .select(['links.id', 'links.slug', 'links.host', 'links.destination_url', 'links.created_at', 'links.updated_at'])
      .select((eb) => eb
        .selectFrom('workspace_members as m')
        .innerJoin('users', 'users.id', 'm.user_id')
        .select('users.email')
        .whereRef('m.workspace_id', '=', 'links.workspace_id')
        .where('m.role', '=', 'owner')
        .orderBy('m.joined_at')
        .limit(1)
        .as('owner_email'))
      .orderBy('links.updated_at')
      .orderBy('links.id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Links of an account whose saved design draws the account's logo (at most `limit`). */
export async function listLinksUsingAccountLogo(db: Db, workspaceId: number, limit: number): Promise<LinkRow[]> {
  return db
    .selectFrom('links')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null)
    // Designs are stored by JSON.stringify, so the pair is written exactly this way.
    .where('qr_design', 'like', '%"logo":"account"%')
    .limit(limit)
    .execute();
}
