import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Store } from './db.js';

class StaticProvider implements MigrationProvider {
  constructor(private readonly store: Store) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const bound: Record<string, Migration> = {};
    for (const [name, migration] of Object.entries(migrations)) {
      bound[name] = {
        up: (db) => migration.up(db, this.store.dialect),
        ...(migration.down ? { down: (db) => migration.down!(db, this.store.dialect) } : {}),
      };
    }
    return bound;
  }
}

/** Brings the schema up to date; safe to call from several instances at once. */
export async function migrateToLatest(store: Store): Promise<string[]> {
  return migrateTo(store, null);
}

/** Brings the schema up to `target` (a migration's name), or to the latest when null. */
export async function migrateTo(store: Store, target: string | null): Promise<string[]> {
  const migrator = new Migrator({
    db: store.db,
    provider: new StaticProvider(store),
    // Numbers are handed out to features built side by side (0006 may land after 0007 ran);
    // each migration touches its own columns, so a late lower number still applies.
    allowUnorderedMigrations: true,
    // Kysely looks for its own tables in every schema unless told which one is ours.
    ...(store.schema ? { migrationTableSchema: store.schema } : {}),
  });
  const { error, results } = target === null ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
