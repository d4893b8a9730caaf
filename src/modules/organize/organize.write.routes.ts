import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, v1ErrorResponses as v1Errors } from '../../platform/http/api-schemas.js';
import { sendCreated } from '../../platform/http/created.js';
import { NotFoundError } from '../../platform/http/errors.js';
import type { Store } from '../../platform/db/db.js';
import { accountOf } from '../accounts/index.js';
import { createFolder, type FolderResource, listFolders, updateFolder } from './folders.service.js';
import { FolderCreateBody, FolderUpdateBody, TagBody, TagUpdateBody } from './organize.schemas.js';
import { folderEnvelopeSchema, tagEnvelopeSchema } from './organize.response-schemas.js';
import { createTag, deleteTag, listTags, type TagResource, updateTag } from './tags.service.js';

type IdRequest = FastifyRequest<{ Params: { id: number } }>;

const doc = (operationId: string, summary: string, what: 'folder' | 'tag' | null) => ({
  tags: ['Organisation'],
  operationId,
  summary,
  security: [{ bearerAuth: ['links:write'] }],
  ...(what ? { params: idParams(what) } : {}),
});

/** The resource as listed, links_count included (a user has at most a few hundred of each). */
async function folderResource(store: Store, workspaceId: number, id: number): Promise<FolderResource> {
  const found = (await listFolders(store.db, workspaceId)).find((folder) => folder.id === id);
  if (!found) throw new NotFoundError('Folder not found');
  return found;
}

async function tagResource(store: Store, workspaceId: number, id: number): Promise<TagResource> {
  const found = (await listTags(store.db, workspaceId)).find((tag) => tag.id === id);
  if (!found) throw new NotFoundError('Tag not found');
  return found;
}

/** POST/PATCH /folders and POST/PATCH/DELETE /tags (name and colour) over the services the web app uses (same rules). */
export async function organizeWriteRoutes(untyped: FastifyInstance, deps: { store: Store }): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const db = deps.store.db;
  const folders = { scope: 'links:write' as const, notFoundMessage: 'Folder not found' };
  const tags = { scope: 'links:write' as const, notFoundMessage: 'Tag not found' };
  const workspaceId = (request: FastifyRequest) => accountOf(request).workspaceId;
  const idOf = (request: FastifyRequest) => (request as IdRequest).params.id;

  const createdFolder = { 201: folderEnvelopeSchema, ...v1Errors };
  app.post('/folders', { config: folders, schema: { ...doc('createFolder', 'Create a folder (at the end of the order)', null), body: FolderCreateBody, response: createdFolder } }, async (request, reply) => {
    const row = await createFolder(db, accountOf(request), request.body);
    return sendCreated(request, reply, row.id, { data: await folderResource(deps.store, workspaceId(request), row.id) });
  });
  const folderUpdate = doc('updateFolder', 'Rename or recolour a folder (color null: none)', 'folder');
  app.patch('/folders/:id', { config: folders, schema: { ...folderUpdate, body: FolderUpdateBody, response: { 200: folderEnvelopeSchema, ...v1Errors } } }, async (request) => {
    await updateFolder(db, accountOf(request), idOf(request), request.body);
    return { data: await folderResource(deps.store, workspaceId(request), idOf(request)) };
  });

  app.post('/tags', { config: tags, schema: { ...doc('createTag', 'Create a tag ahead of its first link', null), body: TagBody, response: { 201: tagEnvelopeSchema, ...v1Errors } } }, async (request, reply) => {
    const row = await createTag(db, accountOf(request), request.body.name, request.body.color);
    return sendCreated(request, reply, row.id, { data: await tagResource(deps.store, workspaceId(request), row.id) });
  });
  const tagUpdate = doc('renameTag', 'Rename or recolour a tag (every link carrying it shows the new name; color null: none)', 'tag');
  app.patch('/tags/:id', { config: tags, schema: { ...tagUpdate, body: TagUpdateBody, response: { 200: tagEnvelopeSchema, ...v1Errors } } }, async (request) => {
    await updateTag(db, accountOf(request), idOf(request), request.body);
    return { data: await tagResource(deps.store, workspaceId(request), idOf(request)) };
  });
  app.delete('/tags/:id', { config: tags, schema: { ...doc('deleteTag', 'Delete a tag; it is taken off its links, which stay', 'tag'), response: { 204: { type: 'null' }, ...v1Errors } } }, async (request, reply) => {
    await deleteTag(db, accountOf(request), idOf(request));
    return reply.code(204).send(null);
  });
}
