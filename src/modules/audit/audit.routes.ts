import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../platform/db/db.js';
import { v1ErrorResponses as v1Errors } from '../../platform/http/api-schemas.js';
import { pageLinks, withPageDefaults } from '../../platform/http/paging.js';
import { accountOf } from '../accounts/index.js';
import { AuditQuery, auditListSchema } from './audit.schemas.js';
import { listAuditLog } from './audit.service.js';

const DESCRIPTION =
  'Every change to links, folders, tags, domains, members, invites, tokens, webhooks, imports and the plan, newest first, ' +
  'with who made it and the fields before and after (secrets redacted). Owners and admins only (403 `forbidden_role` otherwise). ' +
  'Entries are kept for the plan\'s analytics retention.';

/** GET /api/v1/audit-log: the workspace's audit log, paged like /links. */
export async function auditRoutes(untyped: FastifyInstance, deps: { store: Store; baseUrl: string }): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const config = { scope: 'workspace:read' as const, permission: 'manage' as const };
  const schema = {
    tags: ['Audit'],
    operationId: 'listAuditLog',
    summary: 'List the audit log',
    description: DESCRIPTION,
    security: [{ bearerAuth: ['workspace:read'] }],
    querystring: AuditQuery,
    response: { 200: auditListSchema, ...v1Errors },
  };
  app.get('/audit-log', { config, schema }, async (request) => {
    const q = withPageDefaults(request.query);
    const { data, total } = await listAuditLog(deps.store.db, accountOf(request).workspaceId, q, q.page, q.per_page);
    return { data, ...pageLinks(deps.baseUrl, request.url, q.page, q.per_page, total) };
  });
}
