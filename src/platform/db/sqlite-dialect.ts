import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import type { WriteGate } from './sqlite-write-gate.js';

/** Kysely's SQLite dialect, with every write passing the write gate first (sqlite-write-gate.ts). */
export class GatedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #gate: WriteGate;

  constructor(config: SqliteDialectConfig, gate: WriteGate) {
    super(config);
    this.#config = config;
    this.#gate = gate;
  }

  override createDriver(): Driver {
    return new GatedSqliteDriver(this.#config, this.#gate);
  }
}

class GatedSqliteDriver extends SqliteDriver {
  readonly #gate: WriteGate;
  #connection: GatedConnection | null = null;

  constructor(config: SqliteDialectConfig, gate: WriteGate) {
    super(config);
    this.#gate = gate;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await super.acquireConnection();
    this.#connection ??= new GatedConnection(inner, this.#gate);
    return this.#connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#gate.enter();
    const gated = connection as GatedConnection;
    gated.inTransaction = true;
    try {
      await super.beginTransaction(connection);
    } catch (error) {
      this.#end(gated);
      throw error;
    }
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.commitTransaction(connection);
    } finally {
      this.#end(connection as GatedConnection);
    }
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } finally {
      this.#end(connection as GatedConnection);
    }
  }

  #end(connection: GatedConnection): void {
    connection.inTransaction = false;
    this.#gate.leave();
  }
}

/** The one SQLite connection; a write outside a transaction passes the gate on its own. */
class GatedConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    private readonly inner: DatabaseConnection,
    private readonly gate: WriteGate,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction || isRead(query)) return this.inner.executeQuery<R>(query);
    await this.gate.enter();
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      this.gate.leave();
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

// Raw SQL is judged by its first word; a read taken for a write only waits a little longer.
function isRead(query: CompiledQuery): boolean {
  return SelectQueryNode.is(query.query) || /^\s*(select|pragma)\b/i.test(query.sql);
}
