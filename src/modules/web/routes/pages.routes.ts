import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendDownload } from '../../../platform/http/download.js';
import { NotFoundError, ValidationError } from '../../../platform/http/errors.js';
import { listPlans, listSessions, listTokens, readUsage, twoFactorStatus, usagePeriod } from '../../accounts/index.js';
import { type Analytics, exportAccountClicks, exportClicks, getLinkAnalytics } from '../../analytics/index.js';
import { EXPORT_TYPES, type ExportFormat, exportLinks, getLink, listLinks, listPendingReview, parseLinkId } from '../../links/index.js';
import { listImports } from '../../imports/index.js';
import { listFolders, listTags } from '../../organize/index.js';
import { listDomains } from '../../domains/index.js';
import { may } from '../../workspaces/index.js';
import { listWebhookDeliveries, listWebhooks } from '../../webhooks/index.js';
import { listInvites, listMembers } from '../../teams/index.js';
import { accountPage } from '../pages/account.page.js';
import { adminPage } from '../pages/admin.page.js';
import { analyticsPage } from '../pages/analytics.page.js';
import { autoInterval } from '../pages/analytics-hourly.section.js';
import { LINK_FORM_CSP, linkFormPage } from '../pages/link-form.page.js';
import { linksPage } from '../pages/links.page.js';
import { importPage } from '../pages/import.page.js';
import { organizePage } from '../pages/organize.page.js';
import { workspacePage } from '../pages/workspace.page.js';
import { actorOf, assertMay, loadWebUser, type WebUser, withWorkspaces } from '../session.js';
import { type WebContext, sendHtml } from '../web.context.js';
import { analyticsCsv } from './analytics-csv.js';
import { accountSecurityRoutes } from './account-security.routes.js';
import { auditPages } from './audit.pages.js';
import { useHtmlErrors } from './html-errors.js';
import { workspaceRoutes } from './workspace.routes.js';
import { type RawQuery, readLinkListQuery } from './query.js';

/** Deliveries shown per webhook endpoint on the account page. */
const RECENT_DELIVERIES = 10;

const PER_PAGE = 25;
const DAY_MS = 86_400_000;

type IdRequest = FastifyRequest<{ Params: { id: string }; Querystring: RawQuery }>;

