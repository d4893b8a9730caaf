import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, requireAll, v1ErrorResponses } from '../../platform/http/api-schemas.js';
import { accountOf } from '../accounts/index.js';
import { type LinksContext, parseLinkId } from '../links/index.js';
import { getLinkAnalytics } from './analytics.service.js';

const breakdown = { type: 'array', items: { type: 'object', properties: { value: { type: 'string' }, clicks: { type: 'integer' } } } } as const;
const day = { type: 'string', format: 'date' } as const;

const analyticsSchema = requireAll({
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
} as const);

type AnalyticsRequest = FastifyRequest<{ Params: { id: number }; Querystring: { from?: string; to?: string } }>;

/** GET /api/v1/links/{id}/analytics (scope analytics:read). */
export async function analyticsRoutes(app: FastifyInstance, ctx: LinksContext): Promise<void> {
  app.get(
    '/links/:id/analytics',
    {
      config: { scope: 'analytics:read', notFoundMessage: 'Link not found' },
      schema: {
        tags: ['Analytics'],
        operationId: 'getLinkAnalytics',
        summary: 'Click analytics of a link (bots only in totals.botClicks)',
        security: [{ bearerAuth: ['analytics:read'] }],
        params: idParams('link'),
        querystring: {
          type: 'object',
          properties: {
            from: { type: 'string', format: 'date', description: 'YYYY-MM-DD; default 30 days before to; raised to the plan retention' },
            to: { type: 'string', format: 'date', description: 'YYYY-MM-DD; default today (UTC)' },
          },
        },
        response: { 200: analyticsSchema, ...v1ErrorResponses },
      },
    },
    async (request: AnalyticsRequest) => {
      const id = parseLinkId(request.params.id);
      const account = accountOf(request);
      return { data: await getLinkAnalytics(ctx, { userId: account.userId, entitlements: account.entitlements }, id, request.query) };
    },
  );
}
