import { apiV1 } from './app/api-v1.js';
import type { App, AppOptions } from './app/app.types.js';
import { openConnections } from './app/connections.js';
import { registerGauges, timed } from './app.metrics.js';
import type { Config } from './config.js';
import { createLoginGuard } from './modules/accounts/index.js';
import { createCredentialsContext } from './modules/credentials/index.js';
import { registerAuditJobs } from './modules/audit/index.js';
import { createDomainChecker, createHostDirectory, createRecordChecker, registerDomainChecks, tlsAskRoutes, wellKnownRoutes } from './modules/domains/index.js';
import { createClickPipeline, createLiveFeed, createLiveStreams, createVisitorCountry, publishWrittenClicks, registerAnalyticsJobs } from './modules/analytics/index.js';
import { registerRescan, registerSweeps, shortLinkQrRoutes } from './modules/links/index.js';
import { createHealthContext, registerHealthJobs } from './modules/health/index.js';
import { registerImportJob } from './modules/imports/index.js';
import { qrQueryDocument, qrRoutes } from './modules/qr/index.js';
import { brandedHostGuard, createFastRedirect, createLinkCache, createLinkPasswordGuard, linkLoader, redirectRoutes, statePage } from './modules/redirect/index.js';
import { createHostResolver, createSafetyScannerFromConfig } from './modules/safety/index.js';
import { shortenRoutes } from './modules/shorten/index.js';
import { claimRoutes, webApp, webSwitches } from './modules/web/index.js';
import { createWebhookWorker, registerWebhookJobs } from './modules/webhooks/index.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { loadAppSecret } from './platform/db/settings.repository.js';
import { createHttpServer } from './platform/http/fastify.js';
import { healthRoutes } from './platform/http/health.js';
import { registerNotFound } from './platform/http/not-found.js';
import { quietRouteLog } from './platform/http/request-log.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { createScheduler } from './platform/jobs/scheduler.js';
import { createMailer } from './platform/mail/index.js';
import { createMetrics } from './platform/metrics/metrics.js';
import { metricsRoutes } from './platform/metrics/metrics.routes.js';
import { LIMITS } from './platform/rate-limit/limits.js';
import { createRateLimiterFactory } from './platform/rate-limit/rate-limit.js';

export type { App, AppOptions } from './app/app.types.js';

