import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { endAbTest, getLinkRowOrThrow, parseLinkId, RULE_BROWSERS, RULE_OS, toSmartTarget } from '../../links/index.js';
import { testVisitor } from '../../redirect/index.js';
import { actorOf, sessionUser } from '../session.js';
import type { WebContext } from '../web.context.js';

const IdParams = Type.Object({ id: Type.String() });

// The same visitor description as POST /api/v1/links/{id}/test-visitor takes.
const VisitorBody = Type.Object({
  device: Type.Optional(Type.Enum(['mobile', 'tablet', 'desktop', 'other'])),
  os: Type.Optional(Type.Enum(RULE_OS)),
  browser: Type.Optional(Type.Enum(RULE_BROWSERS)),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', 'x-errors': { '*': 'must be a two-letter ISO country code such as FR' } })),
  language: Type.Optional(Type.String({ maxLength: 200 })),
  query: Type.Optional(Type.Record(Type.String({ minLength: 1, maxLength: 100 }), Type.String({ maxLength: 200 }), { maxProperties: 20 })),
  time: Type.Optional(Type.String({ format: 'date-time', 'x-errors': { format: 'must be a date and time' } })),
});

const Winner = Type.Object({ destination_url: Type.String({ minLength: 1, maxLength: 2048 }) });

/** /app/api/links/{id}/test-visitor and .../variants/winner: the smart-link tools of the editor and analytics page. */
export async function smartApi(untyped: FastifyInstance, ctx: WebContext): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();

  // The saved link's settings through the redirect's own decision; never a copy of the matcher.
  // It changes nothing, so a viewer may ask too.
  app.post('/links/:id/test-visitor', { config: { permission: 'read' }, schema: { hide: true, params: IdParams, body: VisitorBody } }, async (request) => {
    const link = await getLinkRowOrThrow(ctx.links.store.db, actorOf(sessionUser(request)), parseLinkId(request.params.id));
    return { data: testVisitor(toSmartTarget(link), link.destination_url, request.body) };
  });

  app.post('/links/:id/variants/winner', { schema: { hide: true, params: IdParams, body: Winner } }, async (request) => ({
    data: await endAbTest(ctx.links, actorOf(sessionUser(request)), parseLinkId(request.params.id), request.body.destination_url),
  }));
}
