import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { analyticsRoutes, type ClickQueue, createClickParserFromConfig, createClickQueue, createClickWriter, createSaltSource, createThreadedClickWriter, emitClickEvents, registerAnalyticsJobs } from './modules/analytics/index.js';
import { findLinkTarget, linkQrRoutes, linkSchema, linksRoutes, registerRescan, registerSweeps, shortLinkQrRoutes } from './modules/links/index.js';
import { createLinkCache, type LinkCache, redirectRoutes, statePage } from './modules/redirect/index.js';
import { createHostResolver, createSafetyScanner, type SafetyScanner } from './modules/safety/index.js';
import { qrRoutes } from './modules/qr/index.js';
import { claimRoutes, webApp } from './modules/web/index.js';
import { shortenRoutes } from './modules/shorten/index.js';
import { createLocalBus, createRedisBus, type InvalidationBus } from './platform/cache/invalidation.js';
import { openStore, type Store } from './platform/db/db.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { loadAppSecret } from './platform/db/settings.js';
import { healthRoutes } from './platform/http/health.js';
import { createHttpServer } from './platform/http/fastify.js';
import { NotFoundError } from './platform/http/errors.js';
import { registerNotFound } from './platform/http/not-found.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { createScheduler, type Scheduler } from './platform/jobs/scheduler.js';
import { createWebhookWorker, registerWebhookJobs, webhooksRoutes, type WebhookWorker } from './modules/webhooks/index.js';
import { createRateLimiterFactory } from './platform/rate-limit/rate-limit.js';
import { createMetrics } from './platform/metrics/metrics.js';
import { metricsRoutes } from './platform/metrics/metrics.routes.js';
import { registerGauges, timed } from './app.metrics.js';
import { createLoginGuard, registerApiAuth, usageRoutes } from './modules/accounts/index.js';
import { organizeRoutes } from './modules/organize/index.js';

export interface AppOptions {
  /** An already-open store (tests use a throwaway PostgreSQL schema); else opened from config. */
  store?: Store;
  /** Prefix for Redis keys and channels, so parallel test apps don't share counters. */
  namespace?: string;
  logger?: boolean;
  /** Background jobs on a timer; tests run them by hand with `scheduler.runNow`. */
  startJobs?: boolean;
}

/** The assembled application: routes registered, adapters chosen, nothing listening yet. */
export interface App {
  http: FastifyInstance;
  store: Store;
  cache: LinkCache;
  clicks: ClickQueue;
  scanner: SafetyScanner;
  scheduler: Scheduler;
  /** Webhook delivery worker; polls when jobs start, tests drive it with `webhooks.runOnce()`. */
  webhooks: WebhookWorker;
  /** Loads what the first requests would otherwise wait for (the country database). */
  warmUp(): void;
  /** Stops jobs, flushes clicks, closes connections; the HTTP server must be closed first. */
  shutdown(): Promise<void>;
}

/**
 * Where reads that must not wait go: the replica of `DATABASE_READ_URL`; on SQLite a second
 * connection, so a redirect's cache miss never queues behind a write waiting for the click
 * writer's batch on the one connection Kysely has; else the store itself.
 */
function openReadStore(config: Config, store: Store): Store {
  if (config.databaseReadUrl) return openStore(config.databaseReadUrl);
  return store.dialect === 'sqlite' && !store.url.endsWith(':memory:') ? openStore(store.url, sqliteCache(config).requests) : store;
}

/** SQLITE_CACHE_MB shared out: half to the click writer, whose batches touch pages all over its indexes. */
function sqliteCache(config: Config): { requests: { sqliteCacheMiB: number }; writer: number } {
  return { requests: { sqliteCacheMiB: Math.max(1, Math.floor(config.sqliteCacheMb / 4)) }, writer: Math.max(1, Math.floor(config.sqliteCacheMb / 2)) };
}

