import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../accounts/index.js';
import { v1ErrorResponses as v1Errors } from '../../platform/http/api-schemas.js';
import { bulkDeleteLinks, bulkUpdateLinks, readBulkIds } from './bulk-edit-links.js';
import { BulkDeleteQuery, bulkDeleteResultSchema, BulkUpdateBody, bulkUpdateResultSchema } from './links-bulk.schemas.js';
import type { LinksContext } from './links.context.js';

const write = { scope: 'links:write' as const, notFoundMessage: 'Link not found' };
const doc = (operationId: string, summary: string, description: string) => ({
  tags: ['Links'],
  operationId,
  summary,
  description,
  security: [{ bearerAuth: ['links:write'] }],
});
const PER_LINK = 'Each link succeeds or fails on its own, as the single-link request would: a missing id, or one of another account, is `not_found`; a move its status does not allow is `invalid_state`. Webhooks and the redirect cache see each link as after a single edit.';

const actorOf = accountOf;

/**
 * PATCH and DELETE /links/bulk. Static paths: the router tries them before `/links/:id`,
 * which still refuses `bulk` (and `bulk/archive`) as it refuses any id that is not a number.
 */
export async function linksBulkRoutes(untyped: FastifyInstance, ctx: LinksContext): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const update = doc('bulkUpdateLinks', 'Move, tag, archive, disable or enable up to 100 links', `${PER_LINK} Tags named in add_tags are created as needed.`);
  app.patch('/links/bulk', { config: write, schema: { ...update, body: BulkUpdateBody, response: { 200: bulkUpdateResultSchema, ...v1Errors } } }, async (request) => ({
    data: await bulkUpdateLinks(ctx, actorOf(request), request.body),
  }));

  const remove = doc('bulkDeleteLinks', 'Delete up to 100 links (they stop redirecting at once)', PER_LINK);
  app.delete('/links/bulk', { config: write, schema: { ...remove, querystring: BulkDeleteQuery, response: { 200: bulkDeleteResultSchema, ...v1Errors } } }, async (request) => ({
    data: await bulkDeleteLinks(ctx, actorOf(request), readBulkIds(request.query.ids.split(','))),
  }));
}
