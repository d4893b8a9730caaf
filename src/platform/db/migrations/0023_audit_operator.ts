import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * Audit entries of the operator's command line (`workspaces set-plan`, `users set-plan`) are
 * made by nobody with an account: `actor_type` says `operator` for them. Null for the rest,
 * whose type follows from the token id as before (ADR 1003).
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('actor_type', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('actor_type').execute();
}
