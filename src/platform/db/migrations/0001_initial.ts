import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being created here
type Db = Kysely<any>;

/** Auto-increment id: SQLite's rowid alias, PostgreSQL's identity column. */
function withId<T extends string>(table: CreateTableBuilder<T>, dialect: Dialect): CreateTableBuilder<T, 'id'> {
  return dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity());
}

const PLANS = [
  ['free', 50, null, 30, 0, 1, 0, 0, 0, 0, 0, 0],
  ['pro', 5000, 60, 3650, 0, 1, 1, 1, 1, 1, 1, 0],
  ['business', 50000, 300, 3650, 100, 1, 1, 1, 1, 1, 1, 1],
] as const;

export async function up(db: Db, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('links_per_month', 'bigint')
    .addColumn('api_requests_per_minute', 'integer')
    .addColumn('analytics_retention_days', 'integer', (col) => col.notNull())
    .addColumn('bulk_create_max', 'integer', (col) => col.notNull())
    .addColumn('custom_slugs', 'integer', (col) => col.notNull())
    .addColumn('link_expiration', 'integer', (col) => col.notNull())
    .addColumn('click_limits', 'integer', (col) => col.notNull())
    .addColumn('password_protection', 'integer', (col) => col.notNull())
    .addColumn('edit_destination', 'integer', (col) => col.notNull())
    .addColumn('api_access', 'integer', (col) => col.notNull())
    .addColumn('bulk_create', 'integer', (col) => col.notNull())
    .execute();
  const columns = [
    'name', 'links_per_month', 'api_requests_per_minute', 'analytics_retention_days', 'bulk_create_max',
    'custom_slugs', 'link_expiration', 'click_limits', 'password_protection', 'edit_destination',
    'api_access', 'bulk_create',
  ];
  await db
    .insertInto('plans')
    .values(PLANS.map((row) => Object.fromEntries(columns.map((name, i) => [name, row[i]]))))
    .execute();

  await withId(db.schema.createTable('users'), dialect)
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('plan', 'text', (col) => col.notNull().references('plans.name'))
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('api_tokens'), dialect)
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('prefix', 'text', (col) => col.notNull().unique())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('scopes', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user').on('api_tokens').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('folders'), dialect)
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('color', 'text')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('folders_user_position').on('folders').columns(['user_id', 'position']).execute();

  await withId(db.schema.createTable('tags'), dialect)
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('tags_user_name', ['user_id', 'name'])
    .execute();

  await createLinks(db, dialect);
  await createClicks(db, dialect);

  await db.schema
    .createTable('usage_counters')
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('links_created', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('api_requests', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('usage_counters_pk', ['user_id', 'period'])
    .execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('locked_until', 'text', (col) => col.notNull())
    .addColumn('locked_by', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

async function createLinks(db: Db, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('links'), dialect)
    .addColumn('user_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('destination_url', 'text', (col) => col.notNull())
    .addColumn('title', 'text')
    .addColumn('description', 'text')
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('redirect_type', 'integer', (col) => col.notNull().defaultTo(302))
    .addColumn('folder_id', 'bigint', (col) => col.references('folders.id').onDelete('set null'))
    .addColumn('expires_at', 'text')
    .addColumn('fallback_url', 'text')
    .addColumn('click_limit', 'bigint')
    .addColumn('served_clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .addColumn('qr_design', 'text')
    .addColumn('utm', 'text')
    .addColumn('total_clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('unique_clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('bot_clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('last_clicked_at', 'text')
    .addColumn('is_anonymous', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claim_token_hash', 'text', (col) => col.unique())
    .addColumn('claimed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('links_user_created').on('links').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('links_user_status').on('links').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('links_folder').on('links').column('folder_id').execute();
  await db.schema
    .createIndex('links_anonymous_created')
    .on('links')
    .columns(['is_anonymous', 'created_at'])
    .execute();
  await db.schema.createIndex('links_status_expires').on('links').columns(['status', 'expires_at']).execute();

  await db.schema
    .createTable('link_tags')
    .addColumn('link_id', 'bigint', (col) => col.notNull().references('links.id').onDelete('cascade'))
    .addColumn('tag_id', 'bigint', (col) => col.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('link_tags_pk', ['link_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('link_tags_tag').on('link_tags').column('tag_id').execute();
}

async function createClicks(db: Db, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('clicks'), dialect)
    .addColumn('event_id', 'text', (col) => col.notNull().unique())
    .addColumn('link_id', 'bigint', (col) => col.notNull())
    .addColumn('clicked_at', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('is_bot', 'integer', (col) => col.notNull())
    .addColumn('is_unique', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('browser', 'text', (col) => col.notNull())
    .addColumn('os', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('referrer_host', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('clicks_link_time').on('clicks').columns(['link_id', 'clicked_at']).execute();

  await db.schema
    .createTable('click_daily')
    .addColumn('link_id', 'bigint', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('uniques', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('bot_clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('click_daily_pk', ['link_id', 'day'])
    .execute();

  await db.schema
    .createTable('click_daily_dimensions')
    .addColumn('link_id', 'bigint', (col) => col.notNull())
    .addColumn('dimension', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('click_daily_dimensions_pk', ['link_id', 'dimension', 'day', 'value'])
    .execute();

  await db.schema
    .createTable('daily_visitors')
    .addColumn('link_id', 'bigint', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('visitor_hash', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('daily_visitors_pk', ['link_id', 'day', 'visitor_hash'])
    .execute();

  await db.schema
    .createTable('daily_salts')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('salt', 'text', (col) => col.notNull())
    .execute();
}
