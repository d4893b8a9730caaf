import type { FastifyInstance } from 'fastify';
import { listOf, requireAll } from '../../platform/http/api-schemas.js';
import { accountOf } from '../accounts/index.js';
import { listFoldersWithCounts } from './folders.repository.js';
import type { Store } from '../../platform/db/db.js';
import { listTagsWithCounts } from './tags.repository.js';

const folderSchema = requireAll({
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    color: { type: ['string', 'null'] },
    position: { type: 'integer' },
    links_count: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const);

const tagSchema = requireAll({
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    links_count: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const);

const errors = { 401: { $ref: 'ApiError#' }, 403: { $ref: 'ApiError#' }, 429: { $ref: 'ApiError#' } };

/** Read-only folders and tags of the caller (folders are managed in the web app). */
export async function organizeRoutes(app: FastifyInstance, deps: { store: Store }): Promise<void> {
  const config = { scope: 'links:read' as const };
  const security = [{ bearerAuth: ['links:read'] }];
  app.get('/folders', { config, schema: { tags: ['Organisation'], operationId: 'listFolders', summary: 'List folders', security, response: { 200: listOf(folderSchema), ...errors } } }, async (request) => {
    const rows = await listFoldersWithCounts(deps.store.db, accountOf(request).userId);
    return { data: rows.map((row) => ({ ...row, links_count: Number(row.links_count) })) };
  });
  app.get('/tags', { config, schema: { tags: ['Organisation'], operationId: 'listTags', summary: 'List tags', security, response: { 200: listOf(tagSchema), ...errors } } }, async (request) => {
    const rows = await listTagsWithCounts(deps.store.db, accountOf(request).userId);
    return { data: rows.map((row) => ({ ...row, links_count: Number(row.links_count) })) };
  });
}
