import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/** Tables whose rows a customer owns: their `user_id` becomes `workspace_id` (ADR 1001). */
const OWNED = [
  'folders', 'tags', 'domains', 'links', 'imports', 'usage_counters', 'webhook_endpoints', 'webhook_events', 'qr_logos',
  'health_notices',
] as const;

const USER_BATCH = 500;

/**
 * Workspaces (ADR 1001). Every user gets a personal workspace whose id is the user's id, so the
 * owned tables' `user_id` values are already the right `workspace_id`: the column is renamed and
 * its foreign key pointed at `workspaces`, and no row is rewritten on PostgreSQL. The plan moves
 * to the workspace; tokens and sessions gain the workspace they act in.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const workspaces = db.schema.createTable('workspaces');
  await (dialect === 'sqlite'
    ? workspaces.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : workspaces.addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('plan', 'text', (col) => col.notNull().references('plans.name'))
    // The user whose personal workspace this is; null for a team's.
    .addColumn('personal_user_id', 'bigint', (col) => col.unique().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('workspace_members')
    .addColumn('workspace_id', 'bigint', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('workspace_members_pk', ['workspace_id', 'user_id'])
    .execute();
  await db.schema.createIndex('workspace_members_user').on('workspace_members').column('user_id').execute();

  await createPersonalWorkspaces(db);
  if (dialect === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('workspaces', 'id'), coalesce((select max(id) from workspaces), 0) + 1, false)`.execute(db);
  }

  for (const table of OWNED) {
    await (dialect === 'postgres' ? moveOwnerPostgres(db, table) : moveOwnerSqlite(db, table));
  }

  // Who started an import: a background job acts as them (the workspace owns the import).
  await db.schema.alterTable('imports').addColumn('created_by', 'bigint', (col) => col.references('users.id').onDelete('set null')).execute();
  await db.updateTable('imports').set({ created_by: sql`workspace_id` }).execute();
  await db.schema.alterTable('api_tokens').addColumn('workspace_id', 'bigint', (col) => col.references('workspaces.id').onDelete('cascade')).execute();
  await db.updateTable('api_tokens').set({ workspace_id: sql`user_id` }).execute();
  await db.schema.createIndex('api_tokens_workspace').on('api_tokens').column('workspace_id').execute();
  // The workspace a browser session shows; null: the user's personal one.
  await db.schema.alterTable('sessions').addColumn('workspace_id', 'bigint', (col) => col.references('workspaces.id').onDelete('set null')).execute();
}

async function createPersonalWorkspaces(db: Db): Promise<void> {
  for (let after = 0; ;) {
    const users = await db.selectFrom('users').select(['id', 'email', 'plan', 'created_at']).where('id', '>', after).orderBy('id').limit(USER_BATCH).execute() as
      { id: number | string; email: string; plan: string; created_at: string }[];
    if (users.length === 0) return;
    await db.insertInto('workspaces').values(users.map((user) => ({
      id: Number(user.id),
      name: 'Personal',
      slug: personalSlug(user.email, Number(user.id)),
      plan: user.plan,
      personal_user_id: Number(user.id),
      created_at: user.created_at,
      updated_at: user.created_at,
    }))).execute();
    await db.insertInto('workspace_members').values(users.map((user) => ({
      workspace_id: Number(user.id), user_id: Number(user.id), role: 'owner', joined_at: user.created_at,
    }))).execute();
    after = Number(users[users.length - 1]!.id);
  }
}

/** `ada-lovelace-12` from `Ada.Lovelace@example.com`: readable, and unique through the id. */
export function personalSlug(email: string, id: number): string {
  const local = email.split('@')[0]!.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 30);
  return `${local || 'user'}-${id}`;
}

async function moveOwnerPostgres(db: Db, table: string): Promise<void> {
  const keys = await sql<{ conname: string }>`select conname from pg_constraint
    where conrelid = ${table}::regclass and contype = 'f' and confrelid = 'users'::regclass`.execute(db);
  for (const key of keys.rows) await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(key.conname)}`.execute(db);
  await sql`alter table ${sql.table(table)} rename column user_id to workspace_id`.execute(db);
  await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_workspace_id_fkey`)}
    foreign key (workspace_id) references workspaces (id) on delete cascade`.execute(db);
}

/**
 * SQLite cannot change a foreign key in place, so the table is rebuilt from its own stored
 * definition with `user_id` renamed and pointed at `workspaces`. With foreign keys off and
 * `legacy_alter_table` on (SQLite migrations run outside a transaction, so both can be set), the
 * rename to `<table>_before_workspaces` leaves the child tables' foreign keys naming `<table>`,
 * so they bind to the rebuilt table, and dropping the old one cascades nothing.
 */
async function moveOwnerSqlite(db: Db, table: string): Promise<void> {
  const old = `${table}_before_workspaces`;
  const objects = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master
    where tbl_name = ${table} and sql is not null order by type desc`.execute(db);
  const create = objects.rows.find((row) => row.type === 'table');
  if (!create) throw new Error(`table ${table} not found`);
  const definition = create.sql
    .replace(/"user_id"([^,]*?)references "users" \("id"\)( on delete (cascade|set null))?/, '"workspace_id"$1references "workspaces" ("id") on delete cascade')
    .replaceAll('"user_id"', '"workspace_id"');
  if (definition.includes('user_id') || !definition.includes('references "workspaces"')) {
    throw new Error(`cannot move ${table} to workspaces: unexpected definition ${create.sql}`);
  }
  const indexes = objects.rows.filter((row) => row.type === 'index').map((row) => row.sql.replaceAll('"user_id"', '"workspace_id"').replaceAll('(user_id', '(workspace_id'));
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`pragma legacy_alter_table = on`.execute(db);
  const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  if (Number(keys.rows[0]?.foreign_keys) !== 0) throw new Error('0018 must run outside a transaction on SQLite');
  try {
    await sql`alter table ${sql.table(table)} rename to ${sql.table(old)}`.execute(db);
    await sql.raw(definition).execute(db);
    await sql`insert into ${sql.table(table)} select * from ${sql.table(old)}`.execute(db);
    // AUTOINCREMENT never reuses an id: the rebuilt table carries on from the old one's counter.
    if (await hasSequence(db)) {
      await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
      await sql`update sqlite_sequence set name = ${table} where name = ${old}`.execute(db);
    }
    await sql`drop table ${sql.table(old)}`.execute(db);
    for (const index of indexes) await sql.raw(index).execute(db);
    const broken = await sql`pragma foreign_key_check(${sql.raw(`"${table}"`)})`.execute(db);
    if (broken.rows.length > 0) throw new Error(`${table}: ${broken.rows.length} rows break a foreign key after the rebuild`);
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function hasSequence(db: Db): Promise<boolean> {
  const found = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_sequence'`.execute(db);
  return Number(found.rows[0]?.n) > 0;
}
