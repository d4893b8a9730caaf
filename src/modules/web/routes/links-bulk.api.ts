import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bulkDeleteLinks, BulkDeleteQuery, bulkUpdateLinks, BulkUpdateBody, readBulkIds } from '../../links/index.js';
import { actorOf, sessionUser } from '../session.js';
import type { WebContext } from '../web.context.js';

/** /app/api/links/bulk: the links list's bulk toolbar, through the same services as /api/v1. */
export async function linksBulkApi(app: FastifyInstance, ctx: WebContext): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.patch('/links/bulk', { schema: { hide: true, body: BulkUpdateBody } }, async (request) => ({
    data: await bulkUpdateLinks(ctx.links, actorOf(sessionUser(request)), request.body),
  }));
  typed.delete('/links/bulk', { schema: { hide: true, querystring: BulkDeleteQuery } }, async (request) => ({
    data: await bulkDeleteLinks(ctx.links, actorOf(sessionUser(request)), readBulkIds(request.query.ids.split(','))),
  }));
}