/** Wires the modules together; every policy lives in the module that owns it. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const namespace = options.namespace ?? config.redisPrefix;
  const metrics = createMetrics();
  const { app: http, door } = createHttpServer(config, options.logger ?? true, metrics);
  const conn = openConnections(config, namespace, (error) => http.log.warn({ err: error }, 'redis connection error'), options.store);
  const { store, redis } = conn;
  await migrateToLatest(store);
  const appSecret = await loadAppSecret(store);
  const limiterFor = createRateLimiterFactory(redis, `${namespace}:rl`, (rule) => metrics.rateLimitRejections.inc({ limiter: rule }));
  const baseUrl = config.baseUrl;
  const ownHosts = [new URL(baseUrl).host];

  const cache = createLinkCache({ maxBytes: config.linkCacheMb * 2 ** 20, ttlMs: 60_000, loader: linkLoader(conn.readStore, store, config.databaseReadUrl !== null), bus: conn.bus });
  const liveFeed = createLiveFeed(redis, namespace, http.log);
  const live = createLiveStreams(liveFeed, config.liveHeartbeatMs);
  // Open live streams end first, or the server's close would wait for them.
  http.addHook('preClose', () => live.closeAll());
  const publishLive = publishWrittenClicks(store, liveFeed, http.log);
  const pipeline = createClickPipeline({ store, config, writerCacheMiB: conn.writerCacheMiB, redis, namespace, logger: http.log, wrap: (write) => publishLive(timed(metrics, write)) });
  const clicks = pipeline.clicks;
  const scanner = createSafetyScannerFromConfig(config, http.log);
  const scheduler = createScheduler(store, http.log);
  registerSweeps(scheduler, { store, cache, anonRetentionDays: config.anonRetentionDays, baseUrl });
  registerAnalyticsJobs(scheduler, store);
  registerWebhookJobs(scheduler, store);
  registerAuditJobs(scheduler, store);
  registerRescan(scheduler, { store, scanner, cache, baseUrl }, http.log);
  const checker = createDomainChecker({ dnsServers: config.dnsServers, allowPrivate: config.domainVerifyAllowPrivate, httpPort: config.domainVerifyHttpPort });
  const hosts = await createHostDirectory(store, conn.bus);
  const domains = { store, scanner, checker, ownHost: new URL(baseUrl).hostname, hosts, cache, dnsTarget: config.dnsTarget, checkRecords: createRecordChecker({ dnsServers: config.dnsServers }) };
  registerDomainChecks(scheduler, domains, http.log);
  const requireEmailVerification = config.requireEmailVerification;
  registerImportJob(scheduler, { store, readStore: conn.readStore, scanner, cache, baseUrl, requireEmailVerification }, http.log);
  const links = { store, readStore: conn.readStore, scanner, cache, baseUrl, requireEmailVerification };
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, http.log);
  const health = createHealthContext({ links, mailer, limiterFor, allowPrivateDestinations: config.allowPrivateDestinations, healthRetryS: config.healthRetryS, healthCheckIntervalS: config.healthCheckIntervalS, ...options.health });
  registerHealthJobs(scheduler, health, http.log);
  if (options.startJobs === false) await scheduler.stop();
  const webhooks = createWebhookWorker({ store, logger: http.log, retrySchedule: config.webhookRetrySchedule, allowPrivateTargets: config.webhookAllowPrivateTargets });
  if (options.startJobs !== false) webhooks.start();

  const qr = { store, baseUrl, keylessLimiter: limiterFor(LIMITS.qr), shortLinkLimiter: limiterFor(LIMITS.qrShortLink) };
  const webhookPolicy = { ownHosts, allowPrivateTargets: config.webhookAllowPrivateTargets, resolver: createHostResolver({ servers: config.dnsServers }) };
  const loginGuard = createLoginGuard(limiterFor);
  const teams = { links, mailer, invitesSent: limiterFor(LIMITS.invitesPerAccount) };
  const credentials = createCredentialsContext({ store, mailer, baseUrl, requireEmailVerification, emailDomains: config.signupEmailDomains, limiterFor });
  registerGauges(metrics, { cache, clicks, store, writerThreadMemory: pipeline.threadMemory });
  // Before any route: a branded domain serves its links and nothing of the app.
  http.addHook('onRequest', brandedHostGuard(hosts));
  await http.register(metricsRoutes, { metrics });
  await registerOpenApi(http, baseUrl, limiterFor(LIMITS.openApi), { QrQuery: qrQueryDocument });
  await http.register(healthRoutes, { checks: [() => store.ping(), ...(redis ? [async () => void (await redis.ping())] : [])] });
  const shortenLimits = { perMinute: limiterFor(LIMITS.shortenPerMinute), perDay: limiterFor(LIMITS.shortenPerDay) };
  await http.register(shortenRoutes, { store, scanner, cache, baseUrl, anonRetentionDays: config.anonRetentionDays, ...shortenLimits, anonymousLinksDisabled: config.disableAnonymousLinks });
  await http.register(redirectRoutes, { store, cache, clicks, baseUrl, countryHeader: config.countryHeader, appSecret, passwordGuard: createLinkPasswordGuard(limiterFor), hosts, countryOf: createVisitorCountry(config), excludeOwnClicks: config.excludeOwnClicks });
  await http.register(qrRoutes, qr);
  await http.register(shortLinkQrRoutes, qr);
  const switches = webSwitches(config);
  await http.register(claimRoutes, { ...links, loginGuard, credentials, signup: switches.signup });
  await http.register(apiV1, { prefix: '/api/v1', links, qr, domains, webhooks: { store, baseUrl, policy: webhookPolicy }, health, limiterFor, importMaxBytes: config.importMaxBytes, clicks, live, teams });
  await http.register(tlsAskRoutes, domains);
  await http.register(wellKnownRoutes, { hosts, appleAppSiteAssociation: config.appleAppSiteAssociation, assetlinks: config.assetlinks });
  await http.register(webApp, { ...links, anonRetentionDays: config.anonRetentionDays, limiterFor, loginGuard, webhookPolicy, domains, importMaxBytes: config.importMaxBytes, credentials, live, teams, ...switches });
  registerNotFound(http, () => statePage('not_found').body);
  door.set(createFastRedirect({ cache, clicks, hosts, countryHeader: config.countryHeader, excludeOwnClicks: config.excludeOwnClicks, door, observe: quietRouteLog(metrics, http.log, '/:slug') }));

  return {
    http, store, cache, clicks, scanner, scheduler, webhooks, health,
    warmUp: pipeline.warmUp,
    async shutdown() {
      hosts.close();
      await scheduler.stop();
      await webhooks.stop();
      await pipeline.close();
      await liveFeed.close();
      scanner.close();
      mailer.close();
      await conn.close();
    },
  };
}
