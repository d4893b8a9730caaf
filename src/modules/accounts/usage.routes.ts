import type { FastifyInstance } from 'fastify';
import { requireAll } from '../../platform/http/api-schemas.js';
import type { Store } from '../../platform/db/db.js';
import { accountOf } from './api-auth.js';
import { countDomainsOf, readUsage, usagePeriod } from './usage.repository.js';

const usageSchema = requireAll({
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        plan: { type: 'string', enum: ['free', 'pro', 'business'] },
        period_start: { type: 'string', format: 'date' },
        usage: {
          type: 'object',
          properties: {
            links_created: { type: 'integer' },
            clicks: { type: 'integer' },
            api_requests: { type: 'integer' },
            domains: { type: 'integer', description: 'Branded domains added, verified or not' },
          },
        },
        limits: {
          type: 'object',
          description: 'Numbers or booleans; null means unlimited',
          properties: {
            links_per_month: { type: ['integer', 'null'] },
            api_requests_per_minute: { type: ['integer', 'null'] },
            analytics_retention_days: { type: 'integer' },
            bulk_create_max: { type: 'integer' },
            custom_slugs: { type: 'boolean' },
            link_expiration: { type: 'boolean' },
            click_limits: { type: 'boolean' },
            password_protection: { type: 'boolean' },
            edit_destination: { type: 'boolean' },
            api_access: { type: 'boolean' },
            bulk_create: { type: 'boolean' },
            domains: { type: ['integer', 'null'], description: 'Branded domains the plan allows' },
            redirect_rules: { type: 'boolean', description: 'Link `rules`' },
            ab_testing: { type: 'boolean', description: 'Link `variants` (A/B destinations)' },
            deep_links: { type: 'boolean', description: 'Link `ios_url` and `android_url`' },
            link_previews: { type: 'boolean', description: 'Link `preview` (social preview tags)' },
          },
        },
      },
    },
  },
} as const);

/** GET /api/v1/account/usage: any valid token, no scope needed. */
export async function usageRoutes(app: FastifyInstance, deps: { store: Store }): Promise<void> {
  app.get(
    '/account/usage',
    {
      config: { scope: null },
      schema: {
        tags: ['Account'],
        operationId: 'getUsage',
        summary: 'Plan, usage this month and limits',
        security: [{ bearerAuth: [] }],
        response: { 200: usageSchema, 401: { $ref: 'ApiError#' }, 403: { $ref: 'ApiError#' }, 429: { $ref: 'ApiError#' } },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const period = usagePeriod();
      const [usage, domains] = await Promise.all([readUsage(deps.store.db, account.workspaceId, period), countDomainsOf(deps.store.db, account.workspaceId)]);
      return {
        data: {
          plan: account.plan,
          period_start: `${period}-01`,
          usage: {
            links_created: Number(usage.links_created),
            clicks: Number(usage.clicks),
            api_requests: Number(usage.api_requests),
            domains,
          },
          limits: account.entitlements,
        },
      };
    },
  );
}
