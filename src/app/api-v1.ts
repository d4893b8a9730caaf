import type { FastifyInstance } from 'fastify';
import { registerApiAuth, usageRoutes } from '../modules/accounts/index.js';
import { auditEntrySchema, auditRoutes } from '../modules/audit/index.js';
import { analyticsRoutes, type ClickQueue, clearClicksRoutes, liveClicksRoutes, type LiveStreams } from '../modules/analytics/index.js';
import { type DomainsContext, domainsRoutes } from '../modules/domains/index.js';
import { type LinkQrDeps, type LinksContext, linkQrRoutes, linkSchema, linksRoutes } from '../modules/links/index.js';
import { type HealthContext, healthRoutes } from '../modules/health/index.js';
import { importSchema, importsRoutes } from '../modules/imports/index.js';
import { organizeRoutes } from '../modules/organize/index.js';
import { testVisitorRoutes } from '../modules/redirect/index.js';
import { inviteRoutes, type TeamsContext, workspaceRoutes } from '../modules/teams/index.js';
import { type WebhooksContext, webhooksRoutes } from '../modules/webhooks/index.js';
import { answerWrongMethods } from '../platform/http/method-not-allowed.js';
import type { RateLimiterFactory } from '../platform/rate-limit/rate-limit.js';

export interface ApiV1Deps {
  links: LinksContext;
  qr: LinkQrDeps;
  domains: DomainsContext;
  webhooks: WebhooksContext;
  health: HealthContext;
  limiterFor: RateLimiterFactory;
  /** IMPORT_MAX_BYTES. */
  importMaxBytes: number;
  /** Flushed before a link's clicks are deleted. */
  clicks: Pick<ClickQueue, 'flush'>;
  /** Server-Sent Events streams of clicks. */
  live: LiveStreams;
  /** Workspaces, members and invites (the mailer sends invites). */
  teams: TeamsContext;
}

/** /api/v1: bearer-token authentication and rate limits, then each module's routes. */
export async function apiV1(v1: FastifyInstance, deps: ApiV1Deps): Promise<void> {
  const { store } = deps.links;
  v1.addSchema(linkSchema);
  v1.addSchema(importSchema);
  v1.addSchema(auditEntrySchema);
  // JSON only (ADR 0004): the form parser the browser's forms need elsewhere is not this scope's,
  // so a form body is the 415 every other type gets, which the error handler answers as 422.
  v1.removeContentTypeParser('application/x-www-form-urlencoded');
  registerApiAuth(v1, { store, limiterFor: deps.limiterFor });
  // Unknown v1 paths and wrong methods still authenticate and count, so every v1 answer carries
  // the limit headers; then an unknown path is 404, a wrong method on a known one 405 (ADR 0801).
  answerWrongMethods(v1);
  await v1.register(linksRoutes, deps.links);
  await v1.register(healthRoutes, deps.health);
  await v1.register(analyticsRoutes, deps.links);
  await v1.register(liveClicksRoutes, { links: deps.links, live: deps.live });
  await v1.register(clearClicksRoutes, { ...deps.links, clicks: deps.clicks });
  await v1.register(testVisitorRoutes, deps.links);
  await v1.register(linkQrRoutes, deps.qr);
  await v1.register(organizeRoutes, { store });
  await v1.register(usageRoutes, { store });
  await v1.register(webhooksRoutes, deps.webhooks);
  await v1.register(domainsRoutes, deps.domains);
  await v1.register(auditRoutes, { store, baseUrl: deps.links.baseUrl });
  await v1.register(importsRoutes, { links: deps.links, maxBytes: deps.importMaxBytes });
  await v1.register(workspaceRoutes, deps.teams);
  await v1.register(inviteRoutes, deps.teams);
}
