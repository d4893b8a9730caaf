import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, v1ErrorResponses as v1Errors } from '../../platform/http/api-schemas.js';
import { accountOf } from '../accounts/index.js';
import { deleteFolder } from './links.folders.js';
import type { LinksContext } from './links.context.js';

const schema = {
  tags: ['Organisation'],
  operationId: 'deleteFolder',
  summary: 'Delete a folder; its links stay, in no folder',
  security: [{ bearerAuth: ['links:write'] }],
  params: idParams('folder'),
  response: { 204: { type: 'null' }, ...v1Errors },
};

/** DELETE /folders/{id}: here, not in organize, because its links move out through the link services. */
export async function folderDeleteRoutes(app: FastifyInstance, ctx: LinksContext): Promise<void> {
  const config = { scope: 'links:write' as const, notFoundMessage: 'Folder not found' };
  app.delete('/folders/:id', { config, schema }, async (request: FastifyRequest<{ Params: { id: number } }>, reply) => {
    await deleteFolder(ctx, accountOf(request), request.params.id, 'unfile');
    return reply.code(204).send();
  });
}
