import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { idParams, requireAll, v1ErrorResponses } from '../../platform/http/api-schemas.js';
import { sendDownload } from '../../platform/http/download.js';
import { accountOf } from '../accounts/index.js';
import { type LinksContext, parseLinkId } from '../links/index.js';
import { getLinkAnalytics } from './analytics.service.js';
import { getWorkspaceAnalytics } from './workspace-analytics.service.js';
import { HOURLY_MAX_DAYS, INTERVALS } from './analytics-hourly.js';
import { exportAccountClicks, exportClicks } from './export-clicks.js';

const breakdown = { type: 'array', items: { type: 'object', properties: { value: { type: 'string' }, clicks: { type: 'integer' } } } } as const;
const day = { type: 'string', format: 'date' } as const;

const analyticsData = {
  type: 'object',
  properties: {
    range: { type: 'object', properties: { from: day, to: day } },
    totals: {
      type: 'object',
      properties: { clicks: { type: 'integer' }, uniques: { type: 'integer' }, botClicks: { type: 'integer' } },
    },
    series: {
      type: 'array',
      items: { type: 'object', properties: { date: day, clicks: { type: 'integer' }, uniques: { type: 'integer' }, scans: { type: 'integer', description: 'Of the clicks, scans of the QR code' } } },
    },
    countries: breakdown,
    devices: breakdown,
    browsers: breakdown,
    operating_systems: { ...breakdown, description: 'By operating system family (the names smart rules match, in their display case)' },
    languages: { ...breakdown, description: 'Top 10 preferred languages (primary subtag of Accept-Language, such as `fr`); `und` when the browser sent none' },
    referrers: breakdown,
    sources: {
      type: 'array',
      description: 'Clicks through the short link itself (`link`) and scans of its QR code (`qr`)',
      items: { type: 'object', properties: { value: { type: 'string', enum: ['link', 'qr'] }, clicks: { type: 'integer' } } },
    },
    hours: {
      type: 'array',
      description: 'Per UTC hour of the window, up to the current hour; present only with `interval=hour`',
      items: {
        type: 'object',
        properties: {
          hour: { type: 'string', format: 'date-time', description: "The hour's start, YYYY-MM-DDTHH:00:00Z" },
          clicks: { type: 'integer' },
          uniques: { type: 'integer', description: 'First visits of the day that fell in this hour' },
          scans: { type: 'integer' },
        },
      },
    },
    variants: { ...breakdown, description: 'Clicks per A/B destination (`value` is its destination_url); present only for a link that has or had variants' },
  },
  required: ['range', 'totals', 'series', 'countries', 'devices', 'browsers', 'operating_systems', 'languages', 'referrers', 'sources'],
} as const;

const analyticsSchema = requireAll({ type: 'object', properties: { data: analyticsData } } as const);

// The link resource's fields minus the per-link ones (hours, variants), plus the top links.
const { hours: _hours, variants: _variants, ...workspaceFields } = analyticsData.properties;
const workspaceAnalyticsSchema = requireAll({
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        ...workspaceFields,
        top_links: {
          type: 'array',
          description: 'The 10 links of the workspace with the most human clicks in the window, most first',
          items: { type: 'object', properties: { id: { type: 'integer' }, slug: { type: 'string' }, short_url: { type: 'string', format: 'uri' }, clicks: { type: 'integer' } } },
        },
      },
    },
  },
} as const);

/** The window of analytics and of a clicks export. */
const RangeQuery = Type.Object({
  from: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD; default 30 days before to; raised to the plan retention' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD; default today (UTC)' })),
});

const AnalyticsQuery = Type.Object({
  ...RangeQuery.properties,
  interval: Type.Optional(
    Type.Enum([...INTERVALS], {
      description: `hour: adds \`hours\`, a point per UTC hour, for a window of at most ${HOURLY_MAX_DAYS} days (422 otherwise); without \`from\` the window is yesterday and today`,
    }),
  ),
});

type AnalyticsRequest = FastifyRequest<{ Params: { id: number } }>;

/** The options of a link's analytics routes (scope analytics:read): they differ in query and answer. */
/** A route over all the workspace's links (scope analytics:read). */
const workspaceRoute = <Q extends object>(operationId: string, summary: string, querystring: Q, ok: object) => ({
  config: { scope: 'analytics:read' as const },
  schema: { tags: ['Analytics'], operationId, summary, security: [{ bearerAuth: ['analytics:read'] }], querystring, response: { 200: ok, ...v1ErrorResponses } },
});

/** A route over one link: the workspace route with the link's id, 404 naming the link. */
const linkRoute = <Q extends object>(operationId: string, summary: string, querystring: Q, ok: object) => {
  const route = workspaceRoute(operationId, summary, querystring, ok);
  return { config: { ...route.config, notFoundMessage: 'Link not found' }, schema: { ...route.schema, params: idParams('link') } };
};

const ExportQuery = Type.Object({
  ...RangeQuery.properties,
  bots: Type.Optional(Type.Boolean({ description: 'true: bot clicks too, marked in an is_bot column' })),
});
const exportedCsv = { description: 'CSV, streamed: clicked_at, country (`Unknown` when not known), device, browser, os, referrer_host, unique_visitor, source (`link` or `qr`), variant (the A/B destination served; empty without a test), bot[, is_bot: the same as bot, kept for older readers]', content: { 'text/csv': { schema: { type: 'string' } } } };

/** GET /api/v1/links/{id}/analytics and .../clicks/export (scope analytics:read). */
export async function analyticsRoutes(untyped: FastifyInstance, ctx: LinksContext): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const actorOf = accountOf;
  const linkId = (request: FastifyRequest) => parseLinkId((request as AnalyticsRequest).params.id);

  app.get('/links/:id/analytics', linkRoute('getLinkAnalytics', 'Click analytics of a link (bots only in totals.botClicks)', AnalyticsQuery, analyticsSchema), async (request) => ({
    data: await getLinkAnalytics(ctx, actorOf(request), linkId(request), request.query),
  }));

  app.get(
    '/analytics',
    workspaceRoute('getWorkspaceAnalytics', "Click analytics of all the workspace's links together, with its top links (bots only in totals.botClicks)", RangeQuery, workspaceAnalyticsSchema),
    async (request) => ({ data: await getWorkspaceAnalytics(ctx, actorOf(request), request.query) }),
  );

  app.get(
    '/clicks/export',
    workspaceRoute('exportClicks', 'Raw clicks of all your links as CSV, link by link (people only unless bots=true)', ExportQuery, {
      ...exportedCsv,
      description: "CSV, streamed: link_id, slug, then the columns of a link's clicks export",
    }),
    async (request, reply) => sendDownload(reply, 'text/csv; charset=utf-8', 'clicks.csv', exportAccountClicks(ctx, actorOf(request), request.query)),
  );

  app.get('/links/:id/clicks/export', linkRoute('exportLinkClicks', 'Raw clicks of a link as CSV, a row per click (people only unless bots=true)', ExportQuery, exportedCsv), async (request, reply) => {
    const rows = await exportClicks(ctx, actorOf(request), linkId(request), request.query);
    return sendDownload(reply, 'text/csv; charset=utf-8', `clicks-${linkId(request)}.csv`, rows);
  });
}