/** The signed-in user; the onRequest hook has already sent everyone else to log in. */
function userOf(request: FastifyRequest): WebUser {
  if (!request.webUser) throw new NotFoundError();
  return request.webUser;
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** /app pages: server-rendered from the same services as /api/v1; scripts only enhance them. */
export async function appPages(app: FastifyInstance, ctx: WebContext): Promise<void> {
  const db = ctx.links.store.db;
  useHtmlErrors(app);
  app.addHook('onRequest', async (request, reply) => {
    const user = await loadWebUser(db, request);
    if (!user) return reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 303);
    // GET pages draw the header's workspace switcher; form posts only need the user.
    request.webUser = request.method === 'GET' ? await withWorkspaces(db, user, request.url) : user;
  });

  const organizeLists = (workspaceId: number) => Promise.all([listFolders(db, workspaceId), listTags(db, workspaceId)]);

  app.get('/app', async (request: FastifyRequest<{ Querystring: RawQuery }>, reply) => {
    const user = userOf(request);
    const query = readLinkListQuery(request.query);
    const [[folders, tags], list, choices] = await Promise.all([
      organizeLists(user.workspace.id),
      listLinks(ctx.links, actorOf(user), { ...query, host: query.domain, perPage: PER_PAGE }),
      domainChoices(user.workspace.id),
    ]);
    return sendHtml(reply, linksPage({ viewer: user, links: list.data, total: list.total, perPage: PER_PAGE, query, folders, tags, domains: choices.domains }));
  });

  /** The verified domains a link may go on, and the one new links take by default. */
  const domainChoices = async (workspaceId: number) => {
    const verified = (await listDomains(ctx.domains, workspaceId)).filter((domain) => domain.status === 'verified');
    return { domains: verified.map((domain) => domain.hostname), defaultDomain: verified.find((domain) => domain.default)?.hostname ?? null };
  };

  app.get('/app/import', async (request, reply) => {
    const user = userOf(request);
    assertMay(user, 'write_links');
    const { data } = await listImports(ctx.links, actorOf(user), 1, 10);
    return sendHtml(reply, importPage({ viewer: user, imports: data, maxBytes: ctx.importMaxBytes }));
  });

  app.get('/app/links/new', async (request, reply) => {
    const user = userOf(request);
    assertMay(user, 'write_links');
    const [[folders, tags], choices] = await Promise.all([organizeLists(user.workspace.id), domainChoices(user.workspace.id)]);
    return sendHtml(reply.header('content-security-policy', LINK_FORM_CSP), linkFormPage({ viewer: user, entitlements: user.entitlements, baseUrl: ctx.links.baseUrl, folders, tags, ...choices }));
  });

  app.get('/app/links/:id', async (request: IdRequest, reply) => {
    const user = userOf(request);
    const link = await getLink(ctx.links, actorOf(user), parseLinkId(request.params.id));
    const [[folders, tags], choices] = await Promise.all([organizeLists(user.workspace.id), domainChoices(user.workspace.id)]);
    return sendHtml(reply.header('content-security-policy', LINK_FORM_CSP), linkFormPage({ viewer: user, entitlements: user.entitlements, baseUrl: ctx.links.baseUrl, folders, tags, link, ...choices }));
  });

  const analyticsOf = async (request: IdRequest): Promise<{ user: WebUser; id: number; analytics: Analytics; notice?: string }> => {
    const user = userOf(request);
    const id = parseLinkId(request.params.id);
    const query = { from: str(request.query.from), to: str(request.query.to), interval: autoInterval(str(request.query.from), str(request.query.to), new Date().toISOString().slice(0, 10)) };
    try {
      return { user, id, analytics: await getLinkAnalytics(ctx.links, actorOf(user), id, query) };
    } catch (error) {
      // A hand-edited or reversed range falls back to the default window, with the reason shown.
      if (!(error instanceof ValidationError)) throw error;
      return { user, id, analytics: await getLinkAnalytics(ctx.links, actorOf(user), id, {}), notice: error.message };
    }
  };

  app.get('/app/links/:id/analytics', async (request: IdRequest, reply) => {
    const { user, id, analytics, notice } = await analyticsOf(request);
    const link = await getLink(ctx.links, actorOf(user), id);
    const retentionDays = user.entitlements.analytics_retention_days;
    const today = new Date().toISOString().slice(0, 10);
    const earliest = new Date(Date.parse(`${today}T00:00:00Z`) - retentionDays * DAY_MS).toISOString().slice(0, 10);
    return sendHtml(reply, analyticsPage({ viewer: user, link, analytics, retentionDays, today, earliest, notice }));
  });

  app.get('/app/links/:id/analytics.csv', async (request: IdRequest, reply) => {
    const { user, id, analytics } = await analyticsOf(request);
    const link = await getLink(ctx.links, actorOf(user), id);
    const name = `analytics-${link.slug}-${analytics.range.from}-${analytics.range.to}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(analyticsCsv(analytics));
  });

  // Downloads of what the API exports, streamed the same way.
  app.get<{ Querystring: { format?: string } }>('/app/links/export', async (request, reply) => {
    const user = userOf(request);
    const format: ExportFormat = request.query.format === 'json' ? 'json' : 'csv';
    return sendDownload(reply, EXPORT_TYPES[format], `links-${new Date().toISOString().slice(0, 10)}.${format}`, exportLinks(ctx.links, actorOf(user), format));
  });

  app.get('/app/clicks.csv', async (request: FastifyRequest<{ Querystring: RawQuery }>, reply) => {
    const rows = exportAccountClicks(ctx.links, actorOf(userOf(request)), { from: str(request.query.from), to: str(request.query.to) });
    return sendDownload(reply, EXPORT_TYPES.csv, 'clicks.csv', rows);
  });

  app.get('/app/links/:id/clicks.csv', async (request: IdRequest, reply) => {
    const user = userOf(request);
    const rows = await exportClicks(ctx.links, actorOf(user), parseLinkId(request.params.id), { from: str(request.query.from), to: str(request.query.to) });
    return sendDownload(reply, EXPORT_TYPES.csv, `clicks-${request.params.id}.csv`, rows);
  });

  app.get('/app/folders', async (request, reply) => {
    const user = userOf(request);
    const [folders, tags] = await organizeLists(user.workspace.id);
    return sendHtml(reply, organizePage({ viewer: user, folders, tags }));
  });

  app.get('/app/account', async (request, reply) => {
    const user = userOf(request);
    const period = usagePeriod();
    const manager = may(user.role, 'manage');
    const [usage, tokens, webhooks, domains, twoFactor, sessions] = await Promise.all([
      readUsage(db, user.workspace.id, period),
      listTokens(db, user.workspace.id, manager ? undefined : user.id),
      // Domains and webhooks are drawn for admins and owners only (account.page.ts).
      manager ? listWebhooks(ctx.webhooks, user.workspace.id) : [],
      manager ? listDomains(ctx.domains, user.workspace.id) : [],
      twoFactorStatus(db, user.id),
      listSessions(db, user.id),
    ]);
    const security = { twoFactor, sessions, currentSession: user.sessionHandle, csrf: user.csrfToken };
    const counts = { links_created: Number(usage.links_created), clicks: Number(usage.clicks), api_requests: Number(usage.api_requests) };
    // The last few deliveries of each endpoint, so a failing one shows why at a glance.
    const deliveries = new Map(
      await Promise.all(
        webhooks.map(async (hook) => [hook.id, (await listWebhookDeliveries(ctx.webhooks, user.workspace.id, hook.id, { page: 1, perPage: RECENT_DELIVERIES })).data] as const),
      ),
    );
    return sendHtml(
      reply,
      accountPage({ viewer: user, plan: user.plan, entitlements: user.entitlements, usage: counts, periodStart: `${period}-01`, tokens, domains, webhooks, deliveries, plans: await listPlans(db), security }),
    );
  });

  await app.register(accountSecurityRoutes, ctx);
  await app.register(workspaceRoutes, ctx);

  app.get('/app/workspace', async (request, reply) => {
    const user = userOf(request);
    const actor = actorOf(user);
    // Invites are an admin's business: the page shows them only to those who may act on them.
    const [members, invites] = await Promise.all([listMembers(ctx.teams, actor), may(user.role, 'manage') ? listInvites(ctx.teams, actor) : []]);
    return sendHtml(reply, workspacePage({ viewer: user, members, invites }));
  });
  await app.register(auditPages, ctx);

  app.get('/app/admin', async (request, reply) => {
    const user = userOf(request);
    if (!user.isAdmin) throw new NotFoundError('This page does not exist');
    const { items, total } = await listPendingReview(db, ctx.links.baseUrl);
    return sendHtml(reply, adminPage({ viewer: user, queue: items, total }));
  });
}
