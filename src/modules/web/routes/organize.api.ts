import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../../platform/http/errors.js';
import { deleteFolder } from '../../links/index.js';
import { createFolder, createTag, deleteTag, FolderCreateBody, FolderOrderBody, FolderUpdateBody, reorderFolders, TagBody, TagUpdateBody, updateFolder, updateTag } from '../../organize/index.js';
import { actorOf, sessionUser } from '../session.js';
import type { WebContext } from '../web.context.js';
import { positiveInt } from './query.js';

type IdRequest = FastifyRequest<{ Params: { id: string }; Querystring: { links?: string } }>;

function idOf(request: IdRequest, what: string): number {
  const id = positiveInt(request.params.id);
  if (id === undefined) throw new NotFoundError(`${what} not found`);
  return id;
}

/** /app/api/folders and /app/api/tags: folders are managed only here (the API reads them). */
export async function organizeApi(untyped: FastifyInstance, ctx: WebContext): Promise<void> {
  // Bodies are typed from their schemas: what was validated is what the services get.
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.links.store.db;
  // Folders and tags belong to the workspace the session shows; the audit log names the user.

  app.post('/folders', { schema: { body: FolderCreateBody } }, async (request, reply) => reply.code(201).send({ data: await createFolder(db, actorOf(sessionUser(request)), request.body) }));

  app.patch('/folders/:id', { schema: { body: FolderUpdateBody } }, async (request) => ({
    data: await updateFolder(db, actorOf(sessionUser(request)), idOf(request as IdRequest, 'Folder'), request.body),
  }));

  untyped.put('/folders/order', { schema: { body: FolderOrderBody } }, async (request, reply) => {
    await reorderFolders(db, actorOf(sessionUser(request)), (request.body as FolderOrderBody).ids);
    return reply.code(204).send();
  });

  untyped.delete('/folders/:id', async (request: IdRequest) => ({
    data: await deleteFolder(ctx.links, actorOf(sessionUser(request)), idOf(request, 'Folder'), request.query.links),
  }));

  app.post('/tags', { schema: { body: TagBody } }, async (request, reply) => reply.code(201).send({ data: await createTag(db, actorOf(sessionUser(request)), request.body.name, request.body.color) }));

  app.patch('/tags/:id', { schema: { body: TagUpdateBody } }, async (request) => ({ data: await updateTag(db, actorOf(sessionUser(request)), idOf(request as IdRequest, 'Tag'), request.body) }));

  untyped.delete('/tags/:id', async (request: IdRequest, reply) => {
    await deleteTag(db, actorOf(sessionUser(request)), idOf(request, 'Tag'));
    return reply.code(204).send();
  });
}
