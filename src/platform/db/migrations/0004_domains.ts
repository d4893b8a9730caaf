import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/** Branded domains (ADR 0401), how many a plan allows, and links on them. */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const id =
    dialect === 'sqlite'
      ? db.schema.createTable('domains').addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      : db.schema.createTable('domains').addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity());
  await id
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Lower case, ASCII (punycode), no trailing dot.
    .addColumn('hostname', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    // 1: new links of the account go here unless they name another domain.
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    // SHA-256 of the verification token: the token itself is shown once.
    .addColumn('verify_token_hash', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('last_checked_at', 'text')
    .addColumn('next_check_at', 'text')
    .addColumn('check_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_check_error', 'text')
    .addColumn('root_url', 'text')
    .addColumn('not_found_url', 'text')
    .addColumn('expired_url', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('domains_user_hostname').on('domains').columns(['user_id', 'hostname']).unique().execute();
  // Several accounts may try a name; only one can own it.
  await db.schema.createIndex('domains_verified_hostname').on('domains').column('hostname').unique().where(sql.ref('status'), '=', 'verified').execute();
  // The re-check job's query: pending domains by due time.
  await db.schema.createIndex('domains_due').on('domains').columns(['status', 'next_check_at']).execute();

  // null = unlimited, as for the other counts of a plan.
  await db.schema.alterTable('plans').addColumn('domains', 'integer').execute();
  await db.updateTable('plans').set({ domains: 0 }).where('name', '=', 'free').execute();
  await db.updateTable('plans').set({ domains: 3 }).where('name', '=', 'pro').execute();
  await db.updateTable('plans').set({ domains: null }).where('name', '=', 'business').execute();

  await linksOnDomains(db, dialect);
}

/**
 * `links.host`: the branded domain a link lives on (null: the `BASE_URL` host), and
 * `links.indexable` (search engines may index its redirect). A slug is then
 * unique per host, not globally: two partial unique indexes replace the column's UNIQUE, and
 * the default host's lookup (`slug = ? and host is null`) stays one index probe.
 */
async function linksOnDomains(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table links drop constraint links_slug_key`.execute(db);
    await db.schema.alterTable('links').addColumn('host', 'text').execute();
    await db.schema.alterTable('links').addColumn('indexable', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  } else {
    await rebuildSqliteLinks(db);
  }
  await db.schema.createIndex('links_slug_default').on('links').column('slug').unique().where(sql.ref('host'), 'is', null).execute();
  await db.schema.createIndex('links_host_slug').on('links').columns(['host', 'slug']).unique().where(sql.ref('host'), 'is not', null).execute();
  // An export walks an account's links by id, a batch at a time: each batch one index range.
  await db.schema.createIndex('links_user_id').on('links').columns(['user_id', 'id']).execute();
}

/**
 * SQLite cannot drop a column's UNIQUE, so the table is rebuilt inside the migration's
 * transaction. Foreign keys cannot be switched off there, and renaming `links` would point
 * `link_tags` at the old table (whose drop would then cascade), so `link_tags`, its only child,
 * is set aside first and rebuilt after.
 */
async function rebuildSqliteLinks(db: Db): Promise<void> {
  await sql`create table link_tags_before_domains as select link_id, tag_id from link_tags`.execute(db);
  await sql`drop table link_tags`.execute(db);
  await sql`alter table links rename to links_before_domains`.execute(db);
  await sql`create table "links" ("id" integer primary key autoincrement, "user_id" bigint references "users" ("id") on delete set null,
    "slug" text not null, "destination_url" text not null, "title" text, "description" text, "notes" text, "status" text not null,
    "redirect_type" integer default 302 not null, "folder_id" bigint references "folders" ("id") on delete set null, "expires_at" text,
    "fallback_url" text, "click_limit" bigint, "served_clicks" bigint default 0 not null, "password_hash" text, "qr_design" text, "utm" text,
    "total_clicks" bigint default 0 not null, "unique_clicks" bigint default 0 not null, "bot_clicks" bigint default 0 not null,
    "last_clicked_at" text, "is_anonymous" integer default 0 not null, "claim_token_hash" text unique, "claimed_at" text,
    "created_at" text not null, "updated_at" text not null, "deleted_at" text, "host" text, "indexable" integer default 0 not null)`.execute(db);
  await sql`insert into links (id, user_id, slug, destination_url, title, description, notes, status, redirect_type, folder_id, expires_at,
    fallback_url, click_limit, served_clicks, password_hash, qr_design, utm, total_clicks, unique_clicks, bot_clicks, last_clicked_at,
    is_anonymous, claim_token_hash, claimed_at, created_at, updated_at, deleted_at)
    select id, user_id, slug, destination_url, title, description, notes, status, redirect_type, folder_id, expires_at,
    fallback_url, click_limit, served_clicks, password_hash, qr_design, utm, total_clicks, unique_clicks, bot_clicks, last_clicked_at,
    is_anonymous, claim_token_hash, claimed_at, created_at, updated_at, deleted_at from links_before_domains`.execute(db);
  await sql`drop table links_before_domains`.execute(db);
  await sql`create table "link_tags" ("link_id" bigint not null references "links" ("id") on delete cascade,
    "tag_id" bigint not null references "tags" ("id") on delete cascade, constraint "link_tags_pk" primary key ("link_id", "tag_id"))`.execute(db);
  await sql`insert into link_tags (link_id, tag_id) select link_id, tag_id from link_tags_before_domains`.execute(db);
  await sql`drop table link_tags_before_domains`.execute(db);
  await db.schema.createIndex('link_tags_tag').on('link_tags').column('tag_id').execute();
  await db.schema.createIndex('links_user_created').on('links').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('links_user_status').on('links').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('links_folder').on('links').column('folder_id').execute();
  await db.schema.createIndex('links_anonymous_created').on('links').columns(['is_anonymous', 'created_at']).execute();
  await db.schema.createIndex('links_status_expires').on('links').columns(['status', 'expires_at']).execute();
}
