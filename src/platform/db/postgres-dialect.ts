import { type DatabaseIntrospector, type DatabaseMetadata, type Kysely, PostgresDialect, type SchemaMetadata, sql, type TableMetadata } from 'kysely';

/**
 * PostgreSQL as Kysely speaks it, but for what its migrator asks: whether its own tables exist.
 * Kysely answers that by listing every column of every table in every schema of the database,
 * calling `pg_get_serial_sequence` on each; when another schema renames a column or is dropped
 * at that moment (another deployment's or test run's migration in the same database), the
 * query fails with "column … does not exist" and the migration with it. The migrator needs
 * table names only, so these are the tables of the store's own schemas (its search path).
 */
export class SchemaScopedPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SearchPathIntrospector(db);
  }
}

class SearchPathIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  /** Tables and views of the schemas on the search path, without their columns. */
  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, n.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm') and n.nspname = any (current_schemas(false))`.execute(this.db);
    return rows.map(({ name, schema, kind }) => ({ name, schema, isView: kind === 'v' || kind === 'm', columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}
