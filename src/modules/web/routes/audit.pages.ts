import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendDownload } from '../../../platform/http/download.js';
import { NotFoundError, RoleForbiddenError } from '../../../platform/http/errors.js';
import { type AuditFilterInput, exportAuditCsv, listAuditActors, listAuditLog } from '../../audit/index.js';
import { may, roleFor } from '../../workspaces/index.js';
import { auditPage } from '../pages/audit.page.js';
import type { WebUser } from '../session.js';
import { type WebContext, sendHtml } from '../web.context.js';
import { positiveInt, type RawQuery } from './query.js';

const PER_PAGE = 50;

type AuditRequest = FastifyRequest<{ Querystring: RawQuery }>;

/** The signed-in owner or admin; everyone else gets the 403 page (the nav never offers them the link). */
function managerOf(request: FastifyRequest): WebUser {
  const user = request.webUser;
  if (!user) throw new NotFoundError();
  if (!may(user.role, 'manage')) throw new RoleForbiddenError(user.role, roleFor('manage'));
  return user;
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined);

/** The page's filters from its query; a bad time is refused by the service with a 422. */
function filterOf(query: RawQuery): AuditFilterInput {
  return {
    action: text(query.action, 64),
    actor: positiveInt(query.actor),
    target_type: text(query.target_type, 32),
    target_id: text(query.target_id, 64),
    from: text(query.from, 40),
    to: text(query.to, 40),
  };
}

function queryOf(request: FastifyRequest): URLSearchParams {
  return new URLSearchParams(request.url.split('?')[1] ?? '');
}

/** /app/audit and its CSV export: owners and admins only, over the same service as GET /api/v1/audit-log. */
export async function auditPages(app: FastifyInstance, ctx: WebContext): Promise<void> {
  const db = ctx.links.store.db;
  app.get('/app/audit', async (request: AuditRequest, reply) => {
    const user = managerOf(request);
    const filter = filterOf(request.query);
    const page = positiveInt(request.query.page) ?? 1;
    const [list, actors] = await Promise.all([listAuditLog(db, user.workspace.id, filter, page, PER_PAGE), listAuditActors(db, user.workspace.id)]);
    return sendHtml(reply, auditPage({ viewer: user, entries: list.data, total: list.total, page, perPage: PER_PAGE, filter, actors, query: queryOf(request) }));
  });

  app.get('/app/audit/export.csv', async (request: AuditRequest, reply) => {
    const user = managerOf(request);
    const day = new Date().toISOString().slice(0, 10);
    return sendDownload(reply, 'text/csv; charset=utf-8', `audit-log-${day}.csv`, exportAuditCsv(db, user.workspace.id, filterOf(request.query)));
  });
}
