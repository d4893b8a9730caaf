import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { idParams, requireAll, v1ErrorResponses } from '../../platform/http/api-schemas.js';
import { accountOf } from '../accounts/index.js';
import { getLinkRowOrThrow, type LinksContext, parseLinkId, RULE_BROWSERS, RULE_OS, toSmartTarget } from '../links/index.js';
import { testVisitor } from './test-visitor.js';

const VisitorBody = Type.Object({
  device: Type.Optional(Type.Enum(['mobile', 'tablet', 'desktop', 'other'])),
  os: Type.Optional(Type.Enum(RULE_OS)),
  browser: Type.Optional(Type.Enum(RULE_BROWSERS)),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2, upper case' })),
  language: Type.Optional(Type.String({ maxLength: 200, description: 'A primary subtag (`fr`) or an Accept-Language header' })),
  query: Type.Optional(Type.Record(Type.String({ minLength: 1, maxLength: 100 }), Type.String({ maxLength: 200 }), { maxProperties: 20 })),
  time: Type.Optional(Type.String({ format: 'date-time', description: 'Default: now' })),
  variant: Type.Optional(Type.Integer({ minimum: 0, maximum: 4, description: 'The A/B variant the visitor already has; absent: a fresh draw' })),
});

const outcomeSchema = requireAll({
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        destination_url: { type: 'string' },
        reason: { type: 'string', enum: ['deep_link', 'rule', 'variant', 'default'] },
        rule_index: { type: ['integer', 'null'], description: 'The rule that matched (0-based)' },
        variant_index: { type: ['integer', 'null'], description: 'The A/B variant served (0-based)' },
      },
    },
  },
} as const);

/** POST /api/v1/links/{id}/test-visitor (scope links:read): where a described visitor would go. */
export async function testVisitorRoutes(untyped: FastifyInstance, ctx: LinksContext): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const schema = {
    tags: ['Links'],
    operationId: 'testLinkVisitor',
    summary: 'Where a described visitor would be sent, and why (rule, variant, deep link or default)',
    security: [{ bearerAuth: ['links:read'] }],
    params: idParams('link'),
    body: VisitorBody,
    response: { 200: outcomeSchema, ...v1ErrorResponses },
  };
  app.post('/links/:id/test-visitor', { config: { scope: 'links:read', notFoundMessage: 'Link not found' }, schema }, async (request) => {
    const account = accountOf(request);
    const link = await getLinkRowOrThrow(ctx.store.db, account, parseLinkId((request.params as { id: number }).id));
    return { data: testVisitor(toSmartTarget(link), link.destination_url, request.body) };
  });
}