/**
 * A redirect's cache miss. A lagging replica is bypassed for a link changed moments ago, and a
 * slug it lacks is looked up on the primary too, so a link just created on another instance
 * redirects before replication catches up.
 */
function linkLoader(read: Store, primary: Store, lagging: boolean) {
  return async (slug: string, changed: boolean) => {
    if (!lagging) return findLinkTarget(read.db, slug);
    const target = await findLinkTarget((changed ? primary : read).db, slug);
    return target ?? (changed ? undefined : findLinkTarget(primary.db, slug));
  };
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const namespace = options.namespace ?? config.redisPrefix;
  const store = options.store ?? openStore(config.databaseUrl, sqliteCache(config).requests);
  const readStore = openReadStore(config, store);
  await migrateToLatest(store);
  const appSecret = await loadAppSecret(store);

  // Auto-pipelining sends the commands of one tick (a burst of click XADDs) in one write.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true }) : null;
  const subscriber = redis?.duplicate() ?? null;
  const bus: InvalidationBus =
    redis && subscriber ? createRedisBus(redis, subscriber, `${namespace}:link-invalidate`) : createLocalBus();
  const metrics = createMetrics();
  const limiterFor = createRateLimiterFactory(redis, `${namespace}:rl`, (rule) => metrics.rateLimitRejections.inc({ limiter: rule }));

  const http = createHttpServer(config, options.logger ?? true, metrics);
  // ioredis reconnects by itself; without a listener each lost connection is printed raw.
  for (const client of [redis, subscriber]) client?.on('error', (error: Error) => http.log.warn({ err: error }, 'redis connection error'));
  const cache = createLinkCache({
    maxBytes: config.linkCacheMb * 2 ** 20,
    ttlMs: 60_000,
    loader: linkLoader(readStore, store, config.databaseReadUrl !== null),
    bus,
  });
  const clickParser = createClickParserFromConfig(config);
  // Parsing clicks and (on SQLite, synchronously) writing them would hold up requests: the
  // writer gets a worker thread, unless the store is an in-memory database no thread can share.
  const clickThread = store.url.endsWith(':memory:')
    ? null
    : createThreadedClickWriter({
        databaseUrl: store.url,
        ...(store.schema ? { searchPath: store.schema } : {}),
        ...(store.sqliteWriteGate ? { sqliteWriteGate: store.sqliteWriteGate } : {}),
        geoipCountryPath: config.geoipCountryPath,
        countryHeader: config.countryHeader,
        sqliteCacheMiB: sqliteCache(config).writer,
      }, {
        onStart: (worker) => http.log.info({ threadId: worker.threadId }, 'click writer thread started'),
        onUnexpectedExit: (exitCode) => http.log.error({ exitCode }, 'click writer thread died; the next batch starts a new one'),
      });
  const writeClicks =
    clickThread?.write ??
    createClickWriter({ store, parse: clickParser.parse, saltFor: createSaltSource(), afterInsert: emitClickEvents });
  const clicks = createClickQueue({ write: timed(metrics, writeClicks), flushMs: config.clickFlushMs, logger: http.log, redis, namespace, reclaimIdleMs: config.clickReclaimIdleMs });
  const scanner = createSafetyScanner({
    ownHosts: [new URL(config.baseUrl).host],
    threatListPaths: config.threatListPaths,
    shortenerListPaths: config.shortenerListPaths,
    hostResolver: createHostResolver({ servers: config.dnsServers }),
    ...(config.safeBrowsingApiKey
      ? { safeBrowsing: { apiKey: config.safeBrowsingApiKey, ...(config.safeBrowsingUrl ? { baseUrl: config.safeBrowsingUrl } : {}) } }
      : {}),
    logger: http.log,
  });
  const scheduler = createScheduler(store, http.log);
  registerSweeps(scheduler, { store, cache, anonRetentionDays: config.anonRetentionDays, baseUrl: config.baseUrl });
  registerAnalyticsJobs(scheduler, store);
  registerWebhookJobs(scheduler, store);
  registerRescan(scheduler, { store, scanner, cache, baseUrl: config.baseUrl }, http.log);
  if (options.startJobs === false) await scheduler.stop();
  const webhooks = createWebhookWorker({
    store,
    logger: http.log,
    retrySchedule: config.webhookRetrySchedule,
    allowPrivateTargets: config.webhookAllowPrivateTargets,
  });
  if (options.startJobs !== false) webhooks.start();

  registerGauges(metrics, { cache, clicks, store });
  await http.register(metricsRoutes, { metrics });
  await registerOpenApi(http, config.baseUrl, limiterFor({ name: 'openapi', points: 60, durationSeconds: 60 }));
  await http.register(healthRoutes, { checks: [() => store.ping(), ...(redis ? [async () => void (await redis.ping())] : [])] });
  await http.register(shortenRoutes, {
    store,
    scanner,
    cache,
    baseUrl: config.baseUrl,
    anonRetentionDays: config.anonRetentionDays,
    perMinute: limiterFor({ name: 'shorten-minute', points: 5, durationSeconds: 60 }),
    perDay: limiterFor({ name: 'shorten-day', points: 100, durationSeconds: 86_400 }),
  });
  await http.register(redirectRoutes, {
    store,
    cache,
    clicks,
    baseUrl: config.baseUrl,
    countryHeader: config.countryHeader,
    appSecret,
    passwordLimiter: limiterFor({ name: 'link-password', points: 10, durationSeconds: 900 }),
  });
  const linksContext = { store, readStore, scanner, cache, baseUrl: config.baseUrl };
  const qrDeps = {
    store,
    baseUrl: config.baseUrl,
    keylessLimiter: limiterFor({ name: 'qr', points: 30, durationSeconds: 60 }),
    shortLinkLimiter: limiterFor({ name: 'qr-short-link', points: 120, durationSeconds: 60 }),
  };
  await http.register(qrRoutes, qrDeps);
  await http.register(shortLinkQrRoutes, qrDeps);
  const loginGuard = createLoginGuard(limiterFor);
  await http.register(claimRoutes, { ...linksContext, loginGuard });
  await http.register(
    async (v1) => {
      v1.addSchema(linkSchema);
      registerApiAuth(v1, { store, limiterFor });
      // Unknown v1 paths still authenticate and count, so every v1 answer carries the limit headers.
      v1.setNotFoundHandler((request) => {
        throw new NotFoundError(`No route ${request.method} ${request.url.split('?')[0]}`);
      });
      await v1.register(linksRoutes, linksContext);
      await v1.register(analyticsRoutes, linksContext);
      await v1.register(linkQrRoutes, qrDeps);
      await v1.register(organizeRoutes, { store });
      await v1.register(usageRoutes, { store });
      await v1.register(webhooksRoutes, {
        store,
        baseUrl: config.baseUrl,
        policy: { ownHosts: [new URL(config.baseUrl).host], allowPrivateTargets: config.webhookAllowPrivateTargets },
      });
    },
    { prefix: '/api/v1' },
  );
  await http.register(webApp, {
    ...linksContext,
    anonRetentionDays: config.anonRetentionDays,
    limiterFor,
    loginGuard,
    webhookPolicy: { ownHosts: [new URL(config.baseUrl).host], allowPrivateTargets: config.webhookAllowPrivateTargets },
  });
  registerNotFound(http, () => statePage('not_found').body);

  return {
    http,
    store,
    cache,
    clicks,
    scanner,
    scheduler,
    webhooks,
    warmUp: () => {
      if (!clickThread) clickParser.preload();
    },
    async shutdown() {
      await scheduler.stop();
      await webhooks.stop();
      await clicks.close();
      await clickThread?.close();
      scanner.close();
      await bus.close();
      subscriber?.disconnect();
      redis?.disconnect();
      if (readStore !== store) await readStore.close();
      if (!options.store) await store.close();
    },
  };
}
