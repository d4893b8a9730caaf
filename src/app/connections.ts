import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { createLocalBus, createRedisBus, type InvalidationBus } from '../platform/cache/invalidation.js';
import { openStore, type Store } from '../platform/db/db.js';

export interface Connections {
  store: Store;
  /** Where reads that must not wait go (see openReadStore). */
  readStore: Store;
  /** SQLite: the click writer's page cache, its share of SQLITE_CACHE_MB. */
  writerCacheMiB: number;
  redis: Redis | null;
  bus: InvalidationBus;
  close(): Promise<void>;
}

/**
 * SQLITE_CACHE_MB shared out: half to the connection that writes clicks, whose batches touch
 * pages all over its indexes (the writer thread's own, or else the main connection), a quarter
 * to each other connection.
 */
export function sqliteCache(config: Config): { store: { sqliteCacheMiB: number }; read: { sqliteCacheMiB: number }; writer: number } {
  const quarter = Math.max(1, Math.floor(config.sqliteCacheMb / 4));
  const half = Math.max(1, Math.floor(config.sqliteCacheMb / 2));
  return { store: { sqliteCacheMiB: config.clickWriterThread ? quarter : quarter + half }, read: { sqliteCacheMiB: quarter }, writer: half };
}

/**
 * Where reads that must not wait go: the replica of `DATABASE_READ_URL`; on SQLite a second
 * connection, so a redirect's cache miss never queues behind a write waiting for the click
 * writer's batch on the one connection Kysely has; else the store itself.
 */
function openReadStore(config: Config, store: Store): Store {
  if (config.databaseReadUrl) return openStore(config.databaseReadUrl);
  return store.dialect === 'sqlite' && !store.url.endsWith(':memory:') ? openStore(store.url, sqliteCache(config).read) : store;
}

/** The Redis client class, loaded only when REDIS_URL is set (about 4 MB resident otherwise). */
function loadRedis(): typeof Redis {
  return (createRequire(import.meta.url)('ioredis') as typeof import('ioredis')).Redis;
}

/** The database (and its read side), Redis and the cache-invalidation bus the config names. */
export function openConnections(config: Config, namespace: string, onRedisError: (error: Error) => void, given?: Store): Connections {
  const store = given ?? openStore(config.databaseUrl, sqliteCache(config).store);
  const readStore = openReadStore(config, store);
  // Auto-pipelining sends the commands of one tick (a burst of click XADDs) in one write.
  const redis = config.redisUrl ? new (loadRedis())(config.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true }) : null;
  const subscriber = redis?.duplicate() ?? null;
  // ioredis reconnects by itself; without a listener each lost connection is printed raw.
  for (const client of [redis, subscriber]) client?.on('error', onRedisError);
  const bus = redis && subscriber ? createRedisBus(redis, subscriber, `${namespace}:link-invalidate`) : createLocalBus();
  return {
    store,
    readStore,
    writerCacheMiB: sqliteCache(config).writer,
    redis,
    bus,
    async close() {
      await bus.close();
      subscriber?.disconnect();
      redis?.disconnect();
      if (readStore !== store) await readStore.close();
      if (!given) await store.close();
    },
  };
}
