import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountOf } from '../accounts/api-auth.js';
import { parseLinkId } from '../links/link.js';
import type { LinksContext } from '../links/links.service.js';
import { getLinkAnalytics } from './analytics.service.js';

const breakdown = { type: 'array', items: { type: 'object', properties: { value: { type: 'string' }, clicks: { type: 'integer' } } } } as const;
const day = { type: 'string', format: 'date' } as const;

const analyticsSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        range: { type: 'object', properties: { from: day, to: day } },
        totals: {
          type: 'object',
          properties: { clicks: { type: 'integer' }, uniques: { type: 'integer' }, botClicks: { type: 'integer' } },
        },
        series: {
          type: 'array',
          items: { type: 'object', properties: { date: day, clicks: { type: 'integer' }, uniques: { type: 'integer' } } },
        },
        countries: breakdown,
        devices: breakdown,
        browsers: breakdown,
        referrers: breakdown,
      },
    },
  },
} as const;

type AnalyticsRequest = FastifyRequest<{ Params: { id: string }; Querystring: { from?: string; to?: string } }>;

/** GET /api/v1/links/{id}/analytics (scope analytics:read). */
export async function analyticsRoutes(app: FastifyInstance, ctx: LinksContext): Promise<void> {
  app.get(
    '/links/:id/analytics',
    {
      config: { scope: 'analytics:read' },
      schema: {
        tags: ['Analytics'],
        summary: 'Click analytics of a link (bots only in totals.botClicks)',
        security: [{ bearerAuth: ['analytics:read'] }],
        params: { type: 'object', properties: { id: { type: 'string' } } },
        querystring: {
          type: 'object',
          properties: {
            from: { type: 'string', description: 'YYYY-MM-DD; default 30 days before to; raised to the plan retention' },
            to: { type: 'string', description: 'YYYY-MM-DD; default today (UTC)' },
          },
        },
        response: { 200: analyticsSchema, 401: { $ref: 'ApiError#' }, 403: { $ref: 'ApiError#' }, 404: { $ref: 'ApiError#' }, 422: { $ref: 'ApiError#' } },
      },
    },
    async (request: AnalyticsRequest) => {
      const id = parseLinkId(request.params.id);
      const account = accountOf(request);
      return { data: await getLinkAnalytics(ctx, { userId: account.userId, entitlements: account.entitlements }, id, request.query) };
    },
  );
}
