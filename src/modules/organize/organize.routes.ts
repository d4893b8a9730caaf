import type { FastifyInstance } from 'fastify';
import { listOf } from '../../platform/http/api-schemas.js';
import { folderSchema, tagSchema } from './organize.response-schemas.js';
import { organizeWriteRoutes } from './organize.write.routes.js';
import { accountOf } from '../accounts/index.js';
import { listFoldersWithCounts } from './folders.repository.js';
import type { Store } from '../../platform/db/db.js';
import { listTagsWithCounts } from './tags.repository.js';

const errors = { 401: { $ref: 'ApiError#' }, 403: { $ref: 'ApiError#' }, 429: { $ref: 'ApiError#' } };

/** The caller's folders and tags: lists here, changes in organize.write.routes.ts. */
export async function organizeRoutes(app: FastifyInstance, deps: { store: Store }): Promise<void> {
  const config = { scope: 'links:read' as const };
  const security = [{ bearerAuth: ['links:read'] }];
  app.get('/folders', { config, schema: { tags: ['Organisation'], operationId: 'listFolders', summary: 'List folders', security, response: { 200: listOf(folderSchema), ...errors } } }, async (request) => {
    const rows = await listFoldersWithCounts(deps.store.db, accountOf(request).workspaceId);
    return { data: rows.map((row) => ({ ...row, links_count: Number(row.links_count) })) };
  });
  app.get('/tags', { config, schema: { tags: ['Organisation'], operationId: 'listTags', summary: 'List tags', security, response: { 200: listOf(tagSchema), ...errors } } }, async (request) => {
    const rows = await listTagsWithCounts(deps.store.db, accountOf(request).workspaceId);
    return { data: rows.map((row) => ({ ...row, links_count: Number(row.links_count) })) };
  });
  await organizeWriteRoutes(app, deps);
}
