import type { Kysely } from 'kysely';
import type { Dialect } from '../platform/db/db.js';
import * as m0001 from './0001_initial.js';
import * as m0002 from './0002_webhooks.js';

export interface DialectMigration {
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before (and outside) the typed schema
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  down?(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

/** Every migration, in order. Names sort lexically; never rename one that has shipped. */
export const migrations: Record<string, DialectMigration> = {
  '0001_initial': m0001,
  '0002_webhooks': m0002,
};
