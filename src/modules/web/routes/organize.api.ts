import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../../platform/http/errors.js';
import { deleteFolder } from '../../links/index.js';
import { createFolder, createTag, deleteTag, renameTag, reorderFolders, updateFolder } from '../../organize/index.js';
import { actorOf, sessionUser } from '../session.js';
import type { WebContext } from '../web.context.js';
import { positiveInt } from './query.js';

type IdRequest = FastifyRequest<{ Params: { id: string }; Querystring: { links?: string } }>;
type Body = Record<string, unknown> | undefined;

function idOf(request: IdRequest, what: string): number {
  const id = positiveInt(request.params.id);
  if (id === undefined) throw new NotFoundError(`${what} not found`);
  return id;
}

/** /app/api/folders and /app/api/tags: folders are managed only here (the API reads them). */
export async function organizeApi(app: FastifyInstance, ctx: WebContext): Promise<void> {
  const db = ctx.links.store.db;
  const userId = (request: FastifyRequest) => sessionUser(request).id;

  app.post('/folders', async (request, reply) => reply.code(201).send({ data: await createFolder(db, userId(request), request.body) }));

  app.patch('/folders/:id', async (request: IdRequest) => ({ data: await updateFolder(db, userId(request), idOf(request, 'Folder'), request.body) }));

  app.put('/folders/order', async (request, reply) => {
    await reorderFolders(db, userId(request), (request.body as Body)?.ids);
    return reply.code(204).send();
  });

  app.delete('/folders/:id', async (request: IdRequest) => ({
    data: await deleteFolder(ctx.links, actorOf(sessionUser(request)), idOf(request, 'Folder'), request.query.links),
  }));

  app.post('/tags', async (request, reply) => reply.code(201).send({ data: await createTag(db, userId(request), (request.body as Body)?.name) }));

  app.patch('/tags/:id', async (request: IdRequest) => ({ data: await renameTag(db, userId(request), idOf(request, 'Tag'), (request.body as Body)?.name) }));

  app.delete('/tags/:id', async (request: IdRequest, reply) => {
    await deleteTag(db, userId(request), idOf(request, 'Tag'));
    return reply.code(204).send();
  });
}
